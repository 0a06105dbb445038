/// What a learner may set about scheduling: how much to remember, the short steps of
/// learning and relearning, the longest interval, and fuzz.
///
/// The defaults are py-fsrs 6.3.2's (`Scheduler()`), except that fuzz is off, so that a
/// review history always gives the same schedule.
public struct SchedulerConfiguration: Hashable, Sendable {
  /// The 21 weights w₀…w₂₀ of FSRS-6.
  public var parameters: [Double]
  /// The probability of recall a card is scheduled for (0.9: due when it falls to 90 %).
  public var desiredRetention: Double
  /// The steps of a new card before it graduates to review (default 1 and 10 minutes).
  public var learningSteps: [Duration]
  /// The steps of a forgotten card before it returns to review (default 10 minutes).
  public var relearningSteps: [Duration]
  /// The longest interval, in days (default 36,500).
  public var maximumInterval: Int
  /// Whether review intervals of 3 days and more are spread by a few days at random.
  public var fuzz: Bool

  /// FSRS-6's default weights, as py-fsrs 6.3.2's `DEFAULT_PARAMETERS`.
  public static let defaultParameters: [Double] = [
    0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614,
    0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
  ]

  /// The least and greatest value of each weight, as py-fsrs's `LOWER_BOUNDS_PARAMETERS`
  /// and `UPPER_BOUNDS_PARAMETERS`.
  static let parameterBounds: [ClosedRange<Double>] = [
    0.001...100, 0.001...100, 0.001...100, 0.001...100, 1...10, 0.001...4, 0.001...4, 0.001...0.75, 0...4.5,
    0...0.8, 0.001...3.5, 0.001...5, 0.001...0.25, 0.001...0.9, 0...4, 0...1, 1...6, 0...2, 0...2, 0...0.8,
    0.1...0.8,
  ]

  /// A configuration; every argument has py-fsrs's default (fuzz: off).
  public init(
    parameters: [Double] = SchedulerConfiguration.defaultParameters,
    desiredRetention: Double = 0.9,
    learningSteps: [Duration] = [.seconds(60), .seconds(600)],
    relearningSteps: [Duration] = [.seconds(600)],
    maximumInterval: Int = 36_500,
    fuzz: Bool = false
  ) {
    self.parameters = parameters
    self.desiredRetention = desiredRetention
    self.learningSteps = learningSteps
    self.relearningSteps = relearningSteps
    self.maximumInterval = maximumInterval
    self.fuzz = fuzz
  }

  /// Checks every value, and says what is wrong with the first one that is not usable.
  ///
  /// - Throws: ``SchedulerConfigurationError``.
  public func validate() throws(SchedulerConfigurationError) {
    guard parameters.count == Self.parameterBounds.count else {
      throw .parameterCount(parameters.count)
    }
    for (index, (value, bounds)) in zip(parameters, Self.parameterBounds).enumerated() where !bounds.contains(value) {
      throw .parameterOutOfBounds(index: index, value: value, bounds: bounds)
    }
    guard desiredRetention > 0, desiredRetention < 1 else { throw .desiredRetention(desiredRetention) }
    for step in learningSteps where !Self.isWholePositiveSeconds(step) { throw .learningStep(step) }
    for step in relearningSteps where !Self.isWholePositiveSeconds(step) { throw .relearningStep(step) }
    guard maximumInterval >= 1 else { throw .maximumInterval(maximumInterval) }
  }

  /// The steps in whole seconds.
  var learningStepSeconds: [Int64] { learningSteps.map(Self.seconds) }
  var relearningStepSeconds: [Int64] { relearningSteps.map(Self.seconds) }

  static func seconds(_ duration: Duration) -> Int64 { duration.components.seconds }

  static func isWholePositiveSeconds(_ duration: Duration) -> Bool {
    duration.components.seconds > 0 && duration.components.attoseconds == 0
  }
}

/// Why a ``SchedulerConfiguration`` cannot be used, in words.
public enum SchedulerConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// FSRS-6 has 21 weights.
  case parameterCount(Int)
  /// A weight lies outside what FSRS-6 allows.
  case parameterOutOfBounds(index: Int, value: Double, bounds: ClosedRange<Double>)
  /// The desired retention is not between 0 and 1.
  case desiredRetention(Double)
  /// A learning step is not a positive whole number of seconds.
  case learningStep(Duration)
  /// A relearning step is not a positive whole number of seconds.
  case relearningStep(Duration)
  /// The maximum interval is less than a day.
  case maximumInterval(Int)

  public var description: String {
    switch self {
    case .parameterCount(let count):
      return "FSRS-6 has 21 parameters, not \(count)"
    case .parameterOutOfBounds(let index, let value, let bounds):
      return "parameter w\(index) is \(value), outside \(bounds.lowerBound)…\(bounds.upperBound)"
    case .desiredRetention(let value):
      return "the desired retention is \(value); it must lie between 0 and 1 (0.9 is usual)"
    case .learningStep(let step):
      return "a learning step of \(step) is not a positive whole number of seconds"
    case .relearningStep(let step):
      return "a relearning step of \(step) is not a positive whole number of seconds"
    case .maximumInterval(let days):
      return "the maximum interval is \(days) days; it must be at least 1"
    }
  }
}
