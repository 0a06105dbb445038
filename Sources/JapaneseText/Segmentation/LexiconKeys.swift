/// Spellings and readings as UTF-8, sorted by their bytes and kept one after another in one
/// buffer, so that the segmenter asks about a stretch of its text without making a string.
///
/// A search walks a byte at a time: ``KeyRange`` is the run of keys that begin with the
/// bytes walked so far, and each byte narrows it by two binary searches inside the run (the
/// keys of a run share their first bytes, so their next byte is in order). Whether the
/// bytes walked are themselves a key is whether the run's first key ends there. Every word
/// of a text's start, and whether a stem with an ending is a word, cost as many steps as
/// they have bytes, whatever the number of keys.
public struct LexiconKeys: Sendable {
  /// The keys' bytes, one key after another, in order.
  private var bytes: [UInt8] = []
  /// Where each key starts in ``bytes``, and after them where the last one ends.
  private var starts: [Int] = [0]
  /// Whether these are every key of their first scalar, whatever key start they were asked
  /// for: a walk that leaves the text's second scalar (書 + く) goes on in them.
  public var holdsEveryKeyOfItsFirstScalar = false
  /// The number the lexicon that gave these keys knows them by, so that it is asked about a
  /// form found in them by that number and the key's index (``LexiconForm``) rather than by
  /// its text; −1 when it gives none.
  public var source = -1

  /// No keys.
  public init() {}

  /// The keys `keys`, in any order; a key given twice is kept once.
  public init(_ keys: [[UInt8]]) {
    self.init(sortedKeys: keys.sorted { $0.lexicographicallyPrecedes($1) })
  }

  /// The keys `keys`, given sorted by their bytes; a key given twice in a row is kept once.
  public init(sortedKeys keys: [[UInt8]]) {
    bytes.reserveCapacity(keys.reduce(0) { $0 + $1.count })
    starts.reserveCapacity(keys.count + 1)
    var last: [UInt8]?
    for key in keys where key != last {
      bytes += key
      starts.append(bytes.count)
      last = key
    }
  }

  /// The keys whose bytes are `bytes`, one after another, the key at `index` ending at
  /// `ends[index]`: given in byte order, each once (a lexicon that merges sorted tables
  /// builds them so, without an array for each key).
  public init(bytes: [UInt8], ends: [Int]) {
    self.bytes = bytes
    starts = [0] + ends
    assert(
      (1..<max(1, count)).allSatisfy { Self.compare(key(at: $0 - 1), key(at: $0)) < 0 },
      "keys must come in byte order, each once")
  }

  /// Adds `key` after the keys, none of which it may precede; a key equal to the last one is
  /// not added again.
  ///
  /// - Returns: whether `key` was added (false: it is the last key already).
  public mutating func append(_ key: ArraySlice<UInt8>) -> Bool {
    if count > 0 {
      let start = starts[count - 1]
      let order = bytes.withUnsafeBufferPointer { all in
        key.withUnsafeBufferPointer { new in Self.compare(UnsafeBufferPointer(rebasing: all[start...]), new) }
      }
      if order == 0 { return false }
      precondition(order < 0, "keys must come in byte order")
    }
    bytes += key
    starts.append(bytes.count)
    return true
  }

  /// Whether `a` comes before (−1), with (0) or after (1) `b` in byte order.
  private static func compare(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> Int {
    a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in compare(a, b) } }
  }

  /// Whether `a` comes before (−1), with (0) or after (1) `b` in byte order.
  private static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
    for index in 0..<min(a.count, b.count) where a[index] != b[index] {
      return a[index] < b[index] ? -1 : 1
    }
    return a.count == b.count ? 0 : a.count < b.count ? -1 : 1
  }

  /// How many keys there are.
  public var count: Int { starts.count - 1 }

  /// The bytes of the key at `index` (in byte order, from 0).
  public func key(at index: Int) -> ArraySlice<UInt8> {
    bytes[starts[index]..<starts[index + 1]]
  }

  /// The keys that begin with the bytes walked so far: indices `lower..<upper`, each at
  /// least `depth` bytes long and alike in their first `depth`.
  public struct KeyRange: Sendable, Equatable {
    public var lower: Int
    public var upper: Int
    /// How many bytes were walked.
    public var depth: Int

    /// Whether no key begins with the bytes walked.
    public var isEmpty: Bool { lower >= upper }
  }

  /// Every key: nothing walked yet.
  public var all: KeyRange { KeyRange(lower: 0, upper: count, depth: 0) }

  /// `range` after one more byte: the keys of `range` whose next byte is `byte`.
  public func narrowing(_ range: KeyRange, by byte: UInt8) -> KeyRange {
    let depth = range.depth
    guard range.lower < range.upper else { return KeyRange(lower: range.lower, upper: range.lower, depth: depth + 1) }
    return bytes.withUnsafeBufferPointer { bytes in
      starts.withUnsafeBufferPointer { starts in
        // A key that ends at `depth` sorts first (it begins all the others), then the rest by
        // their byte at `depth`.
        func below(_ index: Int, _ value: UInt8) -> Bool {
          let start = starts[index]
          return starts[index + 1] - start <= depth || bytes[start + depth] < value
        }
        var low = range.lower
        var high = range.upper
        while low < high {
          let middle = (low + high) >> 1
          if below(middle, byte) { low = middle + 1 } else { high = middle }
        }
        let lower = low
        high = range.upper
        if byte < UInt8.max {
          while low < high {
            let middle = (low + high) >> 1
            if below(middle, byte + 1) { low = middle + 1 } else { high = middle }
          }
        } else {
          low = high
        }
        return KeyRange(lower: lower, upper: low, depth: depth + 1)
      }
    }
  }

  /// `range` after each of `walked` in turn.
  public func narrowing(_ range: KeyRange, by walked: some Sequence<UInt8>) -> KeyRange {
    var range = range
    for byte in walked {
      range = narrowing(range, by: byte)
      if range.isEmpty { break }
    }
    return range
  }

  /// Whether the bytes walked to reach `range` are a key themselves.
  public func isKey(_ range: KeyRange) -> Bool {
    range.lower < range.upper && starts[range.lower + 1] - starts[range.lower] == range.depth
  }

  /// The index of the key `key`, or nil when it is none.
  public func index(of key: some Sequence<UInt8>) -> Int? {
    let range = narrowing(all, by: key)
    return isKey(range) ? range.lower : nil
  }

  /// The index of the key that is `text`'s UTF-8, or nil when it is none.
  public func index(of text: String) -> Int? {
    index(of: text.utf8)
  }
}
