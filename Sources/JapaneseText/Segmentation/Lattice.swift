/// The words a piece of text may hold, as edges between its positions, and the cheapest
/// path through them.
///
/// An edge's cost is its word's: a constant per word (so fewer, longer words win), a part
/// that grows with the log of the word's frequency rank, a little per inflection undone.
/// A step from one edge to the next adds a cost by the two words' kinds (``Role``): that is
/// where neighbouring words agree or not.
struct Lattice {
  let characters: [Character]
  let scripts: [Script]
  /// The edges that end at each position, the cheapest of each role per start.
  /// Whether a word may start at each position: not at a small kana or a long-vowel mark
  /// that belongs to the kana before it.
  let canStart: [Bool]
  /// Whether each character is a small kana or mark that belongs to the one before it.
  let attaching: [Bool]
  /// Whether each character is a numeral a counter may follow.
  let numeral: [Bool]
  /// The first scalar of each character.
  let firstScalars: [Unicode.Scalar]
  /// The first two scalars of the text from each character: the keys a walk from there
  /// can meet.
  let keyStarts: [KeyStart]
  /// Whether each character is one scalar, so that a word from it goes on in the
  /// character after it.
  let isOneScalar: [Bool]
  /// Every edge, in the order it was added (one that replaced a dearer edge in that edge's
  /// place), in one array: the edges ending at a position are a chain through it, from
  /// ``firstEnding`` along ``nextEnding``, in that order.
  private(set) var edges: [Edge] = []
  private var firstEnding: [Int]
  private var lastEnding: [Int]
  private var nextEnding: [Int] = []
  /// The words of the word edges, by ``Edge/word``.
  private(set) var words: [Edge.Word] = []
  /// The text as UTF-8, and where each character starts in it (and where the last ends).
  let utf8: [UInt8]
  let offsets: [Int]

  init(characters: [Character]) {
    self.characters = characters
    var utf8: [UInt8] = []
    var offsets: [Int] = []
    offsets.reserveCapacity(characters.count + 1)
    for character in characters {
      offsets.append(utf8.count)
      utf8 += character.utf8
    }
    offsets.append(utf8.count)
    self.utf8 = utf8
    self.offsets = offsets
    // Each character's scalars are looked at once, here: the rest of the lattice works on
    // its first scalar and what follows from it.
    var firstScalars: [Unicode.Scalar] = []
    var secondScalars: [Unicode.Scalar?] = []
    firstScalars.reserveCapacity(characters.count)
    secondScalars.reserveCapacity(characters.count)
    for character in characters {
      var scalars = character.unicodeScalars.makeIterator()
      firstScalars.append(scalars.next() ?? " ")
      secondScalars.append(scalars.next())
    }
    self.firstScalars = firstScalars
    var keyStarts: [KeyStart] = []
    var isOneScalar: [Bool] = []
    var scripts: [Script] = []
    var attaching: [Bool] = []
    var numeral: [Bool] = []
    keyStarts.reserveCapacity(characters.count)
    isOneScalar.reserveCapacity(characters.count)
    scripts.reserveCapacity(characters.count)
    attaching.reserveCapacity(characters.count)
    numeral.reserveCapacity(characters.count)
    for (index, first) in firstScalars.enumerated() {
      let isOne = secondScalars[index] == nil
      isOneScalar.append(isOne)
      let next = isOne ? (index + 1 < characters.count ? firstScalars[index + 1] : nil) : secondScalars[index]
      keyStarts.append(KeyStart(first, next))
      // A character has at least one scalar: `first` is its own.
      let script = Script(first)
      scripts.append(script)
      attaching.append(Script.attaches(first))
      numeral.append(Script.isNumeral(first, script))
    }
    self.keyStarts = keyStarts
    self.isOneScalar = isOneScalar
    self.scripts = scripts
    self.attaching = attaching
    self.numeral = numeral
    canStart = characters.indices.map { index in
      index == 0 || !attaching[index] || !(scripts[index - 1] == .hiragana || scripts[index - 1] == .katakana)
    }
    firstEnding = Array(repeating: -1, count: characters.count + 1)
    lastEnding = firstEnding
    edges.reserveCapacity(characters.count * 4)
    nextEnding.reserveCapacity(characters.count * 4)
    words.reserveCapacity(characters.count * 3)
  }

  /// The UTF-8 of characters `start..<end`.
  func bytes(_ start: Int, _ end: Int) -> ArraySlice<UInt8> {
    utf8[offsets[start]..<offsets[end]]
  }

