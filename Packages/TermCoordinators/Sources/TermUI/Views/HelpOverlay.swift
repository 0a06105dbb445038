import TermCore

/// The `?` overlay: the keys of the focused screen, grouped by where they apply, and what
/// the mouse does.
public struct HelpOverlay: View {
  /// The bindings to list, in order.
  public var bindings: [KeyBinding]
  /// Whether a section says what clicks and the wheel do (false when the terminal keeps
  /// the mouse).
  public var showsMouse: Bool
  /// The keys that scroll a long overlay, as its title names them (`j/k`), or nil when
  /// they have none.
  public var scrollKeys: String?
  /// Sections the focused screen adds after the keys, such as a glossary of the
  /// abbreviations it shows.
  public var sections: [HelpSection] = []
  /// The first line shown; j/k scroll a list longer than the screen.
  public private(set) var scrollOffset = 0
  private var lastHeight = 0

  /// Creates an overlay listing `bindings`, and the mouse unless `showsMouse` is false,
  /// scrolled by `scrollKeys`.
  public init(
    bindings: [KeyBinding], showsMouse: Bool = true, scrollKeys: String? = "j/k", sections: [HelpSection] = []
  ) {
    self.bindings = bindings
    self.sections = sections
    self.showsMouse = showsMouse
    self.scrollKeys = scrollKeys
  }

  /// What the library's screens and containers do with the mouse, as help rows.
  public static let mouseRows: [(keys: String, description: String)] = [
    ("click", "select a row; on the selected row, open it"),
    ("double click", "open the row"),
    ("wheel", "scroll the list or page under the pointer"),
    ("click a tab", "select the tab"),
    ("click the path", "go back to the screen of that title"),
    ("click a field", "type there"),
    ("click a button", "press it"),
  ]

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
    let mouse = showsMouse ? Self.mouseRows : []
    let keyWidth = min(24, (bindings.map { DisplayWidth.of($0.keyNames) } + mouse.map { $0.keys.count }).max() ?? 0)
    func row(_ keys: String, _ description: String) -> (String, Style) {
      ("  " + ListView.fit(keys, width: keyWidth, alignment: .leading) + "  " + description, .normal)
    }
    for binding in bindings {
      if binding.context != context {
        if context != nil { out.append(("", .normal)) }
        out.append((binding.context.heading, .accent))
        context = binding.context
      }
      out.append(row(binding.keyNames, binding.description))
    }
    if !mouse.isEmpty {
      if !out.isEmpty { out.append(("", .normal)) }
      out.append(("Mouse", .accent))
      out += mouse.map { row($0.keys, $0.description) }
    }
    for section in sections where !section.rows.isEmpty {
      if !out.isEmpty { out.append(("", .normal)) }
      out.append((section.title, .accent))
      let termWidth = min(12, section.rows.map { DisplayWidth.of($0.term) }.max() ?? 0)
      out += section.rows.map {
        ("  " + ListView.fit($0.term, width: termWidth, alignment: .leading) + "  " + $0.description, .normal)
      }
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

/// A section a screen adds to the `?` overlay: a heading and `term  description` rows.
public struct HelpSection: Sendable, Equatable {
  /// The heading, `Abbreviations on this page`.
  public var title: String
  /// The rows, each a short term and what it means.
  public var rows: [Row]

  /// A row of a section.
  public struct Row: Sendable, Equatable {
    /// The term, `vt`.
    public var term: String
    /// What it means, `transitive verb`.
    public var description: String

    /// Creates a row.
    public init(_ term: String, _ description: String) {
      self.term = term
      self.description = description
    }
  }

  /// Creates a section.
  public init(title: String, rows: [Row]) {
    self.title = title
    self.rows = rows
  }
}
