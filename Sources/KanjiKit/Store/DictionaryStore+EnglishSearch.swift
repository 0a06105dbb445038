import Foundation
import GRDB
import JapaneseText

extension DictionaryStore {
  /// How many of the commonest words with every word of a phrase have their glosses read to
  /// find the phrase with its parenthesised words (`look (for)`): a phrase is common, and a
  /// hundred rows keep a keystroke's search fast.
  static let openGlossWords = 100

  /// What an English reading of a query says of its romaji reading.
  struct EnglishMeaning {
    /// The words met by a whole gloss of their first sense (see ``EnglishMatch/isFirstSense``),
    /// loanwords aside: the words the query means as English.
    var meant: Set<Int64> = []
    /// Whether some word has a gloss that is the query as typed: the query is an English word.
    var isWord = false
  }

  /// Scores the English matches of `query`; returns what they say of its romaji reading.
  ///
  /// Each key of ``English/lookupKeys(_:)`` is looked up as a whole gloss (`word_gloss`, with
  /// its sense, part of speech and tags), a phrase also in the glosses of the commonest words
  /// that have all its words, and the query's words in the full-text index as whole words and
  /// as the start of one. Every match is an ``EnglishMatch``; a word keeps its best. A phrase
  /// no gloss is is also looked up by its content words (``scoreContentWords``): `asContent`
  /// says the query is such words, and `object` that they are a light verb's object.
  static func scoreEnglish(
    _ query: SearchQuery, _ db: Database, _ fetch: Int, _ scores: inout WordScores, asContent: Bool = false,
    object: Bool = false
  ) throws -> EnglishMeaning {
    guard let english = query.english else { return EnglishMeaning() }
    let infinitive = English.startsWithInfinitive(english)
    let keys = English.lookupKeys(english)
    let hints = English.hintStems(english)
    var firstSense: Set<Int64> = []
    // Whether some word has a gloss that is the query: the words whose glosses only hold it
    // then come after every one of them (``EnglishMatch/insideLongerGloss``).
    var isGlossed = false
    // The whole-gloss matches, scored once all are known: each one's translation is taken
    // relative to the best of them (``EnglishMatch/translation``).
    var glossed: [(rank: Int64, match: EnglishMatch)] = []
    func add(_ rank: Int64, _ match: EnglishMatch) {
      // A loanword's reading is the English word (チン `chin`, ラン `run` for `ran`): its
      // romaji reading says no more than its gloss, and keeps the reading's penalty.
      if match.isFirstSense && !match.isKatakana { firstSense.insert(rank) }
      isGlossed = true
      glossed.append((rank, match))
    }
    for key in keys {
      let rows = try Row.fetchAll(db, sql: glossSQL, arguments: [key.text, fetch])
      for row in rows {
        let partsOfSpeech: String = row[3]
        guard EnglishMatch.admits(key.form, partsOfSpeech) else { continue }
        let position: Int = row[2]
        let kind: EnglishMatch.Kind
        switch position {
        case DictionaryWriter.translatedPosition...: kind = .translated
        case DictionaryWriter.phrasalPosition...: kind = .phrasal
        case DictionaryWriter.nominalPosition...: kind = .nominal
        case DictionaryWriter.verbPosition...: kind = .verb
        case DictionaryWriter.headPosition...: kind = .head
        default: kind = .gloss
        }
        var match = EnglishMatch(kind: kind)
        match.form = key.form
        match.sense = row[1]
        match.gloss = position % DictionaryWriter.headPosition
        match.partsOfSpeech = partsOfSpeech
        match.tags = row[4]
        match.headword = row[5]
        match.isCommon = row[6]
        match.rank = row[0]
        match.infinitive = infinitive
        // A query with a note (`cold (illness)`) does not mean the bare word's usual
        // translation (寒い): the note names the sense, and every match ranks by the prior.
        match.translation = hints.isEmpty ? EnglishMatch.translation(tenths: row[8]) : EnglishMatch.priorTranslation
        // Nor does `to tear` mean a noun by how often translators write it for the bare word:
        // Tatoeba's sentences with `tear` are mostly of tears (涙), and say nothing of the verb.
        if infinitive && match.isNotVerbal { match.translation = EnglishMatch.priorTranslation }
        if kind == .translated {
          match.translatedShare = match.translation
          match.translation = EnglishMatch.priorTranslation
        }
        // The sense's glosses are read as text only for a query with a note: `water` meets a
        // thousand senses, and decoding their glosses would cost more than the rest.
        match.isHinted = !hints.isEmpty && EnglishMatch.names(hints, glosses: row[7], tags: match.tags)
        match.spelledSense = SpelledSense(spellings: row[9], glosses: row[7])
        add(match.rank, match)
      }
      if rows.count == fetch { scores.isTruncated = true }
    }
    let typed = keys.filter { !$0.isVariant }.map(\.text)
    // Each phrase as typed, written out or contracted (`thanks for the meal`, `thank you for
    // the meal`), looks through the glosses that have all its words; a gloss met twice counts
    // once.
    var tokenLists: [[String]] = []
    for tokens in typed.map(English.tokens) where tokens.count > 1 && !tokenLists.contains(tokens) {
      tokenLists.append(tokens)
    }
    let openKeys = Set(typed.map(English.openKey))
    var opened: Set<[Int64]> = []
    for tokens in tokenLists {
      for (rank, match) in try openMatches(openKeys, tokens, infinitive, hints, db)
      where opened.insert([rank, Int64(match.sense), Int64(match.gloss)]).inserted {
        add(rank, match)
      }
    }
    // The best translation among the matches counts 0, as a match's quality did before
    // translations were known: an English match keeps its footing against a reading of the
    // query as romaji (WordScores.alsoEnglish). Within one query every match moves alike, so
    // the order of the English matches, and the fit, are the same.
    let best = glossed.map(\.match.translation).max() ?? EnglishMatch.priorTranslation
    let typedIsGloss = glossed.contains { $0.match.kind == .gloss && $0.match.form == .typed }
    let asides: Set<English.LookupKey.Form> = [.base, .comparative, .adverbial]
    // `to dream` means 夢見る before 夢; `to be tired` may mean an adjective or a noun.
    let ofAction = infinitive && english.lowercased().split(separator: " ").dropFirst().first != "be"
    let verbGlossed = ofAction && glossed.contains { $0.match.isVerb }
    // `fly (insect)` means 蠅 before 飛ぶ: the note names which sense is meant.
    let someNamed = glossed.contains { $0.match.isHinted }
    var qualities: [(rank: Int64, match: EnglishMatch, quality: Double)] = []
    for (rank, match) in glossed {
      var relative = match
      relative.translation -= best
      relative.isAside = typedIsGloss && asides.contains(match.form)
      relative.isNounBesideAVerb = verbGlossed && match.isNotVerbal && !match.isAdjective
      relative.isUnnamed = someNamed && !match.isHinted
      relative.isNotAnObject = object && !match.isNoun
      qualities.append((rank, match, relative.quality))
    }
    for (rank, match, quality) in Self.adverbsAfterTheirAdjectives(qualities) {
      scores.add(rank, quality, sense: match.spelledSense)
    }
    let meaning = EnglishMeaning(meant: firstSense, isWord: typedIsGloss)
    if !asContent && !isGlossed { try scoreContentWords(english, db, fetch, &scores) }
    guard let first = typed.first else { return meaning }
    // A query that is a whole romaji word (`nihon`) is a Japanese word before it is the start
    // of an English one inside a longer gloss (`(e.g. Nihonbashi)` of 下町).
    let asRomaji = query.isRomaji && query.readingsComplete ? WordScores.alsoRomaji : 0
    let inside = asRomaji + (isGlossed ? EnglishMatch.insideLongerGloss : 0)
    var whole: Set<Int64> = []
    for kind in [EnglishMatch.Kind.word, .prefix] {
      guard let expression = English.match(first, column: "english", wholeWords: kind == .word) else { continue }
      for row in try Row.fetchAll(db, sql: fullTextSQL, arguments: [expression, fetch]) {
        let rank: Int64 = row[0]
        // A prefix match of a word found by whole words says nothing more.
        if kind == .word {
          whole.insert(rank)
        } else if whole.contains(rank) {
          continue
        }
        var match = EnglishMatch(kind: kind)
        match.translation = EnglishMatch.priorTranslation - best
        match.headword = row[1]
        match.isCommon = row[2]
        match.rank = rank
        scores.add(rank, match.quality + inside)
      }
    }
    return meaning
  }

