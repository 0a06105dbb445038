import Coordinators
import Foundation
import KanjiKit
import SpacedRepetition
import TermUI
import UserData

/// The Study tab: the signed-in user's starred kanji and words reviewed as cards, the
/// due count in the tab's label, and the statistics above the review.
///
/// The queue is read once (``AccountStore/studyQueue(for:)``) when the user or the stars
/// change and kept up to date after each rating, so the next card needs no query; each
/// rating is committed to `user.sqlite` before the next card shows. A minute's timer keeps
/// the due count in the label true as cards come due.
final class StudyCoordinator: DictionaryTabCoordinator {
  private weak var review: StudyViewController?
  private var queue = StudyQueue(entries: [])
  /// The card shown, built from the dictionary once per card.
  private var current: StudyCard?
  /// The queue's entry of the card shown, whose state the buttons' intervals come from.
  private var currentEntry: StudyQueue.Entry?
  /// The card likely shown after the current one, built while the program waited for a
  /// key, so a rating shows it without reading the dictionary in the key's time. Used only
  /// when it is the card the queue then gives.
  private var preparedNext: StudyCard?
  /// Ratings of this session that `u` can take back, the last on top.
  private var undoable: [ReviewRecord] = []
  /// Why the queue could not be read, said on the screen until it can be.
  private var queueError: AccountError?
  /// The store's change stamp just before the queue was last read (nil: not read): while
  /// it holds, no other program rated or starred, and the queue kept up to date here is
  /// what is stored.
  private var queueStamp: Int?
  private var shownUser: Int64?
  /// How often the due count in the label is brought up to date.
  static let refreshInterval: Duration = .seconds(60)

  /// Creates the tab.
  init(context: AppContext) {
    super.init(title: "Study", rootRoute: .study, context: context)
    shownUser = context.session.user?.id
    context.session.observe { [weak self] in self?.sessionChanged() }
    reloadQueue()
  }

  override func start() {
    super.start()
    every(Self.refreshInterval) { coordinator in coordinator.timePassed() }
  }

  override func makeRoot() -> StackItem {
    if let review { return StackItem(review, route: rootRoute.route) }
    let screen = StudyViewController()
    screen.keyMap = context.keyMap
    screen.onReveal = { [weak self] in self?.reveal() }
    screen.onRate = { [weak self] rating in self?.rate(rating) }
    screen.onUndo = { [weak self] in self?.undo() }
    screen.onIdle = { [weak self] in self?.prepareNext() }
    screen.onOpenEntry = { [weak self] in
      guard let self, let route = current?.route else { return }
      show(route)
    }
    screen.onShowStatistics = { [weak self] in self?.show(.studyStatistics) }
    screen.onSignIn = { [weak self] in self?.signIn() }
    screen.onAppear = { [weak self] in self?.appeared() }
    review = screen
    showNext()
    return StackItem(screen, route: rootRoute.route)
  }

  override func destination(for route: KanjiRoute) throws(RouteError) -> StackItem {
    guard route == .studyStatistics else { return try super.destination(for: route) }
    guard let user = context.session.user else {
      throw .invalid(route.route, reason: "sign in first: nobody is signed in")
    }
    do {
      let statistics = try StudyStatistics.read(
        for: user, store: context.session.store, queue: queue, now: context.now(), calendar: context.calendar)
      let screen = StatisticsViewController(statistics: statistics)
      screen.keyMap = context.keyMap
      return StackItem(screen, route: route.route)
    } catch {
      throw .invalid(route.route, reason: "the review log could not be read: \(error)")
    }
  }

  // MARK: - The queue

  /// How many cards are due now.
  var dueCount: Int { queue.dueCount(at: Instant(context.now())) }

