import GRDB
import JapaneseText

extension DictionaryStore {
  /// The most suggestions offered when nothing matches.
  static let suggestionLimit = 3

  /// The words one edit (a letter or kana left out, added, changed or two swapped) from
  /// `query`, most frequent first: `shinbunn` → 新聞, `watre` → 水.
  static func suggestions(for query: SearchQuery, _ db: Database) throws -> [WordSummary] {
    var ranks: [Int64] = []
    if let english = query.english {
      let letters = Array(english.lowercased().filter { $0.isLetter || $0 == " " || $0 == "'" })
      // Up to 14 letters, for the same reason as kana below: the edits of a longer text cost.
      guard (1...14).contains(letters.count) else { return [] }
      let variants = Array(Set(edits(of: letters, alphabet: Array("abcdefghijklmnopqrstuvwxyz")).map { String($0) }))
      var keys: Set<String> = []
      for variant in variants {
        if let conversion = Romaji.kana(from: variant), conversion.isComplete {
          keys.insert(Kana.looseKey(conversion.kana))
        }
      }
      ranks += try best(db, "SELECT word FROM word_gloss WHERE key IN (%@) AND sense = 0", variants)
      ranks += try loose(Array(keys), db)
    } else if let kana = query.kana {
      let alphabet = (0x3041...0x3093).compactMap { Unicode.Scalar($0).map(Character.init) } + ["ー"]
      let scalars = Array(kana)
      // Up to 12 kana: a longer query is a phrase, not a misspelt word, and its edits cost.
      guard (1...12).contains(scalars.count) else { return [] }
      let variants = Set(edits(of: scalars, alphabet: alphabet).map { Kana.looseKey(String($0)) })
      ranks += try loose(Array(variants), db)
    } else if let written = query.written {
      let characters = Array(written)
      guard (2...16).contains(characters.count) else { return [] }
      let variants = Set(edits(of: characters, alphabet: []).map { String($0) })
      ranks += try best(db, "SELECT word FROM word_form WHERE text IN (%@)", Array(variants))
    }
    let kept = Array(Set(ranks)).sorted().prefix(suggestionLimit)
    let byRank = try summaries(Array(kept), db)
    return kept.compactMap { byRank[$0] }
  }

  /// The best few words with one of the loose reading keys `keys`.
  private static func loose(_ keys: [String], _ db: Database) throws -> [Int64] {
    try best(db, "SELECT word FROM word_loose WHERE key IN (%@)", keys)
  }

  /// The best few words of `sql` (with `%@` for the list of `values`), by rank.
  private static func best(_ db: Database, _ sql: String, _ values: [String]) throws -> [Int64] {
    guard !values.isEmpty else { return [] }
    let list = placeholders(values.count)
    return try Int64.fetchAll(
      db, sql: sql.replacingOccurrences(of: "%@", with: list) + " ORDER BY word LIMIT \(suggestionLimit)",
      arguments: StatementArguments(values))
  }

  /// Every sequence one edit from `text`: deletions, swaps of neighbours, and replacements
  /// and insertions drawn from `alphabet`.
  static func edits(of text: [Character], alphabet: [Character]) -> [[Character]] {
    var results: [[Character]] = []
    for index in text.indices {
      var deleted = text
      deleted.remove(at: index)
      if !deleted.isEmpty { results.append(deleted) }
      if index + 1 < text.count {
        var swapped = text
        swapped.swapAt(index, index + 1)
        results.append(swapped)
      }
      for letter in alphabet where letter != text[index] {
        var replaced = text
        replaced[index] = letter
        results.append(replaced)
      }
    }
    for index in 0...text.count {
      for letter in alphabet {
        var inserted = text
        inserted.insert(letter, at: index)
        results.append(inserted)
      }
    }
    return results
  }
}
