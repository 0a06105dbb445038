import CoordinatorsTesting
import TermCore
import Testing

@testable import TermUI

@Suite struct ListViewTests {
  @Test func highlightsSelectedRow() {
    let list = ListView(dataSource: ArrayListDataSource([ListRow("one"), ListRow("two"), ListRow("three")]))
    list.select(1)
    let buffer = render(list, size: Size(width: 10, height: 3))
    #expect(buffer.text(ofRow: 1) == " two      ")
    #expect(buffer.styleRow(0) == "..........")
    #expect(buffer.styleRow(1) == "ssssssssss")
  }

  @Test func anOptionalColumnMakesWayForTheFillColumnOnANarrowRow() {
    let columns = [
      ListColumn(.fixed(4)), ListColumn(.fixed(6), optional: true), ListColumn(.fill), ListColumn(.fixed(3)),
    ]
    let row = ListRow(["head", "second", "the meaning of it", "end"])
    // Wide: every column, two blanks apart (1 gutter + 4 + 2 + 6 + 2 + fill + 2 + 3 + 2 marker).
    let wide = render(
      ListView(dataSource: ArrayListDataSource([row]), columns: columns), size: Size(width: 42, height: 1))
    #expect(wide.text(ofRow: 0) == " head  second  the meaning of it     end  ")
    // Narrow: with the optional column the meaning would get 9 cells (< 10); without, 17.
    let narrow = render(
      ListView(dataSource: ArrayListDataSource([row]), columns: columns), size: Size(width: 31, height: 1))
    #expect(narrow.text(ofRow: 0) == " head  the meaning of it  end  ")
    #expect(ListView(dataSource: ArrayListDataSource([row]), columns: columns).columnWidths(for: 27) == [4, -1, 16, 3])
    #expect(ListView(dataSource: ArrayListDataSource([row]), columns: columns).columnWidths(for: 39) == [4, 6, 20, 3])
    // Asked by the width the list is drawn at (31 and 42 above), without the gutter and marker.
    let list = ListView(dataSource: ArrayListDataSource([row]), columns: columns)
    #expect(list.columnWidths(inWidth: 31) == [4, -1, 17, 3])
    #expect(list.columnWidths(inWidth: 42) == [4, 6, 20, 3])
    #expect(list.columnWidths(inWidth: 2) == list.columnWidths(for: 0))
    // Without a fill column or an optional one, nothing is left out however narrow.
    let fixedOnly = ListView(
      dataSource: ArrayListDataSource([row]), columns: [ListColumn(.fixed(4)), ListColumn(.fill)])
    #expect(fixedOnly.columnWidths(for: 8) == [4, 2])
  }

  @Test func anOverflowingColumnShowsAWideCellWholeAtTheNextCellsCost() {
    let columns = [ListColumn(.fixed(4), overflows: true), ListColumn(.fixed(6)), ListColumn(.fill)]
    let rows = [
      ListRow(["ドッグ", "", "dog"]), ListRow(["ab", "second", "x"]), ListRow(["abcdefghijklmn", "second", "y"]),
    ]
    let buffer = render(
      ListView(dataSource: ArrayListDataSource(rows), columns: columns), size: Size(width: 24, height: 3))
    // 6 cells in a 4-cell column take 2 of the next column's 6; a short cell leaves the row
    // as it was; a cell wider than both columns takes the whole next column and is cut.
    #expect(buffer.text(ofRow: 0) == " ドッグ        dog      ")
    #expect(buffer.text(ofRow: 1) == " ab    second  x        ")
    #expect(buffer.text(ofRow: 2) == " abcdefg...    y        ")
    // Without it, the cell is cut to its column.
    let cut = render(
      ListView(dataSource: ArrayListDataSource(rows), columns: columns.map { ListColumn($0.width) }),
      size: Size(width: 24, height: 3))
    #expect(cut.text(ofRow: 2) == " a...  second  y        ")
  }

  @Test func asksOnlyForTheRowsItShows() {
    let source = CountingDataSource(rows: 200_000)
    let list = ListView(dataSource: source)
    _ = render(list, size: Size(width: 30, height: 10))
    #expect(source.requested == Array(0..<10))
    list.perform(.last)
    _ = render(list, size: Size(width: 30, height: 10))
    #expect(source.requested.count == 20)
    #expect(source.requested.suffix(10) == Array(199_990..<200_000))
  }

