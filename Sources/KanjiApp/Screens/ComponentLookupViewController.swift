import KanjiKit
import TermCore
import TermUI

/// Finding a kanji by the parts you can see: the components grouped by stroke count on the
/// left, the kanji that contain every picked component on the right, most frequent first.
///
/// Space picks or drops the component under the cursor; components that would leave no
/// kanji are dim and cannot be picked. Enter moves to the kanji, where Enter opens one
/// (reported through ``onOpenKanji``) and Esc returns to the components. The picks stay while
/// the screen is on the stack, so Back from a kanji's page finds them as they were.
final class ComponentLookupViewController: ViewController {
  /// The user asked for a kanji's page.
  var onOpenKanji: ((String) -> Void)?
  /// The user asked to draw the kanji instead; nil when the lookup does not offer it.
  var onOpenDrawingPad: (() -> Void)?

  private let index: ComponentIndex
  private let meaning: (String) -> String?
  private(set) var picks: Set<Int>
  private var available: [Bool]
  private var matches: [String] = []
  private var cursor = 0
  private var focusOnResults = false
  private var scrollRow = 0
  private var message: String?
  private var layout: GridLayout?
  private let results: ListView
  private let resultRows = ArrayListDataSource([])

  /// Creates the lookup over `index` with `picks` already made; `meaning` names a component.
  init(index: ComponentIndex, picks: [String], meaning: @escaping (String) -> String?) {
    self.index = index
    self.meaning = meaning
    self.picks = Set(picks.compactMap { index.index(of: $0) })
    available = []
    results = ListView(
      dataSource: resultRows, columns: [ListColumn(.fixed(2)), ListColumn(.fill)],
      emptyMessage: "Pick components with Space.")
    super.init(title: "Components")
    if let first = self.picks.min() { cursor = first }
    update()
  }

  /// The kanji that contain every pick, most frequent first.
  var matchingKanji: [String] { matches }

  /// The keys in force, so a rebound key never shows under its old name.
  override var keyHints: [KeyHint] {
    if focusOnResults {
      return [
        keyMap.hint([.moveDown, .moveUp], in: .list, "move"), keyMap.hint([.open], in: .list, "open"),
        keyMap.hint([.back], in: .navigation, "components"),
      ].compactMap { $0 }
    }
    let moves = [
      keyMap.keyName(of: .componentLeft, in: .componentLookup), keyMap.keyName(of: .moveDown, in: .list),
      keyMap.keyName(of: .moveUp, in: .list), keyMap.keyName(of: .componentRight, in: .componentLookup),
    ].compactMap { $0 }
    // `hjkl` when every key is one letter, `←/↓/↑/→`-style names joined otherwise.
    let move =
      moves.isEmpty ? nil : KeyHint(moves.joined(separator: moves.allSatisfy { $0.count == 1 } ? "" : "/"), "move")
    return [
      keyMap.hint([.pickComponent], in: .componentLookup, "pick"), move,
      keyMap.hint([.showMatches], in: .componentLookup, "kanji"),
      keyMap.hint([.clearPicks], in: .componentLookup, "clear"),
      onOpenDrawingPad == nil ? nil : keyMap.hint([.openDrawingPad], in: .componentLookup, "draw"),
    ].compactMap { $0 }
  }

  override var keyContexts: [KeyContext] {
    focusOnResults ? [.list] : [.componentLookup, .list]
  }

  // MARK: - Drawing

  override func render(in area: Rect, into buffer: inout CellBuffer) {
    guard !area.isEmpty else { return }
    buffer.fill(area)
    let header = area.row(0)
    buffer.write(
      DisplayWidth.truncate(headerText, to: max(0, header.width - 2)), at: header.origin.offsetBy(dx: 1),
      style: .title, clip: header)
    guard area.height >= 4 else { return }
    let about = area.row(1)
    buffer.write(
      DisplayWidth.truncate(message ?? cursorText, to: max(0, about.width - 2)), at: about.origin.offsetBy(dx: 1),
      style: message == nil ? .dim : .error, clip: about)
    let body = area.removingTop(2)
    let resultsWidth = area.width >= 60 ? 26 : max(8, area.width / 3)
    let grid = body.inset(left: 1, right: resultsWidth + 2)
    let pane = body.right(resultsWidth)
    buffer.verticalLine(at: Point(x: pane.minX - 1, y: pane.minY), length: pane.height)
    drawGrid(in: grid, into: &buffer)
    results.showsSelection = focusOnResults
    results.render(in: pane, into: &buffer)
  }

  private var headerText: String {
    if picks.isEmpty { return "Pick the parts you see: the kanji with all of them appear on the right" }
    let picked = picks.sorted().map { index.components[$0].literal }.joined(separator: " ")
    return "\(picked): \(RowFormat.count(matches.count)) kanji"
  }

  private var cursorText: String {
    guard index.components.indices.contains(cursor) else { return "No components: the dictionary has none." }
    let component = index.components[cursor]
    let strokes = component.strokes == 1 ? "1 stroke" : "\(component.strokes) strokes"
    var text = "\(component.literal)  \(strokes), in \(RowFormat.count(component.uses)) kanji"
    if let meaning = meaning(component.literal) { text += ": \(meaning)" }
    return text
  }

