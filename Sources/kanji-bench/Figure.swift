/// One measured figure with its target.
struct Figure {
  var name: String
  var value: Double
  var unit: String
  var target: Double

  var passes: Bool { value <= target }

  static func table(_ figures: [Figure]) -> String {
    let nameWidth = max(figures.map(\.name.count).max() ?? 0, 6)
    var lines = ["\("figure".padded(nameWidth))  \("measured".padded(12, left: true))  \("target".padded(12, left: true))  result"]
    for figure in figures {
      lines.append(
        "\(figure.name.padded(nameWidth))  \(format(figure.value, figure.unit).padded(12, left: true))  "
          + "\(("≤ " + format(figure.target, figure.unit)).padded(12, left: true))  \(figure.passes ? "pass" : "MISS")")
    }
    return lines.joined(separator: "\n")
  }

  static func format(_ value: Double, _ unit: String) -> String {
    switch unit {
    case "ms": return value < 10 ? String(format: "%.2f ms", value) : String(format: "%.1f ms", value)
    case "s": return String(format: "%.2f s", value)
    case "MB": return String(format: "%.1f MB", value)
    default: return String(format: "%.2f %@", value, unit)
    }
  }
}

import Foundation

extension String {
  func padded(_ width: Int, left: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(width - count, 0))
    return left ? padding + self : self + padding
  }
}
