import TermCore

/// An indeterminate progress indicator on one row: a turning mark and a label.
///
/// ```
/// ⠹ Reading /proc
/// ```
///
/// The view keeps which step it shows; the screen that owns it turns it with a timer, and
/// the loop presents a frame only when the step changed:
///
/// ```swift
/// every(Spinner.interval) { screen in screen.spinner.advance() }
/// ```
public struct Spinner: View, Hashable, Sendable {
  /// The marks a spinner turns through.
  public enum Marks: Hashable, Sendable {
    /// Braille dots going round (`⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏`); Braille is one column wide everywhere.
    case dots
    /// An ASCII line turning (`|/-\`), for fonts without Braille.
    case line

    /// The marks in order.
    public var steps: [Character] {
      switch self {
      case .dots: ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
      case .line: ["|", "/", "-", "\\"]
      }
    }
  }

  /// How often a spinner is usually turned: ten steps a second.
  public static let interval = Duration.milliseconds(100)

  /// What is going on (`"Reading /proc"`); may be empty.
  public var label: String
  /// The marks it turns through.
  public var marks: Marks
  /// How many steps it has turned; the mark shown is this step's, going round.
  public var step: Int

  /// Creates a spinner for `label`, at its first step.
  public init(_ label: String = "", marks: Marks = .dots, step: Int = 0) {
    self.label = label
    self.marks = marks
    self.step = step
  }

  /// The mark shown now.
  public var mark: Character {
    let steps = marks.steps
    return steps[((step % steps.count) + steps.count) % steps.count]
  }

  /// Turns to the next mark.
  public mutating func advance() {
    step = step == Int.max ? 0 : step + 1
  }

  public func render(in area: Rect, into buffer: inout CellBuffer) {
    let line = area.row(0)
    guard !line.isEmpty else { return }
    buffer.fill(line)
    buffer.write(String(mark), at: line.origin, style: .accent, clip: line)
    guard !label.isEmpty, line.width > 2 else { return }
    let text = Glyph.fittedByString(label, width: line.width - 2, padsLeading: false)
    buffer.write(text, at: Point(x: line.minX + 2, y: line.minY), clip: line)
  }
}
