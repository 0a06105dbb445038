import CoordinatorsTesting
import Foundation
import KanjiKit
import TermCore
import TermUI
import Testing

@testable import KanjiApp

/// ``PagedListSource`` keeps each item's row until what it shows may change; these tests
/// hold the kept rows to rows made afresh at every draw, and the app's list to its stars.
@Suite struct PagedListSourceTests {
  /// What rows show besides their item, changed behind the source's back as an app does.
  final class Marks {
    var starred: Set<Int> = []
    var version = 0
    var suffix = "a"
  }

  static let columns = [ListColumn(.fixed(1)), ListColumn(.fill), ListColumn(.fixed(6), alignment: .trailing)]

  static func source(
    items: @escaping () -> [Int], broken: Set<Int>, marks: Marks, pageSize: Int, keptPages: Int
  ) -> PagedListSource<Int> {
    PagedListSource<Int>(
      count: items().count, pageSize: pageSize, keptPages: keptPages,
      fetch: { range in
        if range.contains(where: broken.contains) { throw PageUnreadable() }
        return Array(items()[range])
      },
      row: { item in
        ListRow([marks.starred.contains(item) ? "*" : "", "item \(item) 日本", "\(item)\(marks.suffix)"], opens: true)
      },
      rowsVersion: { marks.version })
  }

