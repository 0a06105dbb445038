/// How well a card was recalled: Anki's four buttons, numbered as in FSRS.
public enum Rating: Int, CaseIterable, Hashable, Sendable {
  /// Forgotten (1).
  case again = 1
  /// Recalled with serious difficulty (2).
  case hard = 2
  /// Recalled after some hesitation (3).
  case good = 3
  /// Recalled at once (4).
  case easy = 4
}

/// Where a card is in its life, numbered as in FSRS.
public enum CardState: Int, CaseIterable, Hashable, Sendable {
  /// New or being learned: shown again after the learning steps (minutes).
  case learning = 1
  /// Learned: shown again after an interval of days.
  case review = 2
  /// Forgotten in review: shown again after the relearning steps, then back to review.
  case relearning = 3
}
