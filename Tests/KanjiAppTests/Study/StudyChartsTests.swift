import Foundation
import TermCore
import Testing
import UserData

@testable import KanjiApp

@Suite struct StudyChartsTests {
  private let calendar = StudyTestApp.calendar

  private func days(_ counts: [Int], endingOn end: Date = StudyTestApp.start) -> [DayCount] {
    counts.enumerated().map { index, count in
      let last = calendar.startOfDay(for: end)
      return DayCount(
        day: calendar.date(byAdding: .day, value: index - counts.count + 1, to: last) ?? last, count: count)
    }
  }

  @Test func barsRiseByRowsOfBrailleDotsWithTheLargestCountOnTheAxis() {
    let lines = StudyCharts.barChart(days([0, 1, 2, 4, 8]), width: 20, height: 2)
    #expect(
      lines == [
        "8             ⣿⣿",
        "0    ⣀⣀ ⣤⣤ ⣿⣿ ⣿⣿",
        "  today",
      ])
  }

  @Test func aSingleReviewStillShows() {
    #expect(StudyCharts.level(1, of: 1_000, levels: 4) == 1)
    #expect(StudyCharts.level(0, of: 1_000, levels: 4) == 0)
    #expect(StudyCharts.level(1_000, of: 1_000, levels: 4) == 4)
  }

  @Test func theHeatMapHasWeeksInColumnsAndTodayLast() {
    // Monday 2 March 2026 is the last day: the last column holds only its Monday.
    let lines = StudyCharts.heatMap(days([1, 0, 0, 0, 0, 0, 0, 4]), width: 20, calendar: calendar)
    #expect(lines[0].hasPrefix("    Feb"))
    #expect(lines[1] == "Mon ⣀⣿")
    #expect(lines[2] == "    .")
    #expect(lines[7] == "Sun .")
    #expect(lines[8].hasPrefix("less . ⣀ ⣤ ⣶ ⣿ more"))
  }

  @Test func everyGlyphIsOneColumnAndNotAmbiguous() {
    for glyph in StudyCharts.barGlyphs + StudyCharts.heatGlyphs {
      #expect(DisplayWidth.of(glyph) == 1, "\(glyph)")
      #expect(!("\u{2580}"..."\u{259F}").contains(String(glyph)))
    }
  }

  static let intervals: [(Int64, String)] = [
    (0, "now"), (59, "59s"), (60, "1m"), (600, "10m"), (3_600, "1h"), (86_400, "1d"), (3 * 86_400, "3d"),
    (45 * 86_400, "1mo"), (365 * 86_400, "1y"), (548 * 86_400, "1.5y"),
  ]

  @Test(arguments: intervals)
  func intervalsAreShort(seconds: Int64, text: String) {
    #expect(Interval.text(seconds: seconds) == text)
  }
}
