import TermCore
import TermUI

/// Finding a kanji by drawing it with the mouse: a square pad in Braille dots, and beside
/// it (or under it) the kanji the drawing looks like, best first, each with its meaning.
///
/// A press in the pad starts a stroke, the pointer's moves with the button held draw it
/// (the screen asks the terminal for them: ``mouseTracking`` is ``MouseTracking/drags``),
/// the release ends it and the candidates are found again, off the loop's thread. `u` or
/// Backspace takes the last stroke back, `x` clears the pad; the arrows choose a candidate
/// and Enter, or a click, opens its page through ``onOpenKanji``. Without a mouse the pad
/// says so and points to the component lookup (``onOpenComponentLookup``).
final class DrawingPadViewController: ViewController {
  /// The user asked for a candidate's page.
  var onOpenKanji: ((String) -> Void)?
  /// The user asked for the component lookup instead.
  var onOpenComponentLookup: (() -> Void)?

  /// The finished strokes, in the pad's square ((0, 0) to (1, 1)), in the order drawn.
  private(set) var strokes: [[FinePoint]] = []
  /// The stroke under the pointer, while the button is held.
  private(set) var drawing: [FinePoint]?
  /// The candidates shown: each kanji with its meaning.
  private(set) var candidates: [(literal: String, meaning: String)] = []
  /// Why the last drawing has no candidates, when recognition failed.
  private(set) var failure: String?
  /// Whether candidates are being found for the strokes on the pad.
  private(set) var isRecognizing = false

  private let recognizers: RecognizerSource
  private let mouse: Bool
  private let describe: (String) -> String?
  /// Whether any mouse report reached this screen: until one does, the pad says what to do
  /// if none ever comes.
  private var heardMouse = false
  private var recognition: WorkToken?
  private var warmUp: WorkToken?
  /// Where the pad was drawn last, for the pointer's position in it.
  private(set) var padArea: Rect?
  private let rows = ArrayListDataSource([])
  private let list: ListView

  /// How many candidates are asked of the recogniser: enough that the ones the dictionary
  /// lacks can be left out and still leave a screenful.
  static let askedCandidates = 50
  /// How many candidates are shown at most.
  static let shownCandidates = 20

  /// Creates the pad.
  ///
  /// - Parameters:
  ///   - recognizers: where the recogniser comes from.
  ///   - mouse: whether the terminal was asked for the mouse at all (`--no-mouse` says no).
  ///   - heardMouse: whether a mouse report has already come, on another screen.
  ///   - describe: the meaning of a candidate, or nil to leave it out (a character the
  ///     dictionary does not have, whose page could not open).
  init(
    recognizers: RecognizerSource, mouse: Bool, heardMouse: Bool = false, describe: @escaping (String) -> String?
  ) {
    self.recognizers = recognizers
    self.mouse = mouse
    self.heardMouse = heardMouse
    self.describe = describe
    list = ListView(
      dataSource: rows, columns: [ListColumn(.fixed(2)), ListColumn(.fill)],
      emptyMessage: "Candidates appear here, best first.")
    super.init(title: "Draw")
  }

  /// Drags while the pad can be drawn on; clicks alone otherwise.
  override var mouseTracking: MouseTracking { mouse ? .drags : .clicks }

  override var keyHints: [KeyHint] {
    guard mouse else { return [keyMap.hint([.openComponentLookup], in: .drawing, "by parts")].compactMap { $0 } }
    // Most useful first: a narrow bar keeps only the first few.
    var hints = [keyMap.hint([.undoStroke], in: .drawing, "undo")]
    if !candidates.isEmpty { hints.append(keyMap.hint([.open], in: .drawing, "open")) }
    hints.append(keyMap.hint([.clearDrawing], in: .drawing, "clear"))
    if !candidates.isEmpty { hints.append(keyMap.hint([.moveDown, .moveUp], in: .drawing, "choose")) }
    hints.append(keyMap.hint([.openComponentLookup], in: .drawing, "by parts"))
    return hints.compactMap { $0 }
  }

  override var keyContexts: [KeyContext] { [.drawing] }

