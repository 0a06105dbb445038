import TermCore

/// A short question with buttons: a title, a wrapped message, `[ Keep editing ]  [ Discard ]`.
///
/// The alert draws its contents; a ``ModalFrame`` around it comes from whoever shows it.
public final class Alert: View {
  /// The question.
  public var title: String
  /// More about it, wrapped to the alert's width.
  public var message: String
  /// The buttons, left to right.
  public var buttons: [String]
  /// The button Enter presses.
  public private(set) var selectedButton: Int
  /// Where each button was last drawn (empty before the first frame), for the mouse.
  public private(set) var buttonFrames: [Rect] = []

  /// Creates an alert; the first button is selected unless `selected` says otherwise.
  public init(title: String, message: String = "", buttons: [String] = ["OK"], selected: Int = 0) {
    self.title = title
    self.message = message
    self.buttons = buttons.isEmpty ? ["OK"] : buttons
    self.selectedButton = min(max(0, selected), max(0, self.buttons.count - 1))
  }

  /// Selects the button at `index` (clamped).
  public func selectButton(_ index: Int) {
    selectedButton = min(max(0, index), buttons.count - 1)
  }

  /// The index of the button drawn at `point` in the last frame, or nil.
  public func button(at point: Point) -> Int? {
    buttonFrames.firstIndex { $0.contains(point) }
  }

  private var buttonRow: String {
    buttons.map { "[ \($0) ]" }.joined(separator: "  ")
  }

  /// The size the contents want when no wider than `maxWidth` columns.
  public func preferredSize(maxWidth: Int) -> Size {
    let natural = max(DisplayWidth.of(title), DisplayWidth.of(buttonRow), min(DisplayWidth.of(message), 44))
    let width = max(1, min(maxWidth, natural))
    let messageLines = message.isEmpty ? 0 : TextWrap.lines(message, width: width).count + 1
    return Size(width: width, height: 2 + messageLines + 1)
  }

  public func render(in area: Rect, into buffer: inout CellBuffer) {
    buttonFrames = []
    guard !area.isEmpty else { return }
    buffer.fill(area)
    buffer.write(title, at: area.origin, style: .title, clip: area)
    var y = area.minY + 2
    if !message.isEmpty {
      for line in TextWrap.lines(message, width: area.width) where y < area.maxY - 1 {
        buffer.write(line, at: Point(x: area.minX, y: y), clip: area)
        y += 1
      }
    }
    let row = area.bottom(1)
    guard row.minY > area.minY else { return }
    var x = row.minX + max(0, (row.width - DisplayWidth.of(buttonRow)) / 2)
    for (index, button) in buttons.enumerated() {
      let style: Style = index == selectedButton ? .selected : .normal
      let start = x
      x = buffer.write("[ \(button) ]", at: Point(x: x, y: row.minY), style: style, clip: row)
      buttonFrames.append(Rect(x: start, y: row.minY, width: max(0, min(x, row.maxX) - start), height: 1))
      x += 2
    }
  }
}
