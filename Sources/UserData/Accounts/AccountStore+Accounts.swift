import Foundation
import GRDB
import KanjiKit

extension AccountStore {
  /// Creates an account and signs it in.
  ///
  /// All fields are checked with ``AccountValidation``'s rules; surrounding spaces are
  /// trimmed from the email and names. The account is written in one transaction, so it
  /// exists completely or not at all.
  ///
  /// - Throws: ``AccountError/invalidEmail``, ``AccountError/passwordTooShort``,
  ///   ``AccountError/emptyFirstName``, ``AccountError/emptyLastName`` (checked in that
  ///   order), ``AccountError/emailTaken`` when the email is registered in any letter case,
  ///   or a storage error.
  public func register(email: String, password: String, firstName: String, lastName: String) throws(AccountError)
    -> User
  {
    guard AccountValidation.emailProblem(email) == nil else { throw .invalidEmail }
    guard AccountValidation.passwordProblem(password) == nil else { throw .passwordTooShort }
    guard AccountValidation.nameProblem(firstName, field: "First name") == nil else { throw .emptyFirstName }
    guard AccountValidation.nameProblem(lastName, field: "Last name") == nil else { throw .emptyLastName }
    // Fail fast before the slow hash; the transaction below checks again.
    guard try !isEmailRegistered(email) else { throw .emailTaken }
    let hash = try hasher.hash(password)
    let key = AccountValidation.emailKey(email)
    do {
      return try database.write { db in
        guard try !Self.emailExists(key, db) else { throw AccountError.emailTaken }
        try db.execute(
          sql: """
            INSERT INTO user (email, email_key, first_name, last_name, password_hash, created_at)
            VALUES (?, ?, ?, ?, ?, ?)
            """,
          arguments: [
            AccountValidation.cleanEmail(email), key, AccountValidation.cleanName(firstName),
            AccountValidation.cleanName(lastName), hash, Timestamp.text(),
          ])
        let id = db.lastInsertedRowID
        try Self.startSession(userID: id, db)
        guard let user = try Self.fetchUser(id: id, db) else {
          throw AccountError.storage("the new account could not be read back")
        }
        return user
      }
    } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
      // Another instance registered the same email between the check and the insert.
      throw .emailTaken
    } catch let error as AccountError {
      throw error
    } catch {
      throw storageError(error)
    }
  }

  /// Whether an account uses `email`, compared ignoring case and surrounding spaces.
  public func isEmailRegistered(_ email: String) throws(AccountError) -> Bool {
    let key = AccountValidation.emailKey(email)
    return try readOrThrow { db in try Self.emailExists(key, db) }
  }

  /// Signs in with an email and password, and remembers the session until ``signOut()``.
  ///
  /// An unknown email costs the same time as a wrong password (a decoy hash is checked), and
  /// both give the same error. A hash made with fewer rounds than the store's hasher uses is
  /// replaced by a new one.
  ///
  /// - Throws: ``AccountError/invalidCredentials``, or a storage error.
  public func signIn(email: String, password: String) throws(AccountError) -> User {
    let key = AccountValidation.emailKey(email)
    let found: (user: User, hash: String)? = try readOrThrow { db in
      guard let row = try Row.fetchOne(db, sql: "SELECT * FROM user WHERE email_key = ?", arguments: [key]) else {
        return nil
      }
      return (try Self.user(from: row), try row.decode(String.self, forColumn: "password_hash"))
    }
    guard let found else {
      _ = hasher.verify(password, against: hasher.decoyHash)
      throw .invalidCredentials
    }
    guard hasher.verify(password, against: found.hash) else { throw .invalidCredentials }
    let rehash = hasher.needsRehash(found.hash) ? try hasher.hash(password) : nil
    try write { db in
      if let rehash {
        // Only if nobody changed the hash meanwhile.
        try db.execute(
          sql: "UPDATE user SET password_hash = ? WHERE id = ? AND password_hash = ?",
          arguments: [rehash, found.user.id, found.hash])
      }
      try Self.startSession(userID: found.user.id, db)
    }
    return found.user
  }

  /// Ends the session, so ``currentUser()`` is nil in this and later runs.
  ///
  /// Stars and history stay with the account.
  ///
  /// - Throws: a storage error when the session could not be removed: the user is then
  ///   still signed in, in this run and the next, and must be told so.
  public func signOut() throws(AccountError) {
    try write { db in try db.execute(sql: "DELETE FROM session") }
  }

  /// The signed-in user, or nil. The session survives restarts until ``signOut()``.
  public func currentUser() throws(AccountError) -> User? {
    try readOrThrow { db in
      try Row.fetchOne(
        db, sql: "SELECT user.* FROM session JOIN user ON user.id = session.user_id WHERE session.id = 1"
      )
      .map(Self.user(from:))
    }
  }

  // MARK: - Rows

  static func emailExists(_ key: String, _ db: Database) throws -> Bool {
    try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM user WHERE email_key = ?)", arguments: [key]) ?? false
  }

  static func startSession(userID: Int64, _ db: Database) throws {
    try db.execute(
      sql: "INSERT OR REPLACE INTO session (id, user_id, signed_in_at) VALUES (1, ?, ?)",
      arguments: [userID, Timestamp.text()])
  }

  static func fetchUser(id: Int64, _ db: Database) throws -> User? {
    try Row.fetchOne(db, sql: "SELECT * FROM user WHERE id = ?", arguments: [id]).map(user(from:))
  }

  /// The user in `row`; throws (rather than trapping) on a value edited into the wrong type.
  static func user(from row: Row) throws -> User {
    User(
      id: try row.decode(forColumn: "id"), email: try row.decode(forColumn: "email"),
      firstName: try row.decode(forColumn: "first_name"), lastName: try row.decode(forColumn: "last_name"),
      createdAt: try row.decode(forColumn: "created_at"))
  }
}
