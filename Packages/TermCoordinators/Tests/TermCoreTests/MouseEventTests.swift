import Testing

@testable import TermCore

@Suite struct MouseEventTests {
  @Test func readsMouseEventsInKeyScripts() throws {
    let events = try KeyScript.parse("j<click 4,0><double-click 10,7><wheel-down 3,5><right-press 1,2><S-release 0,0>")
    #expect(
      events == [
        .key(.character("j")),
        .mouse(MouseEvent(.click, at: Point(x: 4, y: 0))),
        .mouse(MouseEvent(.doubleClick, at: Point(x: 10, y: 7))),
        .mouse(MouseEvent(.wheelDown, at: Point(x: 3, y: 5))),
        .mouse(MouseEvent(.press, at: Point(x: 1, y: 2), button: .right)),
        .mouse(MouseEvent(.release, at: Point(x: 0, y: 0), modifiers: .shift)),
      ])
  }

  /// Coordinates with a decimal point are a fine position, in the cell they fall in.
  @Test func dragsAndFinePositionsInKeyScripts() throws {
    let events = try KeyScript.parse("<press 4,2><drag 5.5,2.25><release 6.75,3.0>")
    #expect(
      events == [
        .mouse(MouseEvent(.press, at: Point(x: 4, y: 2))),
        .mouse(MouseEvent(.drag, at: Point(x: 5, y: 2), finePosition: FinePoint(x: 5.5, y: 2.25))),
        .mouse(MouseEvent(.release, at: Point(x: 6, y: 3), finePosition: FinePoint(x: 6.75, y: 3))),
      ])
  }

  @Test(arguments: [
    "<click 4>", "<click -1,2>", "<clack 1,1>", "<right-wheel-up 1,1>", "<click a,b>", "<drag -0.5,1.0>",
    "<drag 1.5,x>",
  ])
  func rejectsBadMouseEvents(script: String) {
    #expect(throws: KeyScript.ParseError.self) { try KeyScript.parse(script) }
  }

  @Test func scriptNamesRoundTrip() throws {
    let events = [
      MouseEvent(.click, at: Point(x: 0, y: 0)), MouseEvent(.doubleClick, at: Point(x: 79, y: 23)),
      MouseEvent(.wheelUp, at: Point(x: 5, y: 6)), MouseEvent(.press, at: Point(x: 1, y: 1), button: .middle),
      MouseEvent(.release, at: Point(x: 2, y: 3), button: .right, modifiers: [.control, .alt]),
      MouseEvent(.drag, at: Point(x: 7, y: 2)),
      MouseEvent(.drag, at: Point(x: 10, y: 3), finePosition: FinePoint(x: 10.25, y: 3.5)),
      MouseEvent(.press, at: Point(x: 4, y: 0), finePosition: FinePoint(x: 4, y: 0)),
    ]
    for event in events {
      #expect(try KeyScript.parse(event.scriptName) == [.mouse(event)], "\(event.scriptName)")
    }
  }

  @Test func onlyALeftClickWithoutModifiersIsPrimary() {
    #expect(MouseEvent(.click, at: .zero).isPrimaryClick)
    #expect(MouseEvent(.doubleClick, at: .zero).isPrimaryClick)
    #expect(!MouseEvent(.press, at: .zero).isPrimaryClick)
    #expect(!MouseEvent(.click, at: .zero, button: .right).isPrimaryClick)
    #expect(!MouseEvent(.click, at: .zero, modifiers: .shift).isPrimaryClick)
    #expect(MouseEvent(.wheelUp, at: .zero).wheelDelta == -MouseEvent.wheelStep)
    #expect(MouseEvent(.wheelDown, at: .zero).button == MouseEvent.Button.none)
  }
}

@Suite struct MouseClickDetectorTests {
  let cell = Point(x: 3, y: 4)

  @Test func aReleaseOnThePressedCellIsAClick() {
    var detector = MouseClickDetector()
    #expect(detector.resolve(MouseEvent(.press, at: cell), at: 0).kind == .press)
    #expect(detector.resolve(MouseEvent(.release, at: cell), at: 0.05).kind == .click)
  }

  /// A press dragged off its cell drew something: back on the cell, its release is no click.
  @Test func aPressDraggedAwayAndBackEndsInARelease() {
    var detector = MouseClickDetector()
    _ = detector.resolve(MouseEvent(.press, at: cell), at: 0)
    #expect(detector.resolve(MouseEvent(.drag, at: Point(x: 5, y: 4)), at: 0.05).kind == .drag)
    #expect(detector.resolve(MouseEvent(.drag, at: cell), at: 0.1).kind == .drag)
    #expect(detector.resolve(MouseEvent(.release, at: cell), at: 0.15).kind == .release)
    // A drag that never left the cell still clicks.
    _ = detector.resolve(MouseEvent(.press, at: cell), at: 1)
    _ = detector.resolve(MouseEvent(.drag, at: cell), at: 1.05)
    #expect(detector.resolve(MouseEvent(.release, at: cell), at: 1.1).kind == .click)
  }

  @Test func aReleaseElsewhereStaysARelease() {
    var detector = MouseClickDetector()
    _ = detector.resolve(MouseEvent(.press, at: cell), at: 0)
    #expect(detector.resolve(MouseEvent(.release, at: Point(x: 9, y: 4)), at: 0.05).kind == .release)
  }

  @Test func twoQuickClicksOnOneCellMakeADoubleClickAndAThirdStartsAgain() {
    var detector = MouseClickDetector(doubleClickInterval: 0.4)
    var kinds: [MouseEvent.Kind] = []
    for time in [0.0, 0.2, 0.4] {
      _ = detector.resolve(MouseEvent(.press, at: cell), at: time)
      kinds.append(detector.resolve(MouseEvent(.release, at: cell), at: time + 0.05).kind)
    }
    #expect(kinds == [.click, .doubleClick, .click])
  }

  @Test func slowOrMovedClicksStaySingle() {
    var detector = MouseClickDetector(doubleClickInterval: 0.4)
    _ = detector.resolve(MouseEvent(.press, at: cell), at: 0)
    _ = detector.resolve(MouseEvent(.release, at: cell), at: 0)
    _ = detector.resolve(MouseEvent(.press, at: cell), at: 1)
    #expect(detector.resolve(MouseEvent(.release, at: cell), at: 1).kind == .click)
    _ = detector.resolve(MouseEvent(.press, at: Point(x: 4, y: 4)), at: 1.1)
    #expect(detector.resolve(MouseEvent(.release, at: Point(x: 4, y: 4)), at: 1.1).kind == .click)
  }

  @Test func aReleaseThatDoesNotSayItsButtonTakesThePressedOne() {
    var detector = MouseClickDetector()
    _ = detector.resolve(MouseEvent(.press, at: cell, button: .right), at: 0)
    let click = detector.resolve(MouseEvent(.release, at: cell, button: .right), at: 0)
    #expect(click.kind == .click && click.button == .right)
  }
}

@Suite struct ClipboardTests {
  @Test(arguments: [("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foobar", "Zm9vYmFy")])
  func encodesBase64(text: String, expected: String) {
    #expect(Clipboard.base64(Array(text.utf8)) == expected)
  }

  @Test func wrapsTheTextInOSC52() {
    #expect(Clipboard.osc52("中文 にほん") == "\u{1B}]52;c;5Lit5paHIOOBq+OBu+OCkw==\u{07}")
  }

  @Test func headlessTerminalRecordsCopies() {
    let terminal = HeadlessTerminal(size: Size(width: 10, height: 2))
    terminal.copyToClipboard("中")
    #expect(terminal.clipboard == ["中"])
  }
}
