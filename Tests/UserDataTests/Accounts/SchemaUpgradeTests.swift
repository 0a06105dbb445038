import Foundation
import GRDB
import KanjiKit
import Testing

@testable import UserData

/// `user.sqlite` files written by every earlier schema (committed as SQL) open with all
/// their data, migrated in one transaction, with a copy kept until it has committed; a
/// migration that fails leaves the file as it was.
@Suite struct SchemaUpgradeTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../SchemaFixtures").standardizedFileURL

  /// The SQL of the file each earlier schema wrote, by its newest migration.
  static let versions: [(version: String, sql: URL)] = [
    ("v1", fixtures.appendingPathComponent("user-v1.sql")),
    (
      "v2-starred-words",
      fixtures.appendingPathComponent("../../../Scripts/package/fixtures/user-before-reviews.sql").standardizedFileURL
    ),
    ("v3-reviews", fixtures.appendingPathComponent("user-v3.sql")),
    ("v4-star-sentences", fixtures.appendingPathComponent("user-v4.sql")),
  ]

  /// A data directory whose `user.sqlite` is the file `sql` describes, as that release
  /// left it (in WAL mode, as every release opened it).
  static func directory(with sql: URL) throws -> URL {
    let directory = try Fixtures.temporaryDirectory()
    let queue = try DatabaseQueue(path: DataDirectory.userURL(in: directory).path)
    try queue.writeWithoutTransaction { db in
      _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
      try db.execute(sql: try String(contentsOf: sql, encoding: .utf8))
    }
    try queue.close()
    return directory
  }

  static func files(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  @Test(arguments: versions.map(\.version))
  func everyEarlierSchemaOpensWithAllItsData(version: String) throws {
    let sql = try #require(Self.versions.first { $0.version == version }).sql
    let directory = try Self.directory(with: sql)
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = try AccountStore.open(directory: directory, hasher: AccountFixtures.hasher)
    let hana = try #require(try store.currentUser())
    #expect(hana.email == "hana@example.org")
    #expect(try store.signIn(email: "hana@example.org", password: "kanji-upgrade").id == hana.id)
    let words: [HistoryItem] = version == "v1" ? [] : [.word(1_358_280)]
    #expect(try store.starredItems(for: hana) == words + [.kanji("日")])
    #expect(try store.history(for: hana).map(\.item) == [.kanji("食"), .word(1_358_280), .kanji("日")])
    #expect(
      try store.loadNavigationState().map { String(decoding: $0, as: UTF8.self) }?.contains("word/1358280") == true)
    if version >= "v3" {
      #expect(try store.reviewLog(for: hana).map(\.item) == [.word(id: 1_358_280, spelling: "食べる", reading: "たべる")])
      #expect(try store.card(of: .word(1_358_280), for: hana)?.stability == 2.3065)
    }
    if version >= "v4" {
      #expect(
        try store.sentence(of: .word(1_358_280), for: hana)
          == StarSentence(before: "寿司を", word: "食べて", after: "しまった。"))
    }
    // The copy kept while migrating is gone once the migration committed.
    #expect(try Self.files(in: directory).filter { $0.contains(".bak") }.isEmpty)
    let migrated = try store.database.read { db in try AccountSchema.migrator.hasCompletedMigrations(db) }
    #expect(migrated)
    // The first start with the bundled dictionary names its words, which then follow it.
    let dictionary = try DictionaryStore.inMemory(bundled: try BundledData.datasetURL())
    let report = try store.follow(dictionary)
    #expect(report.named == (version == "v1" ? 1 : version >= "v3" ? 3 : 2))
    #expect(
      try store.stars(for: hana).first { $0.item == .word(1_358_280) }?.identity?.text ?? ""
        == (version == "v1" ? "" : "食べる【たべる】"))
    #expect(try store.history(for: hana)[1].identity?.text == "食べる【たべる】")
  }

  @Test func aMigrationThatFailsLeavesTheFileAsItWasAndItsCopy() throws {
    let directory = try Self.directory(with: Self.fixtures.appendingPathComponent("user-v4.sql"))
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = DataDirectory.userURL(in: directory)
    // The real migrations, and after them one that changes the file and then fails.
    let failing: [AccountSchema.Migration] =
      AccountSchema.migrations + [
        (
          "v-test-fails",
          { @Sendable db in
            try db.execute(sql: "DELETE FROM star_item")
            try db.execute(sql: "INSERT INTO no_such_table VALUES (1)")
          }
        )
      ]
    let queue = try DatabaseQueue(path: file.path)
    #expect {
      try UserDatabaseUpgrade.migrate(queue, file: file, migrations: failing)
    } throws: { error in
      let text = "\(error)"
      return text.contains("could not be upgraded") && text.contains("v4-star-sentences")
        && text.contains("kanji.log") && text.contains("It was left as it was")
        && text.contains("user.sqlite.bak-v4-star-sentences")
    }
    // Not even v5, which ran before the failing one in the same transaction, is there.
    let (applied, columns, stars) = try queue.read { db in
      (
        try AccountSchema.migrator.appliedMigrations(db), try db.columns(in: "star_item").map(\.name),
        try Int.fetchOne(db, sql: "SELECT count(*) FROM star_item")
      )
    }
    #expect(applied.last == "v4-star-sentences")
    #expect(!columns.contains("spelling"))
    #expect(stars == 2)
    try queue.close()
    // The copy made before it holds the same, readable by its owner only.
    let backup = UserDatabaseUpgrade.backupURL(of: file, version: "v4-star-sentences")
    let attributes = try FileManager.default.attributesOfItem(atPath: backup.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let copy = try DatabaseQueue(path: backup.path)
    let (copied, copiedSchema) = try copy.read { db in
      (try Int.fetchOne(db, sql: "SELECT count(*) FROM star_item"), try AccountSchema.migrator.appliedMigrations(db))
    }
    #expect(copied == 2)
    #expect(copiedSchema.last == "v4-star-sentences")
    try copy.close()
    // The store, with this release's migrations, still opens the untouched file.
    let store = try AccountStore.open(directory: directory, hasher: AccountFixtures.hasher)
    #expect(try store.starredItems(for: try #require(try store.currentUser())).count == 2)
    #expect(
      try Self.files(in: directory).filter { $0.contains(".bak") }.isEmpty, "the old copy is replaced, then removed")
  }

  @Test func aNewFileIsMadeWithoutACopy() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    _ = try AccountStore.open(directory: directory, hasher: AccountFixtures.hasher)
    #expect(try Self.files(in: directory).filter { $0.contains(".bak") }.isEmpty)
  }
}
