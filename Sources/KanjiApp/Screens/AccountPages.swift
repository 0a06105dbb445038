import KanjiKit
import TermUI

/// Pages of the Account tab that are plain text.
enum AccountPages {
  /// The version of each data source, then the data licence and acknowledgement, scrollable.
  static func about(keyMap: KeyMap, versions: [DataVersion]) -> DetailViewController {
    let page = DetailViewController(
      title: "About", heading: "About the dictionary data",
      sections: [.text(title: "Data versions", body: versionLines(versions))] + sections(of: DataLicence.text))
    page.keyMap = keyMap
    return page
  }

  /// The versions of the data in use: the dictionary's sources from its own record, the
  /// other files' from `data-sources.tsv` beside the bundled dataset. A source that cannot
  /// be read is listed with the reason.
  static func versions(of dictionary: DictionaryStore) -> [DataVersion] {
    var versions: [DataVersion] = []
    do {
      versions = DataVersions.dictionary(meta: try dictionary.metaValues())
    } catch {
      versions.append(DataVersion(source: "Dictionary", version: "unknown", use: "\(error)"))
    }
    do {
      versions += try DataVersions.resources(besideDataset: try BundledData.datasetURL())
    } catch {
      versions.append(DataVersion(source: "Data files", version: "unknown", use: "\(error)"))
    }
    return versions
  }

  /// `KANJIDIC2: 2022-235 of 2022-08-23 (kanji)`, one source a line.
  static func versionLines(_ versions: [DataVersion]) -> String {
    versions.map { "\($0.source): \($0.version)" + ($0.use.isEmpty ? "" : " (\($0.use))") }.joined(separator: "\n")
  }

  /// The licence's Markdown as titled sections of plain text: each `##` heading starts a
  /// section (the text before the first one is "Licence"), paragraphs are joined so they
  /// wrap to the screen, and code marks and the angle brackets around links are dropped.
  static func sections(of markdown: String) -> [DetailView.Section] {
    var sections: [(title: String, paragraphs: [String])] = [("Licence", [])]
    var paragraph: [String] = []
    func endParagraph() {
      if !paragraph.isEmpty { sections[sections.count - 1].paragraphs.append(paragraph.joined(separator: " ")) }
      paragraph = []
    }
    for line in markdown.components(separatedBy: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("## ") {
        endParagraph()
        sections.append((String(trimmed.dropFirst(3)), []))
      } else if trimmed.hasPrefix("# ") {
        endParagraph()  // the page's own heading says it
      } else if trimmed.isEmpty {
        endParagraph()
      } else {
        paragraph.append(plain(trimmed))
      }
    }
    endParagraph()
    return sections.filter { !$0.paragraphs.isEmpty }.map {
      .text(title: $0.title, body: $0.paragraphs.joined(separator: "\n\n"))
    }
  }

  /// A line of Markdown as a reader sees it: no backticks, no `<` `>` around links.
  static func plain(_ line: String) -> String {
    var out = ""
    var rest = Substring(line.replacingOccurrences(of: "`", with: ""))
    while let open = rest.range(of: "<http") {
      out += rest[..<open.lowerBound]
      let link = rest[rest.index(after: open.lowerBound)...]
      guard let close = link.firstIndex(of: ">") else {
        rest = rest[open.lowerBound...]
        break
      }
      out += link[..<close]
      rest = link[link.index(after: close)...]
    }
    return out + rest
  }
}
