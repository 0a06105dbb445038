/// ``Deinflector``'s rows made ready for the segmenter, which deinflects every kana ending of
/// a text: endings as UTF-8, word classes as bits, the rows found by the last byte of their
/// inflected ending.
///
/// ``candidates(of:)`` gives exactly what `Deinflector.candidates(of:rules:allowingEmptyStem:)`
/// gives with `allowingEmptyStem` for the same rows — the same candidates in the same order —
/// but compares and cuts bytes rather than strings, and tells candidates apart by their
/// bytes, class bits and reason numbers rather than by hashing sets of strings.
struct CompiledRules: Sendable {
  struct Rule: Sendable {
    var inflected: [UInt8]
    var base: [UInt8]
    var inflectedClasses: UInt64
    var baseClasses: UInt64
    /// The base classes as the candidate carries them.
    var baseClassNames: Set<String>
    var reason: String
    /// The reason's number, the same for rows of the same reason.
    var reasonNumber: Int
  }

  /// The rows by the last byte of their inflected ending, each list in table order.
  private let rulesByLastByte: [[Rule]]
  /// The bit of each word class the rows name.
  private let bits: [String: UInt64]

  /// The bits of the classes `names`; a class no row names has none (no candidate needs it).
  func bits(of names: Set<String>) -> UInt64 {
    names.reduce(0) { $0 | (bits[$1] ?? 0) }
  }

  /// The rows `rules` (rows with an empty inflected ending are never tried, as in
  /// ``Deinflector/byLastCharacter(_:)``).
  init(_ rules: [Deinflector.Rule]) {
    var bits: [String: UInt64] = [:]
    var reasons: [String: Int] = [:]
    for rule in rules {
      for name in rule.inflectedClasses.union(rule.baseClasses) where bits[name] == nil {
        precondition(bits.count < 64, "more word classes than bits")
        bits[name] = 1 << UInt64(bits.count)
      }
      if reasons[rule.reason] == nil { reasons[rule.reason] = reasons.count }
    }
    func mask(_ names: Set<String>) -> UInt64 { names.reduce(0) { $0 | (bits[$1] ?? 0) } }
    var byLastByte: [[Rule]] = Array(repeating: [], count: 256)
    for rule in rules {
      guard let last = rule.inflectedBytes.last else { continue }
      byLastByte[Int(last)].append(
        Rule(
          inflected: rule.inflectedBytes, base: Array(rule.base.utf8), inflectedClasses: mask(rule.inflectedClasses),
          baseClasses: mask(rule.baseClasses), baseClassNames: rule.baseClasses, reason: rule.reason,
          reasonNumber: reasons[rule.reason] ?? 0))
    }
    rulesByLastByte = byLastByte
    self.bits = bits
  }

  /// One candidate as it is worked out.
  private struct Node {
    var bytes: [UInt8]
    var classes: UInt64
    var classNames: Set<String>
    var reasons: [String]
    var reasonNumbers: [Int]
  }

  /// Every candidate dictionary form of `text`, `text` itself first; an ending may be all of
  /// `text` (`いた` gives `く`), for a text that is the kana after a stem.
  func candidates(of text: String) -> [Deinflector.Candidate] {
    var nodes = [Node(bytes: Array(text.utf8), classes: 0, classNames: [], reasons: [], reasonNumbers: [])]
    var index = 0
    while index < nodes.count {
      let current = nodes[index]
      index += 1
      guard current.reasons.count < Deinflector.maximumDepth, let last = current.bytes.last else { continue }
      for rule in rulesByLastByte[Int(last)] {
        let cut = current.bytes.count - rule.inflected.count
        guard cut >= 0, current.bytes[cut...].elementsEqual(rule.inflected) else { continue }
        // The text as typed may be any form; an inflected one only what its rule leads on to.
        if !current.reasons.isEmpty, rule.inflectedClasses & current.classes == 0 { continue }
        var bytes = current.bytes[..<cut]
        bytes += rule.base
        let isKnown = nodes.contains {
          $0.classes == rule.baseClasses && $0.reasonNumbers.count == current.reasonNumbers.count + 1
            && $0.reasonNumbers.last == rule.reasonNumber && $0.bytes.elementsEqual(bytes)
            && $0.reasonNumbers.dropLast().elementsEqual(current.reasonNumbers)
        }
        guard !isKnown else { continue }
        nodes.append(
          Node(
            bytes: Array(bytes), classes: rule.baseClasses, classNames: rule.baseClassNames,
            reasons: current.reasons + [rule.reason], reasonNumbers: current.reasonNumbers + [rule.reasonNumber]))
      }
    }
    return nodes.map {
      Deinflector.Candidate(
        text: String(decoding: $0.bytes, as: UTF8.self), classes: $0.classNames, reasons: $0.reasons)
    }
  }
}
