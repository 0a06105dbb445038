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
    let characters = Array(text)
    var memory = Memory()
    var segments: [Segment] = []
    var start = 0
    while start < characters.count {
      let end = Self.pieceEnd(characters, from: start)
      segments += try segmentsOfPiece(characters[start..<end], &memory)
      start = end
    }
    return segments
  }

  /// What one segmentation works out once and uses again from piece to piece.
  struct Memory {
    /// Each kana ending's candidates, with how many characters each keeps of the ending.
    var deinflections: [String: [(candidate: Deinflector.Candidate, shared: Int)]] = [:]
    /// Each entry's traits, by its identifier.
    var traits: [Int: EntryTraits] = [:]

    mutating func traits(of entry: LexiconEntry) -> EntryTraits {
      if let known = traits[entry.id] { return known }
      let made = EntryTraits(entry)
      traits[entry.id] = made
      return made
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

  private func segmentsOfPiece(_ piece: ArraySlice<Character>, _ memory: inout Memory) throws -> [Segment] {
    let characters = Array(piece)
    var lattice = Lattice(characters: characters)
    let proposals = try proposals(in: lattice, &memory)
    let found = try lexicon.entries(exactly: Set(proposals.map(\.form)))
    // Spans that are, as written, a verb or an adjective (言える, 分かれる, ない): there
    // that word is meant rather than a form of another (言う's potential, ある's negative).
    var lexicalized: Set<Int> = []
    for proposal in proposals where proposal.candidate == nil {
      for entry in found[proposal.form] ?? [] where memory.traits(of: entry).isVerbOrAdjective {
        lexicalized.insert(proposal.start * (characters.count + 1) + proposal.end)
      }
    }
    for proposal in proposals {
      guard let entries = found[proposal.form] else { continue }
      let span = proposal.start * (characters.count + 1) + proposal.end
      let derived = proposal.candidate != nil && lexicalized.contains(span)
      for entry in entries {
        let traits = memory.traits(of: entry)
        guard proposal.fits(traits) else { continue }
        lattice.addWord(proposal, entry, traits, besideAWordAsWritten: derived)
      }
    }
    lattice.addOtherText()
    return lattice.cheapestPath()
  }
}
