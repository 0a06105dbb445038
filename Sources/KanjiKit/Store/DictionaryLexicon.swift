import GRDB
import JapaneseText

/// The dictionary as a ``Lexicon``, for ``Segmenter``: every spelling and reading of every
/// word, read from `dictionary.sqlite` a first character, or a kana's first two, at a time.
///
/// The first time a text starting with a character is asked about, one indexed range query
/// per table (`word_form`, `word_reading`: their `(text, word)` indexes cover it, in the
/// order of their bytes) reads the spellings and readings that start with it, merged into
/// ``LexiconKeys`` (one buffer, sorted by UTF-8 bytes) that the segmenter walks byte by byte;
/// the key starts of a piece of text are read together, in one transaction. A kana begins
/// thousands of keys, so its keys are read by their first two scalars (``KeyStart``): the
/// few hundred that begin し and ま, rather than every one that begins し; a kanji's are read
/// whole, once for every key start it begins. Parts of speech and readings are read for the
/// words found, a batch at a time through kept statements, and kept too. So a short line
/// costs a few small queries, and a long text reads at most the dictionary's keys once.
///
/// Not for sharing between threads: it fills its tables as it is asked.
public final class DictionaryLexicon: Lexicon {
  let store: DictionaryStore
  /// The keys of each first scalar read whole (all but kana).
  private var buckets: [UInt32: Bucket] = [:]
  /// The keys of each kana's key starts read on their own.
  private var kanaBuckets: [KeyStart: Bucket] = [:]
  /// How many key starts of each kana were read on their own.
  private var startsRead: [UInt32: Int] = [:]
  /// How many of a kana's key starts are read on their own before all its keys are read at
  /// once: a long text meets most of a kana's starts, and one query for all its keys then
  /// costs less than many small ones (B11 took 1.8 times as long with none).
  private static let startsReadAlone = 16
  /// How many key starts not yet read make a long piece of text, whose kana are read whole
  /// at once: it meets most starts of each (B11's pieces are 2,048 characters).
  private static let startsOfALongPiece = 256
  var details: [Int64: Details] = [:]
  /// Each sense's list of parts of speech as read, by its text (``readDetails(_:)``).
  var partsOfSpeechLists: [String: [String]] = [:]
  /// Every bucket read, by its keys' ``LexiconKeys/source``: a form the segmenter found in
  /// them is looked up by that number and its index, not by its text.
  private var sources: [Bucket] = []

  /// A lexicon over `store`.
  public init(store: DictionaryStore) {
    self.store = store
  }

  /// The spellings and readings that start with one character, sorted by their bytes, and
  /// the words of each.
  struct Bucket {
    var keys = LexiconKeys()
    /// The words of every key, one key's after another's: one array for all, as a bucket of
    /// a kanji has hundreds of keys and a kana's thousands.
    var postings: [Posting] = []
    /// Where each key's words start in ``postings``, and after them where the last ones end.
    var postingStarts: [Int32] = []

    /// The words of the key at `index`.
    func postings(of index: Int) -> ArraySlice<Posting> {
      postings[Int(postingStarts[index])..<Int(postingStarts[index + 1])]
    }
  }

  struct Posting {
    var word: Int64
    var isReading: Bool
  }

  struct Details {
    var id: Int
    var partsOfSpeech: [String]
    var isUsuallyKana = false
    /// Its headword: its usual spelling, or its kana when it has none or is usually so written.
    var headword = ""
    /// How many senses the word has.
    var senses = 0
    /// Readings in order, each with the spellings it is restricted to (empty: all).
    var readings: [(text: String, spellings: [String], noKanji: Bool)]
    /// Its spellings JMdict tags `ateji`, kanji chosen for their sound (米 of メートル).
    var ateji: [String] = []
    /// Its readings JMdict tags out-dated, rarely used or for search only (よね of 米), and
    /// those of a spelling other than its headword only (くし of 虫歯, read so as 齲歯).
    var unusualReadings: [String] = []

    /// The reading of `spelling`: the first that is not restricted away from it.
    func reading(of spelling: String) -> String {
      readings.first { !$0.noKanji && ($0.spellings.isEmpty || $0.spellings.contains(spelling)) }?.text
        ?? readings.first?.text ?? spelling
    }
  }

  // MARK: - Lexicon

  /// The spellings and readings that start with `first`, sorted by their bytes.
  public func keys(startingWith first: Unicode.Scalar) throws -> LexiconKeys {
    try bucket(first.value).keys
  }

  /// The spellings and readings of `start`: for a kana those of its first two scalars, for
  /// any other character all that start with it.
  public func keys(startingWith start: KeyStart) throws -> LexiconKeys {
    try keys(startingWith: [start])[0]
  }

  /// The spellings and readings of each of `starts`: those not yet read are read in one
  /// transaction (each costs SQLite a few statements to begin and end).
  public func keys(startingWith starts: [KeyStart]) throws -> [LexiconKeys] {
    try read(starts)
    return try starts.map { try bucket(of: $0).keys }
  }

  /// Whether the keys that start with `scalar` are read by their first two scalars: a kana's
  /// are thousands on the full dictionary.
  private static func readsByTwo(_ scalar: Unicode.Scalar) -> Bool {
    Kana.isKana(scalar)
  }

