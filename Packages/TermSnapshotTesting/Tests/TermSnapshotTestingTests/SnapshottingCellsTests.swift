import SnapshotTesting
import TermCore
import TermSnapshotTesting
import Testing

@Suite struct SnapshottingCellsTests {
  private func text(of buffer: CellBuffer, as strategy: Snapshotting<CellBuffer, String>) -> String {
    var out = ""
    strategy.snapshot(buffer).run { out = $0 }
    return out
  }

  @Test func writesTheRowsAndTheStyleBlock() {
    var buffer = CellBuffer(size: Size(width: 6, height: 2))
    buffer.write("日本", at: Point(x: 1, y: 0), style: .accent)
    buffer.write("ok", at: Point(x: 0, y: 1))
    #expect(text(of: buffer, as: .cells) == buffer.snapshotText(styles: true))
    #expect(text(of: buffer, as: .cells(styles: false)) == buffer.snapshotText(styles: false))
    #expect(text(of: buffer, as: .cells(styles: false)).hasPrefix("# size=6x2 cursor=hidden\n| 日本 |\n"))
  }

  @Test func aBrokenBufferNeverMatchesASoundReference() {
    var buffer = CellBuffer(size: Size(width: 4, height: 1))
    buffer.write("日本", at: .zero)
    let sound = text(of: buffer, as: .cells)
    buffer.cursor = Point(x: 9, y: 9)
    let broken = text(of: buffer, as: .cells)
    #expect(buffer.problems() == ["cursor 9,9 is outside the 4x1 buffer"])
    #expect(broken.hasPrefix("!! cursor"))
    #expect(broken != sound)
  }
}
