import TermCore

/// A screen asking for one value: a prompt and a ``TextField`` (one step of a form flow).
///
/// Printable keys type, so `q`, `j` and `1` are text here. Enter runs ``validate``; a
/// message is shown under the field, no message reports ``onSubmit``. Shift-Tab reports
/// ``onPrevious`` (the previous step); Esc is left to the modal, which cancels.
open class TextEntryViewController: ViewController {
  /// What to type, wrapped above the field.
  public var prompt: String
  /// The field.
  public let field: TextField
  /// Checks the text; returns a message saying what is wrong, or nil when it is fine.
  public var validate: ((String) -> String?)?
  /// The user submitted valid text.
  public var onSubmit: ((String) -> Void)?
  /// The user asked for the previous step.
  public var onPrevious: (() -> Void)?

  /// Creates a step.
  public init(
    title: String, prompt: String, text: String = "", placeholder: String = "", isSecure: Bool = false,
    maxLength: Int? = nil
  ) {
    self.prompt = prompt
    field = TextField(text: text, placeholder: placeholder, isSecure: isSecure, maxLength: maxLength)
    super.init(title: title)
  }

  open override var keyHints: [KeyHint] {
    [
      keyMap.hint([.submit], in: .textField, "next"),
      onPrevious != nil ? keyMap.hint([.previousField], in: .textField, "previous") : nil,
    ]
    .compactMap { $0 }
  }

  open override var keyContexts: [KeyContext] { [.textField] }

  open override var preferredContentSize: Size? { Size(width: 50, height: 8) }

  open override func render(in area: Rect, into buffer: inout CellBuffer) {
    buffer.fill(area)
    let lines = TextWrap.lines(prompt, width: area.width)
    for (row, line) in lines.prefix(max(0, area.height - 2)).enumerated() {
      buffer.write(line, at: Point(x: area.minX, y: area.minY + row), clip: area)
    }
    let fieldTop = area.minY + min(lines.count + 1, max(0, area.height - 2))
    field.render(in: Rect(x: area.minX, y: fieldTop, width: area.width, height: area.maxY - fieldTop), into: &buffer)
  }

  open override func handle(_ event: InputEvent) -> EventResult {
    if case .mouse(let mouse) = event {
      // A click on the field puts the caret there; the field always has the keyboard.
      guard mouse.isPrimaryClick, field.placeCaret(at: mouse.position) else { return .ignored }
      return .handled
    }
    if case .key(let key) = event, let action = keyMap.action(for: key, in: .textField) {
      switch action {
      case .submit:
        if let message = validate?(field.text) {
          field.validationMessage = message
        } else {
          field.validationMessage = nil
          onSubmit?(field.text)
        }
        return .handled
      case .previousField:
        guard let onPrevious else { return .handled }
        onPrevious()
        return .handled
      case .nextField:
        return .handled
      default:
        return .ignored
      }
    }
    let before = field.text
    let result = field.handle(event)
    if field.text != before { field.validationMessage = nil }
    return result
  }
}
