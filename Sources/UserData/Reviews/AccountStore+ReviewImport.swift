import Foundation
import GRDB
import KanjiKit
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
    // One replay per item, its reviews in time order; items starred in order of first review.
    var order: [HistoryItem] = []
    var byItem: [HistoryItem: [ReviewEntry]] = [:]
    for entry in entries.sorted(by: { $0.reviewed < $1.reviewed }) {
      let item = entry.item.starredItem
      if byItem[item] == nil { order.append(item) }
      byItem[item, default: []].append(entry)
    }
    var identities: [HistoryItem: WordIdentity] = [:]
    for item in order {
      if let identity = try identity(of: item) { identities[item] = identity }
    }
    return try write { db in
      var summary = ReviewImportSummary(added: 0, alreadyLogged: 0, starred: 0)
      for item in order {
        let reviews = byItem[item] ?? []
        if try !Self.isStarred(item, userID: user.id, db) {
          try Self.star(item, userID: user.id, db)
          summary.starred += 1
        }
        let (kind, key) = item.storage
        let added = try Self.replay(
          kind: kind, key: key, adding: reviews, userID: user.id, scheduler: scheduler, db
        ).added
        summary.added += added
        summary.alreadyLogged += reviews.count - added
        for table in ["star_item", "study_card"] {
          try Self.name(identities[item], key: key, userID: user.id, in: table, db)
        }
      }
      return summary
    }
  }
}
