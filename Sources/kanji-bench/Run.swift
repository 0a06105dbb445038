import ArgumentParser
import Foundation
import KanjiKit

/// The benchmark proper.
struct Run: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run", abstract: "Measure and print the table (the default).")

  @Flag(help: "Skip the full import; measure on the bundled dataset (under a minute).")
  var quick = false

  @Flag(help: "Also print the slowest keystrokes of each search kind.")
  var verbose = false

  @Option(help: "Skip the import and measure the dictionary already in this data directory.")
  var existing: String?

  @Option(help: "Where to build the dictionaries (default: a new temporary directory).")
  var dataDir: String?

  @Option(help: "Where ptydrive and floor are (built by make bench); without them no terminal figures.")
  var tools = ".build/bench"

  @Option(help: "The kanji binary to drive on the pseudo-terminal.")
  var kanji = ".build/release/kanji"

  @Option(help: "App and floor sessions of the list script, in turns (default 3, quick 1).")
  var rounds: Int?

  @Option(help: "App and floor start-ups, in turns (default 20, quick 5).")
  var starts: Int?

  @Flag(help: "Skip counting instructions under callgrind.")
  var noCallgrind = false

  @Option(help: "The search relevance queries (kind, query, expected headwords) for B10.")
  var relevanceQueries = "../shared/search/queries-dev.tsv"

  @Option(help: "Also write the table to this file.")
  var tableOutput: String?

  func run() throws {
    let root = URL(fileURLWithPath: dataDir ?? NSTemporaryDirectory()).appendingPathComponent("kanji-bench-\(getpid())")
    defer { if dataDir == nil { try? FileManager.default.removeItem(at: root) } }  // scratch; changes no figure
    let bundled = try BundledData.datasetURL()
    var figures: [Figure] = []

    // First start: the shipped dictionary inflated into the data directory.
    let seeded = root.appendingPathComponent("bundled")
    let seedTime = try time { _ = try DictionaryStore.open(directory: seeded, bundled: bundled) }
    figures.append(
      Figure(id: "B6", name: "first start: install the shipped dictionary", value: seedTime, unit: "s", target: 1))
    // The fallback when the shipped file is missing or damaged: seeding from the dataset.
    let datasetOnly = root.appendingPathComponent("dataset-only")
    try FileManager.default.createDirectory(at: datasetOnly, withIntermediateDirectories: true)
    let datasetCopy = datasetOnly.appendingPathComponent(BundledDataset.fileName)
    try FileManager.default.copyItem(at: bundled, to: datasetCopy)
    let fallbackTime = try time {
      _ = try DictionaryStore.open(directory: datasetOnly.appendingPathComponent("data"), bundled: datasetCopy)
    }
    figures.append(
      Figure(id: "B6", name: "first start without it: seed from the dataset", value: fallbackTime, unit: "s"))

    var full = seeded
    if let existing {
      full = URL(fileURLWithPath: existing)
    } else if !quick {
      full = root.appendingPathComponent("full")
      log("importing the full dictionary…")
      let output = try child(["import-child", "--data-dir", full.path])
      let fields = output.split(separator: " ").compactMap { Double($0) }
      guard fields.count >= 5 else { throw ValidationError("import child printed: \(output)") }
      log("imported \(Int(fields[3])) kanji, \(Int(fields[2])) words, skipped \(Int(fields[4])) lines")
      figures.append(Figure(id: "B6", name: "full import", value: fields[0], unit: "s", target: 20))
      figures.append(Figure(id: "B8", name: "peak memory: importing", value: fields[1], unit: "MB", target: 80))
    }
    let label = quick && existing == nil ? "bundled" : "full"

    // Opening an existing dictionary.
    var opens: [Double] = []
    for _ in 0..<20 {
      opens.append(try time { _ = try DictionaryStore.open(directory: full, bundled: bundled) } * 1000)
    }
    figures.append(
      Figure(
        id: "B6", name: "open existing dictionary (\(label), median)", value: median(opens), unit: "ms", target: 20,
        spread: spread(opens)))

    let store = try DictionaryStore.open(directory: full, bundled: bundled)
    log("searching \(try store.wordCount()) words, \(try store.kanjiCount()) kanji…")
    figures += try SearchSpeedBench.figures(store: store, verbose: verbose)

    // Relevance: the dev queries on the bundled data and on the full dictionary.
    let relevance = URL(fileURLWithPath: relevanceQueries)
    if FileManager.default.fileExists(atPath: relevance.path) {
      let queries = try RelevanceBench.queries(at: relevance)
      log("relevance: \(queries.count) queries from \(relevance.path)…")
      let bundledStore = try DictionaryStore.open(directory: seeded, bundled: bundled)
      figures += try RelevanceBench.figures(store: bundledStore, queries: queries, label: "bundled")
      if label == "full" { figures += try RelevanceBench.figures(store: store, queries: queries, label: "full") }
    } else {
      log("relevance: \(relevance.path) is missing: no B10 figures")
    }

    // Segmentation: the reader's words of 10,000 characters.
    figures += try SegmentationBench.figures(
      store: try DictionaryStore.open(directory: seeded, bundled: bundled), label: "bundled")
    if label == "full" { figures += try SegmentationBench.figures(store: store, label: "full") }

    // The reader: a 100 KB text to its first frame, and a word move.
    figures += try ReaderBench.figures(directory: seeded, label: "bundled")

    // Paging: the last page must cost what the first does.
    let words = try store.wordList(matching: "")
    let last = try time { _ = try store.rows(of: words, in: max(words.count - 20, 0)..<words.count) } * 1000
    figures.append(
      Figure(id: "B7", name: "store: last page of \(words.count) words", value: last, unit: "ms", target: 16))
    let firstPage = try time { _ = try store.rows(of: words, in: 0..<20) } * 1000
    figures.append(Figure(id: "B7", name: "store: first page of words", value: firstPage, unit: "ms", target: 16))
    let kanjiCount = try store.kanjiCount()
    let lastKanji = try time { _ = try store.kanji(order: .strokes, offset: max(kanjiCount - 20, 0), limit: 20) } * 1000
    figures.append(
      Figure(id: "B7", name: "store: last page of kanji by strokes", value: lastKanji, unit: "ms", target: 16))
    let 日 =
      try time {
        _ = try store.words(containing: "日", offset: max(try store.wordCount(containing: "日") - 20, 0), limit: 20)
      } * 1000
    figures.append(Figure(id: "B7", name: "store: last page of words with 日", value: 日, unit: "ms", target: 16))

    let paging = try child(["paging-child", "--data-dir", full.path]).split(separator: " ").compactMap { Double($0) }
    if paging.count == 2 {
      figures.append(
        Figure(
          id: "B8", name: "store: paging all \(Int(paging[0])) words, peak memory", value: paging[1], unit: "MB",
          target: 60))
    }

    log("depth: 1,000 screens deep at 500×200, headless…")
    let depth = try child(["depth-child", "--data-dir", seeded.path]).split(separator: " ").compactMap { Double($0) }
    if depth.count == 4 {
      figures.append(
        Figure(
          id: "B8", name: "memory: \(Int(depth[0])) screens deep at 500×200 (resident)", value: depth[1], unit: "MB",
          target: 40))
      figures.append(
        Figure(
          id: "B8", name: "memory: back at the root from there (resident; peak \(Figure.format(depth[3], "MB")))",
          value: depth[2], unit: "MB", target: 40))
    }

    log("render: kanji detail, headless…")
    figures += try RenderBench.figures(directory: seeded, frames: quick ? 500 : 2000, callgrind: !quick && !noCallgrind)
    figures += try StrokeOrderBench.figures(directory: seeded, frames: quick ? 500 : 2000)
    log("handwriting: distorted drawings of the Jōyō kanji…")
    figures += try HandwritingBench.figures(
      store: try DictionaryStore.open(directory: seeded, bundled: bundled), sample: quick ? 500 : nil)
    log("study: 10,000 cards and 100,000 reviews…")
    figures += try StudyBench.figures(dictionaryDirectory: seeded, root: root, ratings: quick ? 500 : 2000)
    log("study tab: 10,000 cards and 100,000 reviews…")
    figures += try StudyTabBench.figures(directory: seeded, root: root, ratings: quick ? 200 : 1000)
    do {
      figures += try terminalFigures(seeded: seeded, full: quick && existing == nil ? nil : full, root: root)
    } catch {
      log("terminal: FAILED, no terminal figures: \(error)")
    }

    if !quick {
      do {
        figures += try HugeFieldBench.figures(kanji: URL(fileURLWithPath: kanji), root: root)
      } catch {
        log("huge field: FAILED, no B14 figures: \(error)")
      }
    }

    figures.sort { $0.id < $1.id }
    let table = Figure.table(figures)
    print(table)
    let misses = figures.filter { !$0.passes }
    print(
      misses.isEmpty
        ? "all \(figures.count) figures pass"
        : "\(misses.count) of \(figures.count) figures miss: \(misses.map(\.id).joined(separator: ", "))")
    if let tableOutput { try (table + "\n").write(toFile: tableOutput, atomically: true, encoding: .utf8) }
  }

  /// B1, B2, B3, B7 and B8 (browsing) on the pseudo-terminal, when the tools and binary exist.
  private func terminalFigures(seeded: URL, full: URL?, root: URL) throws -> [Figure] {
    let tools = URL(fileURLWithPath: self.tools)
    let driver = tools.appendingPathComponent("ptydrive")
    let floor = tools.appendingPathComponent("floor")
    let kanji = URL(fileURLWithPath: self.kanji)
    for tool in [driver, floor, kanji] where !FileManager.default.isExecutableFile(atPath: tool.path) {
      log("terminal: \(tool.path) is missing (make bench builds it): no terminal figures")
      return []
    }
    let layout = root.appendingPathComponent("floor-layout.tsv")
    log(try FloorLayout.write(directory: seeded, to: layout, items: TerminalBench.listItemsNeeded))
    let bench = TerminalBench(
      driver: driver, floor: floor, kanji: kanji, swiftFloor: tools.appendingPathComponent("swift-floor"),
      layout: layout, bundled: seeded, full: full, rounds: rounds ?? (quick ? 1 : 3), starts: starts ?? (quick ? 5 : 20)
    )
    return try bench.figures()
  }

  static let queries: [(String, [String])] = [
    ("romaji", ["nihongo", "taberu", "toukyou", "shinkansen", "mizu", "kōhī"]),
    ("kana", ["にほんご", "たべる", "とうきょう", "しんかんせん", "コーヒー"]),
    ("kanji", ["日本語", "東京", "食べる", "新幹線", "水"]),
    // `to go for a walk` is no gloss: its prefixes are also looked up by their content words.
    ("English", ["water", "to eat", "japanese language", "station", "electricity", "to go for a walk"]),
    // Deinflection, both readings of a query, loose long vowels, and input that matches nothing.
    ("inflected", ["tabesaserarenakatta", "食べさせられなかった", "たべませんでした", "ikimashita", "高くなかった"]),
    ("both ways", ["see", "go", "hate", "kohi", "konnichiwa", "shimbnu"]),
    ("bad input", [String(repeating: "ア", count: 200), "!!??..", "😀😀😀", "e\u{301}\u{301}x", "\u{FFFD}\u{FFFD}"]),
  ]

  private func child(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ValidationError("\(arguments[0]) failed with status \(process.terminationStatus)")
    }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

func time(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double { percentile(values, 0.5) }

func percentile(_ values: [Double], _ fraction: Double) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  return sorted[min(Int((Double(sorted.count - 1) * fraction).rounded(.up)), sorted.count - 1)]
}

func log(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}
