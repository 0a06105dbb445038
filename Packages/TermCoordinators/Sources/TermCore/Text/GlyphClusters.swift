#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The grapheme clusters of more than one code point that glyphs have shown, each under a
/// number, so a ``Glyph`` stays a few plain bytes however long its cluster is.
///
/// Such clusters are rare (a letter with a combining mark, an emoji sequence), so the table
/// stays small; it is shared by every buffer of the process and guarded by a lock. It keeps
/// at most ``capacity`` clusters: text that would need more (only a flood of distinct
/// invented clusters could) shows U+FFFD for the newcomers instead of growing without end.
final class GlyphClusters: @unchecked Sendable {
  /// The one table of the process.
  static let shared = GlyphClusters()

  /// The most clusters kept.
  static let capacity = 1 << 16

  /// The number given once the table is full; its text is U+FFFD.
  static let overflow = UInt32(capacity)

  private var texts: [String] = []
  private var numbers: [String: UInt32] = [:]
  private let lock: UnsafeMutablePointer<pthread_mutex_t>

  private init() {
    lock = .allocate(capacity: 1)
    lock.initialize(to: pthread_mutex_t())
    pthread_mutex_init(lock, nil)
  }

  /// The number of `text`, given it a new one if it has none.
  func number(of text: String) -> UInt32 {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    if let number = numbers[text] { return number }
    guard texts.count < Self.capacity else { return Self.overflow }
    let number = UInt32(texts.count)
    texts.append(text)
    numbers[text] = number
    return number
  }

  /// The text of cluster `number`.
  func text(of number: UInt32) -> String {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    return Int(number) < texts.count ? texts[Int(number)] : "\u{FFFD}"
  }
}
