import Foundation
import KanjiApp
import Testing

@Suite struct ReadingShelfTests {
  @Test func aTextAndItsPlaceAreKeptInTheDirectory() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shelf-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }  // a leftover temporary folder is harmless
    let name = try ReadingShelf(directory: directory).add("今日は雨")
    #expect(ReadingShelf.isName(name))
    try ReadingShelf(directory: directory).keep(place: 3, in: name)
    let again = ReadingShelf(directory: directory)
    #expect(try again.text(named: name) == "今日は雨")
    #expect(again.place(in: name) == 3)
    #expect(try again.add("今日は雨") == name, "the same text is one text")
    #expect(try again.add("今日は晴れ") != name)
    #expect(try again.text(named: "0123456789abcdef") == nil)
  }

  @Test(arguments: ["", "0123456789ABCDEF", "0123456789abcde", "../../etc/passwd", "0123456789abcdeg"])
  func onlyHexNamesAreNames(text: String) {
    #expect(!ReadingShelf.isName(text))
  }
}
