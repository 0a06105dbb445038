import JapaneseText
import TermCore
import TermUI

/// What the reader's panel says about the current word.
struct ReaderWordInfo {
  /// The dictionary form (`食べる`).
  var headword: String
  /// Its reading (`たべる`).
  var reading: String
  /// How the text's form was inflected (`polite past of 食べる`); nil when it was not.
  var inflection: String?
  /// The first senses' glosses, one string a sense.
  var senses: [String]
  /// The JLPT level (5 for N5), nil when the word is on no list.
  var level: Int?
}

/// A text split into its words, wrapped to the width, with the current word highlighted and
/// a panel below that says what it is.
///
/// `w`/`→` and `b`/`←` move from word to word (text that is no dictionary word — names,
/// symbols, Latin — is skipped), `j`/`k` and the wheel scroll a line, a click selects a
/// word. What the user asked for goes through closures: ``onOpenWord`` (Enter),
/// ``onMove`` (a new current word), ``onToggleStar`` (`s`: star the word, which the owner
/// keeps with its sentence). Until ``show(segments:)`` the screen shows how far the
/// splitting has come.
final class ReaderViewController: ViewController {
  /// The user asked for the page of this word (Enter).
  var onOpenWord: ((Segment) -> Void)?
  /// The user asked to star or unstar the current word: the index in ``segments`` of the
  /// word, so the owner can take the sentence around it.
  var onToggleStar: ((Int) -> Void)?
  /// Whether a word is starred (asked at every draw; the panel marks it `*`).
  var isStarred: (Segment) -> Bool = { _ in false }
  /// The current word changed; the offset, in characters, of its start in the text.
  var onMove: ((Int) -> Void)?
  /// What the panel says about a word (the coordinator reads the dictionary); nil when the
  /// dictionary has nothing to add.
  var describe: ((Segment) -> ReaderWordInfo?)?
  /// The screen has been laid out for the first time, and the text is not in yet: the
  /// columns and rows the text is shown in, which tell how much of it the first screen
  /// needs. Heard once, after the first frame is out.
  var onLayout: ((_ columns: Int, _ rows: Int) -> Void)?

  /// How far the splitting has come (0 to 1), shown until the words are in.
  var progress = 0.0
  /// Why the text could not be split, shown in its place.
  var failure: String?

  private(set) var segments: [Segment] = []
  /// The indices of the segments that are words, in order.
  private(set) var words: [Int] = []
  /// The offset in characters where each segment starts.
  private var offsets: [Int] = []
  /// The position in ``words`` of the current word.
  private(set) var current = 0
  /// The first line shown.
  private(set) var top = 0
  private var layout: ReaderLayout?
  private var textArea = Rect(x: 0, y: 0, width: 0, height: 0)
  private var panelCache: [Int: ReaderWordInfo?] = [:]
  private var loaded = false
  /// Whether the user has moved from the place the text opened at.
  private var moved = false
  /// Whether the first lines shown were chosen (the place a third of the way down).
  private var placed = false

  /// The rows the panel takes below the text.
  static let panelRows = 5

  /// Shows the words of the text, or of its start while the rest is split (`complete`
  /// false); the current word is the word at `place` (an offset in characters, as
  /// ``onMove`` reported it), or the one the user moved to meanwhile.
  func show(segments: [Segment], place: Int, complete: Bool) {
    let place = moved ? offsets[words[current]] : place
    isComplete = complete
    self.segments = segments
    words = segments.indices.filter { segments[$0].kind == .word }
    offsets = []
    offsets.reserveCapacity(segments.count)
    var offset = 0
    for segment in segments {
      offsets.append(offset)
      offset += segment.surface.count
    }
    current = words.lastIndex { offsets[$0] <= place } ?? 0
    layout = nil
    panelCache = [:]
    loaded = true
  }

  /// Whether the whole text is split (false while only its start is shown).
  private(set) var isComplete = false

  /// The current word, nil before the words are in or when the text has none.
  var currentSegment: Segment? {
    words.indices.contains(current) ? segments[words[current]] : nil
  }

  override var keyContexts: [KeyContext] { [.reader] + (onToggleStar != nil ? [.stars] : []) }

  override var keyHints: [KeyHint] {
    let star = currentSegment.map { isStarred($0) ? "unstar" : "star" } ?? "star"
    return [
      keyMap.hint([.nextWord, .previousWord], in: .reader, "word"),
      onToggleStar != nil ? keyMap.hint([.toggleStar], in: .stars, star) : nil,
      keyMap.hint([.scrollDown, .scrollUp], in: .reader, "scroll"),
      keyMap.hint([.openWord], in: .reader, "open"),
    ].compactMap { $0 }
  }

  // MARK: - Events

  override func handle(_ event: InputEvent) -> EventResult {
    switch event {
    case .key(let key):
      if let onToggleStar, keyMap.action(for: key, in: .stars) == .toggleStar {
        if words.indices.contains(current) { onToggleStar(words[current]) }
        return .handled
      }
      switch keyMap.action(for: key, in: .reader) {
      case .nextWord: move(by: 1)
      case .previousWord: move(by: -1)
      case .scrollDown: scroll(by: 1)
      case .scrollUp: scroll(by: -1)
      case .openWord:
        if let word = currentSegment { onOpenWord?(word) }
      default: return .ignored
      }
      return .handled
    case .mouse(let mouse) where textArea.contains(mouse.position):
      if mouse.wheelDelta != 0 {
        scroll(by: mouse.wheelDelta)
      } else if mouse.isPrimaryClick, let layout,
        let segment = layout.segment(
          atLine: top + mouse.position.y - textArea.minY, column: mouse.position.x - textArea.minX),
        let position = words.firstIndex(of: segment)
      {
        select(position)
      }
      return .handled
    default:
      return .ignored
    }
  }

