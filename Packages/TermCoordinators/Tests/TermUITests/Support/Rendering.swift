import TermCore
import TermUI
import Testing

/// Renders `view` into a fresh buffer of `size`, the view covering all of it.
func render(_ view: some View, size: Size) -> CellBuffer {
  var buffer = CellBuffer(size: size)
  view.render(in: buffer.bounds, into: &buffer)
  return buffer
}

/// Renders `view` at every size from 1x1 to 40x15 inside a one-cell margin and checks that
/// the buffer stays sound and nothing is drawn outside the view's area.
func expectRendersAtEverySize(
  _ make: () -> some View, sourceLocation: SourceLocation = #_sourceLocation
) {
  for width in 1...40 {
    for height in 1...15 {
      var buffer = CellBuffer(size: Size(width: width + 2, height: height + 2))
      let area = Rect(x: 1, y: 1, width: width, height: height)
      make().render(in: area, into: &buffer)
      let problems = buffer.problems()
      #expect(problems.isEmpty, "\(width)x\(height): \(problems)", sourceLocation: sourceLocation)
      for y in 0..<buffer.size.height {
        for x in 0..<buffer.size.width where !area.contains(Point(x: x, y: y)) {
          if buffer[x, y] != .blank {
            Issue.record("\(width)x\(height): drew outside its area at \(x),\(y)", sourceLocation: sourceLocation)
            return
          }
        }
      }
    }
  }
}

/// A data source that counts which rows it was asked for.
final class CountingDataSource: ListDataSource {
  let numberOfRows: Int
  private(set) var requested: [Int] = []

  init(rows: Int) {
    numberOfRows = rows
  }

  func row(at index: Int) -> ListRow {
    requested.append(index)
    return ListRow(["Row \(index)", "\(index * 7)"], opens: index % 2 == 0)
  }
}

/// Rows of films with Japanese and Latin titles, for column and clipping snapshots.
let filmRows: [ListRow] = [
  ListRow(["七人の侍", "1954", "黒澤明"], opens: true),
  ListRow(["Alien", "1979", "Ridley Scott"], opens: true),
  ListRow(["千と千尋の神隠し", "2001", "宮崎駿"], opens: true),
  ListRow(["The Good, the Bad and the Ugly", "1966", "Sergio Leone"], opens: true),
  ListRow(["東京物語", "1953", "小津安二郎"]),
  ListRow(["Paris, Texas", "1984", "Wim Wenders"]),
]

let filmColumns = [ListColumn(.fill), ListColumn(.fixed(4), alignment: .trailing), ListColumn(.fixed(12))]
