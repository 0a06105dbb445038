/// Splits Japanese text into dictionary words, each with its dictionary form.
///
/// At each position the candidate words are the entries of a ``Lexicon`` that a start of the
/// text spells or reads, as it stands or once ``Deinflector`` has undone its inflections
/// (with the rows of ``SpokenForms`` too: stems before ながら, contractions of speech).
/// Competing splits are weighed by a small lattice — the cheapest path over the text's
/// positions, where a word costs less the more frequent it is, an inflection adds a little,
/// fewer and longer words win over many short ones, and neighbouring words agree (a counter
/// after a number, a stem before what a stem takes) — rather than by taking the longest
/// match from left to right.
///
/// Numbers in digits, spaces and punctuation, and text no entry covers (names, Latin
/// letters) come out as segments without an entry. The surfaces of the segments joined
/// give back the text exactly.
public struct Segmenter {
  /// The dictionary the words come from.
  public let lexicon: any Lexicon
  /// What segmenting worked out that holds for any text, kept from call to call (a reader
  /// splits a text a line at a time, and the same endings come back in every line).
  let memory = Memory()

  /// Creates a segmenter over `lexicon`.
  public init(lexicon: any Lexicon) {
    self.lexicon = lexicon
  }

  /// The longest word tried, in characters.
  static let longestWord = 24
  /// The longest run of kana deinflected as one ending, in characters.
  static let longestEnding = 10
  /// Text is weighed in pieces of about this many characters, split after punctuation, so
  /// that a long line without breaks is not held whole in one lattice.
  static let piece = 2_048

  /// The segments of `text`, in order.
  ///
  /// - Throws: what the lexicon throws (a dictionary that cannot be read).
  public func segments(of text: String) throws -> [Segment] {
    let original = Array(text)
    let characters = Self.widened(original)
    memory.forget()
    var segments: [Segment] = []
    // A word is two or three characters on average: grown piece by piece, a long text's
    // segments were copied at every piece.
    segments.reserveCapacity(characters.count / 2)
    var start = 0
    while start < characters.count {
      let end = Self.pieceEnd(characters, from: start)
      segments += try segmentsOfPiece(characters[start..<end])
      start = end
    }
    return characters == original ? segments : Self.surfaces(of: segments, in: original)
  }

  /// `characters` with each run of ASCII letters that touches kana or kanji in full width, as
  /// JMdict writes them inside a word (Ｔシャツ, Ｘ線, ＯＫ): `Tシャツを` finds the shirt. A run
  /// among Latin text alone (`Swift`) is left as it is, and so are digits, which the
  /// segmenter reads as numbers before a counter (`1人` is 1 and the counter 人).
  static func widened(_ characters: [Character]) -> [Character] {
    func isLatinLetter(_ character: Character) -> Bool {
      character.isASCII && character.isLetter
    }
    func isJapanese(_ index: Int) -> Bool {
      guard characters.indices.contains(index) else { return false }
      let script = Script(characters[index])
      return script == .hiragana || script == .katakana || script == .kanji
    }
    var result = characters
    var start = 0
    while start < characters.count {
      guard isLatinLetter(characters[start]) else {
        start += 1
        continue
      }
      var end = start
      while end < characters.count, isLatinLetter(characters[end]) { end += 1 }
      if isJapanese(start - 1) || isJapanese(end) {
        for index in start..<end {
          if let scalar = characters[index].unicodeScalars.first, let wide = FullWidth.of(scalar) {
            result[index] = Character(wide)
          }
        }
      }
      start = end
    }
    return result
  }

  /// `segments` of the widened text with their surfaces as `original` has them: the
  /// surfaces joined give back the text exactly.
  static func surfaces(of segments: [Segment], in original: [Character]) -> [Segment] {
    var offset = 0
    return segments.map { segment in
      var restored = segment
      let count = segment.surface.count
      restored.surface = String(original[offset..<min(offset + count, original.count)])
      offset += count
      return restored
    }
  }

  /// What segmentations work out once and use again from piece to piece and from text to
  /// text: all of it depends on the lexicon and the rules alone. A copy of a segmenter
  /// shares it; a segmenter is used on one thread at a time.
  final class Memory {
    /// Each kana ending's candidates, by the ending's UTF-8.
    private var deinflections: [ArraySlice<UInt8>: [Ending]] = [:]
    /// What each key of the lexicon met is as a word, by ``Proposal/key``.
    private var words: [UInt64: KeyWords] = [:]
    /// Each entry's traits, by its identifier.
    private var traits: [Int: EntryTraits] = [:]
    /// The lexicon's keys by their first two scalars (``KeyStart/packed``).
    private var keys: [UInt64: LexiconKeys] = [:]
    /// Whether a form is an irregular word's, by the codes, the dictionary form, the text
    /// and the reasons as UTF-8 (hashing bytes, not strings Swift would normalize): the kana
    /// endings くない, くて meet 来る's くる after every i-adjective.
    private var irregularForms: [[UInt8]: Bool] = [:]

