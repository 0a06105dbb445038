import Foundation
import GRDB
import KanjiKit

/// The word ids of the bundled data before its words came from JMdict, and JMdict's ids for
/// the same words: `Resources/legacy-word-ids.tsv.gz` (`Scripts/build-legacy-word-ids.py`).
///
/// Until then a word's id was the line of its entry in Debian's EDICT file (below
/// 1,000,000); JMdict's entry numbers start at 1,000,000. Stars and history in user.sqlite
/// name words by id, so the ids of an earlier version are carried over once, on the first
/// start with a dictionary whose words are JMdict's.
public enum LegacyWordIDs {
  /// The file's name beside the bundled dataset.
  public static let fileName = "legacy-word-ids.tsv.gz"
  /// Every EDICT line number is below this; every JMdict entry number is at or above it.
  static let firstJMdictID = 1_000_000

  /// The map in the file beside the bundled dataset `dataset`.
  ///
  /// - Throws: ``BundledDataError`` when the file is missing or damaged.
  public static func map(besideDataset dataset: URL) throws -> [Int: Int] {
    let file = dataset.deletingLastPathComponent().appendingPathComponent(fileName)
    let bytes: [UInt8]
    do {
      bytes = [UInt8](try Data(contentsOf: file))
    } catch {
      throw BundledDataError.unreadable(path: file.path, reason: FileFailure.reason(for: error))
    }
    let text: [UInt8]
    do {
      text = try Gzip.decompress(bytes, path: file.path)
    } catch {
      throw BundledDataError.damaged(path: file.path, detail: "\(error)")
    }
    var map: [Int: Int] = [:]
    for (number, line) in text.split(separator: UInt8(ascii: "\n")).enumerated() where line.first != UInt8(ascii: "#") {
      let fields = line.split(separator: UInt8(ascii: "\t"))
      guard fields.count == 2, let old = Int(String(decoding: fields[0], as: UTF8.self)),
        let new = Int(String(decoding: fields[1], as: UTF8.self))
      else { throw BundledDataError.damaged(path: file.path, detail: "line \(number + 1) is not two ids") }
      map[old] = new
    }
    return map
  }

  /// Whether any star or history row of `accounts` names a word by an old id: the small
  /// query ``carryOver(accounts:dictionary:dataset:hasOldIDs:)`` starts with.
  public static func hasOldIDs(in accounts: AccountStore) -> Result<Bool, AccountError> {
    Result { () throws(AccountError) -> Bool in try accounts.hasLegacyWordRows() }
  }

  /// Carries the stars and history of words named by their old ids in `accounts` over to
  /// JMdict's ids, when `dictionary`'s words are JMdict's.
  ///
  /// Costs one small query on a start with nothing to carry over; reads the map only when
  /// there is.
  ///
  /// - Parameter hasOldIDs: the outcome of ``hasOldIDs(in:)`` when the caller asked it
  ///   already (start-up asks on the thread that opened `accounts`), else nil to ask here.
  /// - Returns: a notice for the first screen when it failed (the rows are left as they
  ///   were, shown as no longer in the dictionary), else nil.
  public static func carryOver(
    accounts: AccountStore, dictionary: DictionaryStore, dataset: URL, hasOldIDs: Result<Bool, AccountError>? = nil
  ) -> String? {
    do {
      guard try (hasOldIDs ?? Self.hasOldIDs(in: accounts)).get() else { return nil }
      guard try dictionary.metaValues()["edict"]?.hasPrefix("JMdict") == true else { return nil }
      try accounts.carryOverWordIDs(try map(besideDataset: dataset))
      return nil
    } catch {
      return "Starred and visited words of an earlier version could not be carried over: \(error)"
    }
  }
}

extension AccountStore {
  /// Whether any star or history row names a word by an id below JMdict's and has no name
  /// kept with it: a row from before names were kept (an import's line numbers are named).
  func hasLegacyWordRows() throws(AccountError) -> Bool {
    guard unavailableReason == nil else { return false }
    return try readOrThrow { db in
      try ["star_item", "history"].contains { table in
        try Bool.fetchOne(
          db,
          sql: """
            SELECT EXISTS (SELECT 1 FROM \(table)
              WHERE kind = 'word' AND spelling IS NULL AND CAST(key AS INTEGER) BETWEEN 0 AND ? - 1)
            """,
          arguments: [LegacyWordIDs.firstJMdictID]) == true
      }
    }
  }

  /// Renames word keys in the stars and the history by `map` (old id → new id), in one
  /// transaction. A row whose word is already there under its new id is dropped, keeping the
  /// newer one. Ids not in `map` (words the new data does not have) are left as they are,
  /// and so are rows with a name (``AccountStore/follow(_:scheduler:)`` finds those again).
  ///
  /// - Returns: the number of rows carried over.
  @discardableResult
  func carryOverWordIDs(_ map: [Int: Int]) throws(AccountError) -> Int {
    try write { db in
      var changed = 0
      for table in ["star_item", "history"] {
        let rows = try Row.fetchAll(
          db,
          sql: """
            SELECT user_id, key FROM \(table)
            WHERE kind = 'word' AND spelling IS NULL AND CAST(key AS INTEGER) BETWEEN 0 AND ? - 1
            """,
          arguments: [LegacyWordIDs.firstJMdictID])
        for row in rows {
          let userID: Int64 = row[0]
          let key: String = row[1]
          guard let old = Int(key), let new = map[old] else { continue }
          let exists =
            try Bool.fetchOne(
              db, sql: "SELECT EXISTS (SELECT 1 FROM \(table) WHERE user_id = ? AND kind = 'word' AND key = ?)",
              arguments: [userID, String(new)]) == true
          if exists {
            try db.execute(
              sql: "DELETE FROM \(table) WHERE user_id = ? AND kind = 'word' AND key = ?", arguments: [userID, key])
          } else {
            try db.execute(
              sql: "UPDATE \(table) SET key = ? WHERE user_id = ? AND kind = 'word' AND key = ?",
              arguments: [String(new), userID, key])
          }
          changed += 1
        }
      }
      return changed
    }
  }
}
