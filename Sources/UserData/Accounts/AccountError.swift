import Foundation

/// Why an account action or the user database failed.
///
/// Every ``description`` is a sentence a user can act on; none contains a password.
public enum AccountError: Error, Equatable, CustomStringConvertible {
  /// The email address is not shaped like `name@example.com`.
  case invalidEmail
  /// The password has fewer than ``AccountValidation/minimumPasswordLength`` characters.
  case passwordTooShort
  /// The first name is empty.
  case emptyFirstName
  /// The last name is empty.
  case emptyLastName
  /// Another account already uses this email address (compared ignoring case).
  case emailTaken
  /// The email is unknown or the password is wrong; deliberately one message for both, so
  /// the screen does not tell which emails have accounts.
  case invalidCredentials
  /// The data directory or `user.sqlite` cannot be created or written.
  case notWritable(path: String, reason: String)
  /// `user.sqlite` exists but is not a usable user database. It is left untouched.
  case damaged(path: String, detail: String)
  /// Another program holds `user.sqlite`'s lock (another `kanji` writing it, a script);
  /// `waited` is how long this one waited for it, in seconds.
  case busy(path: String, waited: Double)
  /// SQLite or the crypto library failed in some other way.
  case storage(String)
  /// The store is open read-only (a full disk, a read-only file or directory): nothing can
  /// be written this session.
  case unavailable(reason: String)

  public var description: String {
    switch self {
    case .invalidEmail: return "Enter an email address like name@example.com."
    case .passwordTooShort:
      return "Choose a password of at least \(AccountValidation.minimumPasswordLength) characters."
    case .emptyFirstName: return "Enter your first name."
    case .emptyLastName: return "Enter your last name."
    case .emailTaken: return "An account with this email already exists. Sign in instead."
    case .invalidCredentials: return "Wrong email or password."
    case .notWritable(let path, let reason):
      return "Cannot write \(path): \(reason). Check its permissions or pass --data-dir PATH."
    case .damaged(let path, let detail):
      return "\(path) is not a usable user database (\(detail)). It was left untouched: "
        + "restore a backup, or move it aside to start with no accounts."
    case .busy(let path, let waited):
      // A store that does not wait (the browser's) says what to do rather than "0.0 s".
      guard waited >= 0.05 else {
        return "\(path) is locked by another program that is writing it: try again in a moment"
      }
      return "\(path) is locked by another program that is writing it (waited "
        + (waited < 10 ? String(format: "%.1f", waited) : String(Int(waited.rounded()))) + " s)"
    case .storage(let detail): return detail
    case .unavailable(let reason): return "accounts are unavailable this session: \(reason)"
    }
  }
}