  /// Characters `start..<end` as a string.
  func text(_ start: Int, _ end: Int) -> String {
    String(decoding: bytes(start, end), as: UTF8.self)
  }

  /// One word or piece of other text between two positions.
  struct Edge {
    var start: Int
    var end: Int
    var cost: Double
    var role: Role
    var kind: Segment.Kind
    /// The dictionary word's index in ``Lattice/words``, for a word; −1 for other text.
    var word = -1

    /// What a word edge says of its word.
    struct Word {
      /// Where the text's part of its dictionary form ends, and what the form has after it
      /// (``Segmenter/Proposal``): the form is made for the words of the cheapest path only.
      var formTextEnd: Int
      var formSuffix: String
      var reading: String
      var id: Int
      var reasons: [String]
    }
  }

  /// What a word does next to its neighbours, as far as the lattice weighs it.
  ///
  /// `compoundStem` is an ichidan verb's stem in kana before a kanji (満ち|溢れる): there it
  /// is a stem only before the verb or adjective of a compound, else the kana end another word
  /// (塗り替え|中 is the noun 替え, not 替える's stem).
  enum Role: Int, CaseIterable {
    case start, noun, verb, adjective, stem, compoundStem, stemTaking, particle, auxiliary, prefix, suffix, counter,
      number, other, punctuation, unknown
    /// An adverb (本当に, もう, そう "so"): nothing attaches to it.
    case adverb
    /// An auxiliary that attaches to the word before it and is no copula, verb or adjective
    /// (JMdict's plain `aux`: そう "seeming", べき, はず).
    case bound
    /// The particles の and な, a な-adjective's form before a noun (静かな) and the words that
    /// only stand before a noun (その, 大きな): after them a bound word does attach (雨のよう,
    /// 静かなようだ, そのよう), and a suffix does not (静かな通り: 通り とおり "street").
    case attributive
  }

  // MARK: - Costs

  static let wordCost = 10.0
  static let rankWeight = 0.6
  static let inflectionCost = 1.0
  static let stemCost = 3.0
  static let lonelyKanaCost = 5.0
  static let counterBonus = 8.0
  static let unknownCost = 25.0
  static let numberCost = 6.0
  static let unknownRunCost = 8.0
  static let usuallyKanaCost = 12.0
  static let derivedCost = 8.0
  /// Dearer than two common words (ワン + ワン), cheaper than words that merely fit (ざ + あざ + あ).
  static let reduplicationCost = 40.0

  /// What a word of frequency rank `rank` costs above ``wordCost``.
  static func rankCost(_ rank: Int) -> Double {
    rankWeight * log2(Double(rank + 2))
  }

  /// The base-2 logarithm of `value` (≥ 1) to within 0.09, from its exponent and
  /// significand: enough to weigh ranks, without a maths library.
  static func log2(_ value: Double) -> Double {
    Double(value.exponent) + (value.significand - 1)
  }

  // MARK: - Edges

