import Foundation
import TermCore

/// One measured figure with its target, and the floor program's figure when there is one.
///
/// A figure passes when it is within its absolute target (if any) and, when it has a floor,
/// within `ratioTarget` times the floor's figure.
struct Figure {
  /// The issue's benchmark id: `B1` … `B8`.
  var id: String
  var name: String
  var value: Double
  var unit: String
  /// The absolute target (the figure must not exceed it), or nil.
  var target: Double? = nil
  /// The least the figure may be (for scores such as hit@1), or nil.
  var atLeast: Double? = nil
  /// The same figure for the floor program, measured in the same run.
  var floor: Double? = nil
  /// The most the figure may be, as a multiple of the floor's.
  var ratioTarget: Double? = nil
  /// How spread the samples were, e.g. `p95 0.61 ms, n=600`.
  var spread: String = ""

  var ratio: Double? {
    guard let floor, floor > 0 else { return nil }
    return value / floor
  }

  var passes: Bool {
    if let target, value > target { return false }
    if let atLeast, value < atLeast { return false }
    if let ratioTarget, let ratio, ratio > ratioTarget { return false }
    return true
  }

  var targetText: String {
    var parts: [String] = []
    if let target { parts.append("≤ " + Self.format(target, unit)) }
    if let atLeast { parts.append("≥ " + Self.format(atLeast, unit)) }
    if let ratioTarget { parts.append(String(format: "≤ %.1f× floor", ratioTarget)) }
    return parts.joined(separator: ", ")
  }

  /// The figures as a Markdown table, columns padded so it also reads as plain text.
  static func table(_ figures: [Figure]) -> String {
    let header = ["id", "figure", "app", "floor", "ratio", "spread", "target", "result"]
    let rows = figures.map { f in
      [
        f.id, f.name, format(f.value, f.unit), f.floor.map { format($0, f.unit) } ?? "",
        f.ratio.map { String(format: "%.2f×", $0) } ?? "", f.spread, f.targetText, f.passes ? "pass" : "MISS",
      ]
    }
    var widths = header.map { DisplayWidth.of($0) }
    for row in rows {
      for (i, cell) in row.enumerated() { widths[i] = max(widths[i], DisplayWidth.of(cell)) }
    }
    func line(_ cells: [String]) -> String {
      let padded = cells.enumerated().map { i, cell in
        cell.padded(widths[i], left: (2...4).contains(i))
      }
      return "| " + padded.joined(separator: " | ") + " |"
    }
    var lines = [line(header)]
    lines.append(
      "|"
        + widths.enumerated().map { i, w in
          (2...4).contains(i) ? String(repeating: "-", count: w + 1) + ":" : String(repeating: "-", count: w + 2)
        }.joined(separator: "|") + "|")
    lines += rows.map(line)
    return lines.joined(separator: "\n")
  }

  static func format(_ value: Double, _ unit: String) -> String {
    switch unit {
    case "ms":
      return value < 1
        ? String(format: "%.3f ms", value)
        : value < 10 ? String(format: "%.2f ms", value) : String(format: "%.1f ms", value)
    case "µs": return value < 10 ? String(format: "%.2f µs", value) : String(format: "%.1f µs", value)
    case "": return String(format: "%.3f", value)
    case "s": return String(format: "%.2f s", value)
    case "MB": return String(format: "%.1f MB", value)
    case "B": return String(format: "%.0f B", value)
    case "Ir": return value >= 1e6 ? String(format: "%.2f M Ir", value / 1e6) : String(format: "%.0f k Ir", value / 1e3)
    default: return String(format: "%.2f %@", value, unit)
    }
  }
}

extension String {
  func padded(_ width: Int, left: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(width - DisplayWidth.of(self), 0))
    return left ? padding + self : self + padding
  }
}
