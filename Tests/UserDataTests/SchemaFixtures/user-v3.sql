-- A user.sqlite as kanji wrote it at schema v3-reviews (migrations v1, v2-starred-words, v3-reviews,
-- their SQL as Sources/UserData/Accounts/AccountSchema.swift has it): one signed-in account
-- (hana@example.org, password "kanji-upgrade") who starred 日 and 食べる (JMdict 1358280),
-- visited 日, 食べる and 食, reviewed 食べる once, and left 食べる's page open. SchemaUpgradeTests opens it.
PRAGMA foreign_keys = ON;
CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
INSERT INTO grdb_migrations VALUES ('v1'), ('v2-starred-words'), ('v3-reviews');
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
INSERT INTO user VALUES (1, 'hana@example.org', 'hana@example.org', 'Hana', 'Sato',
  'pbkdf2-sha256$1000$AAECAwQFBgcICQoLDA0ODw==$hhUKsEjy+86iZ3j4qmmoaCef5oPmkSTefEJVwprGJTw=', '2026-11-01 09:00:00.000');
INSERT INTO session VALUES (1, 1, '2026-11-20 08:00:00.000');
INSERT INTO star_item VALUES (1, 'kanji', '日', 1, '2026-11-02 10:00:00.000');
INSERT INTO star_item VALUES (1, 'word', '1358280', 2, '2026-11-02 10:05:00.000');
INSERT INTO history VALUES (1, 'kanji', '日', 1, '2026-11-02 09:58:00.000');
INSERT INTO history VALUES (1, 'word', '1358280', 2, '2026-11-02 10:04:00.000');
INSERT INTO history VALUES (1, 'kanji', '食', 3, '2026-11-02 10:06:00.000');
INSERT INTO review (user_id, kind, key, spelling, reading, reviewed_at, rating, state, step, due, stability, difficulty)
  VALUES (1, 'word', '1358280', '食べる', 'たべる', 1795600000, 3, 1, 1, 1795600600, 2.3065, 2.11810397);
INSERT INTO study_card VALUES (1, 'word', '1358280', 1, 1, 2.3065, 2.11810397, 1795600600, 1795600000);
INSERT INTO navigation_state VALUES (1,
  CAST('{"selectedTab":1,"tabs":[["kanji","kanji/日"],["words","word/1358280"],["account"]],"modals":[]}' AS BLOB),
  '2026-11-20 08:30:00.000');
