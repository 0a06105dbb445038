import ArgumentParser
import Foundation
import TermCore

#if canImport(Glibc)
  import Glibc
#endif

/// B4: what a frame of the kanji detail costs before it reaches ncurses — rendering the
/// whole view tree into a `CellBuffer` and comparing it with the previous frame — headless.
///
/// Between frames the selection in the detail's word list moves (`j`, then `k`, untimed), so
/// every frame has something to draw and the comparison finds it.
enum RenderBench {
  static let sizes = [Size(width: 80, height: 24), Size(width: 200, height: 60)]

  /// Times `frames` frames at each size; with `callgrind`, also counts instructions per frame.
  static func figures(directory: URL, frames: Int, callgrind: Bool) throws -> [Figure] {
    var figures: [Figure] = []
    for size in sizes {
      let samples = try measure(directory: directory, size: size, frames: frames)
      figures.append(
        Figure(
          id: "B4", name: "render + diff, kanji detail \(size.width)×\(size.height) (median)", value: median(samples),
          unit: "µs", target: size.width == 200 ? 100 : nil,
          spread: String(format: "p95 %.1f µs, n=%d", percentile(samples, 0.95), samples.count)))
    }
    if callgrind {
      do {
        figures += try instructionFigures(directory: directory)
      } catch {
        log("render: no instruction counts: \(error)")
      }
    }
    return figures
  }

  /// Microseconds per frame for `frames` frames of the kanji detail at `size`.
  static func measure(directory: URL, size: Size, frames: Int) throws -> [Double] {
    let app = try detail(directory: directory, size: size)
    // As the run loop does: two buffers drawn into in turns, one the frame before (what the
    // terminal compares with), the other the frame before last, whose memory is reused.
    var buffers = [app.frame(), CellBuffer(size: .zero)]
    var turn = 1
    var samples: [Double] = []
    var sink = 0
    for i in 0..<(frames + 50) {
      try app.send(i % 2 == 0 ? "j" : "k")
      let start = DispatchTime.now().uptimeNanoseconds
      app.frame(into: &buffers[turn])
      sink &+= changedCells(from: buffers[1 - turn], to: buffers[turn])
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1000
      turn = 1 - turn
      if i >= 50 { samples.append(elapsed) }
    }
    if sink == 0 { log("render: no frame changed anything at \(size) — the figure is of empty frames") }
    return samples
  }

  /// The app at `size` showing the first kanji's detail.
  static func detail(directory: URL, size: Size) throws -> HeadlessKanji {
    let app = try HeadlessKanji(directory: directory, size: size)
    try app.send("<Enter>")
    return app
  }

  /// Instructions per frame at each size: two callgrind runs of 20 and 220 frames, so what
  /// they share (start-up, opening the dictionary, the first frames) cancels out.
  private static func instructionFigures(directory: URL) throws -> [Figure] {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/valgrind") else {
      throw BenchError("valgrind is not installed")
    }
    // Valgrind 3.19 cannot read the DWARF the Swift toolchain writes ("possibly corrupted
    // debuginfo"), so it runs a copy without debug sections; the counts are the same.
    let copy = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("kanji-bench-nodebug-\(getpid())")
    defer { try? FileManager.default.removeItem(at: copy) }  // one left behind changes no figure
    let strip = Process()
    strip.executableURL = URL(fileURLWithPath: "/usr/bin/objcopy")
    strip.arguments = ["--strip-debug", "/proc/self/exe".resolvingSymlinks, copy.path]
    try strip.run()
    strip.waitUntilExit()
    guard strip.terminationStatus == 0 else { throw BenchError("objcopy --strip-debug failed (install binutils)") }
    var figures: [Figure] = []
    for size in sizes {
      log("render: counting instructions under callgrind at \(size.width)×\(size.height)…")
      let few = try instructions(executable: copy, directory: directory, size: size, frames: 20)
      let many = try instructions(executable: copy, directory: directory, size: size, frames: 220)
      figures.append(
        Figure(
          id: "B4", name: "render + diff, kanji detail \(size.width)×\(size.height) (instructions)",
          value: (many - few) / 200, unit: "Ir", target: nil, spread: "callgrind, 220 − 20 frames, with the key"))
    }
    return figures
  }

  /// Instructions of a whole `render-child` run of `frames` frames, under callgrind.
  private static func instructions(executable: URL, directory: URL, size: Size, frames: Int) throws -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/valgrind")
    process.arguments = [
      "--tool=callgrind", "--callgrind-out-file=/dev/null", executable.path, "render-child",
      "--data-dir", directory.path, "--width", String(size.width), "--height", String(size.height), "--frames",
      String(frames),
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      let line = text.split(separator: "\n").first(where: { $0.contains("Collected :") }),
      let count = Double(line.split(separator: " ").last ?? "")
    else { throw BenchError("callgrind failed (status \(process.terminationStatus)): \(text.suffix(400))") }
    return count
  }
}

extension String {
  /// The path with symbolic links resolved (for `/proc/self/exe`).
  var resolvingSymlinks: String { URL(fileURLWithPath: self).resolvingSymlinksInPath().path }
}

/// Renders frames of the kanji detail and exits: what callgrind counts (a hidden subcommand).
struct RenderChild: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "render-child", shouldDisplay: false)
  @Option var dataDir: String
  @Option var width = 80
  @Option var height = 24
  @Option var frames = 100

  func run() throws {
    _ = try RenderBench.measure(
      directory: URL(fileURLWithPath: dataDir), size: Size(width: width, height: height), frames: frames)
  }
}
