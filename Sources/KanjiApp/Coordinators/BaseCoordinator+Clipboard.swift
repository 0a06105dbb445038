import Coordinators
import KanjiKit

extension BaseCoordinator {
  /// Sends `text` to the terminal's clipboard and says what was sent.
  ///
  /// OSC 52 has no answer: a terminal that does not take it ignores it, so the notice says
  /// the text was sent, not that it arrived.
  func copyEntry(_ text: String) {
    if copyToClipboard(text) {
      notify("Sent to the terminal's clipboard: \(text)")
    } else {
      notify("Nothing was copied: this screen is not on a terminal", kind: .error)
    }
  }

  /// What `y` copies of a kanji: the kanji and its readings, `日  ニチ, ジツ, ひ, -び, -か`.
  static func clipboardText(of kanji: Kanji) -> String {
    let readings = kanji.onReadings + kanji.kunReadings
    return readings.isEmpty ? kanji.literal : kanji.literal + "  " + readings.joined(separator: ", ")
  }

  /// What `y` copies of a word: the headword and its reading, `日本  にほん`.
  static func clipboardText(of word: Word) -> String {
    word.reading.isEmpty || word.reading == word.headword ? word.headword : word.headword + "  " + word.reading
  }
}
