import Foundation
import GRDB

/// One source of the data and the version or date of it in use: `KANJIDIC2  2022-235 of
/// 2022-08-23`.
public struct DataVersion: Sendable, Equatable {
  /// The source's name: `KANJIDIC2`, `KanjiVG`, `wordfreq`.
  public var source: String
  /// Its version, date, or both, as the source states them.
  public var version: String
  /// What the app takes from it: `kanji`, `stroke order and components`.
  public var use: String

  /// Creates a line of the list.
  public init(source: String, version: String, use: String) {
    self.source = source
    self.version = version
    self.use = use
  }
}

/// The version or date of every source of the data, for Account → About and `kanji --version`.
///
/// Two places keep them. The dictionary's `meta` table names the dictionary files it was
/// built from (filled from the bundled dataset's header, or by `kanji import` from the
/// files imported). `data-sources.tsv`, beside the bundled dataset, names the sources of the
/// other data files; `make data` writes it from the versions the Makefile pins.
public enum DataVersions {
  /// The dictionary sources: the `meta` key, the name shown, and what it gives. A source
  /// added to the dictionary adds its key here (`jmdict` for JMdict).
  public static let dictionarySources: [(key: String, source: String, use: String)] = [
    ("kanjidic2", "KANJIDIC2", "kanji"),
    ("jmdict", "JMdict", "words"),
    ("edict", "EDICT", "words"),
  ]

  /// The file beside the bundled dataset that names the other sources.
  public static let fileName = "data-sources.tsv"

  /// The dictionary's sources from its `meta` values; a source the dictionary was not built
  /// from (no key, or an empty value) is left out. `source` says what the dictionary is.
  public static func dictionary(meta: [String: String]) -> [DataVersion] {
    var versions: [DataVersion] = []
    var meta = meta
    // The words' source is kept under `edict` whichever file it was: the bundled data and
    // `kanji import --jmdict` name JMdict there (`JMdict 1.08 (jamdict-data 1.5, …)`).
    if meta["jmdict"] == nil, let words = meta["edict"], words.hasPrefix("JMdict ") {
      meta["jmdict"] = String(words.dropFirst("JMdict ".count))
      meta["edict"] = nil
    }
    for entry in dictionarySources {
      guard let value = meta[entry.key], !value.isEmpty else { continue }
      versions.append(DataVersion(source: entry.source, version: value, use: entry.use))
    }
    switch meta["source"] {
    case "bundled":
      versions.append(
        DataVersion(source: "Dictionary", version: "bundled", use: "the Jōyō kanji and the words most used"))
    case "import":
      versions.append(
        DataVersion(source: "Dictionary", version: "imported", use: "every kanji and word (kanji import)"))
    default: break
    }
    return versions
  }

  /// The sources named by a `data-sources.tsv` text: one `source<TAB>version<TAB>use` a
  /// line; `#` lines are comments.
  public static func resources(text: String) -> [DataVersion] {
    text.split(separator: "\n").compactMap { line in
      guard !line.hasPrefix("#") else { return nil }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count >= 2, !fields[0].isEmpty, !fields[1].isEmpty else { return nil }
      return DataVersion(source: fields[0], version: fields[1], use: fields.count > 2 ? fields[2] : "")
    }
  }

  /// The sources named by the `data-sources.tsv` beside the bundled dataset `dataset`.
  ///
  /// - Throws: ``BundledDataError/unreadable(path:reason:)`` when the file is missing.
  public static func resources(besideDataset dataset: URL) throws -> [DataVersion] {
    let file = dataset.deletingLastPathComponent().appendingPathComponent(fileName)
    do {
      return resources(text: try String(contentsOf: file, encoding: .utf8))
    } catch {
      throw BundledDataError.unreadable(path: file.path, reason: FileFailure.reason(for: error))
    }
  }

