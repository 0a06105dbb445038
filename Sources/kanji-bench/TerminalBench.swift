import ArgumentParser
import Foundation

/// The figures a user feels at the keyboard (B1, B2, B3, B7, B8 browsing, B9 paste): the real `kanji`
/// binary and the floor program on a pseudo-terminal, 80×24, run in turns.
struct TerminalBench {
  /// `Benchmarks/pty/ptydrive`, built by `make bench`.
  var driver: URL
  /// `Benchmarks/floor/floor`, built by `make bench`.
  var floor: URL
  /// The release `kanji` binary.
  var kanji: URL
  /// `Benchmarks/floor/swift-floor.swift` built: a Swift program linking Foundation that
  /// only prints a line, if built.
  var swiftFloor: URL?
  /// What the floor draws: the app's own rows (``FloorLayout``).
  var layout: URL
  /// A data directory seeded from the bundled data.
  var bundled: URL
  /// A data directory with the full dictionary, if imported.
  var full: URL?
  /// App and floor sessions of the list script, in turns.
  var rounds: Int
  /// App and floor start-ups, in turns.
  var starts: Int

  /// Text in the bottom row, the last the first frame writes (`q quit` in the key hints).
  static let ready = "quit"
  /// 200 moves down the list (scrolling after the first screen), 20 pages, 10 tab switches
  /// there and back.
  static let listScript = "j*200 pgdn*20 " + Array(repeating: "2 1", count: 10).joined(separator: " ")
  /// How many items of the list the script reaches (plus a page), for ``FloorLayout``.
  static let listItemsNeeded = 200 + 20 * 20 + 24
  /// The Words tab, then the last of every word and back, ten times.
  static let wordsScript = "2 " + Array(repeating: "G g", count: 10).joined(separator: " ")
  /// Browsing the full dictionary: the kanji list and a page through the words.
  static let browseScript = "j*50 pgdn*50 G 2 pgdn*50 G g"

  func app(_ directory: URL) -> [String] { [kanji.path, "--data-dir", directory.path, "--fresh"] }
  var floorCommand: [String] { [floor.path, layout.path] }

  func figures() throws -> [Figure] {
    var figures: [Figure] = []
    log("terminal: warming up (first start creates user.sqlite)…")
    _ = try PtySession.run(driver: driver, command: app(bundled), script: "", ready: Self.ready)
    _ = try PtySession.run(driver: driver, command: floorCommand, script: "", ready: Self.ready)

    var app: [PtySession] = []
    var floor: [PtySession] = []
    for round in 1...rounds {
      log("terminal: list script, round \(round) of \(rounds) (app, then floor)…")
      app.append(
        try PtySession.run(driver: driver, command: self.app(bundled), script: Self.listScript, ready: Self.ready))
      floor.append(
        try PtySession.run(driver: driver, command: floorCommand, script: Self.listScript, ready: Self.ready))
    }
    figures += latency(app: app, floor: floor)
    figures += bytes(app: app, floor: floor)

    var appStarts: [Double] = []
    var floorStarts: [Double] = []
    log("terminal: \(starts) start-ups each…")
    for _ in 0..<starts {
      appStarts.append(
        try PtySession.run(driver: driver, command: self.app(bundled), script: "", ready: Self.ready).firstFrameMS)
      floorStarts.append(
        try PtySession.run(driver: driver, command: floorCommand, script: "", ready: Self.ready).firstFrameMS)
    }
    figures.append(
      Figure(
        id: "B3", name: "first frame: start → complete screen (median)", value: median(appStarts), unit: "ms",
        target: 50, floor: median(floorStarts), ratioTarget: 2.5, spread: spread(appStarts)))
    figures += try startupBreakdown()
    figures += try lookupFigures(firstFrameMS: median(appStarts))

    figures += try pasteFigures()

    figures.append(
      Figure(
        id: "B8", name: "peak memory: browsing the bundled data", value: app.map(\.peakMemoryMB).max() ?? 0, unit: "MB",
        target: 15, floor: floor.map(\.peakMemoryMB).max()))

    if let full {
      log("terminal: G and g in the full word list…")
      let words = try PtySession.run(
        driver: driver, command: self.app(full), script: Self.wordsScript, ready: Self.ready)
      for (key, name) in [("G", "G: last of all words"), ("g", "g: back to the first")] {
        let samples = words.keys(key).compactMap(\.latencyMS)
        figures.append(
          Figure(
            id: "B7", name: "\(name) (median)", value: median(samples), unit: "ms", target: 16, spread: spread(samples))
        )
      }
      log("terminal: browsing the full dictionary…")
      let browse = try PtySession.run(
        driver: driver, command: self.app(full), script: Self.browseScript, ready: Self.ready)
      figures.append(
        Figure(
          id: "B8", name: "peak memory: browsing the full dictionary",
          value: max(browse.peakMemoryMB, words.peakMemoryMB),
          unit: "MB", target: 15))
    }
    return figures
  }

