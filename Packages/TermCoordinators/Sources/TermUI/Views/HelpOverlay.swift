import TermCore

/// The `?` overlay: the keys of the focused screen, grouped by where they apply.
public struct HelpOverlay: View {
  /// The bindings to list, in order.
  public var bindings: [KeyBinding]
  /// The keys that scroll a long overlay, as its title names them (`j/k`), or nil when
  /// they have none.
  public var scrollKeys: String?
  /// The first line shown; j/k scroll a list longer than the screen.
  public private(set) var scrollOffset = 0
  private var lastHeight = 0

  /// Creates an overlay listing `bindings`, scrolled by `scrollKeys`.
  public init(bindings: [KeyBinding], scrollKeys: String? = "j/k") {
    self.bindings = bindings
    self.scrollKeys = scrollKeys
  }

  /// Scrolls by `delta` lines, within the list; false if it could not move.
  public mutating func scroll(by delta: Int) -> Bool {
    let maxOffset = max(0, lines.count - max(1, lastHeight))
    let new = min(max(0, scrollOffset + delta), maxOffset)
    defer { scrollOffset = new }
    return new != scrollOffset
  }

  /// Records the height the overlay was last drawn at (for scrolling).
  mutating func didRender(height: Int) {
    lastHeight = height
    scrollOffset = min(scrollOffset, max(0, lines.count - max(1, height)))
  }

  /// The overlay's lines: a heading per context, then `keys  description` rows.
  public var lines: [(text: String, style: Style)] {
    var out: [(String, Style)] = []
    var context: KeyContext?
    let keyWidth = min(24, bindings.map { DisplayWidth.of($0.keyNames) }.max() ?? 0)
    for binding in bindings {
      if binding.context != context {
        if context != nil { out.append(("", .normal)) }
        out.append((binding.context.heading, .accent))
        context = binding.context
      }
      let keys = ListView.fit(binding.keyNames, width: keyWidth, alignment: .leading)
      out.append(("  " + keys + "  " + binding.description, .normal))
    }
    return out
  }

  /// The size the overlay wants in an area of `available` size.
  public func preferredSize(in available: Size) -> Size {
    let rows = lines
    let width = rows.map { DisplayWidth.of($0.text) }.max() ?? 0
    return Size(width: min(width, available.width - 4), height: min(rows.count, available.height - 2))
  }

  private func inside(of frame: Rect) -> Rect {
    frame.width >= 4 && frame.height >= 3 ? frame.inset(top: 1, left: 2, bottom: 1, right: 2) : frame
  }

  /// Draws the overlay in a frame titled "Keys", centred in `area` over a dimmed background.
  public func render(in area: Rect, into buffer: inout CellBuffer) {
    ModalFrame.dim(area, in: &buffer)
    let frame = ModalFrame.frame(around: preferredSize(in: area.size), in: area)
    let more = lines.count > inside(of: frame).height
    let inside = ModalFrame(
      title: more ? "Keys (\(scrollKeys.map { "\($0) scroll, " } ?? "")other keys close)" : "Keys (any key closes)"
    )
    .render(frame, into: &buffer)
    let shown = lines.dropFirst(scrollOffset)
    for (row, line) in shown.prefix(inside.height).enumerated() {
      // A description too long for the frame ends in "..." rather than mid-word.
      let text = DisplayWidth.truncate(line.text, to: inside.width)
      buffer.write(text, at: Point(x: inside.minX, y: inside.minY + row), style: line.style, clip: inside)
    }
  }
}