  /// Adds the word `proposal` as `entry` (whose traits are `traits`); `isStemTaking` when its
  /// form is one of ``stemTaking``; `besideAWordAsWritten` when the same text is itself a verb
  /// or an adjective and `proposal` reads it as another word's form; `homographCost` what the
  /// entry costs more or less than its rank says among the entries of the same form
  /// (``Segmenter/homographCosts(of:form:)``).
  mutating func addWord(
    _ proposal: Segmenter.Proposal, _ entry: LexiconEntry, _ traits: EntryTraits, isStemTaking: Bool,
    besideAWordAsWritten: Bool = false, homographCost: Double = 0
  ) {
    let reasons = proposal.reasons ?? []
    var cost = Self.wordCost + Self.rankCost(entry.rank)
    cost += homographCost
    cost += Double(reasons.count) * Self.inflectionCost
    if besideAWordAsWritten { cost += Self.derivedCost }
    let role: Role
    if reasons.contains("stem") {
      role = proposal.isBeforeACompoundsKanji ? .compoundStem : .stem
    } else if isStemTaking {
      role = .stemTaking
    } else if reasons == ["attributive"], traits.inflectedRole == .noun {
      // A な-adjective before a noun (静かな通り) ends in the particle's な and leads into the
      // noun as it does; not a bound word's (そうな: そう "seeming" is bound, and そうなんだ
      // is そう "so").
      role = .attributive
    } else if !reasons.isEmpty {
      role = traits.inflectedRole
    } else if traits.role == .particle, proposal.end == proposal.start + 1,
      characters[proposal.start] == "の" || characters[proposal.start] == "な"
    {
      role = .attributive
    } else {
      role = proposal.start > 0 && numeral[proposal.start - 1] ? traits.roleAfterNumeral : traits.role
    }
    if role == .stem || role == .compoundStem { cost += Self.stemCost }
    if role == .counter { cost -= Self.counterBonus }
    // A set phrase usually written in kana, met in kanji, is mostly its words read literally
    // (今日は: 今日 + は, rather than こんにちは); a verb usually in kana is still itself (分かる).
    if traits.isKanaSetPhrase, proposal.form(in: self).unicodeScalars.contains(where: Kana.isIdeograph) {
      cost += Self.usuallyKanaCost
    }
    // One kana alone is a particle or an auxiliary far more often than a noun (と, か, こ).
    if proposal.end - proposal.start == 1, scripts[proposal.start] == .hiragana,
      role != .particle, role != .attributive, role != .auxiliary, role != .bound
    {
      cost += Self.lonelyKanaCost
    }
    // The word is made only when its edge is kept (see `add`).
    guard canStart[proposal.start], proposal.end == characters.count || canStart[proposal.end] else { return }
    let existing = edge(from: proposal.start, to: proposal.end, role: role)
    if let existing, edges[existing].cost <= cost { return }
    let word = Edge.Word(
      formTextEnd: proposal.textEnd, formSuffix: proposal.suffix, reading: entry.reading, id: entry.id,
      reasons: reasons)
    put(Edge(start: proposal.start, end: proposal.end, cost: cost, role: role, kind: .word), word: word, in: existing)
  }

  /// Adds what is not a word: spaces and punctuation one character at a time, numbers in
  /// digits whole, and every character as unknown text (whole runs of Latin letters and
  /// katakana too), dearer than any word, so that there is always a path.
  mutating func addOtherText() {
    for start in characters.indices where canStart[start] {
      let script = scripts[start]
      if script == .space || script == .symbol {
        add(Edge(start: start, end: start + 1, cost: 0, role: .punctuation, kind: .punctuation))
        continue
      }
      // One character with the small kana and marks that belong to it.
      var end = start + 1
      while end < characters.count, !canStart[end] { end += 1 }
      add(Edge(start: start, end: end, cost: Self.unknownCost, role: .unknown, kind: .unknown))
      addReduplication(at: start)
      guard start == 0 || scripts[start - 1] != script else { continue }
      end = start + 1
      while end < characters.count, scripts[end] == script { end += 1 }
      switch script {
      case .digit:
        add(Edge(start: start, end: end, cost: Self.numberCost, role: .number, kind: .number))
      case .latin, .katakana:
        let cost = Self.unknownCost + Self.unknownRunCost * Double(end - start - 1)
        add(Edge(start: start, end: end, cost: cost, role: .unknown, kind: .unknown))
      default: break
      }
    }
  }

  /// Kana said twice (きゃあきゃあ, ざあざあ: sounds and manners the dictionary may lack)
  /// as one piece of unknown text, rather than split into words that happen to fit.
  private mutating func addReduplication(at start: Int) {
    guard scripts[start] == .hiragana || scripts[start] == .katakana else { return }
    for length in 2...4 where start + 2 * length <= characters.count {
      guard (start..<start + length).allSatisfy({ scripts[$0] == scripts[start] || attaching[$0] }),
        characters[start..<start + length].elementsEqual(characters[start + length..<start + 2 * length]),
        start + 2 * length == characters.count || canStart[start + 2 * length]
      else { continue }
      add(Edge(start: start, end: start + 2 * length, cost: Self.reduplicationCost, role: .unknown, kind: .unknown))
    }
  }

  /// Adds `edge` (of the word `word`, for a word) unless an edge of the same start and role
  /// costs no more.
  private mutating func add(_ edge: Edge, word: Edge.Word? = nil) {
    guard canStart[edge.start], edge.end == characters.count || canStart[edge.end] else { return }
    let existing = self.edge(from: edge.start, to: edge.end, role: edge.role)
    if let existing, !(edge.cost < edges[existing].cost) { return }
    put(edge, word: word, in: existing)
  }

