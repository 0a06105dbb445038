import SpacedRepetition
import TermCore
import TermUI

/// The Study tab's screen: a card's front, its back with the four rating buttons, or a
/// message (signed out, nothing starred, nothing due).
///
/// It reports what the user did (``onReveal``, ``onRate``, ``onUndo``, ``onOpenEntry``,
/// ``onShowStatistics``, ``onSignIn``); the ``StudyCoordinator`` records the rating and
/// decides what is shown next. While the back is shown the rating keys (`1`-`4`, Space) come
/// from the ``KeyContext/rating`` context, which this screen looks up before it passes a
/// key on: the tab bar, which gets only the keys its screen ignored, never sees those digits
/// here, and sees them everywhere else.
final class StudyViewController: DetailViewController {
  /// What the screen shows.
  enum Face: Equatable {
    /// Nobody is signed in: why the tab is empty, and how to sign in.
    case signedOut
    /// A message: nothing starred, nothing due, or the queue could not be read.
    case message(heading: String, body: String)
    /// The front of a card.
    case front
    /// The back of a card, with the interval each rating would give.
    case back(intervals: [Rating: String])
  }

  /// The face shown now.
  private(set) var face: Face = .signedOut
  /// The card shown on ``Face/front`` and ``Face/back(intervals:)``.
  private(set) var card: StudyCard?
  /// A line under the card: how many are due, and the last rating.
  var status = ""

  /// The user asked for the back.
  var onReveal: (() -> Void)?
  /// The user rated the card.
  var onRate: ((Rating) -> Void)?
  /// The user asked to undo the last rating.
  var onUndo: (() -> Void)?
  /// The user asked for the page of the card's kanji or word.
  var onOpenEntry: (() -> Void)?
  /// The user asked for the statistics.
  var onShowStatistics: (() -> Void)?
  /// The user asked to sign in (signed out only).
  var onSignIn: (() -> Void)?
  /// The screen came into view (the tab selected, a page above it closed).
  var onAppear: (() -> Void)?

  /// The rating buttons as last drawn, for the mouse.
  private var buttonFrames: [(Rating, Rect)] = []

  /// Creates the screen, signed out until the coordinator says otherwise.
  init() {
    super.init(title: "Study")
    show(.signedOut, card: nil)
  }

  /// Shows `face`, with `card` for a front or a back.
  func show(_ face: Face, card: StudyCard?) {
    self.face = face
    self.card = card
    buttonFrames = []
    switch face {
    case .signedOut:
      detailView.heading = "Not signed in"
      let star = keyMap.keyName(of: .toggleStar, in: .stars).map { " with \($0)" } ?? ""
      detailView.sections = [
        .text(
          title: "Why sign in",
          body: "The Study tab reviews the kanji and words you star\(star), and keeps your reviews with your "
            + "account. Press Enter to sign in, or create an account on the Account tab.")
      ]
    case .message(let heading, let body):
      detailView.heading = heading
      detailView.sections = [.text(title: "Study", body: body)]
    case .front:
      detailView.heading = card?.front
      let key = keyMap.keyName(of: .showAnswer, in: .study) ?? "Space"
      var lines = [card?.frontNote, "Recall its readings and meanings, then press \(key) for the back."]
      lines.append(status.isEmpty ? nil : status)
      detailView.sections =
        [card?.sentenceSection].compactMap { $0 }
        + [.text(title: "Front", body: lines.compactMap { $0 }.joined(separator: "\n"))]
    case .back:
      detailView.heading = card?.front
      detailView.sections = [card?.sentenceSection].compactMap { $0 } + (card?.back ?? [])
    }
    detailView.scrollText(by: -10_000)
  }

  override func didAppear() {
    onAppear?()
  }

  /// Called while the program waits for the next key, after a frame is on the terminal.
  var onIdle: (() -> Void)?

  override func frameDidPresent() {
    super.frameDidPresent()
    onIdle?()
  }

  override var keyHints: [KeyHint] {
    switch face {
    case .signedOut:
      return [KeyHint("Enter", "sign in")]
    case .message:
      return [
        keyMap.hint([.showStatistics], in: .study, "statistics"), keyMap.hint([.undoRating], in: .study, "undo"),
      ].compactMap { $0 }
    case .front:
      return [
        keyMap.hint([.showAnswer], in: .study, "answer"), keyMap.hint([.undoRating], in: .study, "undo"),
        keyMap.hint([.showStatistics], in: .study, "statistics"),
      ].compactMap { $0 }
    case .back:
      return [
        keyMap.hint([.rateAgain, .rateHard, .rateGood, .rateEasy], in: .rating, "rate"),
        keyMap.hint([.open], in: .rating, "page"), keyMap.hint([.undoRating], in: .study, "undo"),
      ].compactMap { $0 }
    }
  }

