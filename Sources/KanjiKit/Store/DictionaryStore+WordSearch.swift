import Foundation
import GRDB
import JapaneseText

extension DictionaryStore {
  // MARK: - Words

  /// The word list for `text`: every word (most frequent first) when `text` is empty, else
  /// the hits of a search, ranked by one score (see ``WordScores``).
  ///
  /// The query is searched every way it reads: as written forms (kanji), as readings (kana,
  /// or romaji in any common spelling, long vowels written or not), as English meanings, and
  /// as an inflected form of a verb or adjective (`たべた`, `tabemasen`, `行った`). A query
  /// that reads both as English and as romaji (`see`, `go`) is searched both ways. When
  /// nothing matches, ``WordList/suggestions`` holds the closest spellings. `limit` bounds the
  /// hits kept, not the search: a short list is the start of the whole one.
  public func wordList(matching text: String, limit: Int = searchLimit) throws -> WordList {
    let query = SearchQuery(text)
    if query.isEmpty {
      return WordList(query: query, hits: nil, count: try wordCount(), isTruncated: false)
    }
    return try queue.read { db -> WordList in
      var scores = WordScores()
      // Each source is read as deep as the Words list reads it, however few are kept: a word's
      // place must not depend on how many are shown (`kanji lookup` keeps five, and `to close`
      // read only five deep per key missed 閉じる, the 14th most frequent word glossed `close`).
      // One more than kept, to tell when there were more.
      let fetch = max(limit, Self.searchLimit) + 1
      let english = try Self.scoreEnglish(query, db, fetch, &scores)
      // A query that is also an English word (`see`, `go`, `radish`) reads as romaji second:
      // its readings then rank behind, except a word it means as well (`kanji`: 漢字 is read
      // かんじ and means "kanji"). `radish` is a word by ラディッシュ's gloss alone, and read as
      // the start of らぢ… put ラジオ first.
      let isEnglish = !english.meant.isEmpty || english.isWord
      let penalty = WordScores.ReadingPenalty(
        amount: query.isRomaji && isEnglish ? WordScores.alsoEnglish : 0, except: english.meant)
      try Self.scoreWritten(query, db, fetch, &scores)
      try Self.scoreReadings(query, db, fetch, penalty: penalty, &scores)
      try Self.scoreInflections(query, db, penalty: penalty, &scores)
      let ranked = scores.ranked(limit: limit)
      let suggestions = ranked.keys.isEmpty ? try Self.suggestions(for: query, db) : []
      return WordList(
        query: query, hits: ranked.keys, notes: ranked.notes, spellings: ranked.spellings, senses: ranked.senses,
        count: ranked.keys.count,
        isTruncated: ranked.isTruncated || scores.isTruncated, suggestions: suggestions,
        readsAsEnglish: query.english != nil && (query.kana == nil || isEnglish))
    }
  }

  /// Rows `range` of `list`, each with its ``WordSummary/matchNote``.
  public func rows(of list: WordList, in range: Range<Int>) throws -> [WordSummary] {
    guard let hits = list.hits else {
      return try words(offset: range.lowerBound, limit: range.count)
    }
    let slice = Array(hits[hits.indices.clamped(to: range)])
    guard !slice.isEmpty else { return [] }
    let headsByKanji = Self.headsByKanji(list)
    let (byRank, usual) = try queue.read { db in
      (try Self.summaries(slice, db), headsByKanji ? try Self.usualHeadings(slice, db) : [:])
    }
    return slice.compactMap { rank in
      guard var summary = byRank[rank] else { return nil }
      Self.headBySpelling(&summary, ifTyped: list.query.text)
      if let heading = usual[rank] { Self.head(&summary, byUsual: heading) }
      if let spelling = list.spellings[rank] { Self.head(&summary, bySpelling: spelling) }
      if let sense = list.senses[rank] { Self.head(&summary, by: sense) }
      if let reasons = list.notes[rank] { summary.matchNote = "\(reasons) of \(summary.headword)" }
      return summary
    }
  }

  /// A word usually written in kana is headed by its kana (`おいしい  美味しい`), but a row
  /// found by kanji the user typed is headed by the spelling with those kanji
  /// (`美味しかった` lists `美味しい  おいしい`): the row then shows what was searched for.
  static func headBySpelling(_ summary: inout WordSummary, ifTyped text: String) {
    let typed = Set(text.unicodeScalars.filter(Kana.isIdeograph))
    guard !typed.isEmpty, !summary.headword.unicodeScalars.contains(where: Kana.isIdeograph),
      summary.subheading.unicodeScalars.contains(where: typed.contains)
    else { return }
    (summary.headword, summary.subheading) = (summary.subheading, summary.headword)
  }

