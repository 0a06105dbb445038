import SpacedRepetition

/// One rating in the review log: what was reviewed, when, how it was rated, and the card it
/// made (its state, due time, stability and difficulty after the review).
public struct ReviewRecord: Hashable, Sendable {
  /// The kanji or word reviewed.
  public var item: ReviewItem
  /// When, to the second.
  public var reviewed: Instant
  /// Again, Hard, Good or Easy.
  public var rating: Rating
  /// The card after this review.
  public var card: Card

  /// A record of the given review.
  public init(item: ReviewItem, reviewed: Instant, rating: Rating, card: Card) {
    self.item = item
    self.reviewed = reviewed
    self.rating = rating
    self.card = card
  }
}
