import Foundation
import GRDB
import SpacedRepetition

/// A rating to be added to the log: a review read from a file, before it is scheduled.
public struct ReviewEntry: Hashable, Sendable {
  /// The kanji or word.
  public var item: ReviewItem
  /// When.
  public var reviewed: Instant
  /// How it was rated.
  public var rating: Rating

  /// An entry for the review of `item` at `reviewed`, rated `rating`.
  public init(item: ReviewItem, reviewed: Instant, rating: Rating) {
    self.item = item
    self.reviewed = reviewed
    self.rating = rating
  }
}

/// What an import of reviews changed.
public struct ReviewImportSummary: Hashable, Sendable {
  /// Reviews added to the log.
  public var added: Int
  /// Reviews already in the log (the same card at the same second), left as they were.
  public var alreadyLogged: Int
  /// Items starred because a review named them.
  public var starred: Int
}

extension AccountStore {
  /// Adds `entries` to `user`'s log in one transaction, all or nothing, and recomputes the
  /// cards they touch with `scheduler` from their whole log, old reviews and new in time
  /// order. Items not yet starred are starred; a review already logged (same card, same
  /// second) is not added again, so importing a file twice adds nothing the second time.
  ///
  /// - Throws: ``AccountError`` when the write fails; nothing is then written.
  public func importReviews(_ entries: [ReviewEntry], for user: User, scheduler: Scheduler) throws(AccountError)
    -> ReviewImportSummary
  {
    try write { db in
      var summary = ReviewImportSummary(added: 0, alreadyLogged: 0, starred: 0)
      var touched: Set<HistoryItem> = []
      var starredChecked: Set<HistoryItem> = []
      let placeholder = Card(due: Instant(secondsSinceEpoch: 0))
      for entry in entries.sorted(by: { $0.reviewed < $1.reviewed }) {
        let starredItem = entry.item.starredItem
        if starredChecked.insert(starredItem).inserted, try !Self.isStarred(starredItem, userID: user.id, db) {
          try Self.star(starredItem, userID: user.id, db)
          summary.starred += 1
        }
        // The state is a placeholder until the item's replay below, in this transaction.
        if try Self.insertReview(
          entry.item, reviewed: entry.reviewed, rating: entry.rating, card: placeholder, userID: user.id, db)
        {
          summary.added += 1
          touched.insert(starredItem)
        } else {
          summary.alreadyLogged += 1
        }
      }
      for item in touched {
        let (kind, key) = item.storage
        try Self.replay(kind: kind, key: key, userID: user.id, scheduler: scheduler, db)
      }
      return summary
    }
  }
}
