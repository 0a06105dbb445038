import Testing

@testable import KanjiApp

@Suite struct ReaderTextTests {
  /// Forty lines of 30 columns (15 kanji) each.
  static let text = (1...40).map { _ in String(repeating: "猫", count: 15) }.joined(separator: "\n") + "\n"

  @Test func theHeadIsTheLinesThatFillTheFirstScreen() throws {
    let head = try #require(ReaderText.head(of: Self.text, columns: 78, rows: 15, place: 0))
    #expect(head.filter(\.isNewline).count == 15)
    #expect(Self.text.hasPrefix(head))
    // Wider lines than the screen take rows of their own: 30 columns on a 20-column screen
    // is two rows, and a row more where a word may not fit.
    let narrow = try #require(ReaderText.head(of: Self.text, columns: 20, rows: 15, place: 0))
    #expect(narrow.filter(\.isNewline).count == 5)
  }

  @Test func theHeadReachesPastThePlaceTheReaderOpensAt() throws {
    // The place is in the 21st line (16 characters a line with its line feed).
    let head = try #require(ReaderText.head(of: Self.text, columns: 78, rows: 15, place: 20 * 16 + 3))
    #expect(head.filter(\.isNewline).count == 35)
  }

  @Test func aTextTheFirstScreenHoldsHasNoHead() {
    #expect(ReaderText.head(of: Self.text, columns: 78, rows: 60, place: 0) == nil)
    #expect(ReaderText.head(of: "猫が好き", columns: 78, rows: 1, place: 0) == nil)
    #expect(ReaderText.head(of: Self.text, columns: 78, rows: 15, place: 10_000) == nil)
  }
}
