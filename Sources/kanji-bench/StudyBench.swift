import ArgumentParser
import Foundation
import KanjiKit
import SpacedRepetition
import UserData

/// The review log's figures: an account with 10,000 cards (every bundled kanji, then words)
/// and 100,000 reviews, as `kanji import --reviews` reads them; then opening the study queue,
/// and a rating followed by the next card, as the Study screen does them.
enum StudyBench {
  static let cards = 10_000
  static let reviewsPerCard = 10

  static func figures(dictionaryDirectory: URL, root: URL, ratings: Int) throws -> [Figure] {
    let directory = root.appendingPathComponent("study")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let dictionary = try DictionaryStore.open(directory: dictionaryDirectory, bundled: try BundledData.datasetURL())
    let accounts = try AccountStore.open(directory: directory, hasher: PasswordHasher(rounds: 1_000))
    let user = try accounts.register(
      email: "bench@example.com", password: "bench-password", firstName: "B", lastName: "B")
    let file = try logFile(items: items(in: dictionary))

    var figures: [Figure] = []
    var entries: [ReviewEntry] = []
    var imported: ReviewImportSummary?
    var lines: [ReviewLogFile.Line] = []
    let cpuBefore = threadCPUSeconds()
    let parseSeconds = try time { lines = try ReviewLogFile.parse(file) }
    let lookUpSeconds = try time { entries = try ReviewLogFile.resolve(lines, in: dictionary) }
    let writeSeconds = try time { imported = try accounts.importReviews(entries, for: user, scheduler: .standard) }
    let importSeconds = parseSeconds + lookUpSeconds + writeSeconds
    let importCPU = threadCPUSeconds() - cpuBefore
    guard let summary = imported, summary.added == cards * reviewsPerCard else {
      throw BenchError("the review import added \(imported?.added ?? 0) reviews, not \(cards * reviewsPerCard)")
    }
    figures.append(
      Figure(
        id: "B6", name: "import --reviews: \(summary.added) reviews of \(summary.starred) cards (read, look up, write)",
        value: importSeconds, unit: "s", target: 5,
        spread: String(
          format: "read %.2f s, look up %.2f s, write %.2f s; CPU %.2f s", parseSeconds, lookUpSeconds, writeSeconds,
          importCPU)))

    var opens: [Double] = []
    var openCPU: [Double] = []
    var queue = try accounts.studyQueue(for: user)
    for _ in 0..<20 {
      let start = DispatchTime.now().uptimeNanoseconds
      let cpu = threadCPUSeconds()
      queue = try accounts.studyQueue(for: user)
      openCPU.append((threadCPUSeconds() - cpu) * 1000)
      opens.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
    }
    figures.append(
      Figure(
        id: "B7", name: "study queue: open with \(queue.count) cards, \(summary.added) reviews (median)",
        value: median(opens), unit: "ms", target: 20,
        spread: spread(opens) + String(format: "; CPU median %.1f ms", median(openCPU))))

    var reviewItems: [HistoryItem: ReviewItem] = [:]
    for entry in entries { reviewItems[entry.item.starredItem] = entry.item }
    var now = Instant(Date())
    var samples: [Double] = []
    var ratingCPU: [Double] = []
    for _ in 0..<ratings {
      guard let entry = queue.next(at: now), let item = reviewItems[entry.item] else {
        throw BenchError("no card due in the study queue at \(ReviewLogFile.text(now))")
      }
      let start = DispatchTime.now().uptimeNanoseconds
      let cpu = threadCPUSeconds()
      let record = try accounts.recordReview(.good, of: item, at: now, for: user, scheduler: .standard)
      queue.update(entry.item, card: record.card)
      let next = queue.next(at: now)
      samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
      ratingCPU.append((threadCPUSeconds() - cpu) * 1000)
      if next == nil { break }
      now = now.adding(seconds: 1)
    }
    figures.append(
      Figure(
        id: "B1", name: "rating → next card: log it (own transaction), requeue (median)", value: median(samples),
        unit: "ms", target: 1, spread: spread(samples) + String(format: "; CPU median %.3f ms", median(ratingCPU))))

    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    let statistics = try time {
      let year = Date().addingTimeInterval(-365 * 86_400)
      _ = try accounts.reviewsPerDay(for: user, from: year, days: 366, calendar: calendar)
      _ = try accounts.retention(for: user)
      _ = try accounts.reviewStreak(for: user, today: Date(), calendar: calendar)
      _ = queue.dueCounts(from: Date(), days: 30, calendar: calendar)
    }
    figures.append(
      Figure(
        id: "B7", name: "statistics: reviews per day (a year), retention, streak, due per day (30)",
        value: statistics * 1000, unit: "ms", target: nil, spread: "one run"))
    return figures
  }

