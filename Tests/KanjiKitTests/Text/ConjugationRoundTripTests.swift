import Foundation
import JapaneseText
import Testing

@testable import KanjiKit

/// Every verb and adjective of the dictionary, its conjugation table made for every spelling
/// and reading and every conjugating code it has: each form of the table must deinflect back
/// to that spelling with that code (the search finds the word by every form its page shows),
/// and every row a class has must be filled.
@Suite struct ConjugationRoundTripTests {
  /// What a round trip over some words found.
  struct Tally {
    var words = 0
    var tables = 0
    var forms = 0
    /// Spellings no table could be made for (為る as a vs-i verb: its forms are written in kana).
    var spellingsWithoutTable = 0
    var formsByCode: [String: Int] = [:]
    var tablesByCode: [String: Int] = [:]
    var failures: [String] = []

    mutating func check(_ word: Word) {
      let codes = Set(word.senses.flatMap(\.partsOfSpeech)).filter(ConjugationTable.conjugates)
      guard !codes.isEmpty else { return }
      words += 1
      for code in codes.sorted() {
        for spelling in word.forms + word.readings {
          guard let table = ConjugationTable.make(spelling, code: code) else {
            spellingsWithoutTable += 1
            continue
          }
          tables += 1
          tablesByCode[code, default: 0] += 1
          for row in table.rows {
            for form in [row.affirmative, row.negative].compactMap({ $0 }) {
              forms += 1
              formsByCode[code, default: 0] += 1
              let back = Deinflector.candidates(of: form.text).contains {
                $0.text == spelling && $0.fits(partsOfSpeech: [code])
              }
              if !back && failures.count < 20 { failures.append("\(form.text) ↛ \(spelling) (\(code), \(row.label))") }
            }
            if row.affirmative == nil && failures.count < 20 {
              failures.append("\(spelling) (\(code)) has no \(row.label)")
            }
          }
        }
      }
    }

    var summary: String {
      "\(words) words, \(tables) tables, \(forms) forms, \(spellingsWithoutTable) spellings without a table; forms by code: "
        + formsByCode.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }
  }

  @Test func everyFormOfEveryTableOfTheBundledDictionaryLeadsBack() throws {
    var tally = Tally()
    for word in try BundledDataset.read(from: BundledData.datasetURL()).words { tally.check(word) }
    print("conjugation round trip, bundled: \(tally.summary)")
    #expect(tally.failures.isEmpty, "\(tally.failures)")
    #expect(tally.tables > 5_000, "only \(tally.tables) tables")
    for code in [
      "v1", "v5k", "v5r", "v5k-s", "v5r-i", "v5aru", "vk", "vs", "vs-i", "vs-s", "adj-i", "adj-ix", "adj-na",
    ] {
      #expect(tally.tablesByCode[code, default: 0] > 0, "no table of \(code)")
    }
    // Only kanji spellings of する and its compounds fall back to their reading.
    #expect(tally.spellingsWithoutTable < 20, "\(tally.spellingsWithoutTable) spellings without a table")
  }

  /// The classes with the most words, of which ``everyFormOfASampleOfTheFullDictionaryLeadsBack()``
  /// takes every twentieth word; it takes every word of the others.
  static let largeClasses: Set<String> = [
    "v1", "v5b", "v5g", "v5k", "v5m", "v5r", "v5s", "v5t", "v5u", "vs", "adj-i", "adj-na",
  ]

  /// A sample of Debian's EDICT, whenever it is installed (`make test-data` installs it, and
  /// CI runs that): every verb and adjective of the rarer classes (vs-s, vz, v5k-s, v5r-i,
  /// v5aru, vk, vs-i, adj-ix, …) and every twentieth of the largest, about a tenth of the work
  /// of the whole dictionary below.
  @Test(.enabled(if: FileManager.default.isReadableFile(atPath: DictionarySources.debianEdict.path)))
  func everyFormOfASampleOfTheFullDictionaryLeadsBack() throws {
    let edict = try DictionarySources().loadEdict()
    var tally = Tally()
    var taken = 0
    for index in 0..<edict.wordCount {
      let word = edict.word(at: index)
      let codes = Set(word.senses.flatMap(\.partsOfSpeech)).filter(ConjugationTable.conjugates)
      guard !codes.isEmpty else { continue }
      taken += 1
      guard !codes.isSubset(of: Self.largeClasses) || taken % 20 == 0 else { continue }
      tally.check(word)
    }
    print("conjugation round trip, a sample of EDICT: \(tally.summary)")
    #expect(tally.failures.isEmpty, "\(tally.failures)")
    #expect(tally.tables > 3_000, "only \(tally.tables) tables")
    for code in ["v1", "v5k", "v5r", "v5k-s", "v5r-i", "v5aru", "vk", "vs", "vs-i", "vs-s", "vz", "adj-i", "adj-ix"] {
      #expect(tally.tablesByCode[code, default: 0] > 0, "no table of \(code)")
    }
  }

  /// Debian's EDICT, when installed and asked for (`KANJI_NAVIGATOR_FULL_ROUND_TRIP=1`):
  /// every verb and adjective of the full dictionary. About ten times the bundled test's
  /// work (some 25 minutes of a debug build's CPU), so not part of every run.
  @Test(
    .enabled(if: FileManager.default.isReadableFile(atPath: DictionarySources.debianEdict.path)),
    .enabled(if: ProcessInfo.processInfo.environment["KANJI_NAVIGATOR_FULL_ROUND_TRIP"] == "1"))
  func everyFormOfEveryTableOfTheFullDictionaryLeadsBack() throws {
    let edict = try DictionarySources().loadEdict()
    var tally = Tally()
    for index in 0..<edict.wordCount { tally.check(edict.word(at: index)) }
    print("conjugation round trip, EDICT: \(tally.summary)")
    #expect(tally.failures.isEmpty, "\(tally.failures)")
    #expect(tally.tables > 50_000, "only \(tally.tables) tables")
  }
}
