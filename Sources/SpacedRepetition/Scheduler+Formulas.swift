#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The FSRS-6 formulas, in py-fsrs's order of operations so that results agree to the bit
/// (Python's `a ** b` and `math.e ** x` are the C library's `pow`).
extension Scheduler {
  static let minimumStability = 0.001
  static let difficultyRange = 1.0...10.0

  /// Forgetting curve: R(t, S) = (1 + FACTOR · t / S)^DECAY.
  func retrievability(elapsedDays: Int64, stability: Double) -> Double {
    power(1 + factor * Double(elapsedDays) / stability, decay)
  }

  /// Interval: I(r, S) = S / FACTOR · (r^(1/DECAY) − 1), rounded half to even as Python's
  /// `round`, at least 1 day and at most the maximum interval.
  func nextInterval(stability: Double) -> Int64 {
    let days = (stability / factor) * (power(configuration.desiredRetention, 1 / decay) - 1)
    let rounded = Int64(days.rounded(.toNearestOrEven))
    return min(max(rounded, 1), Int64(configuration.maximumInterval))
  }

  /// Initial stability: S₀(G) = w[G−1].
  func initialStability(_ rating: Rating) -> Double {
    max(w[rating.rawValue - 1], Self.minimumStability)
  }

  /// Initial difficulty: D₀(G) = w₄ − e^(w₅·(G−1)) + 1 (not clamped).
  func initialDifficulty(_ rating: Rating) -> Double {
    w[4] - power(M_E, w[5] * Double(rating.rawValue - 1)) + 1
  }

  func clampDifficulty(_ difficulty: Double) -> Double {
    min(max(difficulty, Self.difficultyRange.lowerBound), Self.difficultyRange.upperBound)
  }

  /// Next difficulty: ΔD = −w₆·(G−3); D′ = D + ΔD·(10 − D)/9 (linear damping);
  /// D″ = w₇·D₀(4) + (1 − w₇)·D′ (mean reversion to D₀(Easy)), clamped to 1…10.
  func nextDifficulty(_ difficulty: Double, rating: Rating) -> Double {
    let target = initialDifficulty(.easy)
    let delta = -(w[6] * Double(rating.rawValue - 3))
    let damped = difficulty + (10.0 - difficulty) * delta / 9.0
    return clampDifficulty(w[7] * target + (1 - w[7]) * damped)
  }

  /// Short-term stability (a review the same day): SInc = e^(w₁₇·(G − 3 + w₁₈)) · S^(−w₁₉),
  /// at least 1 when recalled; S′ = S · SInc.
  func shortTermStability(_ stability: Double, rating: Rating) -> Double {
    var increase = power(M_E, w[17] * (Double(rating.rawValue - 3) + w[18])) * power(stability, -w[19])
    if rating != .again { increase = max(increase, 1.0) }
    return max(stability * increase, Self.minimumStability)
  }

  /// Long-term stability: after a lapse S′f, after a recall S′r.
  func nextStability(difficulty: Double, stability: Double, retrievability: Double, rating: Rating) -> Double {
    let next =
      rating == .again
      ? forgetStability(difficulty: difficulty, stability: stability, retrievability: retrievability)
      : recallStability(difficulty: difficulty, stability: stability, retrievability: retrievability, rating: rating)
    return max(next, Self.minimumStability)
  }

  /// Stability after forgetting: S′f = w₁₁ · D^(−w₁₂) · ((S + 1)^w₁₃ − 1) · e^(w₁₄·(1 − R)),
  /// and no more than S / e^(w₁₇·w₁₈).
  func forgetStability(difficulty: Double, stability: Double, retrievability: Double) -> Double {
    let longTerm =
      w[11] * power(difficulty, -w[12]) * (power(stability + 1, w[13]) - 1) * power(M_E, (1 - retrievability) * w[14])
    let shortTerm = stability / power(M_E, w[17] * w[18])
    return min(longTerm, shortTerm)
  }

  /// Stability after recall: S′r = S · (1 + e^w₈ · (11 − D) · S^(−w₉) · (e^(w₁₀·(1 − R)) − 1)
  /// · w₁₅ (Hard only) · w₁₆ (Easy only)).
  func recallStability(difficulty: Double, stability: Double, retrievability: Double, rating: Rating) -> Double {
    let hardPenalty = rating == .hard ? w[15] : 1
    let easyBonus = rating == .easy ? w[16] : 1
    return stability
      * (1 + power(M_E, w[8]) * (11 - difficulty) * power(stability, -w[9])
        * (power(M_E, (1 - retrievability) * w[10]) - 1) * hardPenalty * easyBonus)
  }
}

/// `base` to the power `exponent`, by the C library (as Python's `**` on floats).
func power(_ base: Double, _ exponent: Double) -> Double {
  pow(base, exponent)
}