  /// Reads the buckets of those of `starts` not yet read, in one transaction.
  ///
  /// A start is answered with the same keys every time it is asked: those of the start when
  /// they were read on their own, else all its first scalar's.
  private func read(_ starts: [KeyStart]) throws {
    var missing: [KeyStart] = []
    var seen: Set<KeyStart> = []
    var wanted: [UInt32: Int] = [:]
    for start in starts where seen.insert(start).inserted && isMissing(start) {
      missing.append(start)
      if Self.readsByTwo(start.first) { wanted[start.first.value, default: 0] += 1 }
    }
    guard !missing.isEmpty else { return }
    let isLong = missing.count > Self.startsOfALongPiece
    let whole = Set(wanted.filter { isLong || startsRead[$0.key, default: 0] + $0.value > Self.startsReadAlone }.keys)
    try store.queue.read { db in
      for start in missing {
        let first = start.first.value
        if Self.readsByTwo(start.first), !whole.contains(first) {
          kanaBuckets[start] = register(try Self.readBucket(start, db))
          startsRead[first, default: 0] += 1
        } else if buckets[first] == nil {
          buckets[first] = register(try Self.readBucket(first, db))
        }
      }
    }
  }

  /// `bucket`, numbered as the next source.
  private func register(_ bucket: Bucket) -> Bucket {
    var bucket = bucket
    bucket.keys.source = sources.count
    sources.append(bucket)
    return bucket
  }

  /// Whether the keys of `start` are not read yet.
  private func isMissing(_ start: KeyStart) -> Bool {
    buckets[start.first.value] == nil && (!Self.readsByTwo(start.first) || kanaBuckets[start] == nil)
  }

  /// The bucket that holds the keys of `start`, read if it was not.
  private func bucket(of start: KeyStart) throws -> Bucket {
    guard Self.readsByTwo(start.first) else { return try bucket(start.first.value) }
    if let bucket = kanaBuckets[start] ?? buckets[start.first.value] { return bucket }
    try read([start])
    return kanaBuckets[start] ?? buckets[start.first.value] ?? Bucket()
  }

  /// The words spelled or read exactly as each of `texts`.
  public func entries(exactly texts: Set<String>) throws -> [String: [LexiconEntry]] {
    // Each text is hashed once, into the answer: Swift normalizes Japanese text to hash it.
    // (The segmenter keeps what each of its keys found, so nothing is kept here.)
    var found: [(text: String, postings: ArraySlice<Posting>)] = []
    let starts = texts.map { (text: $0, start: KeyStart(of: $0.utf8)) }
    try read(starts.compactMap(\.start))
    for (text, start) in starts {
      guard let start else { continue }
      let bucket = try self.bucket(of: start)
      if let index = bucket.keys.index(of: text) { found.append((text, bucket.postings(of: index))) }
    }
    try readDetails(Set(found.flatMap { $0.postings.map(\.word) }))
    var result: [String: [LexiconEntry]] = Dictionary(minimumCapacity: found.count)
    for (text, postings) in found { result[text] = entries(text, postings) }
    return result
  }

  /// The words of each of `forms`, found in the buckets they name: what
  /// ``entries(exactly:)`` gives for their texts.
  public func entries(of forms: [LexiconForm]) throws -> [[LexiconEntry]] {
    var found: [ArraySlice<Posting>?] = []
    found.reserveCapacity(forms.count)
    var words: Set<Int64> = []
    var unnamed: Set<String> = []
    for form in forms {
      guard sources.indices.contains(form.source), form.index >= 0, form.index < sources[form.source].keys.count,
        sources[form.source].keys.key(at: form.index).elementsEqual(form.text.utf8)
      else {
        // Keys this lexicon did not give (another lexicon's, with numbers of its own): looked
        // up by their texts.
        found.append(nil)
        unnamed.insert(form.text)
        continue
      }
      let postings = sources[form.source].postings(of: form.index)
      for posting in postings { words.insert(posting.word) }
      found.append(postings)
    }
    try readDetails(words)
    let byText = unnamed.isEmpty ? [:] : try entries(exactly: unnamed)
    return zip(forms, found).map { form, postings in
      guard let postings else { return byText[form.text] ?? [] }
      return entries(form.text, postings)
    }
  }

  /// The entries of `postings`, the words of the key `text`, whose details are read: each
  /// word once, in the postings' order.
  private func entries(_ text: String, _ postings: ArraySlice<Posting>) -> [LexiconEntry] {
    var seen: Set<Int64> = []
    return postings.compactMap { posting in
      guard seen.insert(posting.word).inserted, let details = details[posting.word] else { return nil }
      return LexiconEntry(
        id: details.id, rank: Int(posting.word), reading: posting.isReading ? text : details.reading(of: text),
        partsOfSpeech: details.partsOfSpeech, isUsuallyKana: details.isUsuallyKana, senses: details.senses,
        isVariantSpelling: !posting.isReading
          && (details.isUsuallyKana ? details.ateji.contains(text) : details.headword != text),
        isUnusualReading: posting.isReading && details.unusualReadings.contains(text))
    }
  }

  // MARK: - Reading the database (DictionaryLexicon+Buckets.swift)

  private func bucket(_ scalar: UInt32) throws -> Bucket {
    if let bucket = buckets[scalar] { return bucket }
    let bucket = register(try store.queue.read { db in try Self.readBucket(scalar, db) })
    buckets[scalar] = bucket
    return bucket
  }
}
