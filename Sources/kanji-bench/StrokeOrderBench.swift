import Foundation
import KanjiApp
import TermCore

/// B4 and B1 for the stroke order page, headless: a frame of 鬱 (29 strokes, the densest
/// drawing of the Jōyō kanji) stepping stroke by stroke, and `d` on its kanji page until the
/// page is drawn.
enum StrokeOrderBench {
  static let literal = "鬱"

  static func figures(directory: URL, frames: Int) throws -> [Figure] {
    var figures: [Figure] = []
    for size in RenderBench.sizes {
      let samples = try render(directory: directory, size: size, frames: frames)
      figures.append(
        Figure(
          id: "B4", name: "render + diff, stroke order of \(literal) \(size.width)×\(size.height) (median)",
          value: median(samples), unit: "µs", target: size.width == 200 ? 100 : nil,
          spread: String(format: "p95 %.1f µs, n=%d", percentile(samples, 0.95), samples.count)))
    }
    let (first, opens) = try open(directory: directory, times: max(50, frames / 10))
    figures.append(
      Figure(
        id: "B1", name: "d → stroke order of \(literal) drawn, 80×24, headless (median)", value: median(opens),
        unit: "ms", target: 1, spread: spread(opens)))
    figures.append(
      Figure(
        id: "B1", name: "the session's first d (its kanji page read the table)", value: first, unit: "ms",
        target: nil, spread: "one sample"))
    return figures
  }

  /// Microseconds per frame at `size`, a stroke further (`n`, untimed) before each frame.
  static func render(directory: URL, size: Size, frames: Int) throws -> [Double] {
    let app = try HeadlessKanji(
      directory: directory, size: size, launch: LaunchOptions(route: "strokes/\(literal)", restoreSavedState: false))
    // Two buffers in turns, as the run loop draws (RenderBench.measure).
    var buffers = [app.frame(), CellBuffer(size: .zero)]
    var turn = 1
    var samples: [Double] = []
    var sink = 0
    for i in 0..<(frames + 50) {
      try app.send("n")
      let start = DispatchTime.now().uptimeNanoseconds
      app.frame(into: &buffers[turn])
      sink &+= changedCells(from: buffers[1 - turn], to: buffers[turn])
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1000
      turn = 1 - turn
      if i >= 50 { samples.append(elapsed) }
    }
    if sink == 0 { log("strokes: no frame changed anything at \(size) — the figure is of empty frames") }
    return samples
  }

  /// Milliseconds from `d` on the kanji page to the stroke order page drawn (key and frame):
  /// the first time (the first rasterization; opening the kanji page read the table) and
  /// `times` more, each after Esc.
  static func open(directory: URL, times: Int) throws -> (first: Double, rest: [Double]) {
    let app = try HeadlessKanji(
      directory: directory, launch: LaunchOptions(route: "kanji/\(literal)", restoreSavedState: false))
    var samples: [Double] = []
    for _ in 0...times {
      _ = app.frame()
      let start = DispatchTime.now().uptimeNanoseconds
      _ = app.app.application.dispatch(.key(.character("d")), on: app.terminal)
      let frame = app.frame()
      samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
      guard frame.text.contains("strokes, numbered in order") else {
        throw BenchError("d on the page of \(literal) did not open its stroke order")
      }
      try app.send("<Esc>")
    }
    return (samples[0], Array(samples.dropFirst()))
  }
}
