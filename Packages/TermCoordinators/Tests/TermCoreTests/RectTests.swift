import Testing

@testable import TermCore

@Suite struct RectTests {
  let r = Rect(x: 2, y: 3, width: 10, height: 5)

  @Test func insetClampsAtZero() {
    #expect(r.inset(dx: 1, dy: 1) == Rect(x: 3, y: 4, width: 8, height: 3))
    #expect(r.inset(dx: 20, dy: 20).isEmpty)
    #expect(r.inset(top: 1, left: 2, bottom: 0, right: 3) == Rect(x: 4, y: 4, width: 5, height: 4))
  }

  @Test func splitsTopAndLeft() {
    let (top, rest) = r.splitTop(2)
    #expect(top == Rect(x: 2, y: 3, width: 10, height: 2))
    #expect(rest == Rect(x: 2, y: 5, width: 10, height: 3))
    let (left, right) = r.splitLeft(4)
    #expect(left.width + right.width == r.width)
    #expect(right.minX == 6)
    #expect(r.bottom(1) == Rect(x: 2, y: 7, width: 10, height: 1))
    #expect(r.splitTop(99).rest.isEmpty)
  }

  @Test func intersectionOfDisjointRectsIsEmpty() {
    #expect(r.intersection(Rect(x: 50, y: 50, width: 2, height: 2)).isEmpty)
    #expect(r.intersection(Rect(x: 0, y: 0, width: 4, height: 4)) == Rect(x: 2, y: 3, width: 2, height: 1))
  }

  @Test func centersAndClamps() {
    #expect(r.centered(Size(width: 4, height: 1)) == Rect(x: 5, y: 5, width: 4, height: 1))
    #expect(r.centered(Size(width: 40, height: 40)) == r)
  }

  @Test func parsesSizes() {
    #expect(Size(parsing: "80x24") == Size(width: 80, height: 24))
    #expect(Size(parsing: "80X24") == Size(width: 80, height: 24))
    #expect(Size(parsing: "80") == nil)
    #expect(Size(parsing: "0x5") == nil)
    #expect(Size(parsing: "ax5") == nil)
  }
}