  /// The `meta` values of the dictionary file in `directory`, read without opening it as a
  /// store (no checks, no first-start build): nil when there is no dictionary file yet.
  public static func dictionaryMeta(inDirectory directory: URL) throws -> [String: String]? {
    let file = DataDirectory.dictionaryURL(in: directory)
    guard FileManager.default.fileExists(atPath: file.path) else { return nil }
    var configuration = Configuration()
    configuration.readonly = true
    do {
      let queue = try DatabaseQueue(path: file.path, configuration: configuration)
      return try queue.read { db in
        Dictionary(
          try Row.fetchAll(db, sql: "SELECT key, value FROM meta").map { ($0["key"] as String, $0["value"] as String) },
          uniquingKeysWith: { first, _ in first })
      }
    } catch {
      throw DictionaryStoreError.unusable(path: file.path, detail: StorageFailure.describe(error, file: file))
    }
  }

  /// Every version for a data directory and the bundled dataset, as `kanji --version`
  /// prints them: the dictionary's sources (from its file, or from the dataset when the
  /// dictionary is not built yet), then the other files' sources. A source that cannot be
  /// read is listed with the reason.
  public static func all(dataDirectory: URL, dataset: URL?) -> [DataVersion] {
    var versions: [DataVersion] = []
    do {
      if let meta = try dictionaryMeta(inDirectory: dataDirectory) {
        versions += dictionary(meta: meta)
      } else if let dataset {
        versions += dictionary(meta: try bundledMeta(dataset: dataset))
      }
    } catch {
      versions.append(DataVersion(source: "Dictionary", version: "unknown", use: "\(error)"))
    }
    guard let dataset else {
      return versions + [DataVersion(source: "Data files", version: "unknown", use: "the bundled data is not found")]
    }
    do {
      versions += try resources(besideDataset: dataset)
    } catch {
      versions.append(DataVersion(source: "Data files", version: "unknown", use: "\(error)"))
    }
    return versions
  }

  /// The text values of the bundled dataset's header (`kanjidic2`, `edict`…) and
  /// `source` = `bundled`: what a dictionary built from it records in `meta`, for when no
  /// dictionary file exists yet.
  ///
  /// - Throws: ``BundledDataError`` when the file cannot be read.
  public static func bundledMeta(dataset: URL) throws -> [String: String] {
    let bytes: [UInt8]
    do {
      bytes = [UInt8](try Data(contentsOf: dataset))
    } catch {
      throw BundledDataError.unreadable(path: dataset.path, reason: FileFailure.reason(for: error))
    }
    let json: [UInt8]
    do {
      json = bytes.starts(with: [0x1F, 0x8B]) ? try Gzip.decompress(bytes, path: dataset.path) : bytes
    } catch {
      throw BundledDataError.damaged(path: dataset.path, detail: "\(error)")
    }
    var meta = ["source": "bundled"]
    // The header is the first lines, one key a line, before the kanji.
    for line in json.prefix(8_192).split(separator: UInt8(ascii: "\n")).prefix(20) {
      var text = String(decoding: line, as: UTF8.self)
      guard text.hasPrefix("\"") else { continue }
      if text.hasSuffix(",") { text.removeLast() }
      // A line that is not one key and a string (the variants, the kanji) is not a version.
      let parsed = try? JSONSerialization.jsonObject(with: Data("{\(text)}".utf8))  // not JSON: no version
      guard let object = parsed as? [String: Any] else { continue }
      for case (let key, let value as String) in object where key != "licence" { meta[key] = value }
    }
    return meta
  }

  /// The versions as aligned lines: `KANJIDIC2     2022-235 of 2022-08-23  (kanji)`.
  public static func lines(_ versions: [DataVersion]) -> [String] {
    let width = (versions.map(\.source.count).max() ?? 0) + 2
    return versions.map { version in
      let padded = version.source + String(repeating: " ", count: max(1, width - version.source.count))
      return padded + version.version + (version.use.isEmpty ? "" : "  (\(version.use))")
    }
  }
}

extension DictionaryStore {
  /// Every value of the dictionary's `meta` table: its sources' versions, its counts.
  public func metaValues() throws -> [String: String] {
    try queue.read { db in
      Dictionary(
        try Row.fetchAll(db, sql: "SELECT key, value FROM meta").map { ($0["key"] as String, $0["value"] as String) },
        uniquingKeysWith: { first, _ in first })
    }
  }
}
