import Foundation
import KanjiKit

/// A user's starred kanji and words written out for study elsewhere: a tab-separated table,
/// or a file that Anki's File → Import turns into Basic notes.
///
/// Both formats separate fields with tabs and quote a field that holds a tab, a line break
/// or a double quote (`"a ""b"""`), the way Anki's importer and spreadsheet programs read
/// tab-separated text. The table changes nothing else, so readings, meanings and sentences
/// round-trip; the Anki file is HTML (so the word of a sentence can be bold), its text
/// escaped (`&`, `<`, `>`) and its line breaks written `<br>`.
public struct StarExport: Sendable, Equatable {
  /// What the output looks like.
  public enum Format: String, Sendable, CaseIterable {
    /// A header row `kind, item, readings, meanings, sentence`, then one row per star. The
    /// sentence is the one a word was starred from, the word in it set off in 【】 as the
    /// screens show it (`昨日友達と寿司を【食べて】しまいました`); empty when there is none.
    case tsv
    /// Anki's text import: header lines (`#separator:tab`, `#html:true`, `#notetype:Basic`,
    /// `#columns:Front<TAB>Back<TAB>Tags`, `#tags column:3`), then Front (the kanji or the
    /// word, and under it the sentence it was starred from with the word in `<b>`), Back
    /// (readings, a line break, meanings) and a tag naming the kind.
    case anki
  }

  /// One starred kanji or word, with what a card shows of it.
  public struct Entry: Sendable, Equatable {
    /// `kanji` or `word`: the TSV's first column and the Anki tag.
    public var kind: String
    /// The kanji, or the word as written.
    public var item: String
    /// Readings: on then kun for a kanji (nanori after them), the kana of a word.
    public var readings: String
    /// English meanings: a kanji's, or a word's numbered senses.
    public var meanings: String
    /// The sentence the word was starred from, or nil.
    public var sentence: StarSentence?

    /// Creates an entry.
    public init(kind: String, item: String, readings: String, meanings: String, sentence: StarSentence? = nil) {
      self.kind = kind
      self.item = item
      self.readings = readings
      self.meanings = meanings
      self.sentence = sentence
    }

    /// The entry of a kanji.
    public init(kanji: Kanji) {
      var readings = (kanji.onReadings + kanji.kunReadings).joined(separator: "、")
      if !kanji.nanori.isEmpty { readings += " (names: " + kanji.nanori.joined(separator: "、") + ")" }
      self.init(
        kind: "kanji", item: kanji.literal, readings: readings, meanings: kanji.meanings.joined(separator: ", "))
    }

    /// The entry of a word, with the sentence it was starred from: its senses numbered when
    /// it has more than one.
    public init(word: Word, sentence: StarSentence? = nil) {
      let senses = word.senses.map { $0.glosses.joined(separator: "; ") }
      let meanings =
        senses.count == 1
        ? senses[0] : senses.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: " ")
      self.init(
        kind: "word", item: word.usualForm ?? word.headword, readings: word.readings.joined(separator: "、"),
        meanings: meanings, sentence: sentence)
    }
  }

  /// The entries, in the order they are written.
  public var entries: [Entry]

  /// Creates an export of `entries`.
  public init(entries: [Entry]) {
    self.entries = entries
  }

  /// The `stars` looked up in `dictionary`, in the order given, each word with the sentence
  /// it was starred from; a star of an item the dictionary no longer has is skipped and
  /// returned in `missing`.
  ///
  /// - Throws: the dictionary's error when it cannot be read.
  public static func lookUp(_ stars: [Star], in dictionary: DictionaryStore) throws -> (
    export: StarExport, missing: [Star]
  ) {
    var entries: [Entry] = []
    var missing: [Star] = []
    for star in stars {
      switch star.item {
      case .kanji(let literal):
        if let kanji = try dictionary.kanji(literal: literal) {
          var entry = Entry(kanji: kanji)
          entry.sentence = star.sentence
          entries.append(entry)
        } else {
          missing.append(star)
        }
      case .word(let id):
        if let word = try dictionary.word(id: id) {
          entries.append(Entry(word: word, sentence: star.sentence))
        } else {
          missing.append(star)
        }
      }
    }
    return (StarExport(entries: entries), missing)
  }

  /// The starred `items` looked up in `dictionary` as their stars are, without sentences.
  ///
  /// - Throws: the dictionary's error when it cannot be read.
  public static func lookUp(_ items: [HistoryItem], in dictionary: DictionaryStore) throws -> (
    export: StarExport, missing: [HistoryItem]
  ) {
    let found = try lookUp(items.map { Star(item: $0) }, in: dictionary)
    return (found.export, found.missing.map(\.item))
  }

  /// The text of the file in `format`, ending in a line break.
  public func text(_ format: Format) -> String {
    var lines: [String] = []
    switch format {
    case .tsv:
      lines.append(Self.row(["kind", "item", "readings", "meanings", "sentence"]))
      lines += entries.map { Self.row([$0.kind, $0.item, $0.readings, $0.meanings, $0.sentence?.marked() ?? ""]) }
    case .anki:
      lines += [
        "#separator:tab", "#html:true", "#notetype:Basic", "#columns:Front\tBack\tTags", "#tags column:3",
      ]
      lines += entries.map { entry in
        var front = Self.html(entry.item)
        if let sentence = entry.sentence {
          front +=
            "<br>" + Self.html(sentence.before) + "<b>" + Self.html(sentence.word) + "</b>"
            + Self.html(sentence.after)
        }
        let back = [entry.readings, entry.meanings].filter { !$0.isEmpty }.map(Self.html).joined(separator: "<br>")
        return Self.row([front, back, entry.kind])
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` as HTML for an Anki field: `&`, `<` and `>` escaped, so text that looks like a
  /// tag stays text, and line breaks written `<br>`.
  static func html(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\n", "\r\n", "\r": out += "<br>"
      default: out.append(character)
      }
    }
    return out
  }

  /// Fields joined by tabs, each quoted if it must be.
  static func row(_ fields: [String]) -> String {
    fields.map(field).joined(separator: "\t")
  }

  /// `text` as it is written in a field: in double quotes (inner quotes doubled) when it
  /// holds a tab, a line break or a quote, or starts with `#` (which Anki reads as a header).
  static func field(_ text: String) -> String {
    let needsQuotes =
      text.unicodeScalars.contains { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\"" }
      || text.hasPrefix("#")
    guard needsQuotes else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
