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

  @Test(arguments: ["", "0;1;1", "0;1M", "0;0;1M", "x;1;1M", "0;1;1;1M", "35;4;4M", "66;4;4M", "128;1;1M"])
  func ignoresWhatItCannotUse(report: String) {
    #expect(KeyDecoder.decodeSGRMouse(report) == nil)
  }

  /// Mode 1002 reports a move with a button held as the button's code plus 32, with `M`.
  @Test func movesWithAButtonHeldAreDrags() {
    #expect(KeyDecoder.decodeSGRMouse("32;7;3M") == MouseEvent(.drag, at: Point(x: 6, y: 2)))
    #expect(KeyDecoder.decodeSGRMouse("34;7;3M") == MouseEvent(.drag, at: Point(x: 6, y: 2), button: .right))
    #expect(
      KeyDecoder.decodeSGRMouse("48;1;1M") == MouseEvent(.drag, at: Point(x: 0, y: 0), modifiers: .control))
  }

  /// With pixel reports (1016) the numbers are pixels from 1; the event is in the cell they
  /// fall in, with the fraction of the cell in its fine position.
  @Test func pixelReportsGiveFinePositions() throws {
    let cell = Size(width: 10, height: 20)
    let press = try #require(KeyDecoder.decodeSGRMouse("0;26;51M", cellPixels: cell))
    #expect(press.kind == .press)
    #expect(press.position == Point(x: 2, y: 2))
    #expect(press.finePosition == FinePoint(x: 2.5, y: 2.5))
    let drag = try #require(KeyDecoder.decodeSGRMouse("32;1;20M", cellPixels: cell))
    #expect(drag.kind == .drag)
    #expect(drag.position == Point(x: 0, y: 0))
    #expect(drag.finePosition == FinePoint(x: 0, y: 0.95))
    #expect(drag.location == FinePoint(x: 0, y: 0.95))
    // Without a cell size the same numbers are cells, and the location is the cell's middle.
    let cells = try #require(KeyDecoder.decodeSGRMouse("0;26;51M"))
    #expect(cells.position == Point(x: 25, y: 50))
    #expect(cells.finePosition == nil)
    #expect(cells.location == FinePoint(x: 25.5, y: 50.5))
  }

  /// The answer to DECRQM says whether pixel reports can be turned on.
  @Test func modeReportsSayWhetherAModeCanBeSet() {
    func answer(_ report: String) -> String? {
      KeyDecoder.decodeModeReport(report).map { "\($0.mode) \($0.canBeSet)" }
    }
    #expect(answer("1016;1$y") == "1016 true")
    #expect(answer("1016;2$y") == "1016 true")
    #expect(answer("1016;0$y") == "1016 false")
    #expect(answer("1016;4$y") == "1016 false")
    for broken in ["1016;2$", "1016$y", "1016;9$y", "x;1$y", "1016;1;1$y"] {
      #expect(KeyDecoder.decodeModeReport(broken) == nil, "\(broken)")
    }
  }
}
