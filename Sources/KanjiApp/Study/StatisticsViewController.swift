import Foundation
import TermCore
import TermUI

/// The review statistics: the numbers (cards, reviews, retention, streak), a calendar heat
/// map of reviews per day and a bar chart of the cards due each day of the next 30 days,
/// drawn again for each width (``StudyCharts``).
final class StatisticsViewController: DetailViewController {
  /// What is shown, read when the screen opened.
  let statistics: StudyStatistics
  /// The width the sections were last made for.
  private var madeForWidth: Int?

  /// Creates the screen for `statistics`.
  init(statistics: StudyStatistics) {
    self.statistics = statistics
    super.init(title: "Statistics", heading: "Review statistics")
  }

  override func render(in area: Rect, into buffer: inout CellBuffer) {
    // The page draws its text one column in from each side.
    let width = max(0, area.width - 2)
    if madeForWidth != width {
      madeForWidth = width
      detailView.sections = Self.sections(statistics, width: width)
    }
    super.render(in: area, into: &buffer)
  }

  /// The page's sections at `width` columns.
  static func sections(_ statistics: StudyStatistics, width: Int) -> [DetailView.Section] {
    let reviewed = Plural.count(statistics.reviewsPerDay.filter { $0.count > 0 }.count, "day", "days")
    let weeks = StudyCharts.heatWeeks(dayCount: statistics.reviewsPerDay.count, width: width).weeks
    let shownWeeks = Plural.count(max(1, weeks), "week", "weeks")
    let forecast = StudyCharts.barChart(statistics.duePerDay, width: width, height: width >= 80 ? 6 : 4)
    return [
      .text(title: "Progress", body: summary(statistics)),
      .preformatted(
        title: "Reviews per day, the last \(shownWeeks) (\(reviewed) with reviews)",
        body: StudyCharts.heatMap(statistics.reviewsPerDay, width: width, calendar: statistics.calendar)
          .joined(separator: "\n")),
      .preformatted(
        title: "Cards due each day, the next \(statistics.duePerDay.count) days", body: forecast.joined(separator: "\n")
      ),
    ]
  }

  /// `12 cards (3 new), 340 reviews. Retention 91% (last 30 days 88%). Streak: 5 days.`
  static func summary(_ statistics: StudyStatistics) -> String {
    func percent(_ share: Double?) -> String {
      share.map { "\(Int(($0 * 100).rounded()))%" } ?? "none yet"
    }
    let cards = Plural.count(statistics.cardCount, "card", "cards") + " (\(statistics.newCount) new)"
    let reviews = Plural.count(statistics.reviewCount, "review", "reviews")
    return [
      "\(cards), \(reviews).",
      "Retention (not rated Again): \(percent(statistics.retention)), the last 30 days "
        + "\(percent(statistics.recentRetention)).",
      "Streak: \(Plural.count(statistics.streak, "day", "days")) in a row.",
    ].joined(separator: "\n")
  }
}
