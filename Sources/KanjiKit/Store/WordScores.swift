import Foundation

/// The one score that orders word hits: how well the word matched plus how rare it is.
///
/// Lower is better. A word's rarity is `log10(rank + 10)`, its rank being its place in the
/// dictionary's frequency order (``WordFrequency``): the most common words score about 1,
/// the rarest about 5.3. The quality of a match is added in the same unit, so a slightly
/// worse match of a much more common word can win (`kaku`: the reading of 書く and of the
/// rarer 画 and 各 alike; `かいて`: the te-form of 書く over 買い手). The constants are
/// general; nothing here knows a particular word. English matches have their own
/// qualities, from weights fitted on data (``EnglishMatch``, ``EnglishWeights``).
struct WordScores {
  /// The query as written, read or glossed exactly.
  static let exact = 0.0
  /// A reading in another long-vowel or particle spelling than typed (`toukyou` ~ `tookyoo`).
  static let respelled = 0.3
  /// A reading that is not the word's first (JMdict lists the usual reading first).
  static let laterReading = 0.4
  /// Only a reading JMdict marks out of date, irregular, rarely used or for search only (奴
  /// read しゃつ): twice as far behind as a later reading, still a little before a loose match
  /// or an inflection, which a far commoner word's frequency outweighs (`けして` lists 消す's
  /// て form before 決して, whose irregular reading it is).
  static let unusualReading = 0.8
  /// A reading equal once long vowels are ignored (`kohi` → コーヒー).
  static let loose = 0.9
  /// A dictionary form reached by undoing one inflection; each further one adds `perStep`.
  static let inflectedBase = 1.0
  static let perStep = 0.1
  /// A romaji reading of a query that is also an English word matched in a first sense, of a
  /// word the English does not mean: `kanji` lists 漢字 (its gloss and its reading) before
  /// 感じ, read so and twenty times as frequent.
  static let alsoEnglish = 1.5
  /// An English match of a query that reads as whole romaji, by words of a longer gloss or the
  /// start of one: behind the start of a reading.
  static let alsoRomaji = 1.0
  /// The query as the start of a form or reading (`shinbu` → 新聞).
  static let prefix = 2.0
  /// A word that contains the kanji typed.
  static let containing = 2.6

  /// What each doubling of a word's senses takes off a match of its reading: of two words
  /// read alike and about as frequent, the one with more senses is the everyday word (なる:
  /// 成る "to become" before 生る "to bear fruit"; いる: 居る before 要る; もの: 物 "thing"
  /// before 者 "person"). `Scripts/fit-reading-senses.py` measures it on the readings of
  /// the JLPT N5–N3 word lists that read several words: on the bundled data, 817 of them,
  /// every weight from 0 to 0.1 makes the first word one the lists mean for 0.882 to 0.885
  /// of them, so the lists neither ask for it nor against it; the words it orders are those
  /// the frequencies cannot tell apart.
  static let perSenseDoubling = 0.05

  /// What a word's `senses` take off the quality of a match of its reading.
  static func reading(senses: Int) -> Double {
    perSenseDoubling * log2(Double(max(senses, 1)))
  }

  /// The quality of a dictionary form reached by undoing `steps` inflections.
  static func inflected(steps: Int) -> Double {
    inflectedBase + perStep * Double(steps)
  }

  /// What a reading match of a romaji query adds when the query is also English it means
  /// (``alsoEnglish``), except for the words it means (`except`).
  struct ReadingPenalty {
    static let none = ReadingPenalty(amount: 0, except: [])
    var amount: Double
    var except: Set<Int64>

    func callAsFunction(_ rank: Int64) -> Double { except.contains(rank) ? 0 : amount }
  }

  /// A word's best match: its score, how it matched when not as typed, the spelling it was
  /// found by when a written query met one (聴く of 聞く), and the sense it met where JMdict
  /// gives that sense for some spellings alone (揚げる of 上げる's `to deep-fry`); either then
  /// heads its row.
  private struct Best {
    var score: Double
    var note: String?
    var spelling: String?
    var sense: SpelledSense?
  }

  private var best: [Int64: Best] = [:]
  /// Set when a source had more hits than were fetched.
  var isTruncated = false

  /// Records a match of the word of rank `rank`, keeping each word's best; `spelling` is the
  /// spelling of the word a written query met, `sense` the sense an English one matched, if
  /// JMdict gives it for some spellings alone.
  mutating func add(
    _ rank: Int64, _ quality: Double, note: String? = nil, spelling: String? = nil, sense: SpelledSense? = nil
  ) {
    let score = quality + log10(Double(max(rank, 0)) + 10)
    if let old = best[rank], old.score <= score { return }
    best[rank] = Best(score: score, note: note, spelling: spelling, sense: sense)
  }

  /// Whether no word was recorded.
  var isEmpty: Bool { best.isEmpty }

  /// Records every word of `other` with its score and note, `offset` behind.
  mutating func add(_ other: WordScores, behind offset: Double) {
    for (rank, value) in other.best {
      var moved = value
      moved.score += offset
      if let old = best[rank], old.score <= moved.score { continue }
      best[rank] = moved
    }
    if other.isTruncated { isTruncated = true }
  }

  /// The best `limit` words, best first (ties by rank), with their notes, the spellings
  /// written queries met and the senses of some spellings alone English ones matched.
  func ranked(limit: Int) -> (
    keys: [Int64], notes: [Int64: String], spellings: [Int64: String], senses: [Int64: SpelledSense],
    isTruncated: Bool
  ) {
    let sorted = best.sorted { a, b in a.value.score != b.value.score ? a.value.score < b.value.score : a.key < b.key }
    let kept = sorted.prefix(limit)
    var notes: [Int64: String] = [:]
    var spellings: [Int64: String] = [:]
    var senses: [Int64: SpelledSense] = [:]
    for (rank, value) in kept {
      if let note = value.note { notes[rank] = note }
      if let spelling = value.spelling { spellings[rank] = spelling }
      if let sense = value.sense { senses[rank] = sense }
    }
    return (kept.map(\.key), notes, spellings, senses, sorted.count > limit)
  }
}

/// A sense JMdict gives for some of a word's spellings alone (`stagk`): 上げる's `to deep-fry`
/// is 揚げる's. A row found by it is headed by the first of them and shows its glosses.
struct SpelledSense: Sendable, Equatable {
  var spellings: [String]
  /// The sense's glosses, joined as a row shows a word's first sense's.
  var glosses: String

  /// The sense of `spellings` and `glosses` as the dictionary stores them, or nil when the
  /// sense is every spelling's.
  init?(spellings: String, glosses: String) {
    let list = DictionarySchema.list(spellings)
    guard !list.isEmpty else { return nil }
    self.spellings = list
    self.glosses = DictionarySchema.list(glosses).joined(separator: "; ")
  }

  init(spellings: [String], glosses: String) {
    self.spellings = spellings
    self.glosses = glosses
  }
}