  /// What an adverb that is an adjective's -ku form is behind the adjective when the query is
  /// a whole gloss of both: just behind, a hundredth of a decade of frequency rank.
  static let adverbBehindItsAdjective = 0.01

  /// `matches` with every adverb that is an adjective's -ku form (早く of 早い, 近く of 近い)
  /// put just behind that adjective when the query is, as typed, a whole gloss of both: the
  /// adverb is a form of the adjective, which a learner who looks up `early` or `near` learns
  /// first, as jisho.org lists it; translators write 早く for `early` more often (`get up
  /// early`), which put it first. An adverb the adjective is no gloss of keeps its place
  /// (`quickly`: 早く).
  static func adverbsAfterTheirAdjectives(_ matches: [(rank: Int64, match: EnglishMatch, quality: Double)])
    -> [(rank: Int64, match: EnglishMatch, quality: Double)]
  {
    func isTypedGloss(_ match: EnglishMatch) -> Bool {
      (match.kind == .gloss || match.kind == .open) && match.form == .typed
    }
    func score(_ rank: Int64, _ quality: Double) -> Double { quality + log10(Double(max(rank, 0)) + 10) }
    var adjectives: [String: Double] = [:]
    for (rank, match, quality) in matches
    where isTypedGloss(match) && match.partsOfSpeech.split(separator: ",").contains("adj-i") {
      adjectives[match.headword] = min(adjectives[match.headword] ?? .infinity, score(rank, quality))
    }
    guard !adjectives.isEmpty else { return matches }
    return matches.map { rank, match, quality in
      guard isTypedGloss(match), match.headword.hasSuffix("く"),
        // An adverb, or a noun used as one (`n-adv`, as EDICT marks 近く).
        match.partsOfSpeech.split(separator: ",").contains(where: {
          $0 == "adv" || $0.hasPrefix("adv-") || $0 == "n-adv"
        }),
        let adjective = adjectives[String(match.headword.dropLast()) + "い"]
      else { return (rank, match, quality) }
      let behind = adjective + adverbBehindItsAdjective - log10(Double(max(rank, 0)) + 10)
      return (rank, match, max(quality, behind))
    }
  }

