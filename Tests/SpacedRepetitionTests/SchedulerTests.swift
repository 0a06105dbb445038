import Testing

@testable import SpacedRepetition

@Suite struct SchedulerTests {
  let start = Instant(secondsSinceEpoch: 1_767_600_000)  // 2026-01-05T08:00:00Z

  @Test func aNewCardRatedGoodGoesToTheSecondLearningStep() {
    let card = Scheduler.standard.review(Card(due: start), rating: .good, at: start)
    #expect(card.state == .learning)
    #expect(card.step == 1)
    #expect(card.due == start.adding(seconds: 600))
    #expect(card.stability == 2.3065)
    #expect(card.lastReview == start)
  }

  @Test func hardOnTheFirstStepWaitsBetweenTheFirstTwoSteps() {
    let card = Scheduler.standard.review(Card(due: start), rating: .hard, at: start)
    #expect(card.step == 0)
    #expect(card.due == start.adding(seconds: 330))
  }

  @Test func easyGraduatesAtOnceToADaysInterval() {
    let card = Scheduler.standard.review(Card(due: start), rating: .easy, at: start)
    #expect(card.state == .review)
    #expect(card.step == nil)
    // S₀(Easy) = 8.2956 days at retention 0.9 is an interval of 8 days.
    #expect(card.due == start.adding(seconds: 8 * Instant.secondsPerDay))
  }

  @Test func againInReviewGoesToRelearning() {
    let graduated = Scheduler.standard.review(Card(due: start), rating: .easy, at: start)
    let lapsed = Scheduler.standard.review(graduated, rating: .again, at: graduated.due)
    #expect(lapsed.state == .relearning)
    #expect(lapsed.step == 0)
    #expect(lapsed.due == graduated.due.adding(seconds: 600))
    #expect((lapsed.stability ?? 0) < (graduated.stability ?? 0))
  }

  @Test func outcomesGiveTheCardOfEveryRating() {
    let outcomes = Scheduler.standard.outcomes(of: Card(due: start), at: start)
    #expect(outcomes.count == 4)
    #expect(outcomes[.again]?.due == start.adding(seconds: 60))
    #expect(outcomes[.good]?.due == start.adding(seconds: 600))
  }

  @Test func retrievabilityIsNinetyPercentAfterStabilityDays() throws {
    var card = Card(due: start)
    card = Scheduler.standard.review(card, rating: .easy, at: start)
    let stability = try #require(card.stability)
    let later = start.adding(seconds: Int64(stability) * Instant.secondsPerDay)
    #expect(abs(Scheduler.standard.retrievability(of: card, at: later) - 0.9) < 0.01)
    #expect(Scheduler.standard.retrievability(of: Card(due: start), at: later) == 0)
  }

  @Test func fuzzSpreadsLongIntervalsTheSameWayForTheSameReview() throws {
    let scheduler = try Scheduler(SchedulerConfiguration(fuzz: true))
    var card = scheduler.review(Card(due: start), rating: .easy, at: start)
    card = scheduler.review(card, rating: .easy, at: card.due)
    let again = scheduler.review(card, rating: .good, at: card.due)
    let same = scheduler.review(card, rating: .good, at: card.due)
    #expect(again == same)
    let days = scheduler.nextInterval(stability: again.stability ?? 0)
    let fuzzed = again.due.wholeDays(since: card.due)
    #expect(scheduler.fuzzRange(days: days).contains(fuzzed))
  }

  @Test func fuzzRangeWidensWithTheInterval() throws {
    let scheduler = try Scheduler(SchedulerConfiguration(fuzz: true))
    #expect(scheduler.fuzzRange(days: 3) == 2...4)
    #expect(scheduler.fuzzRange(days: 100) == 93...107)
  }

  @Test func wholeDaysRoundDownAsPythonDoes() {
    #expect(start.adding(seconds: 86_399).wholeDays(since: start) == 0)
    #expect(start.adding(seconds: 86_400).wholeDays(since: start) == 1)
    #expect(start.adding(seconds: -1).wholeDays(since: start) == -1)
  }

  @Test(arguments: [
    (
      SchedulerConfiguration(desiredRetention: 1),
      "the desired retention is 1.0; it must lie between 0 and 1 (0.9 is usual)"
    ),
    (
      SchedulerConfiguration(learningSteps: [.seconds(0)]),
      "a learning step of 0.0 seconds is not a positive whole number of seconds"
    ),
    (
      SchedulerConfiguration(relearningSteps: [.milliseconds(1500)]),
      "a relearning step of 1.5 seconds is not a positive whole number of seconds"
    ),
    (SchedulerConfiguration(maximumInterval: 0), "the maximum interval is 0 days; it must be at least 1"),
    (SchedulerConfiguration(parameters: [1, 2]), "FSRS-6 has 21 parameters, not 2"),
  ])
  func invalidConfigurationsAreRefusedInWords(configuration: SchedulerConfiguration, message: String) {
    #expect(throws: SchedulerConfigurationError.self) { try Scheduler(configuration) }
    do {
      try configuration.validate()
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func aWeightOutOfBoundsIsNamed() {
    var parameters = SchedulerConfiguration.defaultParameters
    parameters[20] = 0.9
    #expect(throws: SchedulerConfigurationError.parameterOutOfBounds(index: 20, value: 0.9, bounds: 0.1...0.8)) {
      try SchedulerConfiguration(parameters: parameters).validate()
    }
  }
}
