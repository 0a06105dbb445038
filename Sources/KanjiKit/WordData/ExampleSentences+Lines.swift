import Foundation

extension ExampleSentences {
  /// Where the lines of the table start: its sentences by number, its entries by entry
  /// number. One pass with memchr over the bytes; a line is split when it is asked for.
  struct TableLines {
    /// The `# source: …` line of the header.
    let source: String
    /// Where each sentence's Japanese starts, after `S<TAB>`.
    let sentenceStarts: [Int]
    /// Where each entry's places start, after `W<TAB>entry<TAB>`.
    let placeStarts: [Int: Int]

    /// Finds the lines of `bytes` (the gunzipped table).
    ///
    /// - Throws: ``WordDataError/damaged(path:detail:)`` when the header names no source, a
    ///   line is neither a sentence nor an entry's, or an entry has two lines.
    init(bytes: [UInt8], path: String) throws {
      var source: String?
      var sentences: [Int] = []
      var places: [Int: Int] = [:]
      var failure: String?
      bytes.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        var start = 0
        var number = 0
        while start < buffer.count, failure == nil {
          var end = buffer.count
          if let found = memchr(raw + start, 0x0A, buffer.count - start) { end = UnsafeRawPointer(found) - raw }
          number += 1
          defer { start = end + 1 }
          guard end > start else { continue }
          switch base[start] {
          case UInt8(ascii: "#"):
            let line = String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
            if line.hasPrefix("# source: ") { source = String(line.dropFirst("# source: ".count)) }
          case UInt8(ascii: "S") where end > start + 1 && base[start + 1] == UInt8(ascii: "\t"):
            sentences.append(start + 2)
          case UInt8(ascii: "W") where end > start + 1 && base[start + 1] == UInt8(ascii: "\t"):
            // The entry number, then a tab: the places start after it.
            var cursor = start + 2
            var entry = 0
            while cursor < end, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(base[cursor]), entry < 1 << 40 {
              entry = entry * 10 + Int(base[cursor] - UInt8(ascii: "0"))
              cursor += 1
            }
            guard cursor > start + 2, cursor < end, base[cursor] == UInt8(ascii: "\t") else {
              failure = "line \(number) names no entry"
              return
            }
            guard places.updateValue(cursor + 1, forKey: entry) == nil else {
              failure = "entry \(entry) has two lines"
              return
            }
          default:
            failure = "line \(number) is neither a sentence (S) nor an entry's (W)"
          }
        }
      }
      if let failure { throw WordDataError.damaged(path: path, detail: failure) }
      guard let source else { throw WordDataError.damaged(path: path, detail: "its header names no source") }
      self.source = source
      sentenceStarts = sentences
      placeStarts = places
    }
  }
}
