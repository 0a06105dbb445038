/// Normalisation of English glosses and queries for matching.
public enum English {
  /// The exact-match key of a gloss or query: lower case, parenthesised notes, closing
  /// exclamation marks and a phrase's closing question mark removed, a leading infinitive
  /// `to ` dropped, spaces collapsed. `to eat (something)` → `eat`, `congratulations!` →
  /// `congratulations`.
  public static func key(_ text: String) -> String {
    // Scalar by scalar: this runs for every gloss when a dictionary is built.
    var result = String.UnicodeScalarView()
    var depth = 0
    var pendingSpace = false
    for scalar in text.unicodeScalars {
      switch scalar {
      case "(": depth += 1
      case ")": depth = max(depth - 1, 0)
      case " ", "\t": if depth == 0 { pendingSpace = !result.isEmpty }
      default:
        guard depth == 0 else { continue }
        if pendingSpace {
          result.append(" ")
          pendingSpace = false
        }
        if scalar.isASCII {
          let value = scalar.value
          result.append((65...90).contains(value) ? Unicode.Scalar(value + 32) ?? scalar : scalar)
        } else {
          result.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
        }
      }
    }
    // An exclamation's mark is not typed: `congratulations!` (おめでとう) is `congratulations`;
    // nor a phrase's question mark: `how do you do?` (初めまして) is `how do you do`. A word's
    // is kept: `yes?` (か, a question's particle) is no `yes`.
    let isPhrase = result.contains(" ")
    while let last = result.last, last == "!" || last == " " || (last == "?" && isPhrase) { result.removeLast() }
    let key = String(result)
    return key.hasPrefix("to ") ? String(key.dropFirst(3)) : key
  }

  /// The words of `text` as FTS5 tokens: letters and digits only, lower case.
  public static func tokens(_ text: String) -> [String] {
    text.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
  }
}
