import TermCore

/// The `?` overlay: the keys of the focused screen, grouped by where they apply.
public struct HelpOverlay: View {
  /// The bindings to list, in order.
  public var bindings: [KeyBinding]

  /// Creates an overlay listing `bindings`.
  public init(bindings: [KeyBinding]) {
    self.bindings = bindings
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

  /// Draws the overlay in a frame titled "Keys", centred in `area` over a dimmed background.
  public func render(in area: Rect, into buffer: inout CellBuffer) {
    ModalFrame.dim(area, in: &buffer)
    let frame = ModalFrame.frame(around: preferredSize(in: area.size), in: area)
    let inside = ModalFrame(title: "Keys (any key closes)").render(frame, into: &buffer)
    for (row, line) in lines.prefix(inside.height).enumerated() {
      buffer.write(line.text, at: Point(x: inside.minX, y: inside.minY + row), style: line.style, clip: inside)
    }
  }
}
