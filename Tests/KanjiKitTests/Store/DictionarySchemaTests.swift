import Testing

@testable import KanjiKit

@Suite struct DictionarySchemaTests {
  @Test(arguments: [
    "", "\u{1F}", "one", "one\u{1F}two", "\u{1F}one\u{1F}\u{1F}two\u{1F}", "日\u{1F}ニチ\u{1F}ひ",
    "a\u{1F}\u{301}b", "e\u{301}\u{1F}🇯🇵\u{1F}👨‍👩‍👧", "\r\n\u{1F}\r\n", "x\u{1F}\u{200D}y",
  ])
  func listsSplitAsCharactersDo(text: String) {
    #expect(DictionarySchema.list(text) == text.split(separator: DictionarySchema.separator).map(String.init))
  }
}
