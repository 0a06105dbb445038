import Foundation
import GRDB
import SpacedRepetition

extension AccountStore {
  /// Logs a review of `item` rated `rating` at `reviewed`, and returns it with the card it made.
  ///
  /// The card's state is read, the new one computed by `scheduler` and the row written in
  /// one write transaction, committed before this returns: a second instance reviewing the
  /// same account builds on this review instead of overwriting it. A review earlier than the
  /// card's last one (another instance's clock) is placed in time and the card replayed.
  ///
  /// - Throws: ``AccountError``: the write failed, or the card already has a review at that
  ///   second (logged by another instance), which is not logged twice.
  public func recordReview(
    _ rating: Rating, of item: ReviewItem, at reviewed: Instant, for user: User, scheduler: Scheduler
  ) throws(AccountError) -> ReviewRecord {
    let identity = try identity(of: item.starredItem)
    return try write { db in
      let (kind, key) = item.starredItem.storage
      if try Self.hasReview(kind: kind, key: key, at: reviewed, userID: user.id, db) {
        throw AccountError.storage(
          "\(item.text) already has a review at \(ReviewLogFile.text(reviewed)) (from another window?): "
            + "this rating was not logged twice")
      }
      let current = try Self.studyCard(kind: kind, key: key, userID: user.id, db)
      let card: Card
      if let last = current?.lastReview, reviewed < last {
        let entry = ReviewEntry(item: item, reviewed: reviewed, rating: rating)
        let replayed = try Self.replay(kind: kind, key: key, adding: [entry], userID: user.id, scheduler: scheduler, db)
        card = replayed.cards.first { $0.reviewed == reviewed }?.card ?? Card(due: reviewed)
      } else {
        card = scheduler.review(current ?? Card(due: reviewed), rating: rating, at: reviewed)
        try Self.insertReview(item, reviewed: reviewed, rating: rating, card: card, userID: user.id, db)
        try Self.saveStudyCard(card, kind: kind, key: key, userID: user.id, db)
      }
      // The card is named as the star is, so it follows the word to another dictionary.
      try Self.name(identity, key: key, userID: user.id, in: "study_card", db)
      return ReviewRecord(item: item, reviewed: reviewed, rating: rating, card: card)
    }
  }

  /// Takes `record` out of the log (the undo of a rating) and returns the card as it is
  /// now: the state before that review, or nil when the card is new again.
  ///
  /// Reviews of the card logged after it (by another instance) are replayed without it.
  ///
  /// - Throws: ``AccountError``, also when the review is no longer in the log.
  @discardableResult
  public func undoReview(_ record: ReviewRecord, for user: User, scheduler: Scheduler) throws(AccountError) -> Card? {
    try write { db in
      let (kind, key) = record.item.starredItem.storage
      try db.execute(
        sql: "DELETE FROM review WHERE user_id = ? AND kind = ? AND key = ? AND reviewed_at = ?",
        arguments: [user.id, kind, key, record.reviewed.secondsSinceEpoch])
      guard db.changesCount == 1 else {
        throw AccountError.storage(
          "the review of \(record.item.text) at \(ReviewLogFile.text(record.reviewed)) is no longer in the log: "
            + "nothing was undone")
      }
      let later =
        try Bool.fetchOne(
          db,
          sql: "SELECT EXISTS (SELECT 1 FROM review WHERE user_id = ? AND kind = ? AND key = ? AND reviewed_at > ?)",
          arguments: [user.id, kind, key, record.reviewed.secondsSinceEpoch]) ?? false
      if later {
        return try Self.replay(kind: kind, key: key, userID: user.id, scheduler: scheduler, db).cards.last?.card
      }
      let previous = try Row.fetchOne(
        db,
        sql: """
          SELECT state, step, stability, difficulty, due, reviewed_at FROM review
          WHERE user_id = ? AND kind = ? AND key = ? ORDER BY reviewed_at DESC LIMIT 1
          """,
        arguments: [user.id, kind, key]
      ).flatMap(Self.card(from:))
      if let previous {
        try Self.saveStudyCard(previous, kind: kind, key: key, userID: user.id, db)
      } else {
        try db.execute(
          sql: "DELETE FROM study_card WHERE user_id = ? AND kind = ? AND key = ?", arguments: [user.id, kind, key])
      }
      return previous
    }
  }

  /// The card of `item` for `user`, or nil when it was never reviewed.
  public func card(of item: HistoryItem, for user: User) throws(AccountError) -> Card? {
    let (kind, key) = item.storage
    return try readOrThrow { db in try Self.studyCard(kind: kind, key: key, userID: user.id, db) }
  }

  /// Every starred kanji and word of `user` as a card, in the order they come due.
  ///
  /// A card whose item was unstarred keeps its log and its state but is not in the queue;
  /// starring it again brings it back where it was.
  public func studyQueue(for user: User) throws(AccountError) -> StudyQueue {
    try readOrThrow { db in
      // Two scans joined here: a third of the time of SQLite's join by key.
      var cards: [HistoryItem: Card] = [:]
      let cardRows = try Row.fetchCursor(
        db,
        sql: """
          SELECT kind, key, state, step, stability, difficulty, due, last_review FROM study_card WHERE user_id = ?
          """,
        arguments: [user.id])
      while let row = try cardRows.next() {
        guard let item = HistoryItem(kind: row[0], key: row[1]), let card = Self.studyCard(from: row, at: 2) else {
          continue
        }
        cards[item] = card
      }
      let starRows = try Row.fetchCursor(
        db, sql: "SELECT kind, key, seq FROM star_item WHERE user_id = ?", arguments: [user.id])
      var entries: [StudyQueue.Entry] = []
      entries.reserveCapacity(cards.count)
      while let row = try starRows.next() {
        // A word the dictionary in use lacks (a negative key) waits, with its card and log,
        // for a dictionary that has it.
        guard let item = HistoryItem(kind: row[0], key: row[1]) else { continue }
        if case .word(let id) = item, id < 0 { continue }
        entries.append(StudyQueue.Entry(item: item, card: cards[item], order: row[2]))
      }
      return StudyQueue(entries: entries)
    }
  }

  /// The whole review log of `user`, oldest first (reviews of one second in the order logged).
  public func reviewLog(for user: User) throws(AccountError) -> [ReviewRecord] {
    try readOrThrow { db in
      let rows = try Row.fetchCursor(
        db,
        sql: """
          SELECT kind, key, spelling, reading, reviewed_at, rating, state, step, stability, difficulty, due
          FROM review WHERE user_id = ? ORDER BY reviewed_at, id
          """,
        arguments: [user.id])
      var records: [ReviewRecord] = []
      while let row = try rows.next() {
        guard let record = Self.record(from: row) else { continue }
        records.append(record)
      }
      return records
    }
  }

  /// How many reviews `user` logged.
  public func reviewCount(for user: User) throws(AccountError) -> Int {
    try readOrThrow { db in
      try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM review WHERE user_id = ?", arguments: [user.id]) ?? 0
    }
  }
}
