import Handwriting

extension KanjiVGTable {
  /// The characters KanjiVG draws that are not for writing on their own: the radical forms
  /// (U+2E80–U+2FDF) and the punctuation marks, which a small mark drawn alone would
  /// otherwise match before the kanji and kana a learner looks for.
  static func isWritten(_ literal: String) -> Bool {
    guard let scalar = literal.unicodeScalars.first else { return false }
    if (0x2E80...0x2FDF).contains(scalar.value) { return false }
    return !["、", "。", "・", "゛", "゜"].contains(literal)
  }

  /// Whether `literal` is a hiragana or katakana letter, which ranks with the Jōyō kanji.
  static func isKana(_ literal: String) -> Bool {
    guard let scalar = literal.unicodeScalars.first else { return false }
    return (0x3041...0x3096).contains(scalar.value) || (0x30A1...0x30FA).contains(scalar.value)
  }

  /// Every kanji and kana the table draws as a template of how it is written: its strokes
  /// in order, in KanjiVG's box.
  ///
  /// The kanji of `preferred` (the Jōyō kanji) and the kana have rank 0, the rest rank 1,
  /// so that they come first among equal matches; templates are ordered by rank, then by
  /// code point, so that the recogniser's order is the same on every run.
  ///
  /// - Throws: ``KanjiVGError/damaged(path:detail:)`` when a character's strokes are not
  ///   well formed.
  public func handwritingTemplates(preferred: Set<String>) throws -> [HandwritingTemplate] {
    try templateOrder(preferred: preferred).compactMap { try template(of: $0.literal, rank: $0.rank) }
  }

  /// A recogniser over every kanji and kana the table draws, `preferred` first in ties.
  ///
  /// Takes a few tenths of a second: build it off the interface's thread. The templates
  /// are made one at a time as the recogniser measures them, never all held at once.
  ///
  /// - Throws: ``KanjiVGError/damaged(path:detail:)`` when a character's strokes are not
  ///   well formed.
  public func handwritingRecognizer(preferred: Set<String>) throws -> HandwritingRecognizer {
    var failure: (any Error)?
    let templates = templateOrder(preferred: preferred).lazy.compactMap { literal, rank -> HandwritingTemplate? in
      guard failure == nil else { return nil }
      do {
        return try self.template(of: literal, rank: rank)
      } catch {
        failure = error
        return nil
      }
    }
    let recognizer = HandwritingRecognizer(templates: templates)
    if let failure { throw failure }
    return recognizer
  }

  /// The characters written, each with its rank, in the recogniser's order.
  private func templateOrder(preferred: Set<String>) -> [(literal: String, rank: Int)] {
    let ranked = literals.filter(Self.isWritten).map { literal in
      (literal: literal, rank: preferred.contains(literal) || Self.isKana(literal) ? 0 : 1)
    }
    return ranked.sorted { a, b in
      if a.rank != b.rank { return a.rank < b.rank }
      return a.literal.unicodeScalars.lexicographicallyPrecedes(b.literal.unicodeScalars)
    }
  }

  /// The template of `literal`, or nil when the table does not draw it.
  private func template(of literal: String, rank: Int) throws -> HandwritingTemplate? {
    guard let outline = try outline(of: literal) else { return nil }
    let strokes = outline.strokes.map { stroke in
      stroke.points.map { InkPoint(x: Double($0.x), y: Double($0.y)) }
    }
    return HandwritingTemplate(character: literal, strokes: strokes, rank: rank)
  }
}