  private func move(by offset: Int) {
    guard !words.isEmpty else { return }
    select(min(max(0, current + offset), words.count - 1))
    keepCurrentInView()
  }

  private func select(_ position: Int) {
    guard position != current else { return }
    current = position
    moved = true
    onMove?(offsets[words[position]])
  }

  private func scroll(by lines: Int) {
    guard let layout else { return }
    top = min(max(0, top + lines), max(0, layout.lines.count - textArea.height))
  }

  /// Scrolls so that the current word's line is on screen.
  private func keepCurrentInView() {
    guard let layout, words.indices.contains(current), textArea.height > 0 else { return }
    let line = layout.lineOfSegment[words[current]]
    if line < top { top = line } else if line >= top + textArea.height { top = line - textArea.height + 1 }
  }

  // MARK: - Drawing

  override func render(in area: Rect, into buffer: inout CellBuffer) {
    buffer.fill(area)
    guard area.height >= 3, area.width >= 4 else { return }
    let inner = area.inset(left: 1, right: 1)
    let panelRows = area.height >= 10 ? Self.panelRows : 2
    textArea = inner.inset(bottom: panelRows + 1)
    guard loaded else {
      renderLoading(in: inner, into: &buffer)
      return
    }
    if layout?.width != textArea.width {
      layout = ReaderLayout(segments: segments, width: textArea.width)
      if !placed, let layout, words.indices.contains(current) {
        // The current word a third of the way down, as a reader left it.
        top = max(0, layout.lineOfSegment[words[current]] - textArea.height / 3)
        placed = true
      }
    }
    keepCurrentInView()
    renderText(into: &buffer)
    let separator = Rect(x: area.minX, y: textArea.maxY, width: area.width, height: 1)
    buffer.fill(separator, with: Cell(.line(.horizontal), style: .border))
    if !isComplete {
      let note = failure.map { " \($0) " } ?? " splitting the rest: \(Int(progress * 100))% "
      _ = buffer.write(note, at: Point(x: area.minX + 2, y: separator.minY), style: .dim, clip: separator)
    }
    renderPanel(in: inner.removingTop(textArea.height + 1), into: &buffer)
  }

  private func renderLoading(in area: Rect, into buffer: inout CellBuffer) {
    if let failure {
      _ = buffer.write(DisplayWidth.truncate(failure, to: area.width), at: area.origin, style: .error, clip: area)
      return
    }
    let bar = ProgressBar("Splitting the text into words", fraction: progress)
    bar.render(in: Rect(x: area.minX, y: area.minY + area.height / 2, width: area.width, height: 1), into: &buffer)
  }

  private func renderText(into buffer: inout CellBuffer) {
    guard let layout else { return }
    let highlighted = words.indices.contains(current) ? words[current] : -1
    for row in 0..<textArea.height where top + row < layout.lines.count {
      for piece in layout.lines[top + row] {
        let style: Style = piece.segment == highlighted ? .selected : .normal
        _ = buffer.write(
          piece.text, at: Point(x: textArea.minX + piece.column, y: textArea.minY + row), style: style, clip: textArea)
      }
    }
  }

  private func renderPanel(in area: Rect, into buffer: inout CellBuffer) {
    guard let word = currentSegment else {
      _ = buffer.write("The text has no dictionary word.", at: area.origin, style: .dim, clip: area)
      return
    }
    let info = self.info(of: word)
    var lines: [(String, Style)] = []
    let headword = info?.headword ?? word.dictionaryForm ?? word.surface
    let reading = info?.reading ?? word.reading ?? ""
    var title =
      (isStarred(word) ? "* " : "") + headword + (reading.isEmpty || reading == headword ? "" : "  " + reading)
    if let level = info?.level { title += "  JLPT N\(level)" }
    lines.append((title, .title))
    if let inflection = info?.inflection { lines.append((inflection, .dim)) }
    for (number, sense) in (info?.senses ?? []).enumerated() { lines.append(("\(number + 1). \(sense)", .normal)) }
    for (row, line) in lines.prefix(area.height).enumerated() {
      _ = buffer.write(
        DisplayWidth.truncate(line.0, to: area.width), at: Point(x: area.minX, y: area.minY + row), style: line.1,
        clip: area)
    }
  }

  private func info(of word: Segment) -> ReaderWordInfo? {
    info(ofSegment: words[current])
  }

  private func info(ofSegment index: Int) -> ReaderWordInfo? {
    if let known = panelCache[index] { return known }
    let made = describe?(segments[index])
    panelCache[index] = made
    return made
  }

  /// Once the frame is out: tells ``onLayout`` the first layout, and reads the panels of the
  /// words on either side, so that the next word move draws from what is known rather than
  /// waiting for the dictionary.
  override func frameDidPresent() {
    if let onLayout, textArea.width > 0 {
      self.onLayout = nil
      onLayout(textArea.width, textArea.height)
    }
    for position in [current + 1, current - 1] where words.indices.contains(position) {
      _ = info(ofSegment: words[position])
    }
  }
}
