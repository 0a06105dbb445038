import CoordinatorsTesting
import TermCore
import Testing

@testable import TermUI

/// The window places the hint bar from an image it keeps while the hints and the width stay
/// the same; this holds that to drawing the bar afresh every frame.
@Suite struct WindowHintBarImageTests {
  /// A screen whose hints the test changes between frames.
  final class HintsViewController: ViewController {
    var hints: [KeyHint] = []
    override var keyHints: [KeyHint] { hints }
    override func render(in area: Rect, into buffer: inout CellBuffer) {
      buffer.fill(area)
      buffer.write("screen 中文", at: area.origin, clip: area)
    }
  }

  static let pool = [
    KeyHint("j/k", "move"), KeyHint("Enter", "open"), KeyHint("s", "star"), KeyHint("s", "unstar"),
    KeyHint("/", "filter"), KeyHint("?", "help").essential, KeyHint("中", "文語"), KeyHint("o", "order"),
    KeyHint("Esc", "back"), KeyHint("1-3", "tabs"),
  ]

  @Test func placedHintBarDrawsWhatDrawingItDraws() {
    for seed in 1...300 {
      var generator = SeededGenerator(seed: UInt64(seed))
      let screens = (0..<2).map { _ in HintsViewController(title: "Root") }
      let fast = Window()
      let slow = Window()
      slow.drawsHintBarImage = false
      fast.setRoot(screens[0])
      slow.setRoot(screens[1])
      var size = Size(width: 40, height: 8)
      for frame in 0..<12 {
        switch Int.random(in: 0..<6, using: &generator) {
        case 0, 1:
          let hints = (0..<Int.random(in: 0...7, using: &generator)).map { _ in
            Self.pool.randomElement(using: &generator)!
          }
          for screen in screens { screen.hints = hints }
        case 2:
          size = Size(
            width: Int.random(in: 0...60, using: &generator), height: Int.random(in: 0...6, using: &generator))
        case 3:
          let shows = Bool.random(using: &generator)
          fast.showsKeyHints = shows
          slow.showsKeyHints = shows
        default:
          break
        }
        var placed = CellBuffer(size: size)
        var drawn = CellBuffer(size: size)
        fast.render(into: &placed)
        slow.render(into: &drawn)
        #expect(placed == drawn, "seed \(seed), frame \(frame), \(size):\n\(placed.text)\nagainst\n\(drawn.text)")
      }
    }
  }
}
