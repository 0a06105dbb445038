import KanjiKit

/// The JSON `kanji lookup --json` prints: one object a query, with names kept stable (the
/// manual page lists them).
struct LookupJSON: Encodable {
  var query: String
  /// `search` for a word looked up, `sentence` for text split into its words.
  var kind: String
  var matches: [Match]

  /// One word found: a search's match, or one piece of a sentence.
  struct Match: Encodable {
    var surface: String
    var dictionaryForm: String?
    var reading: String?
    var inflection: String?
    var note: String?
    var entry: Entry?

    enum CodingKeys: String, CodingKey {
      case surface, reading, inflection, note, entry
      case dictionaryForm = "dictionary_form"
    }
  }

  /// Every field of a dictionary entry.
  struct Entry: Encodable {
    var id: Int
    var entryID: Int?
    var common: Bool
    var spellings: [Written]
    var readings: [Kana]
    var senses: [Meaning]

    enum CodingKeys: String, CodingKey {
      case id, common, spellings, readings, senses
      case entryID = "entry_id"
    }

    init(_ word: Word) {
      id = word.id
      entryID = word.entryID
      common = word.isCommon
      spellings = word.spellings.map { Written(text: $0.text, tags: $0.tags, common: $0.isCommon) }
      readings = word.kana.map {
        Kana(text: $0.text, tags: $0.tags, common: $0.isCommon, noKanji: $0.noKanji, spellings: $0.spellings)
      }
      senses = word.senses.map {
        Meaning(
          partsOfSpeech: $0.partsOfSpeech, glosses: $0.glosses, tags: $0.tags, fields: $0.fields,
          dialects: $0.dialects, notes: $0.notes, onlySpellings: $0.onlySpellings, onlyReadings: $0.onlyReadings,
          seeAlso: $0.seeAlso, antonyms: $0.antonyms)
      }
    }
  }

  struct Written: Encodable {
    var text: String
    var tags: [String]
    var common: Bool
  }

  struct Kana: Encodable {
    var text: String
    var tags: [String]
    var common: Bool
    var noKanji: Bool
    var spellings: [String]

    enum CodingKeys: String, CodingKey {
      case text, tags, common, spellings
      case noKanji = "no_kanji"
    }
  }

  struct Meaning: Encodable {
    var partsOfSpeech: [String]
    var glosses: [String]
    var tags: [String]
    var fields: [String]
    var dialects: [String]
    var notes: [String]
    var onlySpellings: [String]
    var onlyReadings: [String]
    var seeAlso: [String]
    var antonyms: [String]

    enum CodingKeys: String, CodingKey {
      case glosses, tags, fields, dialects, notes, antonyms
      case partsOfSpeech = "parts_of_speech"
      case onlySpellings = "only_spellings"
      case onlyReadings = "only_readings"
      case seeAlso = "see_also"
    }
  }
}