  /// 10,000 items: every kanji of the dictionary, then its first words.
  static func items(in dictionary: DictionaryStore) throws -> [(kind: String, item: String, reading: String)] {
    var items = try dictionary.kanji(order: .frequency, offset: 0, limit: cards).map { ("kanji", $0.literal, "") }
    var offset = 0
    while items.count < cards {
      let page = try dictionary.words(offset: offset, limit: 500)
      guard !page.isEmpty else { break }
      for summary in page where items.count < cards {
        guard let word = try dictionary.word(id: summary.id),
          case .word(_, let spelling, let reading) = ReviewItem(word: word)
        else { continue }
        items.append(("word", spelling, reading))
      }
      offset += page.count
    }
    return items
  }

  /// A review log of `reviewsPerCard` reviews of each item, each on the day it came due
  /// (ratings from a seeded generator, mostly Good), as `kanji export --reviews` writes one.
  static func logFile(items: [(kind: String, item: String, reading: String)]) throws -> String {
    var generator = FuzzGenerator(seed: 2026)
    let scheduler = Scheduler.standard
    let start = Instant(Date()).adding(seconds: -3 * 365 * 86_400)
    var lines: [(Instant, String)] = []
    lines.reserveCapacity(items.count * reviewsPerCard)
    for (index, item) in items.enumerated() {
      var moment = start.adding(seconds: Int64(index) * 97)
      var card = Card(due: moment)
      for _ in 0..<reviewsPerCard {
        let draw = generator.next() % 20
        let rating: Rating = draw < 2 ? .again : draw < 4 ? .hard : draw < 18 ? .good : .easy
        card = scheduler.review(card, rating: rating, at: moment)
        lines.append(
          (moment, "\(item.kind)\t\(item.item)\t\(item.reading)\t\(ReviewLogFile.text(moment))\t\(rating.rawValue)"))
        moment = card.due.adding(seconds: Int64(generator.next() % 7200))
      }
    }
    lines.sort { $0.0 < $1.0 }
    return "kind\titem\treading\treviewed\trating\n" + lines.map(\.1).joined(separator: "\n") + "\n"
  }
}

/// CPU seconds this thread has used: the work itself, whatever else the machine runs.
func threadCPUSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// `kanji-bench study`: the review log's figures alone, on the bundled dictionary.
struct StudyRun: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "study", abstract: "Measure the review log: import, opening the study queue, a rating.")

  @Option(help: "How many ratings to time.") var ratings = 2000

  @Option(help: "Where to make the data, kept afterwards (default: a temporary directory, removed).")
  var dataDir: String?

  func run() throws {
    let root =
      dataDir.map { URL(fileURLWithPath: $0) }
      ?? URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("kanji-bench-study-\(getpid())")
    defer { if dataDir == nil { try? FileManager.default.removeItem(at: root) } }  // scratch; changes no figure
    let seeded = root.appendingPathComponent("bundled")
    let figures = try StudyBench.figures(dictionaryDirectory: seeded, root: root, ratings: ratings)
    print(Figure.table(figures))
  }
}
