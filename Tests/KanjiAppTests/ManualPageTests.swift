import Foundation
import KanjiApp
import TermUI
import Testing

/// The manual page's KEYS section says exactly what the key map in code does.
@Suite struct ManualPageTests {
  static let manualPage = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("man/kanji.1")

  /// The KEYS section as it must read, built from `KanjiApplication.keyMap`.
  static func expectedKeysSection() -> String {
    let map = KanjiApplication.keyMap
    var lines = [
      ".Sh KEYS",
      ".\\\" Generated from the key map in code; ManualPageTests keeps them in step.",
      "Keys depend on where you are; the first that applies wins, from the top dialog",
      "to the screen, its stack, the tabs and finally the keys that work everywhere.",
      "In text fields printable keys type.",
    ]
    for context in map.contexts {
      let bindings = map.bindings(in: [context])
      guard !bindings.isEmpty else { continue }
      lines += [".Ss \(context.heading)", ".Bl -tag -width Ds -compact"]
      for binding in bindings {
        lines.append(".It Sy \"\(binding.keyNames)\"")
        lines.append(binding.description)
      }
      lines.append(".El")
    }
    return lines.joined(separator: "\n")
  }

  @Test func keysSectionMatchesTheKeyMap() throws {
    let page = try String(contentsOf: Self.manualPage, encoding: .utf8)
    let lines = page.components(separatedBy: "\n")
    let start = try #require(lines.firstIndex(of: ".Sh KEYS"), "man/kanji.1 has no KEYS section")
    let end = lines[(start + 1)...].firstIndex { $0.hasPrefix(".Sh ") } ?? lines.endIndex
    let section = lines[start..<end].joined(separator: "\n")
    let expected = Self.expectedKeysSection()
    #expect(section == expected, "man/kanji.1's KEYS section must read:\n\(expected)")
  }

  @Test func everyBindingHasKeysAndADescription() {
    for binding in KanjiApplication.keyMap.bindings {
      #expect(!binding.keys.isEmpty && !binding.description.isEmpty, "\(binding)")
      #expect(!binding.description.contains("\""), "quotes would break the manual page: \(binding.description)")
    }
  }
}
