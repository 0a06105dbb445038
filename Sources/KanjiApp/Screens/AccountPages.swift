import KanjiKit
import TermUI

/// Pages of the Account tab that are plain text.
enum AccountPages {
  /// The data licence and acknowledgement, scrollable.
  static func about(keyMap: KeyMap) -> DetailViewController {
    let page = DetailViewController(
      title: "About", heading: "About the dictionary data",
      sections: [.text(title: "Licence and acknowledgement", body: unwrapped(DataLicence.text))])
    page.keyMap = keyMap
    return page
  }

  /// `text` with the line breaks inside paragraphs removed, so it wraps to the screen;
  /// blank lines, headings and list items keep theirs.
  static func unwrapped(_ text: String) -> String {
    let lines = text.components(separatedBy: "\n")
    var out = ""
    for (index, line) in lines.enumerated() {
      guard index > 0 else {
        out = line
        continue
      }
      let previous = lines[index - 1]
      let starts = line.first.map { "#-*>|".contains($0) } ?? true
      let joins = !line.isEmpty && !previous.isEmpty && !starts && !previous.hasPrefix("#")
      out += (joins ? " " : "\n") + line
    }
    return out
  }
}
