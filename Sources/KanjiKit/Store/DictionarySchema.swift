import GRDB

/// The SQL schema of `dictionary.sqlite`.
///
/// Lists are paged by precomputed dense rank columns (`word.rank` is the row id,
/// `kanji.rank_*`, `kanji_word.position`), so any page, the last one included, is an index
/// range read. The FTS5 tables are contentless and keyed by rank, so full-text hits come
/// back already ranked and a `LIMIT` stops early. `word_gloss` keys each English gloss with
/// its sense, its place in the sense and how often translators write the word for it
/// (``GlossTranslations/translation(key:id:)``, null when unknown); `word_loose` keys each reading by ``Kana/looseKey(_:)``.
/// `word_form` and `word_reading` keep JMdict's tags of each spelling and reading (a
/// reading's `spellings` is its `re_restr`), and `sense` its sense restrictions and
/// cross-references, lists joined by ``separator``. `kanji.jlpt` is the N-level (5 for N5), `kanji.former_jlpt` KANJIDIC2's pre-2010 level;
/// `kanji_variant` pairs every variant form with the kanji it belongs to (both directions,
/// whether or not the variant is itself in the dictionary), so `國` finds `国` when only
/// the latter is there.
enum DictionarySchema {
  /// Bumped whenever the schema or the meaning of a column changes; an older file is rebuilt.
  static let version = 7

  static let tables = """
    CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
    CREATE TABLE kanji(
      literal TEXT PRIMARY KEY, grade INTEGER, strokes INTEGER NOT NULL, frequency INTEGER,
      jlpt INTEGER, radical INTEGER NOT NULL, on_readings TEXT NOT NULL,
      kun_readings TEXT NOT NULL, meanings TEXT NOT NULL,
      former_jlpt INTEGER, nanori TEXT NOT NULL, variants TEXT NOT NULL,
      rank_grade INTEGER NOT NULL, rank_frequency INTEGER NOT NULL,
      rank_strokes INTEGER NOT NULL, rank_jlpt INTEGER NOT NULL) WITHOUT ROWID;
    CREATE TABLE kanji_reading(
      literal TEXT NOT NULL, position INTEGER NOT NULL, kind INTEGER NOT NULL,
      reading TEXT NOT NULL, key TEXT NOT NULL, stem TEXT NOT NULL,
      PRIMARY KEY(literal, position)) WITHOUT ROWID;
    CREATE TABLE kanji_meaning(
      literal TEXT NOT NULL, position INTEGER NOT NULL, meaning TEXT NOT NULL, key TEXT NOT NULL,
      PRIMARY KEY(literal, position)) WITHOUT ROWID;
    CREATE TABLE kanji_variant(
      variant TEXT NOT NULL, literal TEXT NOT NULL, PRIMARY KEY(variant, literal)) WITHOUT ROWID;
    CREATE TABLE word(
      rank INTEGER PRIMARY KEY, id INTEGER NOT NULL, common INTEGER NOT NULL,
      headword TEXT NOT NULL, reading TEXT NOT NULL, gloss TEXT NOT NULL, kanji TEXT NOT NULL,
      entry INTEGER, subheading TEXT NOT NULL);
    CREATE TABLE word_form(
      word INTEGER NOT NULL, position INTEGER NOT NULL, text TEXT NOT NULL,
      tags TEXT NOT NULL, common INTEGER NOT NULL,
      PRIMARY KEY(word, position)) WITHOUT ROWID;
    CREATE TABLE word_reading(
      word INTEGER NOT NULL, position INTEGER NOT NULL, text TEXT NOT NULL,
      tags TEXT NOT NULL, common INTEGER NOT NULL, nokanji INTEGER NOT NULL, spellings TEXT NOT NULL,
      PRIMARY KEY(word, position)) WITHOUT ROWID;
    CREATE TABLE sense(
      word INTEGER NOT NULL, position INTEGER NOT NULL, parts_of_speech TEXT NOT NULL,
      tags TEXT NOT NULL, glosses TEXT NOT NULL, fields TEXT NOT NULL, dialects TEXT NOT NULL,
      notes TEXT NOT NULL, only_spellings TEXT NOT NULL, only_readings TEXT NOT NULL,
      see_also TEXT NOT NULL, antonyms TEXT NOT NULL,
      PRIMARY KEY(word, position)) WITHOUT ROWID;
    CREATE TABLE word_gloss(
      key TEXT NOT NULL, word INTEGER NOT NULL, sense INTEGER NOT NULL, position INTEGER NOT NULL,
      translation INTEGER, PRIMARY KEY(key, word)) WITHOUT ROWID;
    CREATE TABLE word_loose(key TEXT NOT NULL, word INTEGER NOT NULL);
    CREATE TABLE kanji_word(
      kanji TEXT NOT NULL, position INTEGER NOT NULL, word INTEGER NOT NULL,
      PRIMARY KEY(kanji, position)) WITHOUT ROWID;
    CREATE TEMP TABLE link(kanji TEXT NOT NULL, word INTEGER NOT NULL);
    CREATE VIRTUAL TABLE kanji_fts USING fts5(
      meanings, readings, content='', columnsize=0, detail=column, prefix='1 2 3',
      tokenize='unicode61 remove_diacritics 2');
    CREATE VIRTUAL TABLE word_fts USING fts5(
      forms, kana, english, content='', columnsize=0, detail=column, prefix='1 2 3',
      tokenize='unicode61 remove_diacritics 2');
    """

