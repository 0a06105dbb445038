import Foundation

/// How faithfully a set of words keeps JMdict's entries whole: the measure behind "one
/// entry, one word".
///
/// An entry counts when a word holds its first spelling (its first reading, for a kana
/// word) and shares a gloss of its first sense — the same entry, not another one written
/// alike; it is whole when one such word holds every spelling and reading of it.
public struct EntryWholeness: Sendable, Equatable, CustomStringConvertible {
  /// Entries found in the words.
  public var found = 0
  /// Entries of those that one word holds whole.
  public var whole = 0
  /// Senses that show a tag of a spelling or reading (`oK`, `iK`, `ateji`…) as their own.
  public var misplacedTags = 0
  /// Glosses that still start with a tag in parentheses, such as `(bus)`.
  public var literalTags = 0
  /// Up to ten entries found but not whole, for a report.
  public var examples: [String] = []
  /// Up to ten glosses that start with a tag.
  public var literalExamples: [String] = []

  /// The share of entries found that are whole, from 0 to 1.
  public var share: Double { found == 0 ? 0 : Double(whole) / Double(found) }

  public var description: String {
    "\(whole) of \(found) entries whole (" + String(format: "%.2f", share * 100) + "%), "
      + "\(misplacedTags) spelling tags shown as sense tags, \(literalTags) literal tags in glosses"
  }

  /// Measures `words` against JMdict's `entries`.
  public static func measure(_ words: [Word], against entries: [Word]) -> EntryWholeness {
    var index: [String: [Int]] = [:]
    for (position, word) in words.enumerated() {
      for text in Set(word.forms + word.readings) { index[text, default: []].append(position) }
    }
    var result = EntryWholeness()
    for entry in entries {
      guard let key = entry.forms.first ?? entry.readings.first, let all = index[key] else { continue }
      let glosses = Set(entry.senses.first?.glosses ?? [])
      let candidates = all.filter { position in
        words[position].senses.contains { !glosses.isDisjoint(with: $0.glosses) }
      }
      guard !candidates.isEmpty else { continue }
      result.found += 1
      let isWhole = candidates.contains { position in
        let word = words[position]
        return Set(entry.forms).isSubset(of: word.forms) && Set(entry.readings).isSubset(of: word.readings)
      }
      if isWhole {
        result.whole += 1
      } else if result.examples.count < 10 {
        result.examples.append((entry.forms + entry.readings).joined(separator: "/"))
      }
    }
    // A gloss JMdict itself writes with a code in front (`(fish) eggs and fry`) is the
    // dictionary's text, not a tag a reader left in it.
    let ownGlosses = Set(entries.flatMap { $0.senses.flatMap(\.glosses) })
    for word in words {
      for sense in word.senses {
        if sense.tags.contains(where: EdictGlossParser.formTagCodes.contains) { result.misplacedTags += 1 }
        let literal = sense.glosses.filter { gloss in
          guard gloss.hasPrefix("("), !ownGlosses.contains(gloss), let close = gloss.firstIndex(of: ")") else {
            return false
          }
          // An abbreviated code (`bus`), not an English word that is also a code (`(golf) cup`).
          let code = String(gloss[gloss.index(after: gloss.startIndex)..<close])
          guard let tag = DictionaryTag.named(code) else { return false }
          let expansion = tag.expansion.lowercased()
          return expansion != code.lowercased() && !expansion.hasPrefix(code.lowercased() + " ")
        }
        result.literalTags += literal.count
        result.literalExamples += literal.prefix(10 - result.literalExamples.count)
      }
    }
    return result
  }
}