  /// Whether rows of `list` are headed by their usual spelling in kanji even when the word is
  /// usually written in kana: a query read as English (``WordList/readsAsEnglish``). A learner
  /// who looks up `understand` is shown 分かる with わかる beside it, as jisho.org and the
  /// dictionary's own entry head it, and learns the kanji of the word; `giraffe`, which also
  /// reads as romaji but is a word's gloss, shows 麒麟. A kana or romaji query (`kirei`) keeps
  /// the kana it typed.
  static func headsByKanji(_ list: WordList) -> Bool {
    list.readsAsEnglish
  }

  /// Heads a row of a word usually written in kana by `heading`, its usual spelling (`わかる
  /// 分かる` becomes `分かる  わかる`) or its katakana name (`ふくろう  梟` becomes `フクロウ  梟`);
  /// a word written in kana alone is left as it is, and so is a word headed in katakana,
  /// which Japanese writes so whatever kanji it was given (ラーメン, not 拉麺).
  static func head(_ summary: inout WordSummary, byUsual heading: String) {
    guard !summary.headword.unicodeScalars.contains(where: Kana.isIdeograph), !Kana.isKatakana(summary.headword),
      summary.subheading.unicodeScalars.contains(where: Kana.isIdeograph)
    else { return }
    if Kana.isKatakana(heading) {
      summary.headword = heading
    } else {
      (summary.headword, summary.subheading) = (summary.subheading, summary.headword)
    }
  }

  /// Heads a row found by a spelling typed (聴く, a spelling of 聞く; 揚げた, of 上げる's 揚げる)
  /// by it, the reading beside it: the row shows what was searched for.
  static func head(_ summary: inout WordSummary, bySpelling spelling: String) {
    guard summary.headword != spelling else { return }
    if !summary.headword.unicodeScalars.contains(where: Kana.isIdeograph) { summary.subheading = summary.headword }
    summary.headword = spelling
  }

  /// Heads a row found by a sense JMdict gives for some spellings alone by the first of them,
  /// with that sense's glosses, unless it is headed by one already: a learner who looks up
  /// `deep-fry` writes 揚げる, not 上げる, the entry's first spelling, and reads `to
  /// deep-fry` beside it, not `to raise`. The reading stays beside it.
  static func head(_ summary: inout WordSummary, by sense: SpelledSense) {
    guard let first = sense.spellings.first, !sense.spellings.contains(summary.headword) else { return }
    head(&summary, bySpelling: first)
    summary.gloss = sense.glosses
  }

  /// What each word of `ranks` usually written in kana is headed by in a row, where not by
  /// its kana: its first spelling where that is one to head a row by
  /// (``Word/headsBySpelling(tags:isCommon:firstSenseCodes:)``): common (分かる; not 饑い of
  /// ひもじい, which a learner would not know the word by), with no tag that hides it, of a
  /// word that is not a function word (丈 of だけ); else the katakana name of a plant or animal
  /// (``Word/katakanaName(headword:firstSenseCodes:firstSenseTags:noKanjiReadings:)``: フクロウ, not 梟).
  static func usualHeadings(_ ranks: [Int64], _ db: Database) throws -> [Int64: String] {
    let rows = try Row.fetchAll(
      db,
      sql: """
        SELECT f.word, f.text, f.tags, f.common, s.parts_of_speech, w.headword, s.tags,
          (SELECT group_concat(r.text, char(31)) FROM word_reading r WHERE r.word = f.word AND r.nokanji)
        FROM word_form f
        JOIN sense s ON s.word = f.word AND s.position = 0
        JOIN word w ON w.rank = f.word
        WHERE f.position = 0 AND f.word IN (\(Self.placeholders(ranks.count)))
        """,
      arguments: StatementArguments(ranks))
    var headings: [Int64: String] = [:]
    for row in rows {
      let tags = (row[2] as String).split(separator: ",").map(String.init)
      let codes = (row[4] as String).split(separator: ",").map(String.init)
      let senseTags = (row[6] as String).split(separator: ",").map(String.init)
      if Word.headsBySpelling(tags: tags, isCommon: row[3], firstSenseCodes: codes) {
        headings[row[0]] = row[1]
      } else if let name = Word.katakanaName(
        headword: row[5], firstSenseCodes: codes, firstSenseTags: senseTags,
        noKanjiReadings: ((row[7] as String?) ?? "").split(separator: "\u{1F}").map(String.init))
      {
        headings[row[0]] = name
      }
    }
    return headings
  }

