import TermCore

/// The path to the current screen: `Books > Invisible Cities > Notes`.
///
/// The separator is an ASCII `>` (the `›` of iOS is East Asian Ambiguous and turns double
/// width on some CJK terminals). A path too long for the row is cut from the left behind
/// `...`, so the current screen's title stays in view.
public struct NavigationBar: View {
  /// What separates the titles.
  public static let separator = " > "

  /// The titles from the root to the current screen.
  public var path: [String]

  /// Creates a navigation bar.
  public init(path: [String]) {
    self.path = path
  }

  /// The path as drawn in `width` columns, cut from the left when too long.
  public func text(width: Int) -> String {
    guard width > 0 else { return "" }
    let full = path.joined(separator: Self.separator)
    if DisplayWidth.of(full) <= width { return full }
    let mark = "..."
    let room = width - DisplayWidth.of(mark)
    guard room > 0 else { return String(mark.prefix(width)) }
    var tail = ""
    var used = 0
    for character in full.reversed() {
      let w = Glyph.visibleWidth(character)
      if used + w > room { break }
      used += w
      tail.insert(character, at: tail.startIndex)
    }
    return mark + tail
  }

  /// The index in ``path`` of the title drawn at `point` when the bar is drawn in `area`, or
  /// nil (a separator, the `...` of a cut path, the empty end of the row).
  public func index(at point: Point, in area: Rect) -> Int? {
    let line = area.row(0)
    let content = line.inset(left: 1, right: 1)
    guard content.contains(point) else { return nil }
    // Which title each character of the full path belongs to; separators belong to none.
    var owners: [Int?] = []
    for (index, title) in path.enumerated() {
      if index > 0 { owners += Array(repeating: nil, count: Self.separator.count) }
      owners += Array(repeating: index, count: title.count)
    }
    let shown = text(width: content.width)
    let full = path.joined(separator: Self.separator)
    // A cut path shows `...` and then the end of the full path.
    let cut = shown != full
    let tailStart = owners.count - (cut ? shown.count - 3 : shown.count)
    var x = content.minX
    for (offset, character) in shown.enumerated() {
      let width = Glyph.visibleWidth(character)
      if point.x < x + width {
        if cut, offset < 3 { return nil }
        let owner = tailStart + offset - (cut ? 3 : 0)
        return owners.indices.contains(owner) ? owners[owner] : nil
      }
      x += width
    }
    return nil
  }

  public func render(in area: Rect, into buffer: inout CellBuffer) {
    let line = area.row(0)
    guard !line.isEmpty else { return }
    buffer.fill(line)
    let content = line.inset(left: 1, right: 1)
    let text = text(width: content.width)
    let current = path.last ?? ""
    // The current title in the title style, the way there plain.
    let lead = text.hasSuffix(current) ? String(text.dropLast(current.count)) : text
    let x = buffer.write(lead, at: content.origin, style: .normal, clip: content)
    if lead != text {
      buffer.write(current, at: Point(x: x, y: line.minY), style: .title, clip: content)
    }
  }
}