  /// Scores the words a phrase no gloss is means by its content words
  /// (``English/contentWords(_:)``): the phrase without its articles, possessives and light
  /// verb looked up as a query of its own (`to go for a walk` as `walk`: 散歩; `to do the
  /// laundry` as `laundry`: 洗濯; a light verb's object is a noun, and any other sense comes
  /// after every noun's, ``EnglishMatch/isNotAnObject``), and the glosses that have each
  /// content word, or its base form, at the start of a word (`to brush one's teeth`: 歯磨き,
  /// `brushing one's teeth`; `washing the dishes`: 皿洗い, `dish-washing`); where no gloss
  /// has them all, the last of them alone, a pronoun aside. A learner's phrase is often not
  /// JMdict's wording; a list of the words it is about is better than an empty one. Each such
  /// match counts as a match of the phrase's words inside a longer gloss
  /// (``EnglishWeights/word`` more than its quality), so it joins the phrase's own matches of
  /// that kind in the order of quality and frequency.
  private static func scoreContentWords(_ english: String, _ db: Database, _ fetch: Int, _ scores: inout WordScores)
    throws
  {
    let (content, object) = English.contentWords(english)
    guard !content.isEmpty else { return }
    var found = WordScores()
    let core = content.joined(separator: " ")
    if core != English.key(english) {
      _ = try scoreEnglish(SearchQuery(core), db, fetch, &found, asContent: true, object: object)
    }
    // Letters and digits only, as the index has them: `deep-fry` is `deep` and `fry`, and a
    // quotation mark typed is no part of the expression.
    let terms = content.flatMap(English.tokens).map { word in
      "(" + English.contentForms(of: word).map { "\"\($0)\"*" }.joined(separator: " OR ") + ")"
    }
    let expression = "english : (" + terms.joined(separator: " AND ") + ")"
    let rows = terms.isEmpty ? [] : try Row.fetchAll(db, sql: fullTextSQL, arguments: [expression, fetch])
    for row in rows {
      var match = EnglishMatch(kind: .word)
      // No gloss is the phrase: its translations are unknown, as a word match's are when
      // nothing is glossed so (the prior less the best, which is the prior).
      match.translation = 0
      match.headword = row[1]
      match.isCommon = row[2]
      match.rank = row[0]
      found.add(match.rank, match.quality)
    }
    if rows.count == fetch { found.isTruncated = true }
    // No gloss has them all: a phrase is about its last word (`train accident`: 事故; `big
    // brother`: 兄, `older brother`), which is better than nothing;
    // unless that is a pronoun or a preposition (`how are you` is not about あなた).
    if found.isEmpty, let head = English.headWord(of: content) {
      _ = try scoreEnglish(SearchQuery(head), db, fetch, &found, asContent: true, object: object)
    }
    scores.add(found, behind: EnglishWeights.word)
  }