  override var keyContexts: [KeyContext] {
    switch face {
    case .signedOut: [.detail]
    case .back: [.rating, .study, .detail]
    case .front, .message: [.study, .detail]
    }
  }

  // MARK: - Drawing

  /// Rows the buttons take under the back, with the blank row above them.
  private static let buttonRows = 2

  override func render(in area: Rect, into buffer: inout CellBuffer) {
    guard !area.isEmpty else { return }
    buffer.fill(area)
    guard case .back(let intervals) = face, area.height > Self.buttonRows + 2 else {
      buttonFrames = []
      super.render(in: area, into: &buffer)
      return
    }
    super.render(in: area.removingBottom(Self.buttonRows), into: &buffer)
    drawButtons(intervals, in: area.bottom(1), into: &buffer)
  }

  /// `[1 Again 1m]  [2 Hard 6m]  [3 Good 10m]  [4 Easy 8d]`, each a click target; where that
  /// does not fit, the brackets go first, then the key names, then the names (`1 1m`).
  private func drawButtons(_ intervals: [Rating: String], in row: Rect, into buffer: inout CellBuffer) {
    // Each format takes the key (with its space), the name and the interval.
    let formats: [(String, String, String) -> String] = [
      { key, name, interval in "[\(key)\(name) \(interval)]" },
      { key, name, interval in "\(key)\(name) \(interval)" },
      { _, name, interval in "\(name) \(interval)" },
      { key, _, interval in "\(key)\(interval)" },
    ]
    var labels: [(Rating, String)] = []
    for format in formats {
      labels = Rating.allCases.map { rating in
        let key = keyMap.keyName(of: Self.action(for: rating), in: .rating).map { $0 + " " } ?? ""
        return (rating, format(key, Self.name(of: rating), intervals[rating] ?? ""))
      }
      if labels.reduce(3, { $0 + DisplayWidth.of($1.1) }) <= row.width { break }
    }
    let total = labels.reduce(0) { $0 + DisplayWidth.of($1.1) }
    let gap = max(1, min(2, (row.width - total) / 3))
    var x = row.minX + max(0, (row.width - total - 3 * gap) / 2)
    buttonFrames = []
    for (rating, label) in labels {
      let width = DisplayWidth.of(label)
      let frame = Rect(x: x, y: row.minY, width: width, height: 1).intersection(row)
      buffer.write(label, at: Point(x: x, y: row.minY), style: rating == .good ? .selected : .accent, clip: row)
      buttonFrames.append((rating, frame))
      x += width + gap
    }
  }

  /// The rating's name on its button: Again, Hard, Good, Easy.
  static func name(of rating: Rating) -> String {
    switch rating {
    case .again: "Again"
    case .hard: "Hard"
    case .good: "Good"
    case .easy: "Easy"
    }
  }

  private static func action(for rating: Rating) -> KeyAction {
    switch rating {
    case .again: .rateAgain
    case .hard: .rateHard
    case .good: .rateGood
    case .easy: .rateEasy
    }
  }

  // MARK: - Input

  override func handle(_ event: InputEvent) -> EventResult {
    if case .mouse(let mouse) = event, mouse.isPrimaryClick,
      let (rating, _) = buttonFrames.first(where: { $0.1.contains(mouse.position) })
    {
      onRate?(rating)
      return .handled
    }
    guard case .key(let key) = event else { return super.handle(event) }
    if case .back = face, let action = keyMap.action(for: key, in: .rating), act(on: action) { return .handled }
    if case .signedOut = face, key == .enter, let onSignIn {
      onSignIn()
      return .handled
    }
    if face != .signedOut, let action = keyMap.action(for: key, in: .study), act(on: action) { return .handled }
    return super.handle(event)
  }

  /// Reports `action`; false when it means nothing on this face.
  private func act(on action: KeyAction) -> Bool {
    switch action {
    case .rateAgain: onRate?(.again)
    case .rateHard: onRate?(.hard)
    case .rateGood: onRate?(.good)
    case .rateEasy: onRate?(.easy)
    case .open: onOpenEntry?()
    case .showAnswer:
      guard face == .front else { return false }
      onReveal?()
    case .undoRating: onUndo?()
    case .showStatistics: onShowStatistics?()
    default: return false
    }
    return true
  }
}
