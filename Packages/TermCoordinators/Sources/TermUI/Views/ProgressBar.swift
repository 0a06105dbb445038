import TermCore

/// A determinate progress bar on one row: a label, a bar filled to a fraction, and the
/// percentage.
///
/// ```
/// Reading /proc  [=============>              ]  48%
/// ```
///
/// The bar is drawn in ASCII (`=`, `>`), never in block characters, whose width East Asian
/// terminals disagree on; the filled part is in the accent style, the rest dimmed. The
/// label is cut to leave the bar at least ``minimumBarWidth`` cells; on a row too narrow
/// for that, the percentage alone is shown.
///
/// A view keeps no time: a screen that owns one sets ``fraction`` as work reports
/// progress (a background task posting to the loop) and the next frame shows it.
public struct ProgressBar: View, Hashable, Sendable {
  /// What is in progress (`"Reading /proc"`); may be empty.
  public var label: String
  /// How much is done, from 0 to 1; values outside are drawn as the nearest end, and a
  /// fraction that is not a number as 0.
  public var fraction: Double
  /// Whether the percentage is shown after the bar.
  public var showsPercentage: Bool

  /// The narrowest bar drawn beside a label; the label is cut to keep it.
  public static let minimumBarWidth = 10

  /// Creates a bar for `label`, filled to `fraction`.
  public init(_ label: String = "", fraction: Double, showsPercentage: Bool = true) {
    self.label = label
    self.fraction = fraction
    self.showsPercentage = showsPercentage
  }

  /// ``fraction`` kept within 0...1.
  public var clampedFraction: Double {
    fraction.isNaN ? 0 : min(1, max(0, fraction))
  }

  /// The percentage shown, rounded down so that 100% means done.
  public var percentage: Int { Int((clampedFraction * 100).rounded(.down)) }

  public func render(in area: Rect, into buffer: inout CellBuffer) {
    let line = area.row(0)
    guard !line.isEmpty else { return }
    buffer.fill(line)
    let percent = showsPercentage ? String(percentage) + "%" : ""
    let percentField = showsPercentage ? 5 : 0  // " 100%"
    // Too narrow for a bar: the number says it.
    guard line.width >= Self.minimumBarWidth + 2 + percentField else {
      let text = showsPercentage ? percent : String(repeating: "=", count: Int(Double(line.width) * clampedFraction))
      buffer.write(Glyph.fittedByString(text, width: line.width, padsLeading: false), at: line.origin, clip: line)
      return
    }
    var x = line.minX
    if !label.isEmpty {
      let room = line.width - Self.minimumBarWidth - 2 - percentField - 2
      if room > 0 {
        let shown = Glyph.fittedByString(label, width: min(room, DisplayWidth.of(label)), padsLeading: false)
        x += buffer.write(shown, at: Point(x: x, y: line.minY), clip: line) + 2
      }
    }
    let barWidth = line.maxX - x - 2 - percentField
    let filled = Int((Double(barWidth) * clampedFraction).rounded(.down))
    var bar = String(repeating: "=", count: filled)
    if filled < barWidth, filled > 0 {
      bar.removeLast()
      bar.append(">")
    }
    buffer.write("[", at: Point(x: x, y: line.minY), style: .dim, clip: line)
    buffer.write(bar, at: Point(x: x + 1, y: line.minY), style: .accent, clip: line)
    buffer.write(
      String(repeating: " ", count: barWidth - filled), at: Point(x: x + 1 + filled, y: line.minY), style: .dim,
      clip: line)
    buffer.write("]", at: Point(x: x + 1 + barWidth, y: line.minY), style: .dim, clip: line)
    if showsPercentage {
      let field = String(repeating: " ", count: max(0, percentField - percent.count)) + percent
      buffer.write(field, at: Point(x: x + 2 + barWidth, y: line.minY), clip: line)
    }
  }
}