  /// A whole-gloss match with the sense and word it ranks by.
  private static let glossSQL = """
    SELECT g.word, g.sense, g.position, s.parts_of_speech, s.tags, w.headword, w.common, s.glosses,
      g.translation, s.only_spellings
    FROM word_gloss g JOIN sense s ON s.word = g.word AND s.position = g.sense
    JOIN word w ON w.rank = g.word WHERE g.key = ? ORDER BY g.word LIMIT ?
    """

  private static let fullTextSQL = """
    SELECT w.rank, w.headword, w.common FROM word_fts f JOIN word w ON w.rank = f.rowid
    WHERE word_fts MATCH ? ORDER BY f.rowid LIMIT ?
    """

  /// The glosses of the commonest words with every token of a phrase that equal one of
  /// `wanted` once their parenthesised words are kept (``English/openKey(_:)``).
  private static func openMatches(
    _ wanted: Set<String>, _ tokens: [String], _ infinitive: Bool, _ hints: Set<String>, _ db: Database
  ) throws -> [(Int64, EnglishMatch)] {
    let expression = "english : (" + tokens.map { "\"\($0)\"" }.joined(separator: " AND ") + ")"
    let ranks = try wordFullText(db, expression, openGlossWords)
    guard !ranks.isEmpty else { return [] }
    let list = placeholders(ranks.count)
    var words: [Int64: (headword: String, isCommon: Bool)] = [:]
    for row in try Row.fetchAll(
      db, sql: "SELECT rank, headword, common FROM word WHERE rank IN (\(list))", arguments: StatementArguments(ranks))
    {
      words[row[0]] = (row[1], row[2])
    }
    let senses = try Row.fetchAll(
      db,
      sql: """
        SELECT word, position, parts_of_speech, tags, glosses, only_spellings FROM sense WHERE word IN (\(list))
        ORDER BY word, position
        """,
      arguments: StatementArguments(ranks))
    var matches: [(Int64, EnglishMatch)] = []
    for row in senses {
      let rank: Int64 = row[0]
      let joined: String = row[4]
      let glosses = DictionarySchema.list(joined)
      for (place, gloss) in glosses.enumerated() where gloss.contains("(") && wanted.contains(English.openKey(gloss)) {
        var match = EnglishMatch(kind: .open)
        match.sense = row[1]
        match.gloss = place
        match.partsOfSpeech = row[2]
        match.tags = row[3]
        match.infinitive = infinitive
        match.isHinted = EnglishMatch.names(hints, glosses: joined, tags: match.tags)
        match.spelledSense = SpelledSense(spellings: row[5], glosses: joined)
        match.headword = words[rank]?.headword ?? ""
        match.isCommon = words[rank]?.isCommon ?? false
        match.rank = rank
        matches.append((rank, match))
      }
    }
    return matches
  }
}