  @Test func keptRowsAreTheRowsMadeAfresh() {
    for seed in 1...300 {
      var generator = SeededGenerator(seed: UInt64(seed))
      var items = Array(0..<Int.random(in: 0...300, using: &generator))
      let broken: Set<Int> =
        Int.random(in: 0..<4, using: &generator) == 0 ? [Int.random(in: 0...300, using: &generator)] : []
      let marks = Marks()
      let pageSize = Int.random(in: 1...20, using: &generator)
      let keptPages = Int.random(in: 1...4, using: &generator)
      let fast = Self.source(
        items: { items }, broken: broken, marks: marks, pageSize: pageSize, keptPages: keptPages)
      let slow = Self.source(
        items: { items }, broken: broken, marks: marks, pageSize: pageSize, keptPages: keptPages)
      slow.keepsRows = false
      let fastList = ListView(dataSource: fast, columns: Self.columns)
      let slowList = ListView(dataSource: slow, columns: Self.columns)
      var size = Size(width: 40, height: 12)
      for step in 0..<40 {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0, 1:
          // A star toggled on a row shown or not, as `s` or another screen does.
          let item = fastList.selectedIndex + Int.random(in: -3...3, using: &generator)
          if marks.starred.contains(item) { marks.starred.remove(item) } else { marks.starred.insert(item) }
          marks.version += 1
        case 2:
          // Another order: the rows' last column changes, which the version does not count.
          marks.suffix = ["a", "b", "cc"].randomElement(using: &generator)!
          fast.invalidateRows()
          slow.invalidateRows()
        case 3:
          items = Array(0..<Int.random(in: 0...300, using: &generator)).shuffled(using: &generator)
          let now = items
          fast.reset(count: now.count) { range in Array(now[range]) }
          slow.reset(count: now.count) { range in Array(now[range]) }
          fastList.reloadData()
          slowList.reloadData()
        case 4:
          size = Size(
            width: Int.random(in: 0...60, using: &generator), height: Int.random(in: 0...30, using: &generator))
        default:
          let action = [KeyAction.moveDown, .moveUp, .pageDown, .pageUp, .last, .first, .halfPageDown]
            .randomElement(using: &generator)!
          fastList.perform(action)
          slowList.perform(action)
        }
        var kept = CellBuffer(size: size)
        var afresh = CellBuffer(size: size)
        fastList.render(in: kept.bounds, into: &kept)
        slowList.render(in: afresh.bounds, into: &afresh)
        #expect(kept == afresh, "seed \(seed), step \(step):\n\(kept.text)\nagainst\n\(afresh.text)")
        if Bool.random(using: &generator) {
          // As the app does once the frame is out: reading ahead may let other pages go.
          fastList.readAhead()
          slowList.readAhead()
        }
        for index in fastList.scrollOffset..<min(fast.count, fastList.scrollOffset + fastList.visibleRowCount) {
          #expect(fast.row(at: index) == slow.row(at: index), "seed \(seed), step \(step), row \(index)")
        }
      }
    }
  }

  /// Moving down and up a list a row or a page at a time, every page is read after the
  /// frame before, between keys, never while a frame is drawn.
  @Test func pagesAreReadBetweenKeysNotInAFrame() {
    var reads = 0
    let source = PagedListSource<Int>(
      count: 1_000, pageSize: 64, keptPages: 8,
      fetch: { range in
        reads += 1
        return Array(range)
      },
      row: { ListRow("item \($0)") })
    let list = ListView(dataSource: source)
    var buffer = CellBuffer(size: Size(width: 30, height: 20))
    list.render(in: buffer.bounds, into: &buffer)
    list.readAhead()
    let actions =
      Array(repeating: KeyAction.moveDown, count: 300) + Array(repeating: .pageDown, count: 40)
      + Array(repeating: .moveUp, count: 200) + Array(repeating: .pageUp, count: 60)
    for (step, action) in actions.enumerated() {
      list.perform(action)
      let before = reads
      list.render(in: buffer.bounds, into: &buffer)
      #expect(reads == before, "step \(step): \(action) read a page inside its frame")
      list.readAhead()
    }
    #expect(reads >= 1_000 / 64, "every page was read, ahead")
    #expect(source.cachedPageCount <= 8)
  }

  /// The All Kanji list, walked with stars toggled, other orders, pages and sizes: every
  /// row it shows has the star exactly when the store has it.
  /// A page read ahead that fails is neither reported (no frame would show the notice) nor
  /// kept as failed: the frame that draws it reads it again and reports it then.
  @Test func aPageReadAheadThatFailsIsReportedWhenDrawn() {
    var errors = 0
    var fetches = 0
    let source = PagedListSource<Int>(
      count: 100, pageSize: 10, keptPages: 8,
      fetch: { range in
        fetches += 1
        if range.contains(25) { throw PageUnreadable() }
        return Array(range)
      },
      row: { ListRow(["\($0)"]) })
    source.onError = { _ in errors += 1 }
    _ = source.row(at: 5)
    source.readAhead(around: 5..<15)  // reaches row 25, on the unreadable page
    #expect(errors == 0)
    #expect(fetches == 2)
    #expect(source.cachedPageCount == 1)
    #expect(source.row(at: 25).cells == ["(could not be read)"])
    #expect(errors == 1)
    #expect(fetches == 3)
    // Drawn and failed, it is kept as failed: drawn again, it is not read again.
    _ = source.row(at: 26)
    #expect(errors == 1)
    #expect(fetches == 3)
  }

  @Test func allKanjiShowsEveryStarAtOnce() throws {
    let accounts = try TestApp.accountsWithAnn(signedIn: true)
    let (_, app) = try TestApp.make(accounts: accounts)
    let user = try #require(try accounts.currentUser())
    var generator = SeededGenerator(seed: 15)
    var stars = 0
    try app.send("1")
    for step in 0..<120 {
      let keys = ["s", "s", "j", "k", "<PgDn>", "<PgUp>", "G", "g", "o", "jjj", "<resize 100x30>", "<resize 60x16>"]
      let key = keys.randomElement(using: &generator)!
      try app.send(key)
      let starred = Set(try accounts.starredKanji(for: user))
      stars += key == "s" ? 1 : 0
      let rows = app.screen.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3).dropLast(1)
      var checked = 0
      for row in rows {
        // A row is ` *  日  …` or `    日  …`: the star column, then the kanji.
        let cells = Array(row)
        guard cells.count > 5, cells[0] == " ", cells[2] == " ", cells[3] == " ", cells[4] != " " else { continue }
        let literal = String(cells[4])
        #expect((cells[1] == "*") == starred.contains(literal), "step \(step) after \(key): \(row)")
        checked += 1
      }
      #expect(checked > 8, "step \(step) after \(key):\n\(app.screen.text)")
    }
    #expect(stars > 10)
  }
}

/// A page the test's fetch refuses to read.
struct PageUnreadable: Error {}
