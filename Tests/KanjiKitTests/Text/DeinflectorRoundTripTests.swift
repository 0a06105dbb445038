import Foundation
import Testing

@testable import JapaneseText
@testable import KanjiKit

/// Every verb and adjective of the bundled dictionary, conjugated by the rule table and
/// deinflected back: each form must lead to its word (a round trip), for every spelling.
@Suite struct DeinflectorRoundTripTests {
  static func words() throws -> [Word] {
    try BundledDataset.read(from: BundledData.datasetURL()).words
  }

  /// The table classes of each conjugating code (`["v5", "v5r-i"]` for ある), without the
  /// endings that attach to the whole word (な-adjectives, nouns with する), which any text
  /// takes.
  static func classSets(of partsOfSpeech: [String]) -> Set<Set<String>> {
    Set(partsOfSpeech.map { Deinflector.tableClasses(of: $0).subtracting(["adj-na", "vs"]) }.filter { !$0.isEmpty })
  }

  @Test func everyConjugationOfEveryVerbAndAdjectiveLeadsBack() throws {
    var checked = 0
    var failures: [String] = []
    for word in try Self.words() {
      let partsOfSpeech = word.senses.first?.partsOfSpeech ?? []
      let classSets = Self.classSets(of: partsOfSpeech)
      for spelling in word.forms + word.readings.map(Kana.key) {
        for classes in classSets {
          // One rule deep for every form, and chains of two (negative past, polite causative…).
          for form in Deinflector.conjugations(of: spelling, classes: classes, depth: 2) {
            checked += 1
            let back = Deinflector.candidates(of: form.text).contains {
              $0.text == spelling && $0.fits(partsOfSpeech: partsOfSpeech)
            }
            if !back && failures.count < 20 { failures.append("\(form.text) ↛ \(spelling) (\(classes.sorted()))") }
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures)")
    #expect(checked > 100_000, "only \(checked) forms checked")
  }

  /// Debian's EDICT, when installed: every verb and adjective of the full dictionary, one
  /// rule deep (the chains are covered on the bundled words above).
  @Test(.enabled(if: FileManager.default.isReadableFile(atPath: DictionarySources.debianEdict.path)))
  func everyFormOfEveryVerbAndAdjectiveOfTheFullDictionaryLeadsBack() throws {
    let edict = try DictionarySources().loadEdict()
    var checked = 0
    var failures: [String] = []
    for index in 0..<edict.wordCount {
      let word = edict.word(at: index)
      let partsOfSpeech = word.senses.first?.partsOfSpeech ?? []
      let classSets = Self.classSets(of: partsOfSpeech)
      for spelling in word.forms + word.readings.map(Kana.key) {
        for classes in classSets {
          for form in Deinflector.conjugations(of: spelling, classes: classes, depth: 1) {
            checked += 1
            let back = Deinflector.candidates(of: form.text).contains {
              $0.text == spelling && $0.fits(partsOfSpeech: partsOfSpeech)
            }
            if !back && failures.count < 20 { failures.append("\(form.text) ↛ \(spelling) (\(classes.sorted()))") }
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures)")
    #expect(checked > 500_000, "only \(checked) forms checked")
  }

  @Test func everyNounTakingSuruLeadsBackFromItsPast() throws {
    var checked = 0
    for word in try Self.words() where word.senses.first?.partsOfSpeech.contains("vs") == true {
      for spelling in word.forms.prefix(1) {
        checked += 1
        #expect(
          Deinflector.candidates(of: spelling + "しました").contains {
            $0.text == spelling && $0.fits(partsOfSpeech: ["vs"])
          })
      }
    }
    #expect(checked > 1_000)
  }
}
