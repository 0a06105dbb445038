import TermCore
import Testing

@testable import TermNcurses

/// SGR (1006) mouse reports as terminals send them after `ESC [ <`.
@Suite struct SGRMouseTests {
  @Test func pressAndReleaseOfEachButtonCountedFromOne() {
    #expect(KeyDecoder.decodeSGRMouse("0;1;1M") == MouseEvent(.press, at: Point(x: 0, y: 0)))
    #expect(KeyDecoder.decodeSGRMouse("0;12;3m") == MouseEvent(.release, at: Point(x: 11, y: 2)))
    #expect(KeyDecoder.decodeSGRMouse("1;5;5M") == MouseEvent(.press, at: Point(x: 4, y: 4), button: .middle))
    #expect(KeyDecoder.decodeSGRMouse("2;300;90M") == MouseEvent(.press, at: Point(x: 299, y: 89), button: .right))
  }

  @Test func wheelAndModifiers() {
    #expect(KeyDecoder.decodeSGRMouse("64;10;4M") == MouseEvent(.wheelUp, at: Point(x: 9, y: 3)))
    #expect(KeyDecoder.decodeSGRMouse("65;10;4M") == MouseEvent(.wheelDown, at: Point(x: 9, y: 3)))
    #expect(
      KeyDecoder.decodeSGRMouse("28;2;2M")
        == MouseEvent(.press, at: Point(x: 1, y: 1), modifiers: [.shift, .alt, .control]))
  }

  @Test(arguments: ["", "0;1;1", "0;1M", "0;0;1M", "x;1;1M", "0;1;1;1M", "32;4;4M", "66;4;4M", "128;1;1M"])
  func ignoresWhatItCannotUse(report: String) {
    #expect(KeyDecoder.decodeSGRMouse(report) == nil)
  }
}
