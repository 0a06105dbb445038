import ArgumentParser
import Foundation
import JapaneseText
import KanjiKit

/// `kanji read [FILE|-]`: the text in the full-screen reader; with `--words`, its words one a
/// line, for scripts and checks.
struct ReadCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "read",
    abstract: "Read Japanese text word by word in the full-screen reader (--words prints its words).",
    discussion: """
      Without --words, opens the text in the full-screen reader: the text wrapped to the \
      width with the current word highlighted and a panel that says what it is; w and b move \
      from word to word, Enter opens the word's page. The text is kept in the data \
      directory's reading/ folder, so the reader comes back after a restart at the same place. \
      Keys come from the terminal even when the text comes from standard input.

      With --words, prints for each line of the text its words, one a line, tab-separated: \
      the text as it stands, its dictionary form in the text's own script (empty when it is no \
      word), the reading of that form, the dictionary entry's number (empty for punctuation, \
      numbers and text the dictionary lacks), and how it was inflected (polite past, te, …); \
      an empty line follows each line of the text. The first column of a line's words, \
      joined, gives back the line (a tab in it is printed as \\t, a backslash as \\\\). \
      FILE is read whole, up to 1 MB, as UTF-8; - or no FILE reads standard input.

      Exit status: 0 when printed or when the reader was quit; 1 when the text cannot be read \
      (no such file, a directory, over 1 MB, not UTF-8) or the dictionary cannot; 2 on wrong \
      usage, or when the reader has no terminal.
      """)

  @Flag(help: "Print the text's words, one a line (see above).")
  var words = false

  @Argument(help: ArgumentHelp("A text file, or - for standard input (the default).", valueName: "file"))
  var file: String?

  @OptionGroup var data: DataOptions

  func run() throws {
    guard words else { return try openReader() }
    let text = try TextInput.text(at: file ?? "-")
    let segmenter = Segmenter(lexicon: DictionaryLexicon(store: try data.openDictionary()))
    var output = ""
    for line in TextInput.lines(text) {
      let segments: [Segment]
      do {
        segments = try segmenter.segments(of: String(line))
      } catch {
        throw CommandFailure(message: "cannot read the dictionary: \(error)", status: 1)
      }
      for segment in segments { output += Self.row(segment) + "\n" }
      output += "\n"
      if output.utf8.count > 65_536 {
        try StandardStream.writeOutput(output)
        output = ""
      }
    }
    try StandardStream.writeOutput(output)
  }

  /// One segment as a row: surface, dictionary form, reading, entry number, inflections.
  static func row(_ segment: Segment) -> String {
    [
      escaped(segment.surface), segment.dictionaryForm ?? "", segment.reading ?? "",
      segment.entryID.map(String.init) ?? "", segment.inflectionNote,
    ].joined(separator: "\t")
  }

  /// `text` with a backslash and a tab written `\\` and `\t`, so a row keeps its columns.
  static func escaped(_ text: String) -> String {
    guard text.contains(where: { $0 == "\t" || $0 == "\\" }) else { return text }
    return text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
  }
}