  private func sessionChanged() {
    if shownUser != context.session.user?.id {
      shownUser = context.session.user?.id
      undoable = []
      popToRoot()
    }
    reloadQueue()
    // A card unstarred while shown leaves the screen; one still starred stays, face and all,
    // with the counts under its front brought up to date.
    guard let current, context.session.isStarred(current.item), let review, review.face != .signedOut else {
      showNext()
      return
    }
    if review.face == .front {
      review.status = statusLine(at: Instant(context.now()))
      review.show(.front, card: current)
    }
  }

  /// Reads the queue again; a failure empties it and is said on the screen.
  private func reloadQueue() {
    queueStamp = nil
    preparedNext = nil
    guard let user = context.session.user else {
      queue = StudyQueue(entries: [])
      queueError = nil
      updateLabel()
      return
    }
    do {
      let stamp = try context.session.store.externalChangeStamp()
      queue = try context.session.store.studyQueue(for: user)
      queueError = nil
      queueStamp = stamp
    } catch {
      queue = StudyQueue(entries: [])
      queueError = error
    }
    updateLabel()
  }

  /// Whether the queue is what is stored: no other program wrote since it was read. A
  /// stamp that cannot be read counts as a change, so the queue is read again and the
  /// failure said on the screen.
  private var queueIsCurrent: Bool {
    guard let queueStamp else { return false }
    do {
      return try context.session.store.externalChangeStamp() == queueStamp
    } catch {
      return false
    }
  }

  /// The tab's label: `Study (12)` when signed in, `Study` otherwise.
  private func updateLabel() {
    navigationController.title = context.session.user == nil ? "Study" : "Study (\(dueCount))"
  }

  /// The review came into view: the stars and the queue are read again, since another
  /// window may have starred, unstarred or reviewed meanwhile; the card shown stays.
  private func appeared() {
    guard context.session.user != nil else { return }
    let before = context.session.starsVersion
    refreshStars(context: context)
    // Changed stars reloaded the queue through the session's observer already.
    guard context.session.starsVersion == before else { return }
    if !queueIsCurrent { reloadQueue() }
    if current == nil { showNext() }
  }

  /// Called every minute: cards may have come due.
  private func timePassed() {
    updateLabel()
    if let review, case .message = review.face { showNext() }
  }

  // MARK: - Reviewing

  /// Shows the next due card's front, or why there is none.
  private func showNext() {
    updateLabel()
    guard let review else { return }
    guard context.session.user != nil else {
      current = nil
      currentEntry = nil
      review.show(.signedOut, card: nil)
      return
    }
    if let queueError {
      current = nil
      review.show(.message(heading: "Your cards could not be read", body: "\(queueError)"), card: nil)
      return
    }
    let now = Instant(context.now())
    guard let entry = queue.next(at: now) else {
      current = nil
      review.show(nothingDue(at: now), card: nil)
      return
    }
    do {
      let card: StudyCard
      if let prepared = preparedNext, prepared.item == entry.item {
        card = prepared
      } else {
        card = try StudyCard.make(entry.item, sentence: sentence(of: entry.item), context: context)
      }
      preparedNext = nil
      current = card
      currentEntry = entry
      review.status = statusLine(at: now)
      review.show(.front, card: card)
    } catch {
      // A star the dictionary no longer has cannot be reviewed; it stays starred.
      current = nil
      review.show(
        .message(heading: "A card cannot be shown", body: "\(error). Unstar it on the Account tab to go on."),
        card: nil)
    }
  }

  /// Builds the card the queue gives after the current one is rated, unless it is built.
  /// A card that cannot be built now is left to ``showNext()``, which says why.
  private func prepareNext() {
    guard let current, context.session.user != nil else { return }
    guard let entry = queue.next(at: Instant(context.now()), after: current.item) else { return }
    guard preparedNext?.item != entry.item else { return }
    do {
      let sentence = try context.session.sentence(of: entry.item)
      preparedNext = try StudyCard.make(entry.item, sentence: sentence, context: context)
    } catch {
      preparedNext = nil
    }
  }

