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

  /// Creates a field.
  public init(text: String = "", placeholder: String = "", isSecure: Bool = false) {
    self.text = Self.singleLine(text)
    self.caret = self.text.count
    self.placeholder = placeholder
    self.isSecure = isSecure
  }

  // MARK: - Editing

  /// Inserts `string` at the caret (line breaks and other controls are dropped).
  public func insert(_ string: String) {
    let clean = Self.singleLine(string)
    guard !clean.isEmpty else { return }
    let index = text.index(text.startIndex, offsetBy: caret)
    // Count the caret again rather than adding clean.count: a combining mark or a joiner
    // merges with the grapheme before it, so the text may grow by fewer graphemes.
    let before = String(text[..<index]) + clean
    text = before + text[index...]
    caret = min(before.count, text.count)
  }

  /// Deletes the grapheme before the caret; false when there is none.
  @discardableResult
  public func deleteBackward() -> Bool {
    guard caret > 0 else { return false }
    let index = text.index(text.startIndex, offsetBy: caret - 1)
    caret -= 1
    text.remove(at: index)
    return true
  }

  /// Deletes the grapheme after the caret; false when there is none.
  @discardableResult
  public func deleteForward() -> Bool {
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
      buffer.write(String(glyphs[start...]), at: row.origin, style: .field, clip: row)
      if isFocused { buffer.cursor = Point(x: row.minX + min(before, row.width - 1), y: row.minY) }
    }
    if let message = validationMessage, area.height >= 2 {
      let line = area.row(1)
      buffer.fill(line)
      buffer.write(DisplayWidth.truncate(message, to: line.width), at: line.origin, style: .error, clip: line)
    }
  }
}