  /// What the mouse does here, which the keys above do not say.
  override var helpSections: [HelpSection] {
    [
      HelpSection(
        title: "Drawing with the mouse",
        rows: [
          HelpSection.Row("press, drag", "draw a stroke in the square, in the kanji's stroke order if you know it"),
          HelpSection.Row("release", "end the stroke: the candidates are found again"),
          HelpSection.Row("click", "open the candidate clicked; in the square, a dot"),
        ])
    ]
  }

  override func didAppear() {
    // The recogniser is made while the first stroke is drawn, not after it.
    guard warmUp == nil, mouse else { return }
    let recognizers = self.recognizers
    warmUp = run(
      { () -> String? in
        do {
          _ = try recognizers.recognizer()
          return nil
        } catch {
          return "\(error)"
        }
      }, then: { screen, failure in screen.failure = failure })
  }

  // MARK: - Drawing

  override func render(in area: Rect, into buffer: inout CellBuffer) {
    guard !area.isEmpty else { return }
    buffer.fill(area)
    let layout = DrawingPadLayout(area: area)
    buffer.write(
      DisplayWidth.truncate(headerText, to: max(0, layout.header.width - 2)),
      at: layout.header.origin.offsetBy(dx: 1), style: failure == nil ? .title : .error, clip: layout.header)
    padArea = layout.pad
    if let frame = layout.frame, let pad = layout.pad {
      buffer.box(frame)
      if let note = padNote {
        let lines = TextWrap.lines(note, width: max(1, pad.width - 2))
        let top = pad.minY + max(0, (pad.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() where top + offset < pad.maxY {
          let x = pad.minX + max(0, (pad.width - DisplayWidth.of(line)) / 2)
          buffer.write(line, at: Point(x: x, y: top + offset), style: .dim, clip: pad)
        }
      }
      InkRaster.draw(strokes, current: drawing, in: pad, into: &buffer)
    }
    // Without a mouse there is nothing to find candidates for.
    if mouse { renderCandidates(in: layout.candidates, into: &buffer) }
  }

  private var headerText: String {
    if !mouse { return "The mouse is off: nothing to draw with" }
    if let failure { return "No candidates: \(failure)" }
    if strokes.isEmpty { return "Draw a kanji with the mouse, stroke by stroke" }
    let count = strokes.count == 1 ? "1 stroke" : "\(strokes.count) strokes"
    if isRecognizing { return "\(count): finding the kanji it looks like..." }
    return "\(count): \(candidates.count) kanji look like it"
  }

  /// What the empty pad says: how to draw, or why nothing can be drawn.
  private var padNote: String? {
    let lookup = keyMap.keyName(of: .openComponentLookup, in: .drawing).map { "\($0) finds" } ?? "The lookup finds"
    if !mouse {
      return "The mouse was left to the terminal (--no-mouse, or mouse = false in the configuration). "
        + "\(lookup) a kanji by the components you see."
    }
    guard strokes.isEmpty, drawing == nil else { return nil }
    if heardMouse { return "Press and drag here to draw a stroke." }
    return "Press and drag here to draw a stroke. No mouse report has come from the terminal yet: "
      + "without one, \(lookup.prefix(1).lowercased() + lookup.dropFirst()) a kanji by its components."
  }

  private func renderCandidates(in area: Rect, into buffer: inout CellBuffer) {
    guard area.height >= 2, area.width >= 4 else { return }
    buffer.write(
      area.width > 24 ? "Looks like, best first" : "Looks like", at: area.origin.offsetBy(dx: 1), style: .dim,
      clip: area.row(0))
    list.render(in: area.removingTop(1), into: &buffer)
  }

  // MARK: - Events

  override func handle(_ event: InputEvent) -> EventResult {
    switch event {
    case .mouse(let mouse): return handle(mouse)
    case .key(let key): return handle(key)
    default: return .ignored
    }
  }

  private func handle(_ key: Key) -> EventResult {
    guard let action = keyMap.action(for: key, in: .drawing) else { return .ignored }
    switch action {
    case .undoStroke:
      // Always taken, so Backspace never goes back a screen with strokes still to undo.
      if drawing != nil {
        drawing = nil
      } else if !strokes.isEmpty {
        strokes.removeLast()
        recognize()
      }
      return .handled
    case .clearDrawing:
      drawing = nil
      strokes = []
      recognize()
      return .handled
    case .openComponentLookup:
      onOpenComponentLookup?()
      return .handled
    case .open:
      openSelected()
      return .handled
    case .moveDown, .moveUp:
      list.perform(action)
      return .handled
    default:
      return .ignored
    }
  }

  private func handle(_ event: MouseEvent) -> EventResult {
    heardMouse = true
    if drawing != nil {
      switch event.kind {
      case .drag:
        extend(to: event.location)
      case .release, .click, .doubleClick:
        extend(to: event.location)
        finishStroke()
      default:
        break
      }
      return .handled
    }
    if mouse, event.button == .left, event.modifiers.isEmpty, let pad = padArea, pad.contains(event.position) {
      switch event.kind {
      case .press:
        drawing = [point(in: pad, at: event.location)]
      case .click, .doubleClick:
        // A click reported whole (a press the terminal never sent alone) is a dot.
        drawing = [point(in: pad, at: event.location)]
        finishStroke()
      default:
        break
      }
      return .handled
    }
    guard list.frame?.contains(event.position) == true else { return .ignored }
    if event.wheelDelta != 0 {
      list.scroll(by: event.wheelDelta)
    } else if event.isPrimaryClick, let index = list.index(at: event.position) {
      list.select(index)
      openSelected()
    }
    return .handled
  }

  /// Where `location` (cells) falls in the pad's square, kept inside it: a stroke that runs
  /// off the pad goes along its edge.
  private func point(in pad: Rect, at location: FinePoint) -> FinePoint {
    FinePoint(
      x: min(max((location.x - Double(pad.minX)) / Double(pad.width), 0), 1),
      y: min(max((location.y - Double(pad.minY)) / Double(pad.height), 0), 1))
  }

  private func extend(to location: FinePoint) {
    guard let pad = padArea, var stroke = drawing else { return }
    let next = point(in: pad, at: location)
    // A terminal that reports cells repeats a point for every move within a cell.
    if stroke.last != next { stroke.append(next) }
    drawing = stroke
  }

  private func finishStroke() {
    guard let stroke = drawing else { return }
    drawing = nil
    strokes.append(stroke)
    recognize()
  }

  private func openSelected() {
    guard candidates.indices.contains(list.selectedIndex) else { return }
    onOpenKanji?(candidates[list.selectedIndex].literal)
  }

  // MARK: - Recognition

  /// What one recognition ended with; the error in words, since an error is not `Sendable`.
  private enum Outcome: Sendable {
    case found([String])
    case failed(String)
  }

  /// Finds the candidates for the strokes on the pad, off the loop's thread; a stroke
  /// drawn meanwhile drops the answer for the drawing before it.
  private func recognize() {
    recognition?.cancel()
    recognition = nil
    failure = nil
    guard !strokes.isEmpty else {
      isRecognizing = false
      show([])
      return
    }
    isRecognizing = true
    let recognizers = self.recognizers
    let drawing = strokes
    let limit = Self.askedCandidates
    recognition = run(
      { () -> Outcome in
        do {
          return .found(try recognizers.recognizer().candidates(for: drawing, limit: limit))
        } catch {
          return .failed("\(error)")
        }
      },
      then: { screen, outcome in
        screen.isRecognizing = false
        switch outcome {
        case .found(let found): screen.show(found)
        case .failed(let reason):
          screen.failure = reason
          screen.show([])
        }
      })
  }

  private func show(_ found: [String]) {
    candidates = []
    for literal in found where candidates.count < Self.shownCandidates {
      guard let meaning = describe(literal) else { continue }
      candidates.append((literal, meaning))
    }
    rows.rows = candidates.map { ListRow([$0.literal, $0.meaning], opens: true) }
    list.select(0)
    list.reloadData()
  }
}