  static func summaries(_ ranks: [Int64], _ db: Database) throws -> [Int64: WordSummary] {
    let rows = try Row.fetchAll(
      db, sql: "SELECT \(Self.wordColumns) FROM word WHERE rank IN (\(Self.placeholders(ranks.count)))",
      arguments: StatementArguments(ranks))
    return Dictionary(rows.map { ($0[0] as Int64, Self.wordSummary(from: $0)) }, uniquingKeysWith: { a, _ in a })
  }

  // MARK: - Each way a query reads

  private static func scoreWritten(_ query: SearchQuery, _ db: Database, _ fetch: Int, _ scores: inout WordScores)
    throws
  {
    guard let written = query.written else { return }
    for rank in try Int64.fetchAll(
      db, sql: "SELECT word FROM word_form WHERE text = ? ORDER BY word LIMIT ?", arguments: [written, fetch])
    {
      scores.add(rank, WordScores.exact, spelling: written)
    }
    // The full-text index splits forms at symbols and emoji; a prefix search takes the first
    // token, since a phrase cannot be searched in this index.
    let token = String(written.prefix { $0.isLetter || $0.isNumber })
    if !token.isEmpty {
      for rank in try wordFullText(db, "forms : \(quoted(token))*", fetch) { scores.add(rank, WordScores.prefix) }
    }
    for rank in try wordsContaining(written, db, fetch) { scores.add(rank, WordScores.containing) }
  }

  private static func scoreReadings(
    _ query: SearchQuery, _ db: Database, _ fetch: Int, penalty: WordScores.ReadingPenalty, _ scores: inout WordScores
  ) throws {
    guard let first = query.readings.first else { return }
    if query.readingsComplete {
      for (index, key) in query.readings.enumerated() {
        // The reading as typed first; other long-vowel and particle spellings just behind.
        let quality = index == 0 ? WordScores.exact : WordScores.respelled
        let ranks = try wordFullText(db, "kana : \(quoted(key))", fetch)
        let places = try readingPlaces(ranks, as: key, db)
        let senses = try senseCounts(ranks, db)
        for rank in ranks {
          let place = places[rank] ?? 0
          scores.add(rank, quality + penalty(rank) + place - WordScores.reading(senses: senses[rank] ?? 1))
        }
      }
      for rank in try looseMatches(Kana.looseKey(first), db, fetch) {
        scores.add(rank, WordScores.loose + penalty(rank))
      }
    }
    for rank in try wordFullText(db, "kana : \(quoted(first))*", fetch) {
      scores.add(rank, WordScores.prefix + penalty(rank))
    }
  }

  /// Scores the dictionary forms an inflected query comes from, checked by part of speech.
  private static func scoreInflections(
    _ query: SearchQuery, _ db: Database, penalty: WordScores.ReadingPenalty, _ scores: inout WordScores
  ) throws {
    if let written = query.written {
      let candidates = Deinflector.candidates(of: written).dropFirst()
      try score(Array(candidates), db, penalty: .none, spelled: true, &scores) { texts in
        try Row.fetchAll(
          db, sql: "SELECT word, text FROM word_form WHERE text IN (\(placeholders(texts.count)))",
          arguments: StatementArguments(texts)
        ).map { ($0[0], $0[1]) }
      }
    }
    if let kana = query.kana {
      let candidates = Deinflector.candidates(of: kana).dropFirst()
      try score(Array(candidates), db, penalty: penalty, &scores) { texts in
        let matches = try wordFullText(db, "kana : (\(texts.map(quoted).joined(separator: " OR ")))", 200)
        guard !matches.isEmpty else { return [] }
        return try Row.fetchAll(
          db, sql: "SELECT word, text FROM word_reading WHERE word IN (\(placeholders(matches.count)))",
          arguments: StatementArguments(matches)
        ).map { ($0[0], Kana.key($0[1])) }
      }
    }
  }

