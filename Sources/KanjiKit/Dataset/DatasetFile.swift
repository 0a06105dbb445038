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

/// A word as a JSON array: `[id, common, entry, [spellings], [readings], "kanji", senses…]`:
/// `entry` is JMdict's entry number or null; a spelling is `[text, "tag,tag", common]`, a
/// reading `[text, "tag,tag", common, nokanji, [spellings it goes with]]`; a sense is
/// `["pos,pos", "usage,usage", "field,field", "dialect,dialect", [glosses], [notes],
/// [only spellings], [only readings], [see also], [antonyms]]`, trailing empty lists left out.
/// `kanji` lists the word's dictionary kanji in order.
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

  private static func codes(_ text: String) -> [String] { text.split(separator: ",").map(String.init) }

  init(from decoder: Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let id = try container.decode(Int.self)
    let common = try container.decode(Int.self) != 0
    let entry = try container.decodeIfPresent(Int.self)
    var spellings: [Spelling] = []
    var spellingList = try container.nestedUnkeyedContainer()
    while !spellingList.isAtEnd {
      var item = try spellingList.nestedUnkeyedContainer()
      spellings.append(
        Spelling(
          try item.decode(String.self), tags: Self.codes(try item.decode(String.self)),
          isCommon: try item.decode(Int.self) != 0))
    }
    var kana: [Reading] = []
    var readingList = try container.nestedUnkeyedContainer()
    while !readingList.isAtEnd {
      var item = try readingList.nestedUnkeyedContainer()
      kana.append(
        Reading(
          try item.decode(String.self), tags: Self.codes(try item.decode(String.self)),
          isCommon: try item.decode(Int.self) != 0, noKanji: try item.decode(Int.self) != 0,
          spellings: try item.decode([String].self)))
    }
    kanji = try container.decode(String.self)
    var senses: [Sense] = []
    while !container.isAtEnd {
      var item = try container.nestedUnkeyedContainer()
      var sense = Sense(
        partsOfSpeech: Self.codes(try item.decode(String.self)), tags: Self.codes(try item.decode(String.self)),
        fields: Self.codes(try item.decode(String.self)), dialects: Self.codes(try item.decode(String.self)),
        glosses: try item.decode([String].self))
      var lists: [[String]] = []
      while !item.isAtEnd { lists.append(try item.decode([String].self)) }
      lists += Array(repeating: [], count: max(0, 5 - lists.count))
      sense.notes = lists[0]
      sense.onlySpellings = lists[1]
      sense.onlyReadings = lists[2]
      sense.seeAlso = lists[3]
      sense.antonyms = lists[4]
      senses.append(sense)
    }
    word = Word(id: id, entryID: entry, spellings: spellings, kana: kana, senses: senses, isCommon: common)
  }

  func encode(to encoder: Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(word.id)
    try container.encode(word.isCommon ? 1 : 0)
    try container.encode(word.entryID)
    var spellingList = container.nestedUnkeyedContainer()
    for spelling in word.spellings {
      var item = spellingList.nestedUnkeyedContainer()
      try item.encode(spelling.text)
      try item.encode(spelling.tags.joined(separator: ","))
      try item.encode(spelling.isCommon ? 1 : 0)
    }
    var readingList = container.nestedUnkeyedContainer()
    for reading in word.kana {
      var item = readingList.nestedUnkeyedContainer()
      try item.encode(reading.text)
      try item.encode(reading.tags.joined(separator: ","))
      try item.encode(reading.isCommon ? 1 : 0)
      try item.encode(reading.noKanji ? 1 : 0)
      try item.encode(reading.spellings)
    }
    try container.encode(kanji)
    for sense in word.senses {
      var item = container.nestedUnkeyedContainer()
      for codes in [sense.partsOfSpeech, sense.tags, sense.fields, sense.dialects] {
        try item.encode(codes.joined(separator: ","))
      }
      try item.encode(sense.glosses)
      var lists = [sense.notes, sense.onlySpellings, sense.onlyReadings, sense.seeAlso, sense.antonyms]
      while lists.last?.isEmpty == true { lists.removeLast() }
      for list in lists { try item.encode(list) }
    }
  }
}
