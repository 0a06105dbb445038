import ArgumentParser
import Foundation
import JapaneseText
import KanjiKit

/// `kanji lookup QUERY…`: the search's best matches, or a sentence's words, printed.
struct LookupCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lookup",
    abstract: "Print the dictionary's best matches for a word, or the words of a sentence.",
    discussion: """
      QUERY is searched as the Words tab searches it (romaji, kana, kanji or English, \
      inflected forms too); the best matches are printed with their readings, how the query \
      was inflected and their first senses. Japanese text that is several words (a sentence) \
      prints each of its words instead. With - the queries are read from standard input, one \
      a line. --json prints one JSON object a query (see kanji(1) for its fields).

      Exit status: 0 when every query matched; 1 when one matched nothing (said on standard \
      error) or the dictionary or input cannot be read; 2 on wrong usage.
      """)

  @Argument(help: ArgumentHelp("Words to look up, or - to read queries from standard input.", valueName: "query"))
  var query: [String] = []

  @Option(help: ArgumentHelp("How many matches to print for a word.", valueName: "n"))
  var limit = 5

  @Flag(help: "Print JSON, one object a query, with every field of each entry.")
  var json = false

  @OptionGroup var data: DataOptions

  func validate() throws {
    guard !query.isEmpty else { throw ValidationError("say what to look up: kanji lookup QUERY… or kanji lookup -") }
    guard limit >= 1 else { throw ValidationError("--limit must be at least 1") }
  }

  func run() throws {
    let queries =
      query == ["-"]
      ? TextInput.lines(try TextInput.text(at: "-")).map(String.init) : [query.joined(separator: " ")]
    let lookup = WordLookup(store: try data.openDictionary(), limit: limit)
    var unmatched = 0
    var output = ""
    for (index, text) in queries.enumerated() {
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty else { continue }
      let result: LookupJSON
      do {
        result = try lookup.look(up: trimmed)
      } catch {
        throw CommandFailure(message: "cannot read the dictionary: \(error)", status: 1)
      }
      if result.matches.allSatisfy({ $0.entry == nil }) {
        unmatched += 1
        StandardStream.writeMessage("kanji: nothing matches \"\(trimmed)\"\n")
        continue
      }
      if json {
        output += try Self.jsonLine(result) + "\n"
      } else {
        if index > 0 && !output.isEmpty { output += "\n" }
        output += Self.text(result)
      }
      try StandardStream.writeOutput(output)
      output = ""
    }
    if unmatched > 0 { throw ExitCode(1) }
  }

  static func jsonLine(_ result: LookupJSON) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(result), as: UTF8.self)
  }

  /// The matches as text: a line for each word (its form, reading and note, and what the
  /// sentence had when that differs), then its first senses numbered
  /// (``shownSenses(_:of:)``).
  static func text(_ result: LookupJSON) -> String {
    var text = ""
    for match in result.matches {
      guard let entry = match.entry else {
        text += "\(match.surface)  (not in the dictionary)\n"
        continue
      }
      var head: [String] = []
      if result.kind == "sentence", match.surface != match.dictionaryForm { head.append("\(match.surface) →") }
      head.append(match.dictionaryForm ?? match.surface)
      if let reading = match.reading, reading != match.dictionaryForm { head.append(reading) }
      if let note = match.note { head.append("(\(note))") }
      text += head.joined(separator: "  ") + "\n"
      for (number, sense) in shownSenses(entry, of: match.dictionaryForm) {
        text += "    \(number). \(sense.glosses.joined(separator: "; "))\n"
      }
    }
    return text
  }

  /// The three senses a match shows, numbered as in the entry: its first, but for a spelling
  /// that is not the entry's first, the senses JMdict gives for it alone come first, then
  /// those of every spelling, and none of another spelling alone (揚げる, a spelling of 上げる,
  /// found by `deep-fry`: `5. to deep-fry` before `1. to raise`, and not 上げる's `7. to give`).
  static func shownSenses(_ entry: LookupJSON.Entry, of form: String?) -> [(Int, LookupJSON.Meaning)] {
    let spelling = form.flatMap { form in entry.spellings.dropFirst().contains { $0.text == form } ? form : nil }
    let ordered = Word.senses(entry.senses, headedBy: spelling, onlySpellings: \.onlySpellings)
    // Without a spelling of its own, the entry's first three, whichever spellings they are for.
    let kept = ordered.filter { sense in
      spelling.map { sense.element.onlySpellings.isEmpty || sense.element.onlySpellings.contains($0) } ?? true
    }
    return kept.prefix(3).map { ($0.offset + 1, $0.element) }
  }
}
