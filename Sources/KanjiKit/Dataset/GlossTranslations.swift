import Foundation

/// How often an English gloss is translated by a word in real text: the derived table
/// `gloss-translations.tsv.gz`, which English search ranks by (``EnglishMatch/translation``).
///
/// Built by `make gloss-translations` (`Scripts/build-gloss-translations.py`) from Tatoeba's
/// 203,308 Japanese–English sentence pairs: the reader (`kanji read --words`, on the full
/// dictionary) names the JMdict entries of each Japanese sentence, and a gloss's key
/// (`word_gloss.key`, `kitchen`) is found in an English sentence when all its words are, each
/// compared by a rough stem (`kitchens`). Each line is `key<TAB>sentences<TAB>pairs`, where
/// `sentences` counts the English sentences with the key and `pairs` lists `id:count` for each
/// word with that gloss whose entry is in the Japanese of `count` of them (`kitchen`: 158
/// sentences, 台所 in 125, キッチン in 19), and then, where there are any, a tab and the same
/// for words JMdict does not gloss so that translators write for the key most (`ride`: 乗る
/// in 88 of 289, glossed `to get on; to board`), which English search finds as well
/// (``unglossedKeys(id:)``). A key no sentence has is not listed.
///
/// A learner's word for `kitchen` is the one translators write for it; JMdict's order of
/// glosses and the word's frequency say it only roughly (手 is commoner than 腕 and glossed
/// `arm` too, but 7 of 289 sentences with `arm` have 手, 126 have 腕).
public struct GlossTranslations: Sendable {
  /// The table's file name in the resources directory.
  public static let fileName = "gloss-translations.tsv.gz"

  /// The share a word is given when nothing is known (a key no sentence has): a tenth.
  static let priorShare = 0.1
  /// How many sentences the prior is worth: a key in few sentences says little.
  static let priorWeight = 2.0

  private var sentences: [String: Int32] = [:]
  private var pairs: [String: [Int: Int32]] = [:]
  private var unglossed: [Int: [String]] = [:]

  /// The number of keys in the table.
  public var count: Int { sentences.count }

  /// An empty table: every gloss scores the prior.
  public init() {}

  /// Parses the table's text (uncompressed).
  ///
  /// - Throws: ``BundledDataError/damaged(path:detail:)`` naming the first malformed line:
  ///   a half-read table would rank words wrongly without a sign.
  public init(text: String, path: String) throws {
    for (number, line) in text.split(separator: "\n").enumerated() {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard (3...4).contains(fields.count), !fields[0].isEmpty, let total = Int32(fields[1]), total > 0 else {
        throw BundledDataError.damaged(
          path: path, detail: "line \(number + 1) is not key, sentences, pairs and perhaps unglossed pairs")
      }
      let key = String(fields[0])
      var found: [Int: Int32] = [:]
      for (column, list) in fields.dropFirst(2).enumerated() {
        for pair in list.split(separator: ",") {
          let parts = pair.split(separator: ":")
          guard parts.count == 2, let id = Int(parts[0]), let shared = Int32(parts[1]), (1...total).contains(shared),
            found[id] == nil
          else {
            throw BundledDataError.damaged(path: path, detail: "line \(number + 1) has a malformed pair \"\(pair)\"")
          }
          found[id] = shared
          if column == 1 { unglossed[id, default: []].append(key) }
        }
      }
      sentences[key] = total
      if !found.isEmpty { pairs[key] = found }
    }
  }

  /// Reads the table from `url` (gzip-compressed or plain).
  ///
  /// - Throws: ``BundledDataError`` when the file cannot be read or is damaged.
  public init(contentsOf url: URL) throws {
    try self.init(text: BundledData.tableText(at: url), path: url.path)
  }

  /// The table shipped beside the bundled dataset, or nil when no resources directory has
  /// one (every gloss then scores the prior, and English search ranks as it did without).
  ///
  /// - Throws: ``BundledDataError`` when the file exists but cannot be read or is damaged.
  public static func bundled(environment: [String: String] = ProcessInfo.processInfo.environment) throws
    -> GlossTranslations?
  {
    try BundledData.resource(named: fileName, environment: environment).map(GlossTranslations.init(contentsOf:))
  }

  /// The table beside a dataset file (`Resources/`), or an empty one when there is none.
  ///
  /// - Throws: ``BundledDataError`` when the file exists but cannot be read or is damaged.
  public static func beside(_ dataset: URL) throws -> GlossTranslations {
    let file = dataset.deletingLastPathComponent().appendingPathComponent(fileName)
    guard FileManager.default.fileExists(atPath: file.path) else { return GlossTranslations() }
    return try GlossTranslations(contentsOf: file)
  }

  /// The keys the word `id` is not glossed by that translators write it for most (乗る: `ride`),
  /// in the table's order.
  public func unglossedKeys(id: Int) -> [String] {
    unglossed[id] ?? []
  }

  /// What `word_gloss.translation` stores for the word `id` glossed `key`: in tenths,
  /// `log10` of the share of the key's sentences whose Japanese has the word, drawn towards
  /// ``priorShare`` by ``priorWeight`` sentences (`(pairs + 0.2) / (sentences + 2)`); nil when
  /// no sentence has the key, which English search reads as the prior, `log10(0.1)`.
  ///
  /// `kitchen`: 台所 −1 (125 of 158), キッチン −9 (19 of 158); 手 for `arm`, −16 (7 of 289).
  public func translation(key: String, id: Int) -> Int? {
    guard let total = sentences[key] else { return nil }
    let shared = pairs[key]?[id] ?? 0
    let share =
      (Double(shared) + Self.priorShare * Self.priorWeight) / (Double(total) + Self.priorWeight)
    return Int((10 * log10(share)).rounded())
  }
}
