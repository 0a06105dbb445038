import Testing

@testable import KanjiKit

@Suite struct EUCJPTests {
  @Test func decodesJISX0208AndX0212() throws {
    // 日本 (JIS X 0208) and 鷗 (JIS X 0212, three bytes from 0x8F).
    let decoded = try EUCJP.decode([0xC6, 0xFC, 0xCB, 0xDC, 0x8F, 0xEC, 0xBF, 0x0A], path: "x")
    #expect(String(decoding: decoded.utf8, as: UTF8.self) == "日本鷗\n")
    #expect(decoded.badLines == 0)
  }

  @Test func emptiesAndCountsALineThatDoesNotDecode() throws {
    var bytes: [UInt8] = []
    for _ in 0..<5 { bytes += [0xC6, 0xFC, 0x0A] }  // 日
    bytes += [0xFF, 0xFE, 0x0A]
    bytes += [0xCB, 0xDC, 0x0A]  // 本
    let decoded = try EUCJP.decode(bytes, path: "x")
    #expect(String(decoding: decoded.utf8, as: UTF8.self) == "日\n日\n日\n日\n日\n\n本\n")
    #expect(decoded.badLines == 1)
  }

  @Test func refusesUTF8Text() {
    let utf8 = Array(String(repeating: "日本語の文章です\n", count: 20).utf8)
    #expect(throws: DictionarySourceError.self) { _ = try EUCJP.decode(utf8, path: "utf8.txt") }
  }
}
