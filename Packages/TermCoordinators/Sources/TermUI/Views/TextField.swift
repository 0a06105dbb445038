import TermCore

/// A one-line text entry: caret, editing by grapheme, masked entry, placeholder, message.
///
/// The field draws its text on the first row of its area (scrolled sideways so the caret
/// stays in view) and a validation message on the second, if there is one. While focused it
/// puts the terminal's cursor at the caret, so an input method's composition window opens
/// in the right place.
public final class TextField: View {
  /// The text typed so far.
  public var text: String {
    didSet { caret = min(caret, text.count) }
  }
  /// The caret as a count of graphemes before it.
  public private(set) var caret: Int
  /// What the field shows, dimmed, while empty.
  public var placeholder: String
  /// Whether each grapheme is shown as ``maskCharacter`` (passwords).
  public var isSecure: Bool
  /// What a masked grapheme looks like.
  public var maskCharacter: Character = "*"
  /// A message under the field, in the error style (validation).
  public var validationMessage: String?
  /// Whether the field has the keyboard (and so the terminal's cursor).
  public var isFocused: Bool = true
  /// The most graphemes the field takes; nil for no limit.
  public var maxLength: Int?
  /// Whether the last text typed or pasted was cut at ``maxLength``; the field then says so.
  public private(set) var isAtLimit = false
  /// The row the field's text was last drawn in (nil before the first frame), for the mouse.
  public private(set) var frame: Rect?
  /// The first grapheme shown in the last frame (the text scrolls sideways).
  private var firstShown = 0

  /// Creates a field.
  public init(text: String = "", placeholder: String = "", isSecure: Bool = false, maxLength: Int? = nil) {
    let clean = Self.singleLine(text)
    self.text = maxLength.map { String(clean.prefix(max(0, $0))) } ?? clean
    self.caret = self.text.count
    self.placeholder = placeholder
    self.isSecure = isSecure
    self.maxLength = maxLength
  }

  /// What the field says when text was cut at its limit.
  public var limitMessage: String? {
    guard isAtLimit, let maxLength else { return nil }
    return maxLength == 1 ? "At most 1 character." : "At most \(maxLength) characters."
  }

  // MARK: - Editing

  /// Inserts `string` at the caret (line breaks and other controls are dropped).
  public func insert(_ string: String) {
    var clean = Self.singleLine(string)
    guard !clean.isEmpty else { return }
    isAtLimit = false
    if let maxLength {
      let room = max(0, maxLength - text.count)
      if clean.count > room {
        clean = String(clean.prefix(room))
        isAtLimit = true
      }
      guard !clean.isEmpty else { return }
    }
    let index = text.index(text.startIndex, offsetBy: caret)
    // Count the caret again rather than adding clean.count: a combining mark or a joiner
    // merges with the grapheme before it, so the text may grow by fewer graphemes.
    let before = String(text[..<index]) + clean
    text = before + text[index...]
    if let maxLength, text.count > maxLength {
      // A mark that joined the grapheme before it still leaves the count in range; this
      // only guards the rule.
      text = String(text.prefix(maxLength))
      isAtLimit = true
    }
    caret = min(before.count, text.count)
  }

  /// Deletes the grapheme before the caret; false when there is none.
  @discardableResult
  public func deleteBackward() -> Bool {
    isAtLimit = false
    guard caret > 0 else { return false }
    let index = text.index(text.startIndex, offsetBy: caret - 1)
    caret -= 1
    text.remove(at: index)
    return true
  }

  /// Deletes the grapheme after the caret; false when there is none.
  @discardableResult
  public func deleteForward() -> Bool {
    isAtLimit = false
    guard caret < text.count else { return false }
    text.remove(at: text.index(text.startIndex, offsetBy: caret))
    return true
  }

  /// Moves the caret by `delta` graphemes, staying inside the text.
  public func moveCaret(by delta: Int) {
    caret = min(max(0, caret + delta), text.count)
  }

  /// Puts the caret at grapheme offset `offset` (clamped).
  public func setCaret(_ offset: Int) {
    caret = min(max(0, offset), text.count)
  }

