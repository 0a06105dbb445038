import ArgumentParser
import CoordinatorsTesting
import Foundation
import KanjiApp
import KanjiKit
import TermCore
import UserData

#if canImport(Glibc)
  import Glibc
#endif

/// The reader's speed (issue 27): opening a 100 KB text to its first frame with text, and a
/// word move (`w`, with the frame after it).
///
/// The text is the example sentences of `example-sentences.tsv.gz`, one a line, about 100 KB of
/// UTF-8. The app runs headlessly on the dictionary of a data directory, as `kanji read`
/// opens it: the route `read/<name>` on a reading shelf; the loop is turned until the frame
/// shows the panel of the first word (the start of the text is split first, the rest
/// after).
enum ReaderBench {
  static let openTarget = 60.0
  static let moveTarget = 1.0

  static func figures(directory: URL, label: String) throws -> [Figure] {
    var text = ""
    var characters = 34_000
    while text.utf8.count < 100_000 {
      text = try SegmentationBench.texts(count: characters).first ?? ""
      characters += 2_000
      if characters > 200_000 { break }
    }
    let store = try DictionaryStore.open(directory: directory, bundled: try BundledData.datasetURL())
    var opens: [Double] = []
    var moves: [Double] = []
    for _ in 0..<5 {
      let shelf = ReadingShelf(directory: nil)
      let name = try shelf.add(text)
      var environment = KanjiEnvironment(
        dictionary: store, accounts: try AccountStore.inMemory(hasher: PasswordHasher(rounds: 1)))
      environment.readingShelf = shelf
      var app: HeadlessApp?
      let opened = try time {
        let kanji = try KanjiApplication(
          environment: environment, launch: LaunchOptions(route: "read/\(name)", restoreSavedState: false))
        let headless = HeadlessApp(application: kanji.application, size: Size(width: 80, height: 24))
        // The progress bar gives way to the text once its first words are in.
        while headless.screen.text.contains("Splitting the text into words") {
          headless.send(events: [])
          usleep(100)
        }
        app = headless
      }
      opens.append(opened * 1000)
      guard let app else { continue }
      for _ in 0..<200 {
        moves.append(try time { try app.send("w") } * 1000)
      }
    }
    return [
      Figure(
        id: "B12", name: "reader: open \(text.utf8.count / 1000) KB to its first frame with text (\(label))",
        value: median(opens), unit: "ms", target: openTarget,
        spread: String(format: "max %.1f ms, n=%d", opens.max() ?? 0, opens.count)),
      Figure(
        id: "B12", name: "reader: a word move with its frame (\(label))", value: median(moves), unit: "ms",
        target: moveTarget, spread: String(format: "p95 %.2f ms, n=%d", percentile(moves, 0.95), moves.count)),
    ]
  }
}

/// `kanji-bench reader`: B12 alone, on the dictionary of one data directory.
struct Reader: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Measure the reader (B12): opening a 100 KB text, and a word move.")
  @Option(help: "The data directory (default: the usual one).") var dataDir: String?

  func run() throws {
    let directory = dataDir.map { URL(fileURLWithPath: $0) } ?? DataDirectory.default
    print(Figure.table(try ReaderBench.figures(directory: directory, label: "this data directory")))
  }
}
