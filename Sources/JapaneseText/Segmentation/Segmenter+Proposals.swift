extension Segmenter {
  /// A word the text may hold: characters `start..<end` as a dictionary form, which is
  /// characters `start..<textEnd` then `suffix` (``form(in:)``).
  ///
  /// The form is made into a string only when it is needed (a form not met before, a word
  /// the lattice keeps): a piece of text has thousands of proposals, most of forms met before.
  struct Proposal {
    var start: Int
    var end: Int
    /// Where the text's part of the form ends.
    var textEnd: Int
    /// What the form has after the text's part: an ending put back (る, the dictionary
    /// form's kana); empty for the text as it stands.
    var suffix: String
    /// The form's key in the lexicon.
    var key: FormKey
    /// The inflections undone; nil for the text as it stands.
    var reasons: [String]?
    /// The candidate's classes as ``CompiledRules`` gives them bits; nil when any class fits
    /// (the text as it stands, or a candidate that names no class).
    var classBits: UInt64?
    /// An ichidan stem in kana proposed before a kanji, as the first verb of a compound
    /// (満ち + 溢れる): ``Lattice/Role/compoundStem``.
    var isBeforeACompoundsKanji = false

    /// The dictionary form, from `lattice`'s text.
    func form(in lattice: Lattice) -> String {
      suffix.isEmpty ? lattice.text(start, textEnd) : lattice.text(start, textEnd) + suffix
    }

    /// Whether an entry of `traits` can be this word: any entry for the text as it stands,
    /// an entry of a fitting class for an inflected form.
    func fits(_ traits: EntryTraits) -> Bool {
      guard let classBits else { return true }
      return classBits & traits.classBits != 0
    }
  }

  /// Every word the lattice's text may hold: each start of the text that spells or reads an
  /// entry as it stands, and each that does once deinflected.
  ///
  /// A form becomes a proposal only when it is a key of the lexicon: the text's bytes (and a
  /// candidate's ending after them) are walked through ``LexiconKeys`` where they stand, and
  /// only a form found there is made into a string.
  func proposals(in lattice: Lattice) throws -> [Proposal] {
    let characters = lattice.characters
    let scripts = lattice.scripts
    let count = characters.count
    // reach[i]: the end of the longest text from i that begins some spelling or reading.
    var walks = Walks(count: count)
    var proposals: [Proposal] = []
    // Sentences hold two or three proposals a character: an array grown to that many was
    // copied a dozen times a piece.
    proposals.reserveCapacity(count * 3)
    // The keys of every position's first two scalars in the piece, read together.
    try memory.readKeys(
      startingWith: lattice.characters.indices.filter { scripts[$0].isWordLike }.map { lattice.keyStarts[$0] },
      in: lexicon)
    for start in 0..<count where scripts[start].isWordLike {
      if scripts[start].keepsRunsWhole, start > 0, scripts[start - 1] == scripts[start] { continue }
      let keyStart = lattice.keyStarts[start]
      let keys = try memory.keys(startingWith: keyStart, in: lexicon)
      walks.keys[start] = keys
      walks.walked[start] = true
      walks.rangeStarts[start] = walks.ranges.count
      var range = keys.all
      for stop in start + 1...min(count, start + Self.longestWord) {
        range = keys.narrowing(range, by: lattice.bytes(stop - 1, stop))
        if range.isEmpty {
          // A stem of one scalar (見 + る) goes on in other keys than the text's (見な…).
          if stop == start + 1, lattice.isOneScalar[start], stop < count, scripts[stop] == .hiragana,
            !keys.holdsEveryKeyOfItsFirstScalar
          {
            try addEndingStems(keys, range, lattice: lattice, start: start, end: stop, to: &proposals)
          }
          break
        }
        walks.reach[start] = stop
        if stop - start < Walks.span {
          walks.ranges.append(range)
          walks.rangeCounts[start] += 1
        }
        let end = stop - 1
        if keys.isKey(range), !(scripts[end].keepsRunsWhole && stop < count && scripts[stop] == scripts[end]) {
          proposals.append(
            Proposal(
              start: start, end: stop, textEnd: stop, suffix: "",
              key: Self.key(
                keys.holdsEveryKeyOfItsFirstScalar ? KeyStart(keyStart.first, Self.everyKey) : keyStart, range, keys),
              reasons: nil, classBits: nil))
        }
        // A stem is followed by the kana of what it takes (食べ + ながら, 重 + すぎる), and an
        // ichidan stem in kana by the verb it makes a compound with (満ち + 溢れる, 掛け +
        // 直す, 信じ + 難い); a godan stem (書き) is found by its kana ending wherever it stands.
        if stop < count, scripts[stop] == .hiragana {
          try addEndingStems(keys, range, lattice: lattice, start: start, end: stop, to: &proposals)
        } else if stop < count, scripts[stop] == .kanji, scripts[end] == .hiragana,
          Self.endsIchidanStem(lattice.characters[end])
        {
          try addEndingStems(keys, range, lattice: lattice, start: start, end: stop, to: &proposals, beforeAKanji: true)
        }
      }
    }
    try addDeinflectedProposals(lattice, walks, to: &proposals)
    return proposals
  }

  /// The stems that add an ending to become a dictionary form: an ichidan verb's (食べ →
  /// 食べる, 見 → 見る) and an i-adjective's (重 → 重い, before すぎる or そう); `range` is
  /// where the stem's bytes led in `keys` (the text's keys from `start`), and a form is
  /// proposed when it is a key.
  func addEndingStems(
    _ keys: LexiconKeys, _ range: LexiconKeys.KeyRange, lattice: Lattice, start: Int, end: Int,
    to proposals: inout [Proposal], beforeAKanji: Bool = false
  ) throws {
    let last = lattice.scripts[end - 1]
    guard last == .kanji || last == .hiragana else { return }
    func add(_ ending: String, _ bits: UInt64) throws {
      guard let formKey = try key(of: lattice, start, end, then: ending.utf8, keys: keys, range: range) else { return }
      proposals.append(
        Proposal(
          start: start, end: end, textEnd: end, suffix: ending, key: formKey, reasons: Self.stemReasons,
          classBits: bits, isBeforeACompoundsKanji: beforeAKanji))
    }
    // An ichidan stem ends in a kanji (見, 寝) or a kana of the i or e row (起き, 食べ).
    if last == .kanji || Self.endsIchidanStem(lattice.characters[end - 1]) {
      try add("る", Self.ichidanBits)
    }
    if !beforeAKanji { try add("い", Self.adjectiveBits) }
  }

  /// The key of the form that is the text's characters `start..<end` then `rest`, when it
  /// is one; `range` is where the text's walk from `start` led in `keys` after `end`.
  ///
  /// When that walk has not passed the form's second scalar (a stem of one scalar: 書 + く,
  /// 見 + る), the form goes on in other keys than the text's: those of its first scalar and
  /// `rest`'s first.
  func key(
    of lattice: Lattice, _ start: Int, _ end: Int, then rest: some Collection<UInt8>, keys: LexiconKeys,
    range: LexiconKeys.KeyRange
  ) throws -> FormKey? {
    if !keys.holdsEveryKeyOfItsFirstScalar, Self.leavesTheTextsKeys(lattice, start, end, rest),
      let second = KeyStart(of: rest)?.first
    {
      let keyStart = KeyStart(lattice.firstScalars[start], second)
      let other = try memory.keys(startingWith: keyStart, in: lexicon)
      let found = other.narrowing(other.narrowing(other.all, by: lattice.bytes(start, end)), by: rest)
      return other.isKey(found) ? Self.key(keyStart, found, other) : nil
    }
    let found = keys.narrowing(range, by: rest)
    guard keys.isKey(found) else { return nil }
    return keys.holdsEveryKeyOfItsFirstScalar
      ? Self.key(KeyStart(lattice.firstScalars[start], Self.everyKey), found, keys)
      : Self.key(lattice.keyStarts[start], found, keys)
  }

  /// The second scalar that names keys of a lexicon that holds every key of their first
  /// scalar (a noncharacter no text needs): a form found in them is named alike from any of
  /// its key starts.
  static let everyKey: Unicode.Scalar = "\u{FFFF}"

  /// Whether the form that is characters `start..<end` then `rest` leaves the keys of the
  /// text from `start`: it has one scalar of the text, then `rest`.
  static func leavesTheTextsKeys(_ lattice: Lattice, _ start: Int, _ end: Int, _ rest: some Collection<UInt8>) -> Bool {
    end == start + 1 && lattice.isOneScalar[start] && !rest.isEmpty
  }

  private static let stemReasons = ["stem"]
  private static let ichidanBits = SpokenForms.compiled.bits(of: ["v1"])
  private static let adjectiveBits = SpokenForms.compiled.bits(of: ["adj-i"])

  /// Where the text's own bytes led from each start: what the words as written found, kept
  /// for the inflected words, whose stems are the text too.
  struct Walks {
    /// The most characters after a start whose walk is kept: a kana ending and the stem
    /// before it.
    static let span = Segmenter.longestEnding + 9
    /// reach[i]: the end of the longest text from i that begins some spelling or reading.
    var reach: [Int]
    /// The keys of each start's first two scalars.
    var keys: [LexiconKeys]
    /// Whether words were looked for from each start (not inside a run kept whole).
    var walked: [Bool]
    /// Where the walk from each start led after each of its characters, one start's after
    /// another's: the `rangeCounts[start]` of `start` from `rangeStarts[start]`, up to
    /// `reach[start]` and at most ``span`` − 1 (most walks end after a character or two: a
    /// table of ``span`` for every start was mostly never written).
    var ranges: [LexiconKeys.KeyRange] = []
    var rangeStarts: [Int]
    var rangeCounts: [Int]

    init(count: Int) {
      reach = Array(0...count)
      keys = Array(repeating: LexiconKeys(), count: count)
      walked = Array(repeating: false, count: count)
      rangeStarts = Array(repeating: 0, count: count)
      rangeCounts = rangeStarts
      ranges.reserveCapacity(count * 2)
    }

    /// Where characters `start..<start + length` (`length` ≥ 1) led in `keys[start]`; no
    /// keys when the walk did not get that far, or that far is past what is kept.
    func range(from start: Int, length: Int) -> LexiconKeys.KeyRange {
      guard length >= 1, length <= rangeCounts[start] else { return LexiconKeys.KeyRange(lower: 0, upper: 0, depth: 0) }
      return ranges[rangeStarts[start] + length - 1]
    }
  }

  /// Inflected words: for each end of text in hiragana, the kana run before it (its last
  /// ``longestEnding`` characters) deinflected once, and each candidate tried from every
  /// start that keeps a stem (書 + いた → 書く; 勉強 + した → 勉強する → 勉強; わかった → わかる).
  ///
  /// What a candidate keeps of the ending is the text itself, so a stem and that part are
  /// where the text's walk from the stem's start led (``Walks``): only the candidate's own
  /// characters after it are walked. A candidate that starts with its own characters is a key
  /// or not wherever it stands (``Ending/ownKey``).
  private func addDeinflectedProposals(_ lattice: Lattice, _ walks: Walks, to proposals: inout [Proposal]) throws {
    let scripts = lattice.scripts
    let count = lattice.characters.count
    let reach = walks.reach
    var runStart = 0
    for end in 1...max(1, count) where end <= count {
      if scripts[end - 1] != .hiragana {
        runStart = end
        continue
      }
      let tailStart = max(runStart, end - Self.longestEnding)
      for ending in try memory.deinflections(of: lattice.bytes(tailStart, end), in: lexicon) {
        let shared = ending.shared
        // The end of the part of the text the candidate keeps, and its characters after it.
        let kept = tailStart + shared
        let rest = ending.bytes[ending.offsets[shared]...]
        // Starts inside the kana run: the stem is what the candidate keeps of it.
        if shared > 0 || ending.length >= 2 {
          for offset in 0...shared {
            let remaining = ending.length - offset
            guard offset < shared || remaining >= 2, remaining > 0 else { continue }
            let start = tailStart + offset
            let formKey: FormKey
            if offset < shared {
              guard let found = try key(of: lattice, walks, start, kept, then: rest) else { continue }
              formKey = found
            } else {
              // The kept part must begin some spelling or reading from this start.
              guard reach[start] >= kept else { continue }
              guard let own = ending.ownKey else { continue }
              formKey = own
            }
            proposals.append(
              Proposal(
                start: start, end: end, textEnd: kept, suffix: ending.ownText, key: formKey,
                reasons: ending.candidate.reasons, classBits: ending.classBits))
          }
        }
        // Starts before it: the stem runs back into the kanji (or kana) before the run.
        var start = tailStart
        while start > max(0, tailStart - 8) {
          start -= 1
          guard scripts[start].isWordLike else { break }
          guard let formKey = try key(of: lattice, walks, start, kept, then: rest) else { continue }
          proposals.append(
            Proposal(
              start: start, end: end, textEnd: kept, suffix: ending.ownText, key: formKey,
              reasons: ending.candidate.reasons, classBits: ending.classBits))
        }
      }
    }
  }

  /// The key of the form that is the text's characters `start..<kept` then `rest`, when it
  /// is one, found from where the text's walk from `start` led (``Walks``).
  private func key(
    of lattice: Lattice, _ walks: Walks, _ start: Int, _ kept: Int, then rest: ArraySlice<UInt8>
  ) throws -> FormKey? {
    guard walks.walked[start] else { return nil }
    if !Self.leavesTheTextsKeys(lattice, start, kept, rest) {
      // The kept part must begin some spelling or reading from this start.
      guard walks.reach[start] >= kept else { return nil }
    }
    // A stem and the kept part are at most 8 + 10 characters: their walk is kept.
    return try key(
      of: lattice, start, kept, then: rest, keys: walks.keys[start],
      range: walks.range(from: start, length: kept - start))
  }

  /// One candidate of a kana ending, with what the proposals need of it worked out once.
  struct Ending {
    var candidate: Deinflector.Candidate
    /// How many characters it keeps of the ending, from the start.
    var shared: Int
    /// Its length in characters.
    var length: Int
    /// Its text as UTF-8.
    var bytes: [UInt8]
    /// Where each of its characters starts in ``bytes``.
    var offsets: [Int]
    /// The first scalar of each of its characters.
    var firstScalars: [Unicode.Scalar]
    /// Its classes' bits (``Proposal/classBits``).
    var classBits: UInt64?
    /// The key of its characters after ``shared`` when they are one and two or more: the
    /// candidate as a word that starts where the text and it part.
    var ownKey: FormKey?
    /// Its characters after ``shared``: what a form that keeps the text up to there adds.
    var ownText: String

    init(_ candidate: Deinflector.Candidate, of tail: String) {
      self.candidate = candidate
      bytes = Array(candidate.text.utf8)
      if Segmenter.isPlainKana(tail), Segmenter.isPlainKana(candidate.text) {
        // Each scalar is a character of three bytes: no need to find where characters end.
        firstScalars = Array(candidate.text.unicodeScalars)
        offsets = Array(stride(from: 0, through: bytes.count, by: 3))
        shared = zip(tail.unicodeScalars, candidate.text.unicodeScalars).prefix { $0 == $1 }.count
      } else {
        shared = Segmenter.sharedPrefixLength(tail, candidate.text)
        offsets = []
        firstScalars = []
        var offset = 0
        for character in candidate.text {
          offsets.append(offset)
          offset += character.utf8.count
          firstScalars.append(character.unicodeScalars.first ?? " ")
        }
        offsets.append(offset)
      }
      length = firstScalars.count
      ownText = String(decoding: bytes[offsets[shared]...], as: UTF8.self)
      classBits = candidate.classes.isEmpty ? nil : SpokenForms.compiled.bits(of: candidate.classes)
    }
  }

  /// Whether every scalar of `text` is a kana (or the long-vowel or an iteration mark) that
  /// is a character of its own: none combines with the one before or after it.
  static func isPlainKana(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy {
      (0x3041...0x3096).contains($0.value) || (0x309D...0x309F).contains($0.value)
        || (0x30A1...0x30FA).contains($0.value) || (0x30FC...0x30FF).contains($0.value)
    }
  }

  /// A form's key in the lexicon: its name in the segmenter's memory, and where it was
  /// found in the lexicon's keys (``LexiconForm``).
  struct FormKey {
    /// Its first two scalars, then its index among the keys of that start
    /// (``Segmenter/key(_:_:_:)``).
    var name: UInt64
    /// The ``LexiconKeys/source`` of the keys it was found in.
    var source: Int32
    /// Its index in those keys.
    var index: Int32
  }

  /// The key of the form that `range` leads to in `keys`, the keys of `start`.
  ///
  /// It is named by its first two scalars, then the index of its key among the keys of that
  /// start, in the 22 bits left (a start has far fewer keys than the 4 million they hold: a
  /// whole dictionary has some 400,000). The key that is a first scalar alone (の) is the
  /// first of each of its starts' keys: it is named once, by the first scalar alone, so its
  /// words are looked up once.
  static func key(_ start: KeyStart, _ range: LexiconKeys.KeyRange, _ keys: LexiconKeys) -> FormKey {
    let named = range.depth == UTF8.width(start.first) ? KeyStart(start.first, nil) : start
    return FormKey(
      name: named.packed << 22 | UInt64(range.lower & 0x3F_FFFF), source: Int32(truncatingIfNeeded: keys.source),
      index: Int32(truncatingIfNeeded: range.lower))
  }

  /// Whether `kana` can end an ichidan verb's stem: a kana of the i or e row.
  static func endsIchidanStem(_ kana: Character) -> Bool {
    // A kana of one scalar is its scalar (hashing a character normalizes it first).
    let scalars = kana.unicodeScalars
    if let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
      return ichidanStemScalars.contains(scalar)
    }
    return ichidanStemEndings.contains(kana)
  }

  private static let ichidanStemEndings = Set("いきぎしじちぢにひびぴみりえけげせぜてでねへべぺめれ")
  private static let ichidanStemScalars = Set("いきぎしじちぢにひびぴみりえけげせぜてでねへべぺめれ".unicodeScalars)

  /// How many characters `a` and `b` share from their starts.
  static func sharedPrefixLength(_ a: String, _ b: String) -> Int {
    var count = 0
    for (x, y) in zip(a, b) {
      guard x == y else { break }
      count += 1
    }
    return count
  }
}
