import Testing

@testable import UserData

@Suite struct AccountValidationTests {
  @Test(arguments: ["ann@example.com", "  ann.lee+kanji@mail.example.co.jp  ", "A@B.C", "名前@例え.jp"])
  func acceptsEmailsOfTheRightShape(email: String) {
    #expect(AccountValidation.emailProblem(email) == nil)
  }

  @Test(arguments: [
    "", "   ", "ann", "ann@", "@example.com", "ann@example", "ann@@example.com", "a@b@example.com",
    "ann lee@example.com", "ann@example.", "ann@.com",
  ])
  func rejectsEmailsOfTheWrongShape(email: String) {
    #expect(AccountValidation.emailProblem(email) != nil)
  }

  @Test func countsPasswordCharactersAsGraphemes() {
    #expect(AccountValidation.minimumPasswordLength == 8)
    #expect(AccountValidation.passwordProblem("1234567") != nil)
    #expect(AccountValidation.passwordProblem("12345678") == nil)
    // Seven kanji are 21 UTF-8 bytes but still seven characters.
    #expect(AccountValidation.passwordProblem("日本語の漢字を") != nil)
    #expect(AccountValidation.passwordProblem("日本語の漢字を読") == nil)
    // Spaces count and are not trimmed.
    #expect(AccountValidation.passwordProblem("    abcd") == nil)
  }

  @Test func requiresANameAfterTrimming() {
    #expect(AccountValidation.nameProblem("Ann", field: "First name") == nil)
    #expect(AccountValidation.nameProblem(" \t ", field: "First name") == "Enter your first name.")
    #expect(AccountValidation.nameProblem("", field: "Last name") == "Enter your last name.")
  }
}
