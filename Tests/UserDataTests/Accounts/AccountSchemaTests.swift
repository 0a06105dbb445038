import Foundation
import GRDB
import KanjiKit
import Testing

@testable import UserData

/// A `user.sqlite` written before words could be starred opens with its stars and history.
@Suite struct AccountSchemaTests {
  @Test func migratesKanjiStarsOfTheFirstSchemaKeepingOrderAndHistory() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = DataDirectory.userURL(in: directory)
    do {
      // The schema as the first version left it.
      let queue = try DatabaseQueue(path: file.path)
      try AccountSchema.migrator.migrate(queue, upTo: "v1")
      try queue.write { db in
        try db.execute(
          sql: """
            INSERT INTO user VALUES (1, 'ann@example.com', 'ann@example.com', 'Ann', 'Lee', 'x', '2026-01-01 00:00:00');
            INSERT INTO session VALUES (1, 1, '2026-01-01 00:00:00');
            INSERT INTO star VALUES (1, '日', 1, '2026-01-02 00:00:00'), (1, '𠮟', 2, '2026-01-03 00:00:00'),
              (1, '本', 3, '2026-01-04 00:00:00');
            INSERT INTO history VALUES (1, 'word', '1234', 1, '2026-01-05 00:00:00');
            """)
      }
    }
    let store = try AccountStore.open(directory: directory, hasher: AccountFixtures.hasher)
    let ann = try #require(try store.currentUser())
    #expect(try store.starredKanji(for: ann) == ["本", "𠮟", "日"])
    #expect(try store.history(for: ann).map(\.item) == [.word(1234)])
    // Words star beside the migrated kanji, newest first.
    try store.setStarred(true, item: .word(42), for: ann)
    #expect(try store.starredItems(for: ann) == [.word(42), .kanji("本"), .kanji("𠮟"), .kanji("日")])
    let tables = try store.database.read { db in
      try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'star%'")
    }
    #expect(tables == ["star_item"])
  }

  /// A file of the third schema (reviews, no sentences) keeps its stars, their order and the
  /// review log, and its words can be starred with sentences after.
  @Test func migratesStarsOfTheThirdSchemaWithoutSentences() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = DataDirectory.userURL(in: directory)
    do {
      let queue = try DatabaseQueue(path: file.path)
      try AccountSchema.migrator.migrate(queue, upTo: "v3-reviews")
      try queue.write { db in
        try db.execute(
          sql: """
            INSERT INTO user VALUES (1, 'ann@example.com', 'ann@example.com', 'Ann', 'Lee', 'x', '2026-01-01 00:00:00');
            INSERT INTO session VALUES (1, 1, '2026-01-01 00:00:00');
            INSERT INTO star_item VALUES (1, 'kanji', '日', 1, '2026-01-02 00:00:00'),
              (1, 'word', '1234', 2, '2026-01-03 00:00:00'), (1, 'word', '42', 3, '2026-01-04 00:00:00');
            INSERT INTO review (user_id, kind, key, spelling, reading, reviewed_at, rating, state, step, due,
              stability, difficulty)
              VALUES (1, 'word', '1234', '日本', 'にほん', 1767225600, 3, 1, 1, 1767226200, 2.3, 2.1);
            """)
      }
    }
    let store = try AccountStore.open(directory: directory, hasher: AccountFixtures.hasher)
    let ann = try #require(try store.currentUser())
    #expect(
      try store.stars(for: ann) == [Star(item: .word(42)), Star(item: .word(1234)), Star(item: .kanji("日"))])
    #expect(try store.reviewLog(for: ann).count == 1)
    let sentence = StarSentence(before: "", word: "日本", after: "に行く")
    try store.setStarred(true, item: .word(1234), sentence: sentence, for: ann)
    #expect(try store.sentence(of: .word(1234), for: ann) == sentence)
    #expect(try store.starredItems(for: ann) == [.word(42), .word(1234), .kanji("日")])
    let columns = try store.database.read { db in try db.columns(in: "star_item").map(\.name) }
    #expect(columns[5..<8] == ["sentence_before", "sentence_word", "sentence_after"])
  }
}
