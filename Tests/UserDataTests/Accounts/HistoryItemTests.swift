import Foundation
import Testing

@testable import UserData

@Suite struct HistoryItemTests {
  @Test(arguments: [HistoryItem.kanji("日"), .kanji("𠮟"), .word(0), .word(1_234_567)])
  func survivesStorageAndJSON(item: HistoryItem) throws {
    let (kind, key) = item.storage
    #expect(HistoryItem(kind: kind, key: key) == item)
    let json = try JSONEncoder().encode(item)
    #expect(try JSONDecoder().decode(HistoryItem.self, from: json) == item)
  }

  @Test func rejectsRowsItDoesNotUnderstand() {
    #expect(HistoryItem(kind: "word", key: "not a number") == nil)
    #expect(HistoryItem(kind: "radical", key: "一") == nil)
  }
}