  /// Run before the bulk insert: the full-text indexes merge their segments only once, at
  /// the `optimize` of ``indexes``, instead of also as they grow (a fifth of their cost);
  /// ``indexes`` puts FTS5's default merge settings back.
  static let bulkSettings = """
    INSERT INTO kanji_fts(kanji_fts, rank) VALUES('automerge', 0);
    INSERT INTO kanji_fts(kanji_fts, rank) VALUES('crisismerge', 64);
    INSERT INTO word_fts(word_fts, rank) VALUES('automerge', 0);
    INSERT INTO word_fts(word_fts, rank) VALUES('crisismerge', 64);
    """

  /// Indexes created after the bulk insert, which is faster than maintaining them during it.
  static let indexes = """
    CREATE UNIQUE INDEX kanji_by_grade ON kanji(rank_grade);
    CREATE UNIQUE INDEX kanji_by_frequency ON kanji(rank_frequency);
    CREATE UNIQUE INDEX kanji_by_strokes ON kanji(rank_strokes);
    CREATE UNIQUE INDEX kanji_by_jlpt ON kanji(rank_jlpt);
    CREATE INDEX kanji_reading_key ON kanji_reading(key);
    CREATE INDEX kanji_reading_stem ON kanji_reading(stem);
    CREATE INDEX kanji_meaning_key ON kanji_meaning(key);
    CREATE UNIQUE INDEX word_by_id ON word(id);
    CREATE INDEX word_form_text ON word_form(text, word);
    CREATE INDEX word_reading_text ON word_reading(text, word);
    CREATE INDEX word_loose_key ON word_loose(key, word);
    INSERT INTO kanji_word(kanji, position, word)
      SELECT kanji, row_number() OVER (PARTITION BY kanji ORDER BY word) - 1, word FROM link;
    DROP TABLE link;
    INSERT INTO kanji_fts(kanji_fts) VALUES('optimize');
    INSERT INTO word_fts(word_fts) VALUES('optimize');
    INSERT INTO kanji_fts(kanji_fts, rank) VALUES('automerge', 4);
    INSERT INTO kanji_fts(kanji_fts, rank) VALUES('crisismerge', 16);
    INSERT INTO word_fts(word_fts, rank) VALUES('automerge', 4);
    INSERT INTO word_fts(word_fts, rank) VALUES('crisismerge', 16);
    """

  /// The separator of list values stored in one text column.
  static let separator: Character = "\u{1F}"

  /// The values of a list column: `text` split at ``separator``, empty values dropped.
  ///
  /// Split on UTF-8 bytes: U+001F, a control character, is always a grapheme cluster of its
  /// own, so this is the split on `Character`s, at a seventh of its cost (each `Character`
  /// compared as a cluster: 2.7 M instructions for the 64 kanji of the first screen).
  ///
  /// The bytes are scanned in the string's own buffer: the generic split of the `UTF8View`
  /// cost 3,600 instructions a column (1.15 M for the first screen's 64 kanji).
  static func list(_ text: String) -> [String] {
    var text = text
    return text.withUTF8 { bytes in
      var values: [String] = []
      var start = 0
      for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x1F {
        if index > start {
          values.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
        }
        start = index + 1
      }
      return values
    }
  }
}
