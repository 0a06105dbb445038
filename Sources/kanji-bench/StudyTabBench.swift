import ArgumentParser
import Coordinators
import Foundation
import KanjiApp
import KanjiKit
import SpacedRepetition
import TermCore
import UserData

/// B1 for the Study tab, headless, over an account on disk with 10,000 starred cards and
/// 100,000 logged reviews: a rating key until the next card is drawn (the rating committed
/// to `user.sqlite` first), and `4` from another tab until the Study tab is drawn (the stars
/// and the queue read again).
enum StudyTabBench {
  static let cards = 10_000
  static let reviews = 100_000

  static func figures(directory: URL, root: URL, ratings: Int) throws -> [Figure] {
    let dictionary = try DictionaryStore.open(directory: directory, bundled: try BundledData.datasetURL())
    let accountsDirectory = root.appendingPathComponent("study-accounts")
    try FileManager.default.createDirectory(at: accountsDirectory, withIntermediateDirectories: true)
    let accounts = try AccountStore.open(directory: accountsDirectory, hasher: PasswordHasher(rounds: 1))
    let user = try accounts.register(email: "bench@example.com", password: "bench-pass", firstName: "B", lastName: "B")
    let items = try reviewItems(in: dictionary)
    log("study: \(items.count) cards, \(reviews) reviews…")
    // One review of each card every ten days from a year ago, mostly Good, some Again.
    let start = Instant(secondsSinceEpoch: 1_767_225_600)  // 2026-01-01
    var entries: [ReviewEntry] = []
    entries.reserveCapacity(reviews)
    for index in 0..<reviews {
      let round = Int64(index / items.count)
      let time = start.adding(seconds: round * 10 * Instant.secondsPerDay + Int64(index % items.count))
      entries.append(
        ReviewEntry(item: items[index % items.count], reviewed: time, rating: index % 7 == 0 ? .again : .good))
    }
    _ = try accounts.importReviews(entries, for: user, scheduler: .standard)
    // A year on, every card is due.
    var environment = KanjiEnvironment(dictionary: dictionary, accounts: accounts)
    let now = start.adding(seconds: 400 * Instant.secondsPerDay).date
    environment.now = { now }
    let app = try KanjiApplication(environment: environment, launch: LaunchOptions(restoreSavedState: false))
    let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
    var buffer = app.application.render(size: terminal.size)
    func press(_ script: String) throws {
      for event in try KeyScript.parse(script) { _ = app.application.dispatch(event, on: terminal) }
      app.application.render(size: terminal.size, into: &buffer)
    }
    // What the run loop does after a frame is on the terminal, while it waits for the next
    // key (the Study tab builds the next card then): not part of a key's time.
    func waitForKey() { app.application.window.framePresented() }
    var opens: [Double] = []
    for _ in 0..<20 {
      try press("1")
      waitForKey()
      opens.append(try time { try press("4") } * 1000)
      waitForKey()
    }
    var rates: [Double] = []
    for index in 0..<ratings {
      try press("<Space>")
      waitForKey()
      rates.append(try time { try press(String(index % 4 + 1)) } * 1000)
      waitForKey()
    }
    guard try accounts.reviewCount(for: user) == reviews + ratings else {
      throw StudyTabBenchFailure("the ratings were not all logged")
    }
    return [
      Figure(
        id: "B1", name: "rating key → next card, \(cards) cards, \(reviews) reviews (median)", value: median(rates),
        unit: "ms", target: 1, spread: spread(rates)),
      Figure(
        id: "B1", name: "4 → the Study tab drawn, that history (median)", value: median(opens), unit: "ms",
        target: 20, spread: spread(opens)),
    ]
  }

  /// Every kanji of the dictionary, then words until there are ``cards`` items.
  private static func reviewItems(in dictionary: DictionaryStore) throws -> [ReviewItem] {
    var items = try dictionary.kanji(order: .frequency, offset: 0, limit: cards).map { ReviewItem.kanji($0.literal) }
    let words = try dictionary.wordList(matching: "", limit: Int(Int32.max))
    let wanted = min(words.count, cards - items.count)
    for word in try dictionary.rows(of: words, in: 0..<wanted) {
      items.append(.word(id: word.id, spelling: word.headword, reading: word.reading))
    }
    return items
  }
}

/// A benchmark whose setting-up went wrong.
struct StudyTabBenchFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// `kanji-bench study-tab`: the Study tab's figures alone, on the bundled dictionary.
struct StudyTabCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "study-tab",
    abstract: "Measure the Study tab with 10,000 cards and 100,000 reviews, and print the table.")

  @Option(help: "How many ratings to time.") var ratings = 500

  func run() throws {
    let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("kanji-bench-study-\(getpid())")
    defer { try? FileManager.default.removeItem(at: root) }  // scratch: one left behind changes no figure
    let figures = try StudyTabBench.figures(
      directory: root.appendingPathComponent("bundled"), root: root, ratings: ratings)
    print(Figure.table(figures))
  }
}
