import Foundation
import Testing

@testable import SpacedRepetition

/// Replays every review history py-fsrs 6.3.2 scheduled (Fixtures/fsrs-histories.tsv, from
/// `make fsrs-fixtures`) and compares the card after each review: state, step, due to the
/// second, stability and difficulty to 1e-4.
@Suite struct PyFSRSFixtureTests {
  /// One history: the setting it was scheduled with and its reviews in order.
  struct History {
    var number: Int
    var configuration: String
    var created: Instant
    var reviews: [Review] = []
  }

  /// One review and the card py-fsrs made of it.
  struct Review {
    var line: Int
    var reviewed: Instant
    var rating: Rating
    var state: CardState
    var step: Int?
    var due: Instant
    var stability: Double
    var difficulty: Double
  }

  struct Fixture {
    var configurations: [String: SchedulerConfiguration] = [:]
    var histories: [History] = []
  }

  static let fixture: Result<Fixture, FixtureError> = load()

  struct FixtureError: Error, CustomStringConvertible {
    var description: String
  }

  static func load() -> Result<Fixture, FixtureError> {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/fsrs-histories.tsv")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      // The failure is reported by every test that reads the fixture.
      return .failure(FixtureError(description: "cannot read \(url.path): run make fsrs-fixtures"))
    }
    var fixture = Fixture()
    for (index, line) in text.split(separator: "\n").enumerated() where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      let number = index + 1
      func fail(_ what: String) -> Result<Fixture, FixtureError> {
        .failure(FixtureError(description: "fsrs-histories.tsv line \(number): \(what)"))
      }
      if fields[0] == "config" {
        guard fields.count == 8, let retention = Double(fields[2]), let maximum = Int(fields[5]) else {
          return fail("malformed config line")
        }
        let steps = { (text: String) -> [Duration] in
          text == "-" ? [] : text.split(separator: ",").compactMap { Int64($0) }.map { .seconds($0) }
        }
        fixture.configurations[fields[1]] = SchedulerConfiguration(
          parameters: fields[7].split(separator: ",").compactMap { Double($0) }, desiredRetention: retention,
          learningSteps: steps(fields[3]), relearningSteps: steps(fields[4]), maximumInterval: maximum,
          fuzz: fields[6] == "1")
        continue
      }
      guard fields.count == 10, let card = Int(fields[0]), let created = Int64(fields[2]),
        let reviewed = Int64(fields[3]), let rating = Int(fields[4]).flatMap(Rating.init(rawValue:)),
        let state = Int(fields[5]).flatMap(CardState.init(rawValue:)), let due = Int64(fields[7]),
        let stability = Double(fields[8]), let difficulty = Double(fields[9])
      else { return fail("malformed review line") }
      let review = Review(
        line: number, reviewed: Instant(secondsSinceEpoch: reviewed), rating: rating, state: state,
        step: Int(fields[6]), due: Instant(secondsSinceEpoch: due), stability: stability, difficulty: difficulty)
      if fixture.histories.last?.number != card {
        fixture.histories.append(
          History(number: card, configuration: fields[1], created: Instant(secondsSinceEpoch: created)))
      }
      fixture.histories[fixture.histories.count - 1].reviews.append(review)
    }
    return .success(fixture)
  }

  @Test func fixtureCoversEveryRatingStateAndSetting() throws {
    let fixture = try Self.fixture.get()
    let reviews = fixture.histories.flatMap(\.reviews)
    #expect(fixture.configurations.count >= 6)
    #expect(fixture.configurations.values.contains { $0.fuzz })
    #expect(Set(reviews.map(\.rating)) == Set(Rating.allCases))
    #expect(Set(reviews.map(\.state)) == Set(CardState.allCases))
    #expect(fixture.histories.count > 500)
    #expect(reviews.count > 5000)
  }

  @Test func everyReviewMatchesPyFSRS() throws {
    let fixture = try Self.fixture.get()
    var schedulers: [String: Scheduler] = [:]
    for (name, configuration) in fixture.configurations { schedulers[name] = try Scheduler(configuration) }
    var mismatches: [String] = []
    for history in fixture.histories {
      let scheduler = try #require(schedulers[history.configuration])
      var generator = FuzzGenerator(seed: UInt64(history.number))
      var card = Card(due: history.created)
      for review in history.reviews {
        card = scheduler.review(card, rating: review.rating, at: review.reviewed, using: &generator)
        let matches =
          card.state == review.state && card.step == review.step && card.due == review.due
          && abs((card.stability ?? .nan) - review.stability) <= 1e-4
          && abs((card.difficulty ?? .nan) - review.difficulty) <= 1e-4
          && card.lastReview == review.reviewed
        if !matches {
          mismatches.append(
            "line \(review.line) (card \(history.number), \(history.configuration)): expected \(review.state) "
              + "step \(review.step.map(String.init) ?? "-") due \(review.due) S \(review.stability) "
              + "D \(review.difficulty), got \(card.state) step \(card.step.map(String.init) ?? "-") "
              + "due \(card.due) S \(card.stability ?? .nan) D \(card.difficulty ?? .nan)")
          break
        }
      }
    }
    #expect(mismatches.count == 0, "histories that differ; the first: \(mismatches.prefix(3))")
  }
}
