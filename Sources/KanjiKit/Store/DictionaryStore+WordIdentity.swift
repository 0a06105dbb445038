import GRDB

extension DictionaryStore {
  /// The id of the best-ranked word spelled `spelling` and read `reading` (a word written
  /// only in kana: spelling and reading both its kana), or nil when the dictionary has none.
  ///
  /// What an exported review log names a word by, so that it is found again in another
  /// dictionary whose entry numbers differ.
  public func wordID(spelling: String, reading: String) throws -> Int? {
    try wordIDs([(spelling, reading)])[0]
  }

  /// ``wordID(spelling:reading:)`` of each pair, in one read.
  public func wordIDs(_ pairs: [(spelling: String, reading: String)]) throws -> [Int?] {
    try queue.read { db in
      let rank = try db.cachedStatement(
        sql: """
          SELECT min(rank) FROM (
            SELECT f.word AS rank FROM word_form f JOIN word_reading r ON r.word = f.word
            WHERE f.text = ?1 AND r.text = ?2
            UNION ALL SELECT word AS rank FROM word_reading WHERE ?1 = ?2 AND text = ?2)
          """)
      let id = try db.cachedStatement(sql: "SELECT id FROM word WHERE rank = ?")
      return try pairs.map { pair in
        guard let found = try Int64.fetchOne(rank, arguments: [pair.spelling, pair.reading]) else { return nil }
        return try Int.fetchOne(id, arguments: [found])
      }
    }
  }

  /// Which of `literals` are kanji of the dictionary (by their own literal, not a variant's),
  /// in one read.
  public func kanjiLiterals(among literals: some Sequence<String>) throws -> Set<String> {
    try queue.read { db in
      let exists = try db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM kanji WHERE literal = ?)")
      var found: Set<String> = []
      for literal in literals where try Bool.fetchOne(exists, arguments: [literal]) ?? false {
        found.insert(literal)
      }
      return found
    }
  }
}

extension DictionaryStore {
  /// A word to find again: what names it, and its id where it was last found (nil when none).
  public struct WordToResolve: Hashable, Sendable {
    /// What names the word.
    public var identity: WordIdentity
    /// Its id in the dictionary it was last found in.
    public var formerID: Int?

    /// A word to find again.
    public init(identity: WordIdentity, formerID: Int?) {
      self.identity = identity
      self.formerID = formerID
    }
  }

  /// The identities of the words `ids` names that this dictionary has, in one read.
  public func identities(ofWords ids: some Sequence<Int>) throws -> [Int: WordIdentity] {
    try queue.read { db in
      let rank = try db.cachedStatement(sql: "SELECT rank FROM word WHERE id = ?")
      var found: [Int: WordIdentity] = [:]
      for id in ids where found[id] == nil {
        guard let rank = try Int64.fetchOne(rank, arguments: [id]), let word = try Self.word(rank: rank, in: db)
        else { continue }
        found[id] = word.identity
      }
      return found
    }
  }

  /// The id of the word `identity` names, or nil when the dictionary has no word spelled and
  /// read as it is.
  public func resolve(_ identity: WordIdentity, formerID: Int? = nil) throws -> Int? {
    try resolve([WordToResolve(identity: identity, formerID: formerID)])[0]
  }

  /// The id each of `words` has in this dictionary, or nil for a word it lacks, in one read.
  ///
  /// The word must have the spelling and the reading (a word written in kana: a reading
  /// equal to its kana). Of several that do (homographs: 生【せい】, 方【かた】), the one
  /// whose other spellings and readings match most wins, then the one whose first gloss is
  /// the same (or one of its glosses is), then the one with fewest spellings and readings
  /// the identity does not name, then the word's former id, then the most common. A former
  /// id that is a JMdict entry number found again among them wins over all: entry numbers
  /// name one entry in every JMdict.
  ///
  /// Words are matched one to one, the best matches first: a word whose entries were all
  /// taken by words that match them better is lacking here (nil) rather than merged into
  /// another word, so it comes back whole with a dictionary that tells the two apart. Only
  /// words with the same identity share an entry.
  public func resolve(_ words: [WordToResolve]) throws -> [Int?] {
    let matches: [(score: Score, word: Int, id: Int)] = try queue.read { db in
      let candidates = try db.cachedStatement(
        sql: """
          SELECT f.word FROM word_form f JOIN word_reading r ON r.word = f.word WHERE f.text = ?1 AND r.text = ?2
          UNION SELECT word FROM word_reading WHERE ?1 = ?2 AND text = ?2
          ORDER BY 1
          """)
      var loaded: [Int64: Word] = [:]
      var matches: [(score: Score, word: Int, id: Int)] = []
      for (index, word) in words.enumerated() {
        let ranks = try Int64.fetchAll(candidates, arguments: [word.identity.spelling, word.identity.reading])
        for rank in ranks {
          guard let candidate = try loaded[rank] ?? Self.word(rank: rank, in: db) else { continue }
          loaded[rank] = candidate
          matches.append((Score(word.identity, candidate, formerID: word.formerID, rank: rank), index, candidate.id))
        }
      }
      return matches
    }
    var found = [Int?](repeating: nil, count: words.count)
    var takenBy: [Int: WordIdentity] = [:]
    for match in matches.sorted(by: { $0.score < $1.score }) where found[match.word] == nil {
      let identity = words[match.word].identity
      if let taker = takenBy[match.id], taker != identity { continue }
      found[match.word] = match.id
      takenBy[match.id] = identity
    }
    return found
  }

  /// JMdict's entry numbers start here; an EDICT import's line numbers stay below.
  static let firstJMdictEntry = 1_000_000

  /// How well a word of the dictionary matches an identity: smaller is better.
  private struct Score: Comparable {
    var values: [Int]

    init(_ identity: WordIdentity, _ word: Word, formerID: Int?, rank: Int64) {
      if let formerID, formerID >= DictionaryStore.firstJMdictEntry, word.id == formerID {
        values = [Int.min]
        return
      }
      let named = Set(identity.variants)
      let texts = Set(word.forms + word.readings)
      let glosses = word.senses.first?.glosses ?? []
      let gloss =
        identity.gloss.isEmpty
        ? 0
        : glosses.first == identity.gloss ? 2 : word.senses.contains { $0.glosses.contains(identity.gloss) } ? 1 : 0
      values = [
        -named.intersection(texts).count, -gloss, texts.subtracting(named).count, word.id == formerID ? 0 : 1,
        Int(rank),
      ]
    }

    static func < (lhs: Score, rhs: Score) -> Bool { lhs.values.lexicographicallyPrecedes(rhs.values) }
  }

  /// What identifies this dictionary's word ids: its `meta` values that name its sources and
  /// schema (not its counts' spelling or the SQL of deferred indexes), one `key=value` a line.
  ///
  /// Two files with the same stamp number their words alike (the same bundled data, or an
  /// import of the same source files); a different stamp means ids may name other words.
  public func wordIDStamp() throws -> String {
    try queue.read { db in
      try Row.fetchAll(db, sql: "SELECT key, value FROM meta ORDER BY key").compactMap { row -> String? in
        let key: String = row[0]
        guard !Self.unstampedMetaKeys.contains(key) else { return nil }
        let value: String = row[1]
        return "\(key)=\(value)"
      }.joined(separator: "\n")
    }
  }

  /// `meta` keys that say nothing of how words are numbered.
  static let unstampedMetaKeys: Set<String> = ["deferred_indexes"]
}