    /// Whether a word of the irregular codes `codes` takes `candidate`'s text as the form its
    /// reasons say (``Deinflector/tableGives(_:code:)``), worked out once per form.
    func isForm(_ candidate: Deinflector.Candidate, codes: [String]) -> Bool {
      var key: [UInt8] = []
      for part in codes + [candidate.text, candidate.form] + candidate.reasons {
        key += part.utf8
        key.append(0)
      }
      if let known = irregularForms[key] { return known }
      let found = codes.contains { Deinflector.tableGives(candidate, code: $0) }
      irregularForms[key] = found
      return found
    }

    /// How many endings, keys and entries are kept before they are forgotten (a long text
    /// meets new ones all along).
    static let limit = 100_000

    /// Forgets endings, keys and entries once there are more than ``limit`` of a kind.
    func forget() {
      if deinflections.count > Self.limit { deinflections = [:] }
      if words.count > Self.limit { words = [:] }
      if traits.count > Self.limit { traits = [:] }
      if keys.count > Self.limit { keys = [:] }
      if irregularForms.count > Self.limit { irregularForms = [:] }
    }

    /// What the form of each of `proposals` (of `lattice`'s text) is as a word, in their
    /// order; the forms not met before are looked up in `lexicon` together, by where they
    /// were found in its keys.
    func words(of proposals: [Proposal], in lattice: Lattice, lexicon: any Lexicon) throws -> [KeyWords] {
      var answer = proposals.map { words[$0.key.name] }
      var missing: [UInt64: Int] = [:]
      var forms: [LexiconForm] = []
      for (index, proposal) in proposals.enumerated() where answer[index] == nil && missing[proposal.key.name] == nil {
        missing[proposal.key.name] = forms.count
        forms.append(
          LexiconForm(
            text: proposal.form(in: lattice), source: Int(proposal.key.source), index: Int(proposal.key.index)))
      }
      guard !forms.isEmpty else { return answer.map { $0 ?? KeyWords(entries: [], form: "") } }
      let found = try lexicon.entries(of: forms)
      var made: [KeyWords] = []
      made.reserveCapacity(forms.count)
      for (form, entries) in zip(forms, found) {
        made.append(KeyWords(entries: entries.map { ($0, traits(of: $0)) }, form: form.text))
      }
      for (name, index) in missing { words[name] = made[index] }
      for index in answer.indices where answer[index] == nil {
        answer[index] = missing[proposals[index].key.name].map { made[$0] }
      }
      return answer.map { $0 ?? KeyWords(entries: [], form: "") }
    }

    private func traits(of entry: LexiconEntry) -> EntryTraits {
      if let known = traits[entry.id] { return known }
      // Entries of the same parts of speech have the same traits: most are a noun or two.
      let kind = EntryKind(partsOfSpeech: entry.partsOfSpeech, isUsuallyKana: entry.isUsuallyKana)
      let made = traitsByKind[kind] ?? EntryTraits(entry)
      traitsByKind[kind] = made
      traits[entry.id] = made
      return made
    }

    /// What an entry's traits are made from.
    private struct EntryKind: Hashable {
      var partsOfSpeech: [String]
      var isUsuallyKana: Bool
    }

    /// The traits of each kind of entry met.
    private var traitsByKind: [EntryKind: EntryTraits] = [:]

    /// The candidates of the kana ending whose UTF-8 is `tail` (not `tail` itself), with the
    /// keys of `lexicon` their own characters make.
    func deinflections(of tail: ArraySlice<UInt8>, in lexicon: any Lexicon) throws -> [Ending] {
      if let known = deinflections[tail] { return known }
      let text = String(decoding: tail, as: UTF8.self)
      var made = SpokenForms.compiled.candidates(of: text).dropFirst().map { Ending($0, of: text) }
      for index in made.indices where made[index].length - made[index].shared >= 2 {
        let ending = made[index]
        let own = ending.bytes[ending.offsets[ending.shared]...]
        guard let start = KeyStart(of: own) else { continue }
        let keys = try keys(startingWith: start, in: lexicon)
        let found = keys.narrowing(keys.all, by: own)
        if keys.isKey(found) { made[index].ownKey = Segmenter.key(start, found, keys) }
      }
      deinflections[tail] = made
      return made
    }

    /// Asks `lexicon` at once for the keys of those of `starts` not yet known.
    func readKeys(startingWith starts: [KeyStart], in lexicon: any Lexicon) throws {
      var missing: [KeyStart] = []
      var seen: Set<UInt64> = []
      for start in starts where keys[start.packed] == nil && seen.insert(start.packed).inserted {
        missing.append(start)
      }
      guard !missing.isEmpty else { return }
      for (start, read) in zip(missing, try lexicon.keys(startingWith: missing)) { keys[start.packed] = read }
    }

