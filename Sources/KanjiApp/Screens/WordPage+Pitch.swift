import KanjiKit
import TermUI

extension WordPage {
  /// How many readings' accents a word page draws.
  static let pitchReadingLimit = 3
  /// The longest reading drawn with a line (in kana); longer ones are described only, so the
  /// line and the kana wrap together at 40 columns.
  static let longestDrawnReading = 16

  /// The pitch accent of the word's readings, drawn; a note when the table cannot be read;
  /// nothing when it knows none of them.
  static func pitch(_ pitch: Result<[ReadingAccents], any Error>) -> [DetailView.Section] {
    switch pitch {
    case .failure(let error):
      return [.text(title: "Pitch accent", body: "The pitch accent cannot be shown: \(error)")]
    case .success(let readings):
      guard !readings.isEmpty else { return [] }
      let blocks = readings.prefix(pitchReadingLimit).flatMap { reading in reading.accents.map(drawing) }
      return [.text(title: "Pitch accent", body: blocks.joined(separator: "\n"))]
    }
  }

  /// The accent as learners' references draw it: a line (￣) over the high morae, ＼ where the
  /// pitch falls, the reading with a particle (が) after it, and the pattern's name.
  ///
  /// ```
  /// 　￣＼　　
  /// たべる　が  [2] nakadaka
  /// ```
  ///
  /// Every character is two columns wide, so the line stays over its kana; none is East Asian
  /// Ambiguous, and no colour is needed to read it.
  static func drawing(_ accent: PitchAccent) -> String {
    let label = description(of: accent)
    guard accent.morae.joined().count <= longestDrawnReading else { return accent.morae.joined() + "  " + label }
    var line = ""
    for (index, mora) in accent.morae.enumerated() {
      let mark: Character =
        accent.isHigh(index) ? "￣" : (index > 0 && index == accent.downstep ? "＼" : "\u{3000}")
      line.append(mark)
      // The rest of a mora (the ゃ of きゃ) keeps its level; a fall is drawn once.
      for _ in mora.dropFirst() { line.append(mark == "＼" ? "\u{3000}" : mark) }
    }
    let particle: Character =
      switch accent.pattern {
      case .heiban: "￣"
      case .odaka: "＼"
      case .atamadaka, .nakadaka: "\u{3000}"
      }
    line += "\u{3000}" + String(particle)
    return line + "\n" + accent.morae.joined() + "\u{3000}が  " + label
  }

  /// `[2] nakadaka`: the mora the pitch falls after and the pattern's name, short enough to
  /// stay beside a reading of ten kana at 40 columns (the drawing shows where it falls).
  static func description(of accent: PitchAccent) -> String {
    let name = accent.pattern == .heiban ? "heiban (flat)" : accent.pattern.rawValue
    return "[\(accent.downstep)] \(name)"
  }
}
