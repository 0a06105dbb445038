/// What the scheduler knows of one card: its state and memory, and when it is due.
///
/// A new card is in ``CardState/learning`` at step 0 with no stability or difficulty; the
/// first review gives it both. The same fields as py-fsrs's `Card` (its id aside).
public struct Card: Hashable, Sendable {
  /// Learning, review or relearning.
  public var state: CardState
  /// The learning or relearning step the card is at (0 first); nil in review.
  public var step: Int?
  /// Stability S: the days after which recall falls to 90 %; nil before the first review.
  public var stability: Double?
  /// Difficulty D, from 1 (easiest) to 10; nil before the first review.
  public var difficulty: Double?
  /// When the card is next due.
  public var due: Instant
  /// When it was last reviewed; nil for a new card.
  public var lastReview: Instant?

  /// A card with the given fields.
  public init(
    state: CardState, step: Int?, stability: Double?, difficulty: Double?, due: Instant, lastReview: Instant?
  ) {
    self.state = state
    self.step = step
    self.stability = stability
    self.difficulty = difficulty
    self.due = due
    self.lastReview = lastReview
  }

  /// A new card, due at `due` (usually when it was made).
  public init(due: Instant) {
    self.init(state: .learning, step: 0, stability: nil, difficulty: nil, due: due, lastReview: nil)
  }

  /// Whether the card was never reviewed.
  public var isNew: Bool { lastReview == nil }
}
