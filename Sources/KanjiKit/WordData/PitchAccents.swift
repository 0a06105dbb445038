import Foundation

/// The Tokyo pitch accent of JMdict's spellings and readings: the derived table
/// `pitch-accent.tsv.gz`.
///
/// Built by `make data` (`Scripts/build-pitch-accent.py`) from the accent field of the NAIST
/// Japanese Dictionary as Open JTalk ships it (Debian's `open-jtalk-mecab-naist-jdic`,
/// BSD-3-Clause), read from its compiled `sys.dic`. One line per spelling and reading:
/// `spelling<TAB>reading<TAB>accents<TAB>morae`, the accents comma-separated (おいしい has two).
/// The app reads it the first time a word page opens, not at start-up.
public final class PitchAccents: Sendable {
  /// The table's file name among the bundled resources.
  public static let fileName = "pitch-accent.tsv.gz"

  private let lines: KeyedLines

  /// The source and its version, as the table's header names it:
  /// `open-jtalk-mecab-naist-jdic 1.11-3`.
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
    -> PitchAccents
  {
    PitchAccents(lines: try KeyedLines.bundled(fileName, environment: environment))
  }

  private init(lines: KeyedLines) {
    self.lines = lines
  }

  /// The accents of each reading of `word` that the table knows, in the word's reading order:
  /// for each reading, those of every spelling listed with it (``WordKeys``), the first
  /// spelling's first (美味しい おいしい 3, then the kana spelling's 0); none for a particle.
  ///
  /// - Throws: ``WordDataError/damaged(path:detail:)`` when a line is not well formed.
  public func accents(of word: Word) throws -> [ReadingAccents] {
    // A particle or an auxiliary has no accent of its own: it takes the pitch of the word
    // before it (naist-jdic's の 0 and 1 would only mislead).
    guard !word.senses.isEmpty, !word.senses.allSatisfy({ $0.partsOfSpeech.allSatisfy(Self.attached.contains) })
    else { return [] }
    var found: [ReadingAccents] = []
    for key in WordKeys.keys(of: word) {
      guard let fields = lines.fields(spelling: key.spelling, reading: key.reading) else { continue }
      let downsteps = fields.first.map { $0.split(separator: ",").compactMap { Int($0) } } ?? []
      let accents = downsteps.compactMap { PitchAccent(reading: key.reading, downstep: $0) }
      guard fields.count == 2, !accents.isEmpty, accents.count == downsteps.count,
        Int(fields[1]) == accents[0].morae.count
      else {
        throw WordDataError.damaged(
          path: lines.path, detail: "the line of \(key.spelling) \(key.reading) is not well formed")
      }
      if let index = found.firstIndex(where: { $0.reading == key.reading }) {
        found[index].accents += accents.filter { !found[index].accents.contains($0) }
      } else {
        found.append(ReadingAccents(spelling: key.spelling, reading: key.reading, accents: accents))
      }
    }
    return found.sorted { a, b in
      (word.readings.firstIndex(of: a.reading) ?? .max) < (word.readings.firstIndex(of: b.reading) ?? .max)
    }
  }
}

extension PitchAccents {
  /// Parts of speech that attach to the word before them (EDICT/JMdict codes).
  static let attached: Set<String> = ["prt", "aux", "aux-v", "aux-adj", "cop", "cop-da"]
}

/// The accents of one reading of a word, the usual one first.
public struct ReadingAccents: Sendable, Hashable {
  /// The spelling the accent is given for.
  public var spelling: String
  /// The reading.
  public var reading: String
  /// Its accents; more than one when both are heard (おいしい: 0 and 3).
  public var accents: [PitchAccent]

  /// Creates the accents of a reading.
  public init(spelling: String, reading: String, accents: [PitchAccent]) {
    self.spelling = spelling
    self.reading = reading
    self.accents = accents
  }
}