  /// Puts `edge` (of the word `word`, for a word) in the place of the edge `existing` (of its
  /// start, end and role), or adds it when there is none.
  private mutating func put(_ edge: Edge, word: Edge.Word?, in existing: Int?) {
    var edge = edge
    if let word {
      edge.word = words.count
      words.append(word)
    }
    if let existing {
      edges[existing] = edge
    } else {
      let index = edges.count
      edges.append(edge)
      nextEnding.append(-1)
      if lastEnding[edge.end] < 0 { firstEnding[edge.end] = index } else { nextEnding[lastEnding[edge.end]] = index }
      lastEnding[edge.end] = index
    }
  }

  /// The index of the edge from `start` to `end` of `role`, if there is one. The edges
  /// ending at a position are few: a scan finds it.
  private func edge(from start: Int, to end: Int, role: Role) -> Int? {
    var index = firstEnding[end]
    while index >= 0 {
      if edges[index].start == start && edges[index].role == role { return index }
      index = nextEnding[index]
    }
    return nil
  }

  // MARK: - The cheapest path

  /// The segments of the cheapest path from the first position to the last, unknown text
  /// next to unknown text of the same script joined.
  func cheapestPath() -> [Segment] {
    let count = characters.count
    let roles = Role.allCases.count
    // best[position * roles + role]: the cheapest cost of a path to `position` whose last
    // edge has `role`, and that edge's index in `edges`.
    var best = Array(repeating: Double.infinity, count: (count + 1) * roles)
    var back = Array(repeating: -1, count: (count + 1) * roles)
    best[Role.start.rawValue] = 0
    // Every edge weighs every role before it: the loop runs on the arrays' storage, with
    // the connections from a table.
    best.withUnsafeMutableBufferPointer { best in
      back.withUnsafeMutableBufferPointer { back in
        Self.connections.withUnsafeBufferPointer { connections in
          edges.withUnsafeBufferPointer { edges in
            for position in 1...max(1, count) where position <= count {
              var next = firstEnding[position]
              while next >= 0 {
                let edgeIndex = next
                let edge = edges[edgeIndex]
                next = nextEnding[edgeIndex]
                var cheapest = Double.infinity
                let from = edge.start * roles
                for role in 0..<roles {
                  let before = best[from + role]
                  guard before < .infinity else { continue }
                  cheapest = min(cheapest, before + connections[role * roles + edge.role.rawValue])
                }
                let total = cheapest + edge.cost
                let slot = position * roles + edge.role.rawValue
                if total < best[slot] {
                  best[slot] = total
                  back[slot] = edgeIndex
                }
              }
            }
          }
        }
      }
    }
    return path(best: best, back: back)
  }

  private func path(best: [Double], back: [Int]) -> [Segment] {
    let roles = Role.allCases.count
    var position = characters.count
    // The first role of the least cost (ties go to the earlier role, as `min` gives them).
    var role = Role.start
    var least = Double.infinity
    for candidate in Role.allCases {
      let cost = best[position * roles + candidate.rawValue] + Self.connection(candidate, .punctuation)
      if candidate == .start || cost < least {
        role = candidate
        least = cost
      }
    }
    var reversed: [Segment] = []
    while position > 0 {
      let edge = edges[back[position * roles + role.rawValue]]
      reversed.append(segment(edge))
      // The role before: whichever made this edge's cost (recomputed as above).
      let start = edge.start
      role = .start
      least = .infinity
      var found = false
      for candidate in Role.allCases where best[start * roles + candidate.rawValue] < .infinity {
        let cost = best[start * roles + candidate.rawValue] + Self.connection(candidate, edge.role)
        if !found || cost < least {
          role = candidate
          least = cost
          found = true
        }
      }
      position = start
    }
    return Self.joiningUnknownText(reversed.reversed())
  }

  private func segment(_ edge: Edge) -> Segment {
    let surface = text(edge.start, edge.end)
    guard edge.word >= 0 else { return Segment(surface: surface, kind: edge.kind) }
    let word = words[edge.word]
    return Segment(
      surface: surface, dictionaryForm: text(edge.start, word.formTextEnd) + word.formSuffix, reading: word.reading,
      entryID: word.id,
      inflections: word.reasons, kind: .word)
  }

  /// `segments` with unknown text next to unknown text of the same script as one segment.
  static func joiningUnknownText(_ segments: [Segment]) -> [Segment] {
    var joined: [Segment] = []
    for segment in segments {
      if segment.kind == .unknown, let last = joined.last, last.kind == .unknown,
        let a = last.surface.last, let b = segment.surface.first, Script(a) == Script(b)
      {
        joined[joined.count - 1].surface += segment.surface
      } else {
        joined.append(segment)
      }
    }
    return joined
  }
}
