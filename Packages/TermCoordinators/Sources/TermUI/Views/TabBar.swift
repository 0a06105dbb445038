import TermCore

/// The row of tabs at the top of the screen: ` 1 Books  2 Authors  3 About `.
///
/// Each tab shows the number that selects it; the selected one is in the active-tab style.
/// Tabs that do not fit are cut at the right edge.
public struct TabBar: View {
  /// The tabs' titles, in order.
  public var titles: [String]
  /// The selected tab.
  public var selectedIndex: Int?

  /// Creates a tab bar.
  public init(titles: [String], selectedIndex: Int?) {
    self.titles = titles
    self.selectedIndex = selectedIndex
  }

  /// The index of the tab drawn at `point` when the bar is drawn in `area`, or nil (the gap
  /// between tabs, the empty end of the row, another row).
  public func index(at point: Point, in area: Rect) -> Int? {
    let line = area.row(0)
    guard line.contains(point) else { return nil }
    var x = line.minX
    for (index, title) in titles.enumerated() {
      let end = x + DisplayWidth.of(" \(index + 1) \(title) ")
      if point.x >= x, point.x < end { return index }
      x = end + 1
      if x >= line.maxX { break }
    }
    return nil
  }

  public func render(in area: Rect, into buffer: inout CellBuffer) {
    let line = area.row(0)
    guard !line.isEmpty else { return }
    buffer.fill(line, with: .blank(.tab))
    var x = line.minX
    for (index, title) in titles.enumerated() {
      let style: Style = index == selectedIndex ? .activeTab : .tab
      let label = " \(index + 1) \(title) "
      x = buffer.write(label, at: Point(x: x, y: line.minY), style: style, clip: line) + 1
      if x >= line.maxX { break }
    }
  }
}
