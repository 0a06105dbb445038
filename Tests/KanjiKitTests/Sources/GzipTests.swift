import Testing

@testable import KanjiKit

@Suite struct GzipTests {
  @Test func decompressesTheGzipFixture() throws {
    let plain = try Fixtures.bytes(Fixtures.kanjidicXML)
    let unpacked = try Gzip.decompress(try Fixtures.bytes(Fixtures.kanjidicGzip), path: "fixture")
    #expect(unpacked == plain)
  }

  @Test func roundTripsAndIsDeterministic() throws {
    let text = Array(String(repeating: "日本語 nihongo ", count: 500).utf8)
    let packed = try Gzip.compress(text)
    #expect(packed == (try Gzip.compress(text)))
    #expect(packed.count < text.count / 10)
    #expect(try Gzip.decompress(packed, path: "x") == text)
  }

  @Test func reportsTruncatedData() throws {
    let packed = try Fixtures.bytes(Fixtures.kanjidicGzip)
    #expect(throws: DictionarySourceError.self) {
      _ = try Gzip.decompress(Array(packed.prefix(packed.count / 2)), path: "half.gz")
    }
  }

  @Test func reportsDataThatIsNotGzip() {
    #expect(throws: DictionarySourceError.self) {
      _ = try Gzip.decompress(Array("not gzip at all".utf8), path: "plain.txt")
    }
  }
}