  private func drawGrid(in area: Rect, into buffer: inout CellBuffer) {
    guard area.width >= 3, area.height >= 1 else { return }
    if layout?.width != area.width { layout = GridLayout(index: index, width: area.width) }
    guard let layout else { return }
    if let position = layout.positions[safe: cursor] {
      if position.row < scrollRow { scrollRow = position.row }
      if position.row >= scrollRow + area.height { scrollRow = position.row - area.height + 1 }
    }
    for label in layout.labels where (scrollRow..<scrollRow + area.height).contains(label.row) {
      buffer.write(
        label.text, at: Point(x: area.minX + label.x, y: area.minY + label.row - scrollRow), style: .hint, clip: area)
    }
    for (i, position) in layout.positions.enumerated()
    where (scrollRow..<scrollRow + area.height).contains(position.row) {
      let style: Style
      if i == cursor && !focusOnResults {
        style = picks.contains(i) ? Style(.selected, .bold) : .selected
      } else if picks.contains(i) {
        style = Style(.accent, [.bold, .underline])
      } else {
        style = available[i] ? .normal : .dim
      }
      buffer.write(
        index.components[i].literal, at: Point(x: area.minX + position.x, y: area.minY + position.row - scrollRow),
        style: style, clip: area)
    }
  }

  // MARK: - Keys

  override func handle(_ event: InputEvent) -> EventResult {
    guard case .key(let key) = event else { return .ignored }
    message = nil
    if focusOnResults {
      if keyMap.action(for: key, in: .navigation) == .back {
        focusOnResults = false
        return .handled
      }
      guard let action = keyMap.action(for: key, in: .list) else { return .ignored }
      if action == .open {
        if let literal = matches[safe: results.selectedIndex] { onOpenKanji?(literal) }
      } else {
        results.perform(action)
      }
      return .handled
    }
    if let action = keyMap.action(for: key, in: .componentLookup) {
      switch action {
      case .pickComponent: togglePick()
      case .clearPicks:
        picks = []
        update()
      case .showMatches:
        if matches.isEmpty { message = "Pick a component first (Space)." } else { focusOnResults = true }
      case .componentLeft: moveCursor(to: cursor - 1)
      case .componentRight: moveCursor(to: cursor + 1)
      case .openDrawingPad:
        guard let onOpenDrawingPad else { return .ignored }
        onOpenDrawingPad()
      default: return .ignored
      }
      return .handled
    }
    guard let action = keyMap.action(for: key, in: .list), let layout else { return .ignored }
    switch action {
    case .moveDown: moveCursor(to: layout.neighbour(of: cursor, rows: 1))
    case .moveUp: moveCursor(to: layout.neighbour(of: cursor, rows: -1))
    case .pageDown, .halfPageDown: moveCursor(to: layout.neighbour(of: cursor, rows: 8))
    case .pageUp, .halfPageUp: moveCursor(to: layout.neighbour(of: cursor, rows: -8))
    case .first: moveCursor(to: 0)
    case .last: moveCursor(to: index.components.count - 1)
    default: return .ignored
    }
    return .handled
  }

  private func moveCursor(to target: Int) {
    cursor = min(max(0, target), max(0, index.components.count - 1))
  }

  private func togglePick() {
    guard index.components.indices.contains(cursor) else { return }
    if picks.contains(cursor) {
      picks.remove(cursor)
    } else if available[cursor] {
      picks.insert(cursor)
    } else {
      message = "\(index.components[cursor].literal) with the picks would leave no kanji."
      return
    }
    update()
  }

  private func update() {
    matches = index.matches(picks)
    available = index.availability(with: picks)
    resultRows.rows = matches.map { ListRow([$0, meaning($0) ?? ""], opens: true) }
    results.reloadData()
    results.select(0)
  }
}

/// Where each component and stroke-count label of the lookup sits for one width: groups
/// flow one after another, a label (`3`) before the first component of each.
private struct GridLayout {
  let width: Int
  var positions: [(row: Int, x: Int)] = []
  var labels: [(row: Int, x: Int, text: String)] = []

  init(index: ComponentIndex, width: Int) {
    self.width = width
    var row = 0
    var x = 0
    var strokes = -1
    for component in index.components {
      if component.strokes != strokes {
        strokes = component.strokes
        let text = String(strokes)
        if x > 0 && x + text.count + 4 > width {
          row += 1
          x = 0
        }
        labels.append((row, x, text))
        x += text.count + 1
      }
      let cell = max(2, DisplayWidth.of(component.literal)) + 1
      if x > 0 && x + cell - 1 > width {
        row += 1
        x = 0
      }
      positions.append((row, x))
      x += cell
    }
  }

  /// The component `rows` rows below (above, when negative) `current`, nearest in column.
  func neighbour(of current: Int, rows: Int) -> Int {
    guard let here = positions[safe: current], let last = positions.last else { return current }
    let target = min(max(0, here.row + rows), last.row)
    guard target != here.row else { return rows > 0 ? positions.count - 1 : 0 }
    var best = current
    var distance = Int.max
    for (i, position) in positions.enumerated() where position.row == target {
      if abs(position.x - here.x) < distance {
        distance = abs(position.x - here.x)
        best = i
      }
    }
    return best
  }
}

extension Array {
  /// The element at `index`, or nil when it is out of range.
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