  /// The phases of the first frame (B3), from `kanji`'s own trace (`KANJI_STARTUP_TRACE`)
  /// lined up with the driver's clock at `fork`: medians over ``starts`` start-ups. Then the
  /// same start for a Swift program that links Foundation and prints one line, the part of
  /// the first phase no Swift program avoids.
  private func startupBreakdown() throws -> [Figure] {
    let phases: [(mark: String, name: String)] = [
      ("main", "exec, dynamic loading, Swift runtime → main"),
      ("arguments", "arguments parsed"),
      ("configuration", "config.toml read (none here)"),
      ("dictionary", "dictionary.sqlite opened and checked"),
      ("terminal", "ncurses started (user.sqlite opening beside it)"),
      ("accounts", "user.sqlite opened: the rest of the wait for it"),
      ("app", "app built: screens, first queries, state restored"),
    ]
    let trace = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-startup-\(getpid()).trace")
    defer { try? FileManager.default.removeItem(at: trace) }  // A leftover temp file harms nothing.
    var samples = Array(repeating: [Double](), count: phases.count + 1)
    log("terminal: \(starts) traced start-ups…")
    for _ in 0..<starts {
      try? FileManager.default.removeItem(at: trace)  // Absent before the first run.
      let session = try PtySession.run(
        driver: driver, command: app(bundled), script: "", ready: Self.ready,
        environment: ["KANJI_STARTUP_TRACE": trace.path])
      let marks = try Self.marks(in: trace)
      var previous = session.startMonotonicUS
      for (index, phase) in phases.enumerated() {
        guard let mark = marks[phase.mark] else { throw BenchError("the start-up trace has no \(phase.mark) mark") }
        samples[index].append(Double(mark - previous) / 1000)
        previous = mark
      }
      let frameEnd = session.startMonotonicUS + Int64(session.firstFrameMS * 1000)
      samples[phases.count].append(Double(frameEnd - previous) / 1000)
    }
    var figures = zip(phases.map(\.name) + ["first render and write, until the last byte"], samples).map {
      name, values in
      Figure(id: "B3", name: "first frame, part: \(name)", value: median(values), unit: "ms", spread: spread(values))
    }
    if let swiftFloor, FileManager.default.isExecutableFile(atPath: swiftFloor.path) {
      var starts: [Double] = []
      var memory: [Double] = []
      for _ in 0..<self.starts {
        let session = try PtySession.run(driver: driver, command: [swiftFloor.path], script: "", ready: Self.ready)
        starts.append(session.firstFrameMS)
        memory.append(session.peakMemoryMB)
      }
      figures.append(
        Figure(
          id: "B3", name: "floor: a Swift program linking Foundation, first line", value: median(starts), unit: "ms",
          spread: spread(starts)))
      figures.append(
        Figure(
          id: "B8", name: "floor: a Swift program linking Foundation, peak memory", value: memory.max() ?? 0,
          unit: "MB"))
    }
    return figures
  }

