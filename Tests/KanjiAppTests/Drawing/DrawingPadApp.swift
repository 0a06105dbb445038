import Coordinators
import CoordinatorsTesting
import Synchronization
import TermCore
import TermUI

@testable import KanjiApp

/// The app on a headless terminal, opened on the drawing pad, with a recogniser that
/// answers from a table by the number of strokes and records what it was asked.
struct DrawingPadApp {
  let headless: HeadlessApp
  let kanji: KanjiApplication
  let recorder: RecognizerRecorder

  /// The app opened at `route` (`draw` by default).
  static func make(
    route: String? = "draw", width: Int = 80, height: Int = 24, mouse: Bool = true,
    recognizers: RecognizerSource? = nil, minimumSize: Size = Size(width: 40, height: 12)
  ) throws -> DrawingPadApp {
    var environment = KanjiEnvironment(dictionary: try TestApp.dictionary.get(), accounts: try TestApp.accounts())
    let recorder = RecognizerRecorder()
    environment.recognizers = recognizers ?? RecognizerSource { TableRecognizer(recorder: recorder) }
    var launch = LaunchOptions(route: route, restoreSavedState: false)
    launch.mouse = mouse
    let app = try KanjiApplication(environment: environment, launch: launch, minimumSize: minimumSize)
    let headless = HeadlessApp(application: app.application, size: Size(width: width, height: height))
    return DrawingPadApp(headless: headless, kanji: app, recorder: recorder)
  }

  /// The pad, when it has the keyboard, drawn as it is now (so it knows where its square is).
  var screen: DrawingPadViewController? {
    _ = headless.screen
    return headless.application.window.focusedViewController as? DrawingPadViewController
  }

  /// The screen cell, with its fraction, at (`x`, `y`) of the pad's square.
  func cell(_ x: Double, _ y: Double, in pad: Rect) -> FinePoint {
    FinePoint(x: Double(pad.minX) + x * Double(pad.width), y: Double(pad.minY) + y * Double(pad.height))
  }

  /// Drags through points of the pad's square, a point every twentieth of it between each
  /// two given, as a hand moves; nothing when the pad is not shown.
  func drag(_ points: [(Double, Double)]) {
    guard let pad = screen?.padArea, let first = points.first else { return }
    var path = [cell(first.0, first.1, in: pad)]
    for (from, to) in zip(points, points.dropFirst()) {
      let steps = max(1, Int((max(abs(to.0 - from.0), abs(to.1 - from.1)) * 20).rounded()))
      for step in 1...steps {
        let t = Double(step) / Double(steps)
        path.append(cell(from.0 + (to.0 - from.0) * t, from.1 + (to.1 - from.1) * t, in: pad))
      }
    }
    headless.drag(through: path)
  }

  /// 日 in its order: the left side, the top and right side, the middle bar, the bottom.
  func drawSun() throws {
    guard screen?.padArea != nil else { throw PadNotShown() }
    drag([(0.25, 0.12), (0.25, 0.88)])
    drag([(0.25, 0.12), (0.75, 0.12), (0.75, 0.88)])
    drag([(0.25, 0.5), (0.75, 0.5)])
    drag([(0.25, 0.88), (0.75, 0.88)])
  }

  /// The styles of the Braille cells on screen.
  func inkStyles() -> Set<Style> {
    let frame = headless.screen
    var styles = Set<Style>()
    for y in 0..<frame.size.height {
      for x in 0..<frame.size.width {
        let cell = frame[x, y]
        if let scalar = cell.text.unicodeScalars.first, (0x2801...0x28FF).contains(scalar.value) {
          styles.insert(cell.style)
        }
      }
    }
    return styles
  }

  /// A drawing was asked of a screen that is not the pad.
  struct PadNotShown: Error {}
}

/// What the table recogniser was asked, from whichever thread asked it.
final class RecognizerRecorder: Sendable {
  private let counts = Mutex<[Int]>([])

  /// The number of strokes of each drawing, in the order asked.
  var strokeCounts: [Int] { counts.withLock { $0 } }

  func record(_ count: Int) { counts.withLock { $0.append(count) } }
}

/// A recogniser for the pad's tests: for a drawing of n strokes, the kanji of n strokes of
/// its table, in order. 曰 is not in the bundled dictionary, so the pad leaves it out.
struct TableRecognizer: KanjiRecognizing {
  let recorder: RecognizerRecorder

  static let table: [Int: [String]] = [
    1: ["一", "乙"],
    2: ["二", "人", "入", "八", "力", "十", "七", "九", "又", "刀", "了"],
    3: ["口", "山", "川", "三", "工", "土", "士", "小", "千", "上", "下"],
    4: ["日", "目", "曰", "白", "田", "旧", "旦", "由", "甲", "申", "百", "自", "月"],
  ]

  func candidates(for strokes: [[FinePoint]], limit: Int) -> [String] {
    recorder.record(strokes.count)
    return Array((Self.table[strokes.count] ?? []).prefix(limit))
  }
}