  @Test func scrollingKeepsTheSelectionAwayFromTheEdges() {
    let list = ListView(dataSource: CountingDataSource(rows: 100))
    _ = render(list, size: Size(width: 20, height: 10))
    for _ in 0..<8 { list.perform(.moveDown) }
    _ = render(list, size: Size(width: 20, height: 10))
    #expect(list.selectedIndex == 8)
    #expect(list.scrollOffset == 1, "two rows stay below the selection")
    for _ in 0..<5 { list.perform(.moveUp) }
    _ = render(list, size: Size(width: 20, height: 10))
    #expect(list.selectedIndex == 3)
    #expect(list.scrollOffset == 1, "two rows stay above the selection")
    list.perform(.moveUp)
    _ = render(list, size: Size(width: 20, height: 10))
    #expect(list.scrollOffset == 0)
  }

  @Test(arguments: [
    (KeyAction.pageDown, 30, 40), (.pageUp, 30, 20), (.halfPageDown, 30, 35), (.halfPageUp, 30, 25),
    (.first, 30, 0), (.last, 30, 99), (.pageDown, 95, 99), (.pageUp, 3, 0), (.moveUp, 0, 0), (.moveDown, 99, 99),
  ])
  func movesByPagesAndToTheEnds(action: KeyAction, from start: Int, to expected: Int) {
    let list = ListView(dataSource: CountingDataSource(rows: 100))
    _ = render(list, size: Size(width: 20, height: 10))
    list.select(start)
    list.perform(action)
    #expect(list.selectedIndex == expected)
  }

  @Test func showsTheEmptyMessage() {
    let list = ListView(dataSource: ArrayListDataSource([]), emptyMessage: "No books match.")
    let buffer = render(list, size: Size(width: 20, height: 3))
    #expect(buffer.text(ofRow: 0) == " No books match.    ")
    #expect(buffer.styleRow(0).hasPrefix(".ddd"))
    list.perform(.moveDown)
    #expect(list.selectedIndex == 0)
  }

  @Test func marksRowsThatOpenSomething() {
    let list = ListView(dataSource: ArrayListDataSource([ListRow("a", opens: true), ListRow("b")]))
    list.showsSelection = false
    let buffer = render(list, size: Size(width: 8, height: 2))
    #expect(buffer.text(ofRow: 0) == " a     >")
    #expect(buffer.text(ofRow: 1) == " b      ")
    #expect(buffer[7, 0].style == .marker)
  }

  @Test(arguments: [
    ("千と千尋の神隠し", 9, "千と千..."), ("千と千尋の神隠し", 10, "千と千... "), ("Alien", 3, "..."),
    ("Alien", 8, "Alien   "), ("七人の侍", 8, "七人の侍"), ("七人の侍", 7, "七人..."),
  ])
  func cutsCellsByDisplayWidthWithAnASCIIEllipsis(text: String, width: Int, expected: String) {
    let cell = ListView.fit(text, width: width, alignment: .leading)
    #expect(cell == expected)
    #expect(DisplayWidth.of(cell) == width)
  }

  @Test func alignsColumnsWhateverTheScript() {
    let list = ListView(dataSource: ArrayListDataSource(filmRows), columns: filmColumns)
    let buffer = render(list, size: Size(width: 40, height: 6))
    // The year column starts at the same display column on every row.
    for row in 0..<6 {
      let text = buffer.text(ofRow: row)
      let year = text.firstIndex { $0.isASCII && $0.isNumber }.map { DisplayWidth.of(text[..<$0]) }
      #expect(year == 20, "row \(row): \(text)")
    }
  }

