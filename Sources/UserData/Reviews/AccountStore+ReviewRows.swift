import Foundation
import GRDB
import SpacedRepetition

/// The rows of the review log and of the cards' states.
extension AccountStore {
  static func hasReview(kind: String, key: String, at reviewed: Instant, userID: Int64, _ db: Database) throws -> Bool {
    try Bool.fetchOne(
      db.cachedStatement(
        sql: "SELECT EXISTS (SELECT 1 FROM review WHERE user_id = ? AND kind = ? AND key = ? AND reviewed_at = ?)"),
      arguments: [userID, kind, key, reviewed.secondsSinceEpoch]) ?? false
  }

  static func studyCard(kind: String, key: String, userID: Int64, _ db: Database) throws -> Card? {
    let row = try Row.fetchOne(
      db.cachedStatement(
        sql: """
          SELECT state, step, stability, difficulty, due, last_review FROM study_card
          WHERE user_id = ? AND kind = ? AND key = ?
          """),
      arguments: [userID, kind, key])
    return row.flatMap { studyCard(from: $0, at: 0) }
  }

  /// The card in columns state, step, stability, difficulty, due, last review from `index`
  /// on, or nil when they are NULL (an item never reviewed) or not understood.
  static func studyCard(from row: Row, at index: Int) -> Card? {
    guard let stateValue: Int = row[index], let state = CardState(rawValue: stateValue),
      let due: Int64 = row[index + 4], let last: Int64 = row[index + 5]
    else { return nil }
    return Card(
      state: state, step: row[index + 1], stability: row[index + 2], difficulty: row[index + 3],
      due: Instant(secondsSinceEpoch: due), lastReview: Instant(secondsSinceEpoch: last))
  }

  /// The card after a review, from its columns state, step, stability, difficulty, due, reviewed_at.
  static func card(from row: Row) -> Card? {
    studyCard(from: row, at: 0)
  }

  /// A record from kind, key, spelling, reading, reviewed_at, rating, state, step, stability,
  /// difficulty, due; nil for a row this version does not understand.
  static func record(from row: Row) -> ReviewRecord? {
    guard let starred = HistoryItem(kind: row[0], key: row[1]),
      let rating = Rating(rawValue: row[5]), let state = CardState(rawValue: row[6])
    else { return nil }
    let item: ReviewItem
    switch starred {
    case .kanji(let literal): item = .kanji(literal)
    case .word(let id): item = .word(id: id, spelling: row[2], reading: row[3])
    }
    let reviewed = Instant(secondsSinceEpoch: row[4])
    let card = Card(
      state: state, step: row[7], stability: row[8], difficulty: row[9], due: Instant(secondsSinceEpoch: row[10]),
      lastReview: reviewed)
    return ReviewRecord(item: item, reviewed: reviewed, rating: rating, card: card)
  }

  /// Inserts a review; false when the card already has one at that second.
  @discardableResult
  static func insertReview(
    _ item: ReviewItem, reviewed: Instant, rating: Rating, card: Card, userID: Int64, _ db: Database
  ) throws -> Bool {
    let (kind, key) = item.starredItem.storage
    try db.cachedStatement(
      sql: """
        INSERT INTO review (user_id, kind, key, spelling, reading, reviewed_at, rating, state, step, due,
          stability, difficulty)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (user_id, kind, key, reviewed_at) DO NOTHING
        """
    ).execute(arguments: [
      userID, kind, key, item.text, item.reading, reviewed.secondsSinceEpoch, rating.rawValue, card.state.rawValue,
      card.step, card.due.secondsSinceEpoch, card.stability ?? 0, card.difficulty ?? 0,
    ])
    return db.changesCount == 1
  }

  static func saveStudyCard(_ card: Card, kind: String, key: String, userID: Int64, _ db: Database) throws {
    try db.cachedStatement(
      sql: """
        INSERT INTO study_card (user_id, kind, key, state, step, stability, difficulty, due, last_review)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (user_id, kind, key) DO UPDATE SET state = excluded.state, step = excluded.step,
          stability = excluded.stability, difficulty = excluded.difficulty, due = excluded.due,
          last_review = excluded.last_review
        """
    ).execute(arguments: [
      userID, kind, key, card.state.rawValue, card.step, card.stability ?? 0, card.difficulty ?? 0,
      card.due.secondsSinceEpoch, card.lastReview?.secondsSinceEpoch ?? card.due.secondsSinceEpoch,
    ])
  }

  /// Recomputes the card of one item from its whole log with `scheduler`, rewriting the
  /// state kept on each review and the card's own; returns each review with its card.
  @discardableResult
  static func replay(
    kind: String, key: String, userID: Int64, scheduler: Scheduler, _ db: Database
  ) throws -> [(reviewed: Instant, card: Card)] {
    let rows = try Row.fetchAll(
      db.cachedStatement(
        sql: """
          SELECT id, reviewed_at, rating, state, step, stability, difficulty, due FROM review
          WHERE user_id = ? AND kind = ? AND key = ? ORDER BY reviewed_at
          """),
      arguments: [userID, kind, key])
    let update = try db.cachedStatement(
      sql: "UPDATE review SET state = ?, step = ?, stability = ?, difficulty = ?, due = ? WHERE id = ?")
    var card: Card?
    var cards: [(reviewed: Instant, card: Card)] = []
    for row in rows {
      let reviewed = Instant(secondsSinceEpoch: row[1])
      guard let rating = Rating(rawValue: row[2]) else { continue }
      let next = scheduler.review(card ?? Card(due: reviewed), rating: rating, at: reviewed)
      card = next
      cards.append((reviewed, next))
      let stored: (Int, Int?, Double, Double, Int64) = (row[3], row[4], row[5], row[6], row[7])
      if stored != (
        next.state.rawValue, next.step, next.stability ?? 0, next.difficulty ?? 0, next.due.secondsSinceEpoch
      ) {
        try update.execute(arguments: [
          next.state.rawValue, next.step, next.stability ?? 0, next.difficulty ?? 0, next.due.secondsSinceEpoch,
          row[0] as Int64,
        ])
      }
    }
    if let card {
      try saveStudyCard(card, kind: kind, key: key, userID: userID, db)
    } else {
      try db.execute(
        sql: "DELETE FROM study_card WHERE user_id = ? AND kind = ? AND key = ?", arguments: [userID, kind, key])
    }
    return cards
  }
}
