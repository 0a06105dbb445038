import Synchronization

/// The grapheme clusters of more than one code point that glyphs have shown, each under a
/// number, so a ``Glyph`` stays a few plain bytes however long its cluster is.
///
/// Such clusters are rare (a letter with a combining mark, an emoji sequence), so the table
/// stays small. Equal clusters must get equal numbers in every buffer (frames are compared
/// cell by cell), so there is one table for the process, and the standard library's
/// `Mutex` keeps it whole if buffers are ever drawn on more than one thread; the compiler
/// checks that nothing reaches the table without it. It keeps at most ``capacity``
/// clusters: text that would need more (only a flood of distinct invented clusters could)
/// shows U+FFFD for the newcomers instead of growing without end.
final class GlyphClusters: Sendable {
  /// The one table of the process.
  static let shared = GlyphClusters()

  /// The most clusters kept.
  static let capacity = 1 << 16

  /// The number given once the table is full; its text is U+FFFD.
  static let overflow = UInt32(capacity)

  private struct Table {
    var texts: [String] = []
    var numbers: [String: UInt32] = [:]
  }

  private let table = Mutex(Table())

  private init() {}

  /// The number of `text`, given it a new one if it has none.
  func number(of text: String) -> UInt32 {
    table.withLock { table in
      if let number = table.numbers[text] { return number }
      guard table.texts.count < Self.capacity else { return Self.overflow }
      let number = UInt32(table.texts.count)
      table.texts.append(text)
      table.numbers[text] = number
      return number
    }
  }

  /// The text of cluster `number`.
  func text(of number: UInt32) -> String {
    table.withLock { table in
      Int(number) < table.texts.count ? table.texts[Int(number)] : "\u{FFFD}"
    }
  }
}
