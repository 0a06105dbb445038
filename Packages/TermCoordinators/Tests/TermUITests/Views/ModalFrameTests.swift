import CoordinatorsTesting
import TermCore
import Testing

@testable import TermUI

@Suite struct ModalFrameTests {
  @Test func dimsTheBackgroundButKeepsItsText() {
    var buffer = CellBuffer(size: Size(width: 12, height: 1))
    buffer.write("中文 Alien", at: .zero, style: .selected)
    ModalFrame.dim(buffer.bounds, in: &buffer)
    #expect(buffer.text(ofRow: 0) == "中文 Alien  ")
    #expect(buffer.styleRow(0) == "d>d>dddddddd")
  }

  @Test func returnsTheInsideOfTheBorder() {
    var buffer = CellBuffer(size: Size(width: 20, height: 8))
    let inside = ModalFrame(title: "Sign up").render(Rect(x: 2, y: 1, width: 16, height: 6), into: &buffer)
    #expect(inside == Rect(x: 4, y: 2, width: 12, height: 4))
    #expect(buffer.text(ofRow: 1) == "  ┌─ Sign up ────┐  ")
  }

  @Test func snapshotOverDimmedText() {
    var buffer = CellBuffer(size: Size(width: 40, height: 12))
    for row in 0..<12 { buffer.write("背景 background text \(row)", at: Point(x: 1, y: row)) }
    ModalFrame.dim(buffer.bounds, in: &buffer)
    let frame = ModalFrame.frame(around: Size(width: 20, height: 3), in: buffer.bounds)
    let inside = ModalFrame(title: "確認 Confirm").render(frame, into: &buffer)
    buffer.write("inside the sheet", at: inside.origin, clip: inside)
    assertBufferSnapshot(of: buffer, named: "sheet-40x12")
  }

  @Test func rendersAtEverySize() {
    for width in 1...40 {
      for height in 1...15 {
        var buffer = CellBuffer(size: Size(width: width, height: height))
        ModalFrame.dim(buffer.bounds, in: &buffer)
        let frame = ModalFrame.frame(around: Size(width: 30, height: 8), in: buffer.bounds)
        let inside = ModalFrame(title: "千と千尋の神隠し").render(frame, into: &buffer)
        #expect(buffer.problems().isEmpty, "\(width)x\(height)")
        #expect(inside.isEmpty || frame.intersection(inside) == inside)
      }
    }
  }
}