  @Test func showsTheFilterLineWithTheCaret() {
    let list = ListView(dataSource: ArrayListDataSource(filmRows), columns: filmColumns)
    list.filterField = TextField(text: "侍")
    let buffer = render(list, size: Size(width: 20, height: 4))
    #expect(buffer.text(ofRow: 3) == "/侍                 ")
    #expect(buffer.cursor == Point(x: 3, y: 3))
    #expect(list.visibleRowCount == 3)
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func snapshotOfFilms(width: Int, height: Int) {
    let list = ListView(dataSource: ArrayListDataSource(filmRows), columns: filmColumns)
    list.select(2)
    assertBufferSnapshot(of: render(list, size: Size(width: width, height: height)), named: "films-\(width)x\(height)")
  }

  @Test func snapshotOfANarrowFillColumn() {
    // 25 columns leave the title column 2 wide: too narrow for "...", so titles are cut bare.
    let list = ListView(dataSource: ArrayListDataSource(filmRows), columns: filmColumns)
    assertBufferSnapshot(of: render(list, size: Size(width: 25, height: 6)), named: "films-25x6")
  }

  @Test func snapshotOfWideTextCutAtTheClipEdge() {
    // 20 columns: the fixed columns overflow, and 小津安二郎 meets the edge mid-glyph.
    let list = ListView(dataSource: ArrayListDataSource(filmRows), columns: filmColumns)
    let buffer = render(list, size: Size(width: 20, height: 6))
    #expect(buffer.text(ofRow: 4) == "   1953  小津安二   ")
    assertBufferSnapshot(of: buffer, named: "films-20x6")
  }

  @Test func snapshotOfAScrolledLongList() {
    let list = ListView(
      dataSource: CountingDataSource(rows: 200_000),
      columns: [ListColumn(.fill), ListColumn(.fixed(8), alignment: .trailing)])
    _ = render(list, size: Size(width: 40, height: 12))
    list.perform(.last)
    list.perform(.pageUp)
    assertBufferSnapshot(of: render(list, size: Size(width: 40, height: 12)), named: "long-list-40x12")
  }

  @Test func snapshotOfEmptyAndFiltered() {
    let list = ListView(dataSource: ArrayListDataSource([]), emptyMessage: "No movie matches the filter.")
    list.filterField = TextField(text: "xyz")
    assertBufferSnapshot(of: render(list, size: Size(width: 40, height: 12)), named: "empty-filtered-40x12")
  }

  @Test func rendersAtEverySize() {
    expectRendersAtEverySize {
      let list = ListView(dataSource: ArrayListDataSource(filmRows), columns: filmColumns)
      list.filterField = TextField(text: "千と")
      list.select(3)
      return list
    }
    expectRendersAtEverySize { ListView(dataSource: ArrayListDataSource([]), emptyMessage: "空です") }
  }
}

@Suite struct ListViewSelectionTests {
  @Test func drawingNeverChangesTheSelection() {
    var rows = 10
    let list = ListView(dataSource: ClosureListDataSource(count: { rows }) { ListRow("row \($0)") })
    list.select(8)
    rows = 3
    #expect(list.selectedIndex == 2, "a shrunken source never yields a row that is gone")
    var buffer = CellBuffer(size: Size(width: 20, height: 5))
    list.render(in: buffer.bounds, into: &buffer)
    rows = 10
    #expect(list.selectedIndex == 8, "drawing the short list did not move the user's selection")
  }
}

/// Rows are drawn once into images and placed frame after frame; these tests check the
/// frames against drawing every row afresh, over lists that scroll, change and resize.
@Suite struct ListViewRowImageTests {
  static let words = ["七人の侍", "Alien", "千と千尋", "a", "", "東京", "Paris, Texas", "é", "👍🏽", "ｱｲｳ", "x\ty"]

  static func randomRows(using generator: inout SeededGenerator) -> [ListRow] {
    (0..<Int.random(in: 0...30, using: &generator)).map { _ in
      ListRow(
        (0..<3).map { _ in
          (0..<Int.random(in: 0...3, using: &generator)).map { _ in words.randomElement(using: &generator)! }
            .joined(separator: " ")
        }, opens: Bool.random(using: &generator))
    }
  }

  @Test func placedRowImagesDrawWhatDrawingEachRowDraws() {
    for seed in 1...400 {
      var generator = SeededGenerator(seed: UInt64(seed))
      let source = ArrayListDataSource(Self.randomRows(using: &generator))
      let fast = ListView(dataSource: source, columns: filmColumns)
      let slow = ListView(dataSource: source, columns: filmColumns)
      slow.drawsRowImages = false
      // Earlier content under the list, with wide glyphs its rows cut at the edges.
      var before = CellBuffer(size: Size(width: 40, height: 12))
      before.write(String(repeating: "中文", count: 12), at: Point(x: 1, y: 2), style: .dim)
      before.write(String(repeating: "語a", count: 15), at: Point(x: 0, y: 5), style: .accent)
      for frame in 0..<6 {
        // The list moves, its rows change, its area and whether it shows the selection change.
        let action = [KeyAction.moveDown, .moveUp, .pageDown, .last, .first].randomElement(using: &generator)!
        fast.perform(action)
        slow.perform(action)
        if Int.random(in: 0..<4, using: &generator) == 0 {
          source.rows = Self.randomRows(using: &generator)
          fast.reloadData()
          slow.reloadData()
        }
        let shows = Int.random(in: 0..<5, using: &generator) != 0
        fast.showsSelection = shows
        slow.showsSelection = shows
        let area = Rect(
          x: Int.random(in: -2...4, using: &generator), y: Int.random(in: -1...3, using: &generator),
          width: Int.random(in: 0...44, using: &generator), height: Int.random(in: 0...12, using: &generator))
        var placed = before
        var drawn = before
        fast.render(in: area, into: &placed)
        slow.render(in: area, into: &drawn)
        #expect(placed == drawn, "seed \(seed), frame \(frame), \(area):\n\(placed.text)\nagainst\n\(drawn.text)")
        #expect(placed.problems().isEmpty, "seed \(seed), frame \(frame)")
      }
    }
  }
}
