import Foundation
import JapaneseText
import Testing

@testable import KanjiKit

/// The conjugation table of every verb and adjective of the bundled dictionary against a
/// reference: `Fixtures/conjugation-reference.tsv`, made by Scripts/conjugation-fixture.py
/// from japanese-verb-conjugator-v2 and hand-checked tables for the classes it gets wrong
/// (the reasons are in the script and the fixture's header).
@Suite struct ConjugationReferenceTests {
  /// One table of the fixture: the spelling, its code, its rows as `label: (affirmative,
  /// negative)` (nil where the class does not use the form), and what made it.
  struct Expected {
    var id: Int
    var spelling: String
    var code: String
    var rows: [(label: String, affirmative: String?, negative: String?)]
    var source: String
  }

  static let fixture = Fixtures.directory.appendingPathComponent("conjugation-reference.tsv")

  /// The fixture's tables.
  static func expected() throws -> [Expected] {
    var patterns: [String: [(String, String, String)]] = [:]
    var tables: [Expected] = []
    for line in try String(contentsOf: fixture, encoding: .utf8).split(separator: "\n") {
      if line.hasPrefix("#") { continue }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      if line.hasPrefix("@") {
        var rows: [(String, String, String)] = []
        for cell in fields.dropFirst(2) {
          let parts = cell.split(separator: "=", maxSplits: 1).map(String.init)
          let sides = try #require(parts.last).split(separator: "/", maxSplits: 1).map(String.init)
          try #require(parts.count == 2 && sides.count == 2, "a cell of \(fields[0]): \(cell)")
          rows.append((parts[0], sides[0], sides[1]))
        }
        patterns[fields[0]] = rows
        continue
      }
      let rows = try #require(patterns[fields[3]], "no pattern \(fields[3])")
      let spelling = fields[1]
      tables.append(
        Expected(
          id: try #require(Int(fields[0])), spelling: spelling, code: fields[2],
          rows: rows.map { ($0.0, decode($0.1, spelling), decode($0.2, spelling)) }, source: fields[4]))
    }
    return tables
  }

  /// `2+ない` of 食べる: the spelling less 2 characters, then ない; nil for `-`.
  static func decode(_ cell: String, _ spelling: String) -> String? {
    guard cell != "-", let plus = cell.firstIndex(of: "+"), let drop = Int(cell[..<plus]) else { return nil }
    return String(spelling.dropLast(drop)) + cell[cell.index(after: plus)...]
  }

  /// Forms where the table and the reference differ on purpose, each with its reason: the
  /// key is `spelling code label affirmative|negative`.
  static let knownDifferences: [String: String] = [:]

  @Test func everyTableAgreesWithTheReference() throws {
    var forms = 0
    var differences: [String: String] = [:]
    for expected in try Self.expected() {
      let table = ConjugationTable.make(expected.spelling, code: expected.code)
      for row in expected.rows {
        let shown = table?.rows.first { $0.label == row.label }
        for (side, want, got) in [
          ("affirmative", row.affirmative, shown?.affirmative?.text), ("negative", row.negative, shown?.negative?.text),
        ] {
          forms += 1
          if want != got {
            differences["\(expected.spelling) \(expected.code) \(row.label) \(side)"] =
              "table \(got ?? "-"), reference \(want ?? "-") (\(expected.source))"
          }
        }
      }
    }
    let agreement = Double(forms - differences.count) / Double(forms)
    print("conjugation reference: \(forms) forms, \(differences.count) differ, agreement \(agreement)")
    #expect(forms > 100_000, "only \(forms) forms")
    #expect(agreement >= 0.999)
    let unexplained = differences.filter { Self.knownDifferences[$0.key] == nil }
    #expect(unexplained.isEmpty, "\(unexplained.sorted { $0.key < $1.key }.prefix(40))")
    let gone = Self.knownDifferences.keys.filter { differences[$0] == nil }
    #expect(gone.isEmpty, "listed as differing but agreeing now: \(gone)")
  }

  /// ない and the words built on it are told from other i-adjectives by their spellings.
  @Test func theWordsBuiltOnNaiAreConjugatedAsNai() throws {
    let words = Dictionary(
      try BundledDataset.read(from: BundledData.datasetURL()).words.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a }
    )
    var checked = 0
    for expected in try Self.expected() where ["adj-i", "nai"].contains(expected.code) {
      let word = try #require(words[expected.id])
      let table = ConjugationTable.of(
        headword: word.headword, forms: word.forms, readings: word.readings, codes: ["adj-i"])
      #expect(table?.code == expected.code, "\(word.headword): \(table?.code ?? "-"), the fixture \(expected.code)")
      checked += 1
    }
    #expect(checked > 200)
  }
}
