/// The FSRS-6 scheduler: from a card and a rating, the card after the review.
///
/// A port of py-fsrs 6.3.2 (`fsrs.Scheduler.review_card`, MIT licence,
/// https://github.com/open-spaced-repetition/py-fsrs), and the same to the second and to
/// 1e-4 for any history: the fixture tests replay histories the Python package made. The
/// formulas are in `Scheduler+Formulas.swift`, named as in the FSRS-6 description
/// (https://github.com/open-spaced-repetition/fsrs4anki/wiki/The-Algorithm).
///
/// A card moves between three states:
/// - **learning**: a new card goes through the learning steps (Again: back to the first;
///   Hard: the same step again; Good: the next step, or review after the last; Easy: review);
/// - **review**: it is due after an interval of days from its stability (Again: relearning);
/// - **relearning**: the relearning steps, as learning, then back to review.
///
/// Stability and difficulty change at every review: by the short-term formula when the last
/// review was less than a day ago, by the long-term ones otherwise.
public struct Scheduler: Sendable {
  /// The settings this scheduler was made with.
  public let configuration: SchedulerConfiguration
  /// The weights w₀…w₂₀.
  let w: [Double]
  /// DECAY = −w₂₀, the exponent of the forgetting curve.
  let decay: Double
  /// FACTOR = 0.9^(1/DECAY) − 1, so that R(S, S) = 0.9.
  let factor: Double
  let learningSteps: [Int64]
  let relearningSteps: [Int64]

  /// A scheduler with `configuration`.
  ///
  /// - Throws: ``SchedulerConfigurationError`` when a value is not usable.
  public init(_ configuration: SchedulerConfiguration = SchedulerConfiguration()) throws(SchedulerConfigurationError) {
    try configuration.validate()
    self.configuration = configuration
    w = configuration.parameters
    decay = -w[20]
    factor = power(0.9, 1 / decay) - 1
    learningSteps = configuration.learningStepSeconds
    relearningSteps = configuration.relearningStepSeconds
  }

  /// The scheduler with py-fsrs's defaults and fuzz off.
  public static let standard: Scheduler = {
    do {
      return try Scheduler()
    } catch {
      // The defaults are constants that validate; a failure is a bug in this file.
      preconditionFailure("the default configuration is invalid: \(error)")
    }
  }()

  /// `card` after a review rated `rating` at `now`.
  ///
  /// With fuzz on, the spread of the interval comes from a generator seeded by the card and
  /// `now`, so that replaying a history gives the same schedule every time.
  public func review(_ card: Card, rating: Rating, at now: Instant) -> Card {
    var generator = FuzzGenerator(seed: FuzzGenerator.seed(card: card, reviewedAt: now))
    return review(card, rating: rating, at: now, using: &generator)
  }

  /// `card` after a review rated `rating` at `now`, drawing fuzz (when it is on) from
  /// `generator` as py-fsrs draws it from `random.random()`.
  public func review<Generator: RandomNumberGenerator>(
    _ card: Card, rating: Rating, at now: Instant, using generator: inout Generator
  ) -> Card {
    var card = card
    let daysSinceLastReview = card.lastReview.map { now.wholeDays(since: $0) }
    updateMemory(of: &card, rating: rating, at: now, daysSinceLastReview: daysSinceLastReview)
    var interval: Int64
    switch card.state {
    case .learning:
      interval = nextStep(of: &card, rating: rating, steps: learningSteps)
    case .review:
      if rating == .again && !relearningSteps.isEmpty {
        card.state = .relearning
        card.step = 0
        interval = relearningSteps[0]
      } else {
        interval = nextInterval(stability: card.stability ?? 0) * Instant.secondsPerDay
      }
    case .relearning:
      interval = nextStep(of: &card, rating: rating, steps: relearningSteps)
    }
    if configuration.fuzz && card.state == .review {
      interval = fuzzedInterval(days: interval / Instant.secondsPerDay, using: &generator) * Instant.secondsPerDay
    }
    card.due = now.adding(seconds: interval)
    card.lastReview = now
    return card
  }

  /// The card each rating would give at `now`, Again first: for buttons that show the
  /// interval they would set (`Good 3d`).
  public func outcomes(of card: Card, at now: Instant) -> [Rating: Card] {
    var outcomes: [Rating: Card] = [:]
    for rating in Rating.allCases { outcomes[rating] = review(card, rating: rating, at: now) }
    return outcomes
  }

  /// The card after replaying `reviews` (in the order given) on a new card.
  public func replay(_ reviews: some Sequence<(rating: Rating, at: Instant)>, from card: Card) -> Card {
    reviews.reduce(card) { card, review in self.review(card, rating: review.rating, at: review.at) }
  }

  /// The probability of recalling `card` at `now`: R(t, S) with t in whole days; 0 for a new card.
  public func retrievability(of card: Card, at now: Instant) -> Double {
    guard let lastReview = card.lastReview, let stability = card.stability else { return 0 }
    return retrievability(elapsedDays: max(0, now.wholeDays(since: lastReview)), stability: stability)
  }

  // MARK: - Steps of one review

  /// New stability and difficulty: initial on the first review, short-term within a day,
  /// long-term after that.
  private func updateMemory(of card: inout Card, rating: Rating, at now: Instant, daysSinceLastReview: Int64?) {
    guard let stability = card.stability, let difficulty = card.difficulty else {
      // py-fsrs gives initial values only to a learning card; a card in another state
      // always has both.
      card.stability = initialStability(rating)
      card.difficulty = clampDifficulty(initialDifficulty(rating))
      return
    }
    if let days = daysSinceLastReview, days < 1 {
      card.stability = shortTermStability(stability, rating: rating)
    } else {
      card.stability = nextStability(
        difficulty: difficulty, stability: stability, retrievability: retrievability(of: card, at: now), rating: rating)
    }
    card.difficulty = nextDifficulty(difficulty, rating: rating)
  }

  /// The next (re)learning step of `card` for `rating`, in seconds, moving the card on; a
  /// card past its last step, or rated Easy, graduates to review.
  private func nextStep(of card: inout Card, rating: Rating, steps: [Int64]) -> Int64 {
    let step = card.step ?? 0
    // A card past the last step was scheduled with more steps than there are now.
    if steps.isEmpty || (step >= steps.count && rating != .again) {
      return graduate(&card)
    }
    switch rating {
    case .again:
      card.step = 0
      return steps[0]
    case .hard:
      // The step stays: between the first two steps at the first, 1.5 × a single step.
      if step == 0 && steps.count == 1 { return steps[0] * 3 / 2 }
      if step == 0 { return (steps[0] + steps[1]) / 2 }
      return steps[step]
    case .good:
      if step + 1 == steps.count { return graduate(&card) }
      card.step = step + 1
      return steps[step + 1]
    case .easy:
      return graduate(&card)
    }
  }

  /// Moves `card` to review; returns its interval in seconds.
  private func graduate(_ card: inout Card) -> Int64 {
    card.state = .review
    card.step = nil
    return nextInterval(stability: card.stability ?? 0) * Instant.secondsPerDay
  }
}