  /// `12 due, 3 new. Last: 日 Good, due in 3d.`
  private func statusLine(at now: Instant) -> String {
    let due = queue.dueCount(at: now)
    var line = "\(due) due now (\(queue.newCount) new)."
    if let last = undoable.last {
      line +=
        " Last: \(last.item.text) \(StudyViewController.name(of: last.rating)), again in "
        + Interval.text(seconds: last.card.due.seconds(since: last.reviewed)) + "."
    }
    return line
  }

  private func nothingDue(at now: Instant) -> StudyViewController.Face {
    guard queue.count > 0 else {
      let key = context.keyMap.keyName(of: .toggleStar, in: .stars).map { " (\($0) on a kanji's or word's page)" } ?? ""
      return .message(
        heading: "Nothing to study yet",
        body: "Every kanji and word you star\(key) becomes a card here.")
    }
    let tomorrow = context.calendar.date(byAdding: .day, value: 1, to: context.now()) ?? context.now()
    let dueTomorrow = queue.dueCounts(from: tomorrow, days: 1, calendar: context.calendar).first?.count ?? 0
    var lines = ["You have reviewed every card that is due."]
    if let next = queue.nextDue(after: now) {
      lines.append("The next card is due in \(Interval.text(seconds: next.seconds(since: now))).")
    }
    lines.append("Due by the end of tomorrow: \(CountPhrase.cards(dueTomorrow)).")
    return .message(heading: "Nothing due", body: lines.joined(separator: "\n"))
  }

  private func reveal() {
    guard let review, let current, let entry = currentEntry, entry.item == current.item else { return }
    let now = Instant(context.now())
    let outcomes = context.scheduler.outcomes(of: entry.card ?? Card(due: now), at: now)
    let intervals = outcomes.mapValues { Interval.text(seconds: $0.due.seconds(since: now)) }
    review.show(.back(intervals: intervals), card: current)
  }

  /// Logs `rating` of the card shown and shows the next; a failure keeps the back on
  /// screen, so the rating can be given again, and says why.
  private func rate(_ rating: Rating) {
    guard let user = context.session.user, let current else { return }
    do {
      let record = try context.session.store.recordReview(
        rating, of: current.reviewItem, at: Instant(context.now()), for: user, scheduler: context.scheduler)
      undoable.append(record)
      queue.update(current.item, card: record.card)
      showNext()
    } catch {
      notify(error, while: "Your rating \(StudyViewController.name(of: rating)) of \(current.front) was not saved")
    }
  }

  /// Takes back the last rating of this session and shows that card's front again.
  private func undo() {
    guard let user = context.session.user else { return }
    guard let record = undoable.last else {
      notify("Nothing to undo: no card was rated since the Study tab opened.")
      return
    }
    do {
      let card = try context.session.store.undoReview(record, for: user, scheduler: context.scheduler)
      undoable.removeLast()
      let item = record.item.starredItem
      guard context.session.isStarred(item) else {
        showNext()
        return
      }
      queue.update(item, card: card)
      let shown = try StudyCard.make(item, sentence: sentence(of: item), context: context)
      self.current = shown
      currentEntry = StudyQueue.Entry(item: item, card: card, order: 0)
      updateLabel()
      review?.status = "Undone: \(record.item.text) \(StudyViewController.name(of: record.rating))."
      review?.show(.front, card: shown)
    } catch {
      notify(error, while: "The rating of \(record.item.text) was not undone")
    }
  }

  /// The sentence `item` was starred from, read for its card; a failure to read it is said,
  /// and the card shows without it.
  private func sentence(of item: HistoryItem) -> StarSentence? {
    do {
      return try context.session.sentence(of: item)
    } catch {
      notify(error, while: "The sentence this card was starred from could not be read")
      return nil
    }
  }

  private func signIn() {
    do {
      let reason = "Sign in to review the kanji and words you star. Your reviews are kept with your account."
      try present(SignInCoordinator(context: context, reason: reason)) { _ in }
    } catch {
      notify(error, while: "Cannot ask you to sign in")
    }
  }
}
