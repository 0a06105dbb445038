import Foundation
import KanjiKit

/// One line of a user's history: what they looked at and when they last did.
public struct HistoryEntry: Hashable, Sendable, Codable {
  /// The kanji or word.
  public let item: HistoryItem
  /// The most recent visit.
  public let visitedAt: Date
  /// What names a word in any dictionary, when it is known: how a word the dictionary in
  /// use lacks is listed.
  public let identity: WordIdentity?

  /// Creates an entry.
  public init(item: HistoryItem, visitedAt: Date, identity: WordIdentity? = nil) {
    self.item = item
    self.visitedAt = visitedAt
    self.identity = identity
  }
}
