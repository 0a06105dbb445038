/// The JSON layout of ``BundledDataset``.
struct DatasetFile: Decodable {
  var format: Int
  var kanjidic2: String
  var edict: String
  var variants: [[String]]
  var kanji: [DatasetKanjiEntry]
  var words: [DatasetWordEntry]
}

/// A kanji as a JSON array:
/// `[literal, grade, strokes, frequency, jlpt, radical, [on], [kun], [meanings], [word ids],
/// formerJLPT, [nanori], [variants]]`, where `jlpt` is the N-level (5 for N5) and
/// `formerJLPT` KANJIDIC2's pre-2010 level. The last three were added later: in a file
/// without them, `jlpt` is the pre-2010 level, and there are no nanori or variants.
struct DatasetKanjiEntry: Codable {
  var kanji: Kanji
  var words: [Int]

  init(_ kanji: Kanji, words: [Int]) {
    self.kanji = kanji
    self.words = words
  }

  init(from decoder: Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let literal = try container.decode(String.self)
    let grade = try container.decodeIfPresent(Int.self)
    let strokes = try container.decode(Int.self)
    let frequency = try container.decodeIfPresent(Int.self)
    let jlpt = try container.decodeIfPresent(Int.self)
    let radical = try container.decode(Int.self)
    kanji = Kanji(
      literal: literal, grade: grade, strokes: strokes, frequency: frequency, jlpt: jlpt, radical: radical,
      onReadings: try container.decode([String].self), kunReadings: try container.decode([String].self),
      meanings: try container.decode([String].self))
    words = try container.decode([Int].self)
    guard !container.isAtEnd else {
      // A file from before the N-levels: its JLPT is KANJIDIC2's pre-2010 level.
      kanji.formerJLPT = kanji.jlpt
      kanji.jlpt = nil
      return
    }
    kanji.formerJLPT = try container.decodeIfPresent(Int.self)
    if !container.isAtEnd { kanji.nanori = try container.decode([String].self) }
    if !container.isAtEnd { kanji.variants = try container.decode([String].self) }
  }

  func encode(to encoder: Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(kanji.literal)
    try container.encode(kanji.grade)
    try container.encode(kanji.strokes)
    try container.encode(kanji.frequency)
    try container.encode(kanji.jlpt)
    try container.encode(kanji.radical)
    try container.encode(kanji.onReadings)
    try container.encode(kanji.kunReadings)
    try container.encode(kanji.meanings)
    try container.encode(words)
    try container.encode(kanji.formerJLPT)
    try container.encode(kanji.nanori)
    try container.encode(kanji.variants)
  }
}

/// A word as a JSON array: `[id, common, [forms], [readings], "kanji", senses…]`, each sense
/// `["pos,pos", "tag,tag", gloss, gloss…]`; `kanji` lists the word's dictionary kanji in order.
struct DatasetWordEntry: Codable {
  var word: Word
  var kanji: String

  init(_ word: Word, kanji: String) {
    self.word = word
    self.kanji = kanji
  }

  static func kanji(of word: Word, in literals: Set<String>, variants: [String: String]) -> [String] {
    // Compared as scalars: Swift's String equality would merge compatibility ideographs.
    var seen: [Unicode.Scalar] = []
    for scalar in word.forms.joined().unicodeScalars {
      let character = String(scalar)
      guard
        let literal = literals.contains(character)
          ? character : variants[character].flatMap({ literals.contains($0) ? $0 : nil }),
        let literalScalar = literal.unicodeScalars.first
      else { continue }
      if !seen.contains(literalScalar) { seen.append(literalScalar) }
    }
    return seen.map(String.init)
  }

  init(from decoder: Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let id = try container.decode(Int.self)
    let common = try container.decode(Int.self) != 0
    let forms = try container.decode([String].self)
    let readings = try container.decode([String].self)
    kanji = try container.decode(String.self)
    var senses: [Sense] = []
    while !container.isAtEnd {
      var parts = try container.decode([String].self)
      guard parts.count >= 2 else { continue }
      let pos = parts.removeFirst()
      let tags = parts.removeFirst()
      senses.append(
        Sense(
          partsOfSpeech: pos.split(separator: ",").map(String.init),
          tags: tags.split(separator: ",").map(String.init), glosses: parts))
    }
    word = Word(id: id, forms: forms, readings: readings, senses: senses, isCommon: common)
  }

  func encode(to encoder: Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(word.id)
    try container.encode(word.isCommon ? 1 : 0)
    try container.encode(word.forms)
    try container.encode(word.readings)
    try container.encode(kanji)
    for sense in word.senses {
      try container.encode(
        [sense.partsOfSpeech.joined(separator: ","), sense.tags.joined(separator: ",")] + sense.glosses)
    }
  }
}