  /// The marks of a start-up trace: phase → monotonic microseconds.
  static func marks(in file: URL) throws -> [String: Int64] {
    let text = try String(contentsOf: file, encoding: .utf8)
    var marks: [String: Int64] = [:]
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: " ")
      if fields.count == 2, let value = Int64(fields[1]) { marks[String(fields[0])] = value }
    }
    return marks
  }

  /// `/`, then 10,000 characters typed at once into the All Kanji filter (a paste without
  /// bracket markers, the worst case: every character a key), until the screen has settled
  /// with the filter's limit message. Then Esc clears the filter.
  static let pasteScript = "/ paste:10000:256 esc"

  /// B9: how long a 10,000-character paste takes to settle, on the bundled data and the full
  /// dictionary.
  private func pasteFigures() throws -> [Figure] {
    var figures: [Figure] = []
    for (name, directory) in [("bundled", bundled), ("full", full)] {
      guard let directory else { continue }
      log("terminal: 10,000-character pastes into the filter (\(name))…")
      var samples: [Double] = []
      for _ in 0..<3 {
        let session = try PtySession.run(
          driver: driver, command: app(directory), script: Self.pasteScript, ready: Self.ready, timeoutMS: 20_000)
        samples += session.keys("paste").compactMap(\.latencyMS)
      }
      figures.append(
        Figure(
          id: "B9", name: "10,000-character paste into a filter settles (\(name), median)", value: median(samples),
          unit: "ms", target: 1_000, spread: spread(samples)))
    }
    return figures
  }

  private func latency(app: [PtySession], floor: [PtySession]) -> [Figure] {
    let a = app.flatMap { $0.keys("j") }.compactMap(\.latencyMS)
    let f = floor.flatMap { $0.keys("j") }.compactMap(\.latencyMS)
    return [
      Figure(
        id: "B1", name: "key → screen, j in All Kanji (median)", value: median(a), unit: "ms", target: 1,
        floor: median(f),
        ratioTarget: 1.3, spread: spread(a)),
      Figure(
        id: "B1", name: "key → screen, j in All Kanji (p95)", value: percentile(a, 0.95), unit: "ms", target: nil,
        floor: percentile(f, 0.95), spread: "n=\(a.count)"),
    ]
  }

  private func bytes(app: [PtySession], floor: [PtySession]) -> [Figure] {
    let kinds: [(String, Set<String>)] = [("j", ["j"]), ("PgDn", ["pgdn"]), ("tab switch", ["1", "2"])]
    return kinds.map { label, names in
      let a = app.flatMap(\.keys).filter { names.contains($0.name) }.map { Double($0.bytes) }
      let f = floor.flatMap(\.keys).filter { names.contains($0.name) }.map { Double($0.bytes) }
      return Figure(
        id: "B2", name: "bytes per \(label) (mean)", value: mean(a), unit: "B", target: nil, floor: mean(f),
        ratioTarget: 1.2,
        spread: String(format: "%.0f–%.0f B", a.min() ?? 0, a.max() ?? 0))
    }
  }
}

func mean(_ values: [Double]) -> Double { values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count) }

/// The spread of samples in milliseconds, as the table shows it: min, p95 and max (the
/// figure itself is the median).
func spread(_ samples: [Double]) -> String {
  guard !samples.isEmpty else { return "no samples" }
  return
    "min \(Figure.format(samples.min() ?? 0, "ms")), p95 \(Figure.format(percentile(samples, 0.95), "ms")), "
    + "max \(Figure.format(samples.max() ?? 0, "ms")), n=\(samples.count)"
}

extension TerminalBench {
  /// The queries `lookupFigures` times: English, an inflected Japanese word, a sentence.
  static let lookupQueries = ["water", "食べなかった", "昨日友達と寿司を食べてしまいました"]

  /// `kanji lookup QUERY`, the whole process (start, open the dictionary, search, print,
  /// exit), 20 times each, on the full dictionary when there is one: the reader issue asks
  /// for at most 3× B3's first frame, so a script can call it once per line of a file.
  /// Started by `posix_spawn`, as a shell starts it: Foundation's `Process` takes some 50 ms
  /// to start even `/bin/true` here, which is no part of the program's time.
  func lookupFigures(firstFrameMS: Double) throws -> [Figure] {
    let directory = full ?? bundled
    let label = full == nil ? "bundled" : "full"
    var figures: [Figure] = []
    for query in Self.lookupQueries {
      var samples: [Double] = []
      for _ in 0..<20 {
        let run = try HugeFieldBench.measure([
          kanji.path, "lookup", "--data-dir", directory.path, "--limit", "3", query,
        ])
        samples.append(run.seconds * 1000)
        guard run.status == 0 else {
          throw ValidationError("kanji lookup \(query) exited with status \(run.status)")
        }
      }
      figures.append(
        Figure(
          id: "B3", name: "kanji lookup \(query), whole process (\(label), median; floor: B3's first frame)",
          value: median(samples), unit: "ms", floor: firstFrameMS, ratioTarget: 3, spread: spread(samples)))
    }
    return figures
  }
}
