import Foundation

/// One line of a user's history: what they looked at and when they last did.
public struct HistoryEntry: Hashable, Sendable, Codable {
  /// The kanji or word.
  public let item: HistoryItem
  /// The most recent visit.
  public let visitedAt: Date

  /// Creates an entry.
  public init(item: HistoryItem, visitedAt: Date) {
    self.item = item
    self.visitedAt = visitedAt
  }
}
