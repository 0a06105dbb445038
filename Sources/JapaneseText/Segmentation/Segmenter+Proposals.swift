extension Segmenter {
  /// A word the text may hold: characters `start..<end` as the dictionary form `form`.
  struct Proposal {
    var start: Int
    var end: Int
    var form: String
    /// The inflections undone and the word classes they need; nil for the text as it stands.
    var candidate: Deinflector.Candidate?

    /// Whether an entry of `traits` can be this word: any entry for the text as it stands,
    /// an entry of a fitting class for an inflected form.
    func fits(_ traits: EntryTraits) -> Bool {
      guard let classes = candidate?.classes, !classes.isEmpty else { return true }
      return !classes.isDisjoint(with: traits.classes)
    }
  }

  /// Every word the lattice's text may hold: each start of the text that spells or reads an
  /// entry as it stands, and each that does once deinflected.
  func proposals(in lattice: Lattice, _ memory: inout Memory) throws -> [Proposal] {
    let characters = lattice.characters
    let scripts = lattice.scripts
    let count = characters.count
    // reach[i]: the end of the longest text from i that begins some spelling or reading.
    var reach = Array(0...count)
    var proposals: [Proposal] = []
    for start in 0..<count where scripts[start].isWordLike {
      if scripts[start].keepsRunsWhole, start > 0, scripts[start - 1] == scripts[start] { continue }
      let end = min(count, start + Self.longestWord)
      let length = try lexicon.longestPrefix(of: Substring(String(characters[start..<end])))
      reach[start] = start + length
      var text = ""
      for end in start..<reach[start] {
        text.append(characters[end])
        let stop = end + 1
        if scripts[end].keepsRunsWhole, stop < count, scripts[stop] == scripts[end] { continue }
        proposals.append(Proposal(start: start, end: stop, form: text, candidate: nil))
        proposals += Self.addedEndingStems(of: text, start: start, end: stop, last: scripts[end])
      }
    }
    proposals += deinflectedProposals(lattice, reach: reach, &memory)
    return proposals
  }

  /// The stems that add an ending to become a dictionary form: an ichidan verb's (食べ →
  /// 食べる, 見 → 見る) and an i-adjective's (重 → 重い, before すぎる or そう).
  static func addedEndingStems(of text: String, start: Int, end: Int, last: Script) -> [Proposal] {
    guard last == .kanji || last == .hiragana else { return [] }
    return [
      Proposal(
        start: start, end: end, form: text + "る",
        candidate: Deinflector.Candidate(text: text + "る", classes: ["v1"], reasons: ["stem"])),
      Proposal(
        start: start, end: end, form: text + "い",
        candidate: Deinflector.Candidate(text: text + "い", classes: ["adj-i"], reasons: ["stem"])),
    ]
  }

  /// Inflected words: for each end of text in hiragana, the kana run before it (its last
  /// ``longestEnding`` characters) deinflected once, and each candidate tried from every
  /// start that keeps a stem (書 + いた → 書く; 勉強 + した → 勉強する → 勉強; わかった → わかる).
  private func deinflectedProposals(_ lattice: Lattice, reach: [Int], _ memory: inout Memory) -> [Proposal] {
    let characters = lattice.characters
    let scripts = lattice.scripts
    var proposals: [Proposal] = []
    var runStart = 0
    for end in 1...max(1, characters.count) where end <= characters.count {
      if scripts[end - 1] != .hiragana {
        runStart = end
        continue
      }
      let tailStart = max(runStart, end - Self.longestEnding)
      let tail = String(characters[tailStart..<end])
      let candidates =
        memory.deinflections[tail]
        ?? {
          let found = Deinflector.candidates(
            of: tail, rules: SpokenForms.rulesByLastCharacter, allowingEmptyStem: true
          ).dropFirst().map { ($0, Self.sharedPrefixLength(tail, $0.text)) }
          memory.deinflections[tail] = found
          return found
        }()
      for (candidate, shared) in candidates {
        // Starts inside the kana run: the stem is what the candidate keeps of it.
        if shared > 0 || candidate.text.count >= 2 {
          for offset in 0...shared {
            let remaining = candidate.text.count - offset
            guard offset < shared || remaining >= 2, remaining > 0 else { continue }
            let start = tailStart + offset
            guard offset == 0 || reach[start] > start else { continue }
            proposals.append(
              Proposal(start: start, end: end, form: String(candidate.text.dropFirst(offset)), candidate: candidate))
          }
        }
        // Starts before it: the stem runs back into the kanji (or kana) before the run.
        var prefix = ""
        var start = tailStart
        while start > max(0, tailStart - 8) {
          start -= 1
          guard scripts[start].isWordLike else { break }
          prefix = String(characters[start]) + prefix
          guard reach[start] >= tailStart else { continue }
          proposals.append(Proposal(start: start, end: end, form: prefix + candidate.text, candidate: candidate))
        }
      }
    }
    return proposals
  }

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
