import Testing

@testable import JapaneseText

@Suite struct EnglishTests {
  @Test func keyDropsNotesAndTheInfinitive() {
    #expect(English.key("to eat (something)") == "eat")
    #expect(English.key("Water (esp. cool or cold)") == "water")
    #expect(English.key("to") == "to")
  }
}
