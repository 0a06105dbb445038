import Foundation
import TermCore
import UserData

/// The statistics' pictures as lines of text at a given width: a calendar heat map of
/// reviews per day and a bar chart of cards due per day.
///
/// They draw with ASCII and Braille (U+2800-U+28FF), which are one column wide and not East
/// Asian Ambiguous, unlike the block elements (U+2580-U+259F) some CJK terminals draw two
/// columns wide; the amount is in the number of dots, so no colour is needed to read them.
enum StudyCharts {
  /// A Braille cell with 0 to 4 rows of dots lit from the bottom, both columns.
  static let barGlyphs: [Character] = [" ", "\u{28C0}", "\u{28E4}", "\u{28F6}", "\u{28FF}"]
  /// The heat map's squares, from no review to the most: a dot, then 1 to 4 rows of Braille.
  static let heatGlyphs: [Character] = [".", "\u{28C0}", "\u{28E4}", "\u{28F6}", "\u{28FF}"]

  // MARK: - Heat map

  /// The calendar of `days` (oldest first, the last one today) as weeks in columns and
  /// weekdays (Monday first) in rows, as many weeks as fit in `width`, the month above each
  /// week where one begins, and a legend.
  static func heatMap(_ days: [DayCount], width: Int, calendar: Calendar) -> [String] {
    guard let today = days.last?.day, width >= 12 else { return ["(too narrow)"] }
    let counts = Dictionary(days.map { ($0.day, $0.count) }, uniquingKeysWith: +)
    let labelWidth = heatLabelWidth
    let (weeks, columnWidth) = heatWeeks(dayCount: days.count, width: width)
    // The Monday of the week of today, then back `weeks - 1` weeks.
    let weekday = (calendar.component(.weekday, from: today) + 5) % 7
    guard let thisMonday = calendar.date(byAdding: .day, value: -weekday, to: today),
      let firstMonday = calendar.date(byAdding: .day, value: -7 * (weeks - 1), to: thisMonday)
    else { return [] }
    let maximum = days.suffix(weeks * 7).map(\.count).max() ?? 0
    // A month's name may run past the last week's column, up to the width.
    var months = String(repeating: " ", count: width)
    var rows = ["Mon ", "    ", "Wed ", "    ", "Fri ", "    ", "Sun "].map { [Character]($0) }
    var previousMonth: Int?
    var monthEnd = 0
    for week in 0..<weeks {
      guard let monday = calendar.date(byAdding: .day, value: 7 * week, to: firstMonday) else { continue }
      let month = calendar.component(.month, from: monday)
      let column = labelWidth + week * columnWidth
      if month != previousMonth, column >= monthEnd, column + 3 <= months.count {
        let name = calendar.shortMonthSymbols[month - 1].prefix(3)
        months = replacing(months, at: column, with: String(name))
        monthEnd = column + 4
      }
      previousMonth = month
      for row in 0..<7 {
        guard let day = calendar.date(byAdding: .day, value: row, to: monday) else { continue }
        let start = calendar.startOfDay(for: day)
        let glyph: Character =
          start > today ? " " : heatGlyphs[level(counts[start] ?? 0, of: maximum, levels: heatGlyphs.count - 1)]
        rows[row].append(glyph)
        if columnWidth == 2 { rows[row].append(" ") }
      }
    }
    let scale = "less " + heatGlyphs.map(String.init).joined(separator: " ") + " more"
    let busiest = maximum > 0 ? "  (\(Plural.count(maximum, "review", "reviews")) on the busiest day)" : ""
    let legend = DisplayWidth.of(scale + busiest) <= width ? scale + busiest : scale
    return [trimmed(months)] + rows.map { trimmed(String($0)) } + [DisplayWidth.truncate(legend, to: width)]
  }

  /// The weekday names' column of the heat map.
  static let heatLabelWidth = 4

  /// How many weeks of `dayCount` days the heat map shows at `width`, and the columns of
  /// each: two (a square and a space) when half a year fits that way, else one.
  static func heatWeeks(dayCount: Int, width: Int) -> (weeks: Int, columnWidth: Int) {
    let room = max(0, width - heatLabelWidth)
    let columnWidth = room >= 2 * 26 ? 2 : 1
    return (min((dayCount + 6) / 7, room / columnWidth), columnWidth)
  }

  // MARK: - Bar chart

  /// A bar for each of `days` (the first today), `height` rows high, with the largest count
  /// on the axis at the top left, 0 at the bottom, and the days under the bars.
  static func barChart(_ days: [DayCount], width: Int, height: Int) -> [String] {
    guard !days.isEmpty, height > 0 else { return [] }
    let maximum = days.map(\.count).max() ?? 0
    let axis = String(maximum).count + 1
    let columnWidth = max(1, min(4, (width - axis) / days.count))
    // A column between bars when there is room for one, so that neighbours stay apart.
    let barWidth = columnWidth >= 2 ? columnWidth - 1 : 1
    let shown = min(days.count, max(0, (width - axis) / columnWidth))
    let dotRows = height * 4
    var lines: [String] = []
    for row in 0..<height {
      let label = row == 0 ? String(maximum) : (row == height - 1 ? "0" : "")
      var line = String(repeating: " ", count: axis - 1 - label.count) + label + " "
      // Dots of this row, counted from the bottom of the chart.
      let floor = (height - 1 - row) * 4
      for day in days.prefix(shown) {
        let dots = level(day.count, of: maximum, levels: dotRows)
        let lit = min(4, max(0, dots - floor))
        line += String(repeating: barGlyphs[lit], count: barWidth)
        line += String(repeating: " ", count: columnWidth - barWidth)
      }
      lines.append(trimmed(line))
    }
    var marks = String(repeating: " ", count: axis + shown * columnWidth + 4)
    for day in stride(from: 0, to: shown, by: 7) {
      let text = day == 0 ? "today" : "+\(day)d"
      let column = axis + day * columnWidth
      if day == 0 || column + text.count <= width { marks = replacing(marks, at: column, with: text) }
    }
    lines.append(DisplayWidth.truncate(trimmed(marks), to: width))
    return lines
  }

  // MARK: - Helpers

  /// `count` on a scale of `levels` steps where `maximum` is the top: 0 only for 0, and at
  /// least 1 for any review, so a single review still shows.
  static func level(_ count: Int, of maximum: Int, levels: Int) -> Int {
    guard count > 0, maximum > 0 else { return 0 }
    return max(1, min(levels, (count * levels + maximum - 1) / maximum))
  }

  private static func replacing(_ text: String, at column: Int, with insert: String) -> String {
    var characters = Array(text)
    for (offset, character) in insert.enumerated() where column + offset < characters.count {
      characters[column + offset] = character
    }
    return String(characters)
  }

  private static func trimmed(_ text: String) -> String {
    var text = text
    while text.last == " " { text.removeLast() }
    return text
  }
}
