import Foundation
import SpacedRepetition

/// The cards of an account's starred kanji and words, in the order they come due: what a
/// Study screen asks for the next card, the counts in its tab label and the days ahead.
///
/// Read once with ``AccountStore/studyQueue(for:)`` and kept up to date by the screen with
/// ``update(_:card:)`` after each rating or undo (the store returns the new card), so that the
/// next card is found without reading the database again. Cards already reviewed come in
/// the order of their due time; new cards (never reviewed) after them, oldest star first.
public struct StudyQueue: Sendable, Equatable {
  /// One card: the starred item and its state.
  public struct Entry: Hashable, Sendable {
    /// The kanji or word.
    public var item: HistoryItem
    /// The card after its last review, or nil for a new card.
    public var card: Card?
    /// The star's place: new cards come in this order.
    var order: Int64

    /// An entry; `order` places new cards (lower first).
    public init(item: HistoryItem, card: Card?, order: Int64) {
      self.item = item
      self.card = card
      self.order = order
    }
  }

  /// Reviewed cards by due time (then star order).
  private(set) var scheduled: [Entry]
  /// New cards by star order.
  private(set) var new: [Entry]

  /// A queue of `entries`, in any order.
  public init(entries: [Entry]) {
    // Sorting small keys and then placing each entry once is several times faster than
    // sorting the entries themselves (10,000 cards: the Study tab's opening).
    var scheduledKeys: [(due: Int64, order: Int64, index: Int)] = []
    var newKeys: [(order: Int64, index: Int)] = []
    scheduledKeys.reserveCapacity(entries.count)
    for (index, entry) in entries.enumerated() {
      if let card = entry.card {
        scheduledKeys.append((card.due.secondsSinceEpoch, entry.order, index))
      } else {
        newKeys.append((entry.order, index))
      }
    }
    scheduledKeys.sort { $0.due != $1.due ? $0.due < $1.due : $0.order < $1.order }
    newKeys.sort { $0.order < $1.order }
    scheduled = scheduledKeys.map { entries[$0.index] }
    new = newKeys.map { entries[$0.index] }
  }

  /// How many cards there are.
  public var count: Int { scheduled.count + new.count }

  /// How many cards were never reviewed.
  public var newCount: Int { new.count }

  /// Every card, in queue order.
  public var entries: [Entry] { scheduled + new }

  /// The card to review at `now`: the most overdue reviewed card, else the oldest new card;
  /// nil when nothing is due.
  public func next(at now: Instant) -> Entry? {
    if let first = scheduled.first, first.dueTime <= now { return first }
    return new.first
  }

  /// The card that comes after `item`'s once `item` is rated at `now`: the first due card
  /// other than it (a rated card is next due a learning step later at the soonest).
  public func next(at now: Instant, after item: HistoryItem) -> Entry? {
    if let entry = scheduled.first(where: { $0.item != item }), entry.dueTime <= now { return entry }
    return new.first { $0.item != item }
  }

  /// How many cards are due at `now`, new cards included.
  public func dueCount(at now: Instant) -> Int {
    dueScheduledCount(through: now) + new.count
  }

  /// The cards due at `now`, in the order they are shown.
  public func due(at now: Instant) -> [Entry] {
    Array(scheduled.prefix(dueScheduledCount(through: now))) + new
  }

  /// When the next card that is not yet due at `now` comes due, or nil when none is waiting.
  public func nextDue(after now: Instant) -> Instant? {
    let index = dueScheduledCount(through: now)
    return index < scheduled.count ? scheduled[index].dueTime : nil
  }

  /// How many cards will be due by `end` (new cards and overdue ones included).
  public func dueCount(before end: Instant) -> Int {
    dueScheduledCount(through: end.adding(seconds: -1)) + new.count
  }

  /// The cards that come due on each of `days` days from the day of `start` in `calendar`:
  /// the first day counts everything due by its end (overdue and new cards too), each later
  /// day only the cards whose due time falls in it.
  public func dueCounts(from start: Date, days: Int, calendar: Calendar) -> [DayCount] {
    let boundaries = DayCount.dayStarts(from: start, count: days + 1, calendar: calendar)
    var counts: [DayCount] = []
    var counted = 0
    for (index, day) in boundaries.dropLast().enumerated() {
      let end = Instant(boundaries[index + 1])
      let total = dueScheduledCount(through: end.adding(seconds: -1))
      counts.append(DayCount(day: day, count: total - counted + (index == 0 ? new.count : 0)))
      counted = total
    }
    return counts
  }

  /// Puts `item`'s card in its place after a rating (or an undo: nil makes it new again).
  /// An item not in the queue (starred since it was read) is added at the end of the new cards.
  public mutating func update(_ item: HistoryItem, card: Card?) {
    let order = remove(item) ?? (max(new.map(\.order).max() ?? 0, scheduled.map(\.order).max() ?? 0) + 1)
    let entry = Entry(item: item, card: card, order: order)
    if card == nil {
      new.insert(entry, at: new.firstIndex { $0.order > order } ?? new.endIndex)
    } else {
      scheduled.insert(entry, at: insertionIndex(of: entry))
    }
  }

  /// Takes `item` out of the queue (it was unstarred); returns its star order, or nil when it
  /// was not in the queue.
  @discardableResult
  public mutating func remove(_ item: HistoryItem) -> Int64? {
    if let index = scheduled.firstIndex(where: { $0.item == item }) { return scheduled.remove(at: index).order }
    if let index = new.firstIndex(where: { $0.item == item }) { return new.remove(at: index).order }
    return nil
  }

  // MARK: - Order

  private static func comesBefore(_ lhs: Entry, _ rhs: Entry) -> Bool {
    (lhs.dueTime, lhs.order) < (rhs.dueTime, rhs.order)
  }

  /// The number of reviewed cards due at or before `moment` (binary search).
  private func dueScheduledCount(through moment: Instant) -> Int {
    var low = 0
    var high = scheduled.count
    while low < high {
      let middle = (low + high) / 2
      if scheduled[middle].dueTime <= moment { low = middle + 1 } else { high = middle }
    }
    return low
  }

  private func insertionIndex(of entry: Entry) -> Int {
    var low = 0
    var high = scheduled.count
    while low < high {
      let middle = (low + high) / 2
      if Self.comesBefore(scheduled[middle], entry) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

extension StudyQueue.Entry {
  /// When the card is due; a new card has no due time and sorts as due now.
  fileprivate var dueTime: Instant { card?.due ?? Instant(secondsSinceEpoch: .min) }
}