  /// Scores the words whose forms (`lookup`: spellings when `spelled`, which then head their
  /// rows, or readings) are the dictionary forms of `candidates`, each by its fewest steps.
  private static func score(
    _ candidates: [Deinflector.Candidate], _ db: Database, penalty: WordScores.ReadingPenalty,
    spelled: Bool = false, _ scores: inout WordScores,
    lookup: ([String]) throws -> [(Int64, String)]
  ) throws {
    guard !candidates.isEmpty else { return }
    let byText = Dictionary(grouping: candidates, by: \.text)
    let matches = try lookup(Array(byText.keys))
    guard !matches.isEmpty else { return }
    let ranks = Array(Set(matches.map(\.0)))
    var partsOfSpeech: [Int64: [String]] = [:]
    for row in try Row.fetchAll(
      db, sql: "SELECT word, parts_of_speech FROM sense WHERE word IN (\(placeholders(ranks.count)))",
      arguments: StatementArguments(ranks))
    {
      partsOfSpeech[row[0], default: []] += (row[1] as String).split(separator: ",").map(String.init)
    }
    for (rank, text) in matches {
      let tags = partsOfSpeech[rank] ?? []
      // The fewest steps that fit: `たべた` is the past of 食べる, not a longer chain.
      guard
        let candidate = byText[text]?.filter({ $0.fits(partsOfSpeech: tags) })
          .min(by: { $0.reasons.count < $1.reasons.count })
      else { continue }
      scores.add(
        rank, WordScores.inflected(steps: candidate.reasons.count) + penalty(rank),
        note: candidate.reasons.joined(separator: ", "), spelling: spelled ? text : nil)
    }
  }

  // MARK: - Helpers

  /// How far behind each word of `ranks` reading `key` puts it: not at all when it is the
  /// word's first reading; ``WordScores/laterReading`` when a later one (JMdict lists the usual
  /// reading first); ``WordScores/unusualReading`` when every reading read so is one JMdict
  /// marks out of date, irregular, rarely used or for search only (奴's しゃつ, `ok`: a learner
  /// who types シャツ means the shirt).
  private static func readingPlaces(_ ranks: [Int64], as key: String, _ db: Database) throws -> [Int64: Double] {
    guard !ranks.isEmpty else { return [:] }
    var places: [Int64: Double] = [:]
    for row in try Row.fetchAll(
      db, sql: "SELECT word, position, text, tags FROM word_reading WHERE word IN (\(placeholders(ranks.count)))",
      arguments: StatementArguments(ranks))
    where Kana.key(row[2]) == key {
      let rank: Int64 = row[0]
      let position: Int = row[1]
      let tags: String = row[3]
      let place =
        tags.split(separator: ",").contains(where: Self.unusualReadingTags.contains)
        ? WordScores.unusualReading : position > 0 ? WordScores.laterReading : 0
      places[rank] = min(places[rank] ?? place, place)
    }
    return places
  }

  /// JMdict's tags of a reading a learner does not type for the word: out-of-date or irregular
  /// kana, a rarely used or search-only form.
  private static let unusualReadingTags: Set<Substring> = ["ok", "ik", "rk", "sk"]

  /// The number of senses of each word of `ranks`.
  private static func senseCounts(_ ranks: [Int64], _ db: Database) throws -> [Int64: Int] {
    guard !ranks.isEmpty else { return [:] }
    var counts: [Int64: Int] = [:]
    for row in try Row.fetchAll(
      db, sql: "SELECT word, count(*) FROM sense WHERE word IN (\(placeholders(ranks.count))) GROUP BY word",
      arguments: StatementArguments(ranks))
    {
      counts[row[0]] = row[1]
    }
    return counts
  }

  /// Words with a reading whose loose key (``Kana/looseKey(_:)``) is `loose`.
  static func looseMatches(_ loose: String, _ db: Database, _ limit: Int) throws -> [Int64] {
    try Int64.fetchAll(
      db, sql: "SELECT word FROM word_loose WHERE key = ? ORDER BY word LIMIT ?", arguments: [loose, limit])
  }

  static func wordFullText(_ db: Database, _ match: String, _ limit: Int) throws -> [Int64] {
    try Int64.fetchAll(
      db, sql: "SELECT rowid FROM word_fts WHERE word_fts MATCH ? ORDER BY rowid LIMIT ?", arguments: [match, limit])
  }

  /// Words whose forms contain `written`, found through the first kanji of it.
  private static func wordsContaining(_ written: String, _ db: Database, _ limit: Int) throws -> [Int64] {
    guard let first = written.unicodeScalars.first(where: Kana.isIdeograph),
      let literal = try kanji(literal: String(first), in: db)?.literal
    else { return [] }
    if written.unicodeScalars.count == 1 {
      return try Int64.fetchAll(
        db, sql: "SELECT word FROM kanji_word WHERE kanji = ? ORDER BY position LIMIT ?", arguments: [literal, limit])
    }
    return try Int64.fetchAll(
      db,
      sql: """
        SELECT kw.word FROM kanji_word kw WHERE kw.kanji = ?
        AND EXISTS (SELECT 1 FROM word_form f WHERE f.word = kw.word AND instr(f.text, ?) > 0)
        ORDER BY kw.position LIMIT ?
        """,
      arguments: [literal, written, limit])
  }
}