  /// Whether `point` is on the field's row as last drawn.
  public func contains(_ point: Point) -> Bool {
    frame?.contains(point) ?? false
  }

  /// Puts the caret at the grapheme drawn at `point` (after the text when the point is past
  /// it); false when the point is not on the field.
  @discardableResult
  public func placeCaret(at point: Point) -> Bool {
    guard let frame, frame.contains(point) else { return false }
    let glyphs = shown
    var x = frame.minX
    var offset = min(firstShown, glyphs.count)
    while offset < glyphs.count {
      let width = Glyph.visibleWidth(glyphs[offset])
      if point.x < x + width { break }
      x += width
      offset += 1
    }
    caret = offset
    return true
  }

  /// Handles an editing event: printable keys and text type; Backspace, Delete, arrows,
  /// Home/End, Ctrl-A/E/U/K edit. Everything else is ignored (Enter, Esc, Tab…).
  public func handle(_ event: InputEvent) -> EventResult {
    switch event {
    case .text(let string):
      insert(string)
      return .handled
    case .key(let key):
      return handle(key)
    default:
      return .ignored
    }
  }

  private func handle(_ key: Key) -> EventResult {
    switch key {
    case .character(let c): insert(String(c))
    case .backspace: deleteBackward()
    case .delete, .control("d"): deleteForward()
    case .left, .control("b"): moveCaret(by: -1)
    case .right, .control("f"): moveCaret(by: 1)
    case .home, .control("a"): caret = 0
    case .end, .control("e"): caret = text.count
    case .control("u"):
      text.removeFirst(caret)
      caret = 0
    case .control("k"):
      text.removeLast(text.count - caret)
    default: return .ignored
    }
    return .handled
  }

  /// `string` without line breaks and control characters.
  static func singleLine(_ string: String) -> String {
    String(string.filter { c in !c.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } })
  }

  // MARK: - Rendering

  /// The graphemes as shown: the text, or masks.
  private var shown: [Character] {
    isSecure ? Array(repeating: maskCharacter, count: text.count) : Array(text)
  }

  public func render(in area: Rect, into buffer: inout CellBuffer) {
    let row = area.row(0)
    frame = row
    firstShown = 0
    guard !row.isEmpty else { return }
    buffer.fill(row, with: .blank(.field))
    if text.isEmpty {
      if !placeholder.isEmpty {
        buffer.write(placeholder, at: row.origin, style: Style(.hint), clip: row)
      }
      if isFocused { buffer.cursor = row.origin }
    } else {
      let glyphs = shown
      // Scroll sideways just enough that the caret (and one cell for it) stays in view.
      var start = 0
      let caret = min(self.caret, glyphs.count)
      var before = glyphs[0..<caret].reduce(0) { $0 + Glyph.visibleWidth($1) }
      while before > row.width - 1, start < caret {
        before -= Glyph.visibleWidth(glyphs[start])
        start += 1
      }
      firstShown = start
      buffer.write(String(glyphs[start...]), at: row.origin, style: .field, clip: row)
      if isFocused { buffer.cursor = Point(x: row.minX + min(before, row.width - 1), y: row.minY) }
    }
    if let message = validationMessage ?? limitMessage, area.height >= 2 {
      // The message wraps over the rows below the field; only what has no room is cut.
      let lines = TextWrap.lines(message, width: area.width)
      let rows = min(lines.count, area.height - 1)
      for index in 0..<rows {
        let line = area.row(1 + index)
        var text = lines[index]
        if index == rows - 1, rows < lines.count {
          text = DisplayWidth.truncate(lines[index...].joined(separator: " "), to: line.width)
        }
        buffer.fill(line)
        buffer.write(text, at: line.origin, style: .error, clip: line)
      }
    } else if let message = limitMessage, row.width > DisplayWidth.of(message) + 10 {
      // One row (a filter line): the limit is said at its right end.
      let width = DisplayWidth.of(message)
      buffer.write(message, at: Point(x: row.maxX - width, y: row.minY), style: .error, clip: row)
    }
  }
}
