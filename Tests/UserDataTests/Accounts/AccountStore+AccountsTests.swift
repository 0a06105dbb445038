import Foundation
import Testing

@testable import UserData

@Suite struct AccountStoreAccountsTests {
  let store: AccountStore

  init() throws {
    store = try AccountFixtures.memoryStore()
  }

  @Test func registerCreatesTheAccountAndSignsItIn() throws {
    let ann = try store.register(
      email: "  Ann@Example.com ", password: AccountFixtures.password, firstName: " Ann ", lastName: "Lee")
    #expect(ann.email == "Ann@Example.com")
    #expect(ann.firstName == "Ann")
    #expect(ann.displayName == "Ann Lee")
    #expect(abs(ann.createdAt.timeIntervalSinceNow) < 60)
    #expect(try store.currentUser() == ann)
  }

  @Test func signOutAndSignInAgain() throws {
    let ann = try AccountFixtures.ann(in: store)
    try store.signOut()
    #expect(try store.currentUser() == nil)
    #expect(try store.signIn(email: "ANN@example.com ", password: AccountFixtures.password) == ann)
    #expect(try store.currentUser() == ann)
  }

  @Test func signingInSwitchesTheSession() throws {
    let ann = try AccountFixtures.ann(in: store)
    let bob = try AccountFixtures.bob(in: store)
    #expect(try store.currentUser() == bob)
    _ = try store.signIn(email: ann.email, password: AccountFixtures.password)
    #expect(try store.currentUser() == ann)
  }

  @Test(arguments: [
    ("ann", "longenough", "Ann", "Lee", AccountError.invalidEmail),
    ("ann@example", "longenough", "Ann", "Lee", .invalidEmail),
    ("ann@example.com", "short", "Ann", "Lee", .passwordTooShort),
    ("ann@example.com", "longenough", "  ", "Lee", .emptyFirstName),
    ("ann@example.com", "longenough", "Ann", "", .emptyLastName),
    ("bad", "short", "", "", .invalidEmail),
  ])
  func registerRejectsInvalidFields(
    email: String, password: String, first: String, last: String, expected: AccountError
  ) throws {
    #expect(throws: expected) {
      try store.register(email: email, password: password, firstName: first, lastName: last)
    }
    #expect(try !store.isEmailRegistered(email))
    #expect(try store.currentUser() == nil)
  }

  @Test func emailsAreUniqueIgnoringCase() throws {
    let ann = try AccountFixtures.ann(in: store)
    try store.signOut()
    #expect(throws: AccountError.emailTaken) {
      try store.register(email: " ANN@example.COM", password: "another password", firstName: "A", lastName: "L")
    }
    #expect(try store.isEmailRegistered("Ann@Example.Com"))
    #expect(try !store.isEmailRegistered("anne@example.com"))
    // The failed registration changed nothing: no session, and the old password still works.
    #expect(try store.currentUser() == nil)
    #expect(try store.signIn(email: ann.email, password: AccountFixtures.password) == ann)
    #expect(throws: AccountError.invalidCredentials) {
      try store.signIn(email: ann.email, password: "another password")
    }
  }

  @Test func wrongPasswordAndUnknownEmailGiveTheSameError() throws {
    try AccountFixtures.ann(in: store)
    try store.signOut()
    let wrongPassword = #expect(throws: AccountError.self) {
      try store.signIn(email: "ann@example.com", password: "not the password")
    }
    let unknownEmail = #expect(throws: AccountError.self) {
      try store.signIn(email: "nobody@example.com", password: AccountFixtures.password)
    }
    #expect(wrongPassword == .invalidCredentials)
    #expect(unknownEmail == .invalidCredentials)
    #expect(wrongPassword?.description == "Wrong email or password.")
    #expect(try store.currentUser() == nil)
  }

  @Test func equalPasswordsGetDifferentHashesAndNeitherIsTheClearPassword() throws {
    let ann = try AccountFixtures.ann(in: store)
    let bob = try AccountFixtures.bob(in: store)
    let annHash = try #require(try AccountFixtures.storedHash(of: ann, in: store))
    let bobHash = try #require(try AccountFixtures.storedHash(of: bob, in: store))
    #expect(annHash != bobHash)
    #expect(!annHash.contains(AccountFixtures.password))
    #expect(annHash.hasPrefix("pbkdf2-sha256$1000$"))
  }

  @Test func signInUpgradesAHashMadeWithFewerRounds() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let ann = try AccountFixtures.ann(in: try AccountStore.open(directory: directory, hasher: AccountFixtures.hasher))
    let stronger = try AccountStore.open(directory: directory, hasher: PasswordHasher(rounds: 2_500))
    #expect(try AccountFixtures.storedHash(of: ann, in: stronger)?.hasPrefix("pbkdf2-sha256$1000$") == true)
    #expect(try stronger.signIn(email: ann.email, password: AccountFixtures.password) == ann)
    #expect(try AccountFixtures.storedHash(of: ann, in: stronger)?.hasPrefix("pbkdf2-sha256$2500$") == true)
    #expect(try stronger.signIn(email: ann.email, password: AccountFixtures.password) == ann)
  }

  @Test func errorsReadAsInstructions() {
    #expect(AccountError.passwordTooShort.description.contains("8 characters"))
    #expect(AccountError.notWritable(path: "/x/y", reason: "permission denied").description.contains("/x/y"))
    #expect(AccountError.damaged(path: "/x/user.sqlite", detail: "d").description.contains("left untouched"))
  }
}
