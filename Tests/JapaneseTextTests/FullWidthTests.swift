import Testing

@testable import JapaneseText

/// The full-width forms JMdict writes Latin letters, digits and signs in inside a word.
@Suite struct FullWidthTests {
  @Test func widensASCIILettersDigitsAndSignsOnly() {
    #expect(FullWidth.widened("Tシャツ 3月 X線!") == "Ｔシャツ ３月 Ｘ線！")
    #expect(FullWidth.widened("日本語 é") == "日本語 é")
    #expect(FullWidth.of("T") == "Ｔ")
    #expect(FullWidth.of(" ") == nil)
    #expect(FullWidth.isWide("Ｔ") && FullWidth.isWide("３") && !FullWidth.isWide("T") && !FullWidth.isWide("シ"))
  }
}