    /// The keys of `lexicon` of `start`.
    func keys(startingWith start: KeyStart, in lexicon: any Lexicon) throws -> LexiconKeys {
      if let known = keys[start.packed] { return known }
      let read = try lexicon.keys(startingWith: start)
      keys[start.packed] = read
      return read
    }
  }

  /// Where the piece that starts at `start` ends: after the last punctuation or space
  /// within ``piece`` characters, else at ``piece`` characters.
  static func pieceEnd(_ characters: [Character], from start: Int) -> Int {
    let limit = start + piece
    guard limit < characters.count else { return characters.count }
    var end = limit
    while end > start + piece / 2 {
      if !Script(characters[end - 1]).isWordLike { return end }
      end -= 1
    }
    return limit
  }

  /// A form of the lexicon as a word: its entries, each with its traits.
  struct KeyWords {
    var entries: [(entry: LexiconEntry, traits: EntryTraits)]
    /// What each entry costs more or less than its rank says, in their order
    /// (``Segmenter/homographCosts(of:form:)``).
    var homographCosts: [Double]
    /// Whether the form is one that follows a verb's stem (``Lattice/stemTaking``).
    var isStemTaking: Bool
    /// Whether an entry is a verb or an adjective.
    var isVerbOrAdjective: Bool

    init(entries: [(entry: LexiconEntry, traits: EntryTraits)], form: String) {
      self.entries = entries
      isStemTaking = !entries.isEmpty && Lattice.stemTaking.contains(form)
      isVerbOrAdjective = entries.contains { $0.traits.isVerbOrAdjective }
      homographCosts = Segmenter.homographCosts(of: entries.map(\.entry), form: form)
    }
  }

  /// A span of text that an inflected verb or adjective covers, with the inflections undone
  /// to reach it.
  private struct Lexicalized: Hashable {
    var span: Int
    var reasons: ArraySlice<String>
  }

  /// Whether the word reached by undoing `reasons` over `span` is a form of another word than
  /// one the text is as written (`lexicalized`) or on the way (`onTheWay`).
  private func isDerived(
    _ span: Int, _ reasons: [String], _ lexicalized: Set<Int>, _ onTheWay: Set<Lexicalized>
  ) -> Bool {
    if lexicalized.contains(span) { return true }
    guard reasons.count > 1, !onTheWay.isEmpty else { return false }
    return (1..<reasons.count).contains { onTheWay.contains(Lexicalized(span: span, reasons: reasons[..<$0])) }
  }

  private func segmentsOfPiece(_ piece: ArraySlice<Character>) throws -> [Segment] {
    let characters = Array(piece)
    var lattice = Lattice(characters: characters)
    let proposals = try proposals(in: lattice)
    let words = try memory.words(of: proposals, in: lattice, lexicon: lexicon)
    // Spans that are, as written, a verb or an adjective (言える, 分かれる, ない): there that
    // word is meant rather than a form of another (言う's potential, ある's negative). So too a
    // verb met on the way (生れた is 生れる's past before it is the past of 生る's potential).
    var lexicalized: Set<Int> = []
    var lexicalizedOnTheWay: Set<Lexicalized> = []
    for (proposal, words) in zip(proposals, words) where words.isVerbOrAdjective {
      let span = proposal.start * (characters.count + 1) + proposal.end
      if let reasons = proposal.reasons {
        lexicalizedOnTheWay.insert(Lexicalized(span: span, reasons: reasons[...]))
      } else {
        lexicalized.insert(span)
      }
    }
    for (proposal, words) in zip(proposals, words) {
      let span = proposal.start * (characters.count + 1) + proposal.end
      let derived = proposal.reasons.map { isDerived(span, $0, lexicalized, lexicalizedOnTheWay) } ?? false
      for ((entry, traits), homographCost) in zip(words.entries, words.homographCosts)
      where proposal.fits(traits) && isForm(proposal, lattice, of: traits) {
        lattice.addWord(
          proposal, entry, traits, isStemTaking: words.isStemTaking, besideAWordAsWritten: derived,
          homographCost: homographCost)
      }
    }
    lattice.addOtherText()
    return lattice.cheapestPath()
  }

  /// Whether an entry of `traits` of an irregular class takes `proposal`'s text as the form
  /// its candidate says (the general rows read はまった|くない's くない as 来る's negative,
  /// whose own row gives こない); any other entry, and the text as it stands, always.
  private func isForm(_ proposal: Proposal, _ lattice: Lattice, of traits: EntryTraits) -> Bool {
    guard !traits.irregularCodes.isEmpty, let reasons = proposal.reasons else { return true }
    var candidate = Deinflector.Candidate(
      text: proposal.form(in: lattice), classes: Deinflector.classes(ofPartsOfSpeech: traits.irregularCodes),
      reasons: reasons)
    candidate.form = lattice.text(proposal.start, proposal.end)
    return memory.isForm(candidate, codes: traits.irregularCodes)
  }
}
