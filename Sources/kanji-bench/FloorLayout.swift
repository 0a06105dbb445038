import ArgumentParser
import Foundation
import TermCore

/// Writes what the floor program draws (`Benchmarks/floor/floor.c`): the All Kanji screen's
/// rows and the Words screen, taken from the app's own headless frames, so both programs
/// show the same text in the same styles and their bytes can be compared.
struct FloorLayout: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "floor-layout", abstract: "Write the rows the floor program draws, from the app's frames.")

  @Option(help: "A data directory with a dictionary.") var dataDir: String
  @Option(help: "Where to write the layout.") var output: String
  @Option(help: "How many list items to export.") var items = TerminalBench.listItemsNeeded

  func run() throws {
    let summary = try Self.write(
      directory: URL(fileURLWithPath: dataDir), to: URL(fileURLWithPath: output), items: items)
    print(summary)
  }

  /// Exports the layout; returns a line saying what was written and checked.
  static func write(directory: URL, to output: URL, items count: Int) throws -> String {
    let size = Size(width: 80, height: 24)
    let walk = try HeadlessKanji(directory: directory, size: size)
    let first = walk.frame()
    guard let top = selectedRow(in: first, from: 0) else {
      throw BenchError("the All Kanji screen shows no selected row")
    }

    // The list is the run of rows a page down changes, from the selected row down.
    let paged = try HeadlessKanji(directory: directory, size: size)
    try paged.send("<PgDn>")
    let afterPage = paged.frame()
    var height = 0
    while top + height < size.height, rowDiffers(first, afterPage, top + height) { height += 1 }
    guard height > 2 else { throw BenchError("could not find the list area (\(height) rows change on PgDn)") }

    // Item k selected is the selected row after k moves; item k plain is the row above the
    // selection after k + 1 moves (whether the list scrolled or not).
    var rows: [(plain: String, selected: String)] = []
    var frame = first
    var selectedY = top
    for _ in 0..<count {
      let selected = row(frame, selectedY)
      try walk.send("j")
      frame = walk.frame()
      guard let y = selectedRow(in: frame, from: top), y > top else { break }
      rows.append((row(frame, y - 1), selected))
      selectedY = y
    }

    let words = try HeadlessKanji(directory: directory, size: size)
    try words.send("2")
    let wordsFrame = words.frame()

    var lines = ["size\t\(size.width)\t\(size.height)", "list\t\(top)\t\(height)\t2"]
    for y in 0..<size.height where !(top..<top + height).contains(y) { lines.append("line\t1\t\(y)\t\(row(first, y))") }
    for y in 0..<size.height { lines.append("line\t2\t\(y)\t\(row(wordsFrame, y))") }
    for item in rows { lines.append("item\t\(item.plain)\t\(item.selected)") }
    try (lines.joined(separator: "\n") + "\n").write(to: output, atomically: true, encoding: .utf8)

    let mismatches = try check(directory: directory, size: size, top: top, height: height, rows: rows, chrome: first)
    guard mismatches == 0 else {
      throw BenchError("the floor's model of the list differs from the app's frames in \(mismatches) rows")
    }
    return "floor layout: list rows \(top)..<\(top + height), \(rows.count) items; the model matches the app's frames"
  }

  /// Replays the list script headlessly and counts rows where the floor's model (selection,
  /// two rows of scroll margin, PgDn by a page) would show something else than the app.
  private static func check(
    directory: URL, size: Size, top: Int, height: Int, rows: [(plain: String, selected: String)], chrome: CellBuffer
  ) throws -> Int {
    let app = try HeadlessKanji(directory: directory, size: size)
    var selected = 0
    var scroll = 0
    var mismatches = 0
    let steps = Array(repeating: ("j", 1), count: 200) + Array(repeating: ("<PgDn>", height), count: 20)
    for (key, by) in steps {
      try app.send(key)
      selected = min(selected + by, rows.count - 1)
      let margin = min(2, (height - 1) / 2)
      if selected < scroll + margin { scroll = selected - margin }
      if selected > scroll + height - 1 - margin { scroll = selected - height + 1 + margin }
      scroll = max(0, min(scroll, rows.count - height))
      let frame = app.frame()
      for y in 0..<size.height {
        let expected: String
        if (top..<top + height).contains(y) {
          let index = scroll + y - top
          expected = index == selected ? rows[index].selected : rows[index].plain
        } else {
          expected = row(chrome, y)
        }
        if row(frame, y) != expected { mismatches += 1 }
      }
    }
    return mismatches
  }

  /// A row as the layout stores it: its text, a tab, its style letters.
  private static func row(_ buffer: CellBuffer, _ y: Int) -> String {
    buffer.text(ofRow: y) + "\t" + buffer.styleRow(y)
  }

  private static func rowDiffers(_ a: CellBuffer, _ b: CellBuffer, _ y: Int) -> Bool {
    a.text(ofRow: y) != b.text(ofRow: y)
  }

  /// The first row at or below `from` whose every cell is in the selected style.
  private static func selectedRow(in buffer: CellBuffer, from: Int) -> Int? {
    (from..<buffer.size.height).first { y in buffer.styleRow(y).allSatisfy { $0 == "s" || $0 == ">" } }
  }
}
