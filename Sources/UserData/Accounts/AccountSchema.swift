import GRDB

/// The tables of `user.sqlite`, as migrations.
///
/// Migrations are only ever appended: `user.sqlite` holds data nobody can regenerate, so an
/// existing migration is never edited, and a file written by a newer version is refused
/// rather than guessed at.
enum AccountSchema {
  /// A migration: its name in `grdb_migrations`, and what it does.
  typealias Migration = (identifier: String, migrate: @Sendable (Database) throws -> Void)

  /// The migrations as GRDB's migrator, which the tests use to build a file of an earlier
  /// schema (`migrate(_:upTo:)`) and the store to tell a file's schema; the store runs the
  /// migrations a file lacks in one transaction (``UserDatabaseUpgrade``).
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    for migration in migrations { migrator.registerMigration(migration.identifier, migrate: migration.migrate) }
    return migrator
  }

  /// The migrations in the order they are registered, oldest first.
  struct MigrationList {
    var migrations: [Migration] = []

    mutating func registerMigration(_ identifier: String, migrate: @escaping @Sendable (Database) throws -> Void) {
      migrations.append((identifier, migrate))
    }
  }

  /// Every migration, oldest first.
  static let migrations: [Migration] = {
    var migrator = MigrationList()
    migrator.registerMigration("v1") { db in
      try db.execute(
        sql: """
          CREATE TABLE user (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            email TEXT NOT NULL,
            email_key TEXT NOT NULL UNIQUE,
            first_name TEXT NOT NULL,
            last_name TEXT NOT NULL,
            password_hash TEXT NOT NULL,
            created_at DATETIME NOT NULL
          );
          CREATE TABLE session (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
            signed_in_at DATETIME NOT NULL
          );
          CREATE TABLE star (
            user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
            kanji TEXT NOT NULL,
            seq INTEGER NOT NULL,
            starred_at DATETIME NOT NULL,
            PRIMARY KEY (user_id, kanji)
          ) WITHOUT ROWID;
          CREATE INDEX star_order ON star(user_id, seq);
          CREATE TABLE history (
            user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
            kind TEXT NOT NULL,
            key TEXT NOT NULL,
            seq INTEGER NOT NULL,
            visited_at DATETIME NOT NULL,
            PRIMARY KEY (user_id, kind, key)
          ) WITHOUT ROWID;
          CREATE INDEX history_order ON history(user_id, seq);
          CREATE TABLE navigation_state (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            data BLOB NOT NULL,
            saved_at DATETIME NOT NULL
          );
          """)
    }
    // Words can be starred too: a star is a kind (`kanji`, `word`) and a key, as in the
    // history. The kanji stars keep their order and dates.
    migrator.registerMigration("v2-starred-words") { db in
      try db.execute(
        sql: """
          CREATE TABLE star_item (
            user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
            kind TEXT NOT NULL,
            key TEXT NOT NULL,
            seq INTEGER NOT NULL,
            starred_at DATETIME NOT NULL,
            PRIMARY KEY (user_id, kind, key)
          ) WITHOUT ROWID;
          INSERT INTO star_item (user_id, kind, key, seq, starred_at)
            SELECT user_id, 'kanji', kanji, seq, starred_at FROM star;
          DROP TABLE star;
          CREATE INDEX star_item_order ON star_item(user_id, seq);
          """)
    }
    // The review log: one row per rating, with the card it made (SpacedRepetition's FSRS),
    // and each card's latest state, kept with it in the same transaction so that the queue
    // is one read. A word is named by its entry (the star's key) and by the spelling and
    // reading reviewed. One review per card and second: two instances cannot both log it.
    migrator.registerMigration("v3-reviews") { db in
      try db.execute(
        sql: """
          CREATE TABLE review (
            id INTEGER PRIMARY KEY,
            user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
            kind TEXT NOT NULL,
            key TEXT NOT NULL,
            spelling TEXT NOT NULL,
            reading TEXT NOT NULL,
            reviewed_at INTEGER NOT NULL,
            rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 4),
            state INTEGER NOT NULL CHECK (state BETWEEN 1 AND 3),
            step INTEGER,
            due INTEGER NOT NULL,
            stability REAL NOT NULL,
            difficulty REAL NOT NULL,
            UNIQUE (user_id, kind, key, reviewed_at)
          );
          CREATE INDEX review_by_time ON review(user_id, reviewed_at);
          CREATE TABLE study_card (
            user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
            kind TEXT NOT NULL,
            key TEXT NOT NULL,
            state INTEGER NOT NULL,
            step INTEGER,
            stability REAL NOT NULL,
            difficulty REAL NOT NULL,
            due INTEGER NOT NULL,
            last_review INTEGER NOT NULL,
            PRIMARY KEY (user_id, kind, key)
          ) WITHOUT ROWID;
          """)
    }
    // A word starred from a sentence (the reader, a searched sentence) keeps that sentence,
    // in three parts so the word as written (食べて, not 食べる) can be set off. All NULL for
    // a star made elsewhere and for every star before this version; the row's deletion on
    // unstarring takes the sentence with it.
    migrator.registerMigration("v4-star-sentences") { db in
      try db.execute(
        sql: """
          ALTER TABLE star_item ADD COLUMN sentence_before TEXT;
          ALTER TABLE star_item ADD COLUMN sentence_word TEXT;
          ALTER TABLE star_item ADD COLUMN sentence_after TEXT;
          """)
    }
    // A word keeps what names it in any dictionary (KanjiKit's WordIdentity) beside its id,
    // in every record that names one: its spelling and reading, the entry's other spellings
    // and readings (joined by U+001F) and its first gloss. NULL for kanji, and for words
    // until the first start with a dictionary names them (`AccountStore.follow`, which
    // fills them from the dictionary in use and records its stamp). The words the saved
    // screens name are kept the same way, with the id each is found under now. When the
    // dictionary's stamp changes, every word is found again by these and its key changed;
    // a word the dictionary lacks gets a negative key, which no dictionary uses.
    migrator.registerMigration("v5-word-identity") { db in
      for table in ["star_item", "history", "study_card"] {
        try db.execute(
          sql: """
            ALTER TABLE \(table) ADD COLUMN spelling TEXT;
            ALTER TABLE \(table) ADD COLUMN reading TEXT;
            ALTER TABLE \(table) ADD COLUMN variants TEXT;
            ALTER TABLE \(table) ADD COLUMN gloss TEXT;
            """)
      }
      try db.execute(
        sql: """
          CREATE TABLE saved_word (
            id INTEGER PRIMARY KEY,
            spelling TEXT NOT NULL,
            reading TEXT NOT NULL,
            variants TEXT NOT NULL,
            gloss TEXT NOT NULL,
            current_id INTEGER
          );
          CREATE TABLE dictionary_stamp (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            stamp TEXT NOT NULL,
            followed_at DATETIME NOT NULL
          );
          """)
    }
    return migrator.migrations
  }()
}
