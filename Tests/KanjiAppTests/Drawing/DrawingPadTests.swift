import Coordinators
import CoordinatorsTesting
import KanjiKit
import TermCore
import TermUI
import Testing

@testable import KanjiApp

/// The drawing pad: `D` on All Kanji, `--open draw` and `D` in the component lookup open it;
/// a drag draws a stroke, the candidates follow each stroke, Enter or a click opens one.
@Suite struct DrawingPadTests {
  /// Beside the pad, or under it in a narrow, tall terminal (40x40).
  @Test(arguments: [(40, 15), (80, 24), (200, 60), (40, 40)])
  func drawsStrokesAndListsTheCandidates(size: (Int, Int)) async throws {
    let app = try DrawingPadApp.make(width: size.0, height: size.1)
    try app.drawSun()
    try await app.headless.waitForBackgroundWork()
    assertAppSnapshot(of: app.headless, named: "draw-日-\(size.0)x\(size.1)")
    #expect(app.screen?.strokes.count == 4)
    #expect(app.screen?.candidates.first?.literal == "日")
    #expect(app.screen?.candidates.contains { $0.literal == "曰" } == false, "not in the dictionary: left out")
    #expect((app.screen?.candidates.count ?? 0) >= 10)
    #expect(app.screen?.candidates.first?.meaning == "day, sun, Japan")
    #expect(app.headless.screen.text.contains("日  day, sun"))
  }

  /// The recogniser the program ships, over KanjiVG's table: 日 drawn in order is found.
  @Test func theShippedRecogniserFindsTheSunDrawnInOrder() async throws {
    let app = try DrawingPadApp.make(recognizers: .bundled(dictionary: try TestApp.dictionary.get()))
    try app.drawSun()
    // Making the recogniser measures every template: slow in a debug build on a busy machine.
    try await app.headless.waitForBackgroundWork(timeout: .seconds(300))
    let found = app.screen?.candidates.map(\.literal) ?? []
    #expect(found.prefix(3).contains("日"), "\(found)")
    #expect(found.count >= 10)
    assertAppSnapshot(of: app.headless, named: "draw-日-shipped-recogniser-80x24")
  }

  @Test func theEmptyPadSaysHowToDrawAndWhatToDoWithoutAMouse() throws {
    let app = try DrawingPadApp.make()
    assertAppSnapshot(of: app.headless, named: "draw-empty-80x24")
    #expect(app.headless.screen.text.contains("No mouse report has come"))
    app.drag([(0.5, 0.5), (0.6, 0.5)])
    #expect(!app.headless.screen.text.contains("No mouse report has come"))
  }

  /// A click on another screen proved the terminal reports the mouse: the pad does not ask.
  @Test func aMouseReportOnAnotherScreenIsEnough() throws {
    let app = try DrawingPadApp.make(route: nil)
    try app.headless.click(on: "一")
    try app.headless.send("D")
    #expect(app.headless.screen.text.contains("Press and drag here to draw a"))
    #expect(!app.headless.screen.text.contains("No mouse report has come"))
  }

  /// The stroke being drawn is bold in the accent colour; once released it is plain ink.
  @Test func helpListsThePadsKeysAndWhatTheMouseDoes() throws {
    let app = try DrawingPadApp.make(height: 40)
    try app.headless.send("?")
    let text = app.headless.screen.text
    #expect(text.contains("Drawing pad"))
    #expect(text.contains("take back the last stroke"))
    #expect(text.contains("Drawing with the mouse"))
    #expect(app.headless.terminal.mouseTracking == .clicks, "help takes clicks alone")
  }

  @Test func theStrokeUnderThePointerIsBoldUntilReleased() throws {
    let app = try DrawingPadApp.make()
    let screen = try #require(app.screen)
    let pad = try #require(screen.padArea)
    let start = app.cell(0.2, 0.5, in: pad)
    let end = app.cell(0.8, 0.5, in: pad)
    app.headless.send(events: [
      .mouse(MouseEvent(.press, at: start.cell, finePosition: start)),
      .mouse(MouseEvent(.drag, at: end.cell, finePosition: end)),
    ])
    #expect(screen.drawing?.count == 2)
    #expect(app.inkStyles() == [Style(.accent, .bold)])
    app.headless.send(events: [.mouse(MouseEvent(.release, at: end.cell, finePosition: end))])
    #expect(screen.drawing == nil)
    #expect(screen.strokes.count == 1)
    #expect(app.inkStyles() == [.normal])
  }

  @Test func undoTakesBackTheLastStrokeAndXClears() async throws {
    let app = try DrawingPadApp.make()
    try app.drawSun()
    try await app.headless.waitForBackgroundWork()
    try app.headless.send("u")
    try await app.headless.waitForBackgroundWork()
    #expect(app.screen?.strokes.count == 3)
    #expect(app.recorder.strokeCounts.last == 3)
    #expect(app.headless.screen.text.contains("3 strokes:"))
    try app.headless.send("<BS>")
    try await app.headless.waitForBackgroundWork()
    #expect(app.screen?.strokes.count == 2)
    try app.headless.send("x")
    #expect(app.screen?.strokes.isEmpty == true)
    #expect(app.screen?.candidates.isEmpty == true)
    #expect(app.headless.screen.text.contains("Draw a kanji with the mouse"))
    // With nothing left, Backspace still stays on the pad.
    try app.headless.send("<BS>")
    #expect(app.headless.navigationDump.contains("stack: All Kanji > Draw\n"))
  }

  @Test func enterOpensTheChosenCandidateAndEscComesBackToTheDrawing() async throws {
    let app = try DrawingPadApp.make()
    try app.drawSun()
    try await app.headless.waitForBackgroundWork()
    let second = try #require(app.screen?.candidates.dropFirst().first?.literal)
    #expect(second == "目")
    try app.headless.send("j<Enter>")
    #expect(app.headless.application.coordinator.navigationState.tabs[0].last == Route(components: ["kanji", second]))
    try app.headless.send("<Esc>")
    #expect(app.headless.navigationDump.contains("stack: All Kanji > Draw\n"))
    #expect(app.screen?.strokes.count == 4)
    #expect(app.headless.terminal.mouseTracking == .drags)
  }

  @Test func aClickOnACandidateOpensIt() async throws {
    let app = try DrawingPadApp.make()
    try app.drawSun()
    try await app.headless.waitForBackgroundWork()
    try app.headless.click(on: "eye")
    #expect(app.headless.application.coordinator.navigationState.tabs[0].last == Route(components: ["kanji", "目"]))
  }

  @Test func theTerminalIsAskedForDragsOnlyWhileThePadIsShown() throws {
    let app = try DrawingPadApp.make(route: nil)
    #expect(app.headless.terminal.mouseTracking == .clicks)
    try app.headless.send("D")
    #expect(app.headless.navigationDump.contains("stack: All Kanji > Draw\n"))
    #expect(app.headless.terminal.mouseTracking == .drags)
    try app.headless.send("<Esc>")
    #expect(app.headless.navigationDump.contains("stack: All Kanji\n"))
    #expect(app.headless.terminal.mouseTracking == .clicks)
  }

  @Test func theComponentLookupOpensThePadAndThePadTheLookup() throws {
    let app = try DrawingPadApp.make(route: "components")
    #expect(app.headless.screen.text.contains("D draw"))
    try app.headless.send("D")
    #expect(app.headless.navigationDump.contains("stack: All Kanji > Components > Draw\n"))
    try app.headless.send("c")
    #expect(app.headless.navigationDump.contains("stack: All Kanji > Components > Draw > Components\n"))
  }

  @Test func withoutTheMouseThePadPointsToTheComponentLookup() throws {
    let app = try DrawingPadApp.make(mouse: false)
    assertAppSnapshot(of: app.headless, named: "draw-no-mouse-80x24")
    #expect(app.headless.screen.text.contains("The mouse is off"))
    #expect(app.headless.terminal.mouseTracking == .clicks)
    app.drag([(0.3, 0.3), (0.7, 0.7)])
    #expect(app.screen?.strokes.isEmpty == true)
    try app.headless.send("c")
    #expect(app.headless.navigationDump.contains("stack: All Kanji > Draw > Components\n"))
  }

  @Test func aRecogniserThatCannotBeMadeIsSaid() async throws {
    struct Unreadable: Error, CustomStringConvertible {
      var description: String { "kanjivg.tsv.gz cannot be read" }
    }
    let app = try DrawingPadApp.make(recognizers: RecognizerSource { throw Unreadable() })
    try app.drawSun()
    try await app.headless.waitForBackgroundWork()
    #expect(app.headless.screen.text.contains("No candidates: kanjivg.tsv.gz cannot be read"))
    #expect(app.screen?.candidates.isEmpty == true)
  }

  @Test func thePadAndItsFlowAreReleasedWhenItCloses() async throws {
    let app = try DrawingPadApp.make(route: nil)
    try app.headless.send("D")
    let tab = try #require(app.headless.coordinator.root as? TabBarCoordinator)
    let tracker = ReleaseTracker()
    for child in tab.tabs[0].children { tracker.track(child, as: "drawing flow") }
    tracker.track(try #require(app.screen), as: "pad")
    try app.drawSun()
    try await app.headless.waitForBackgroundWork()
    #expect(tracker.alive.sorted() == ["drawing flow", "pad"])
    try app.headless.send("<Esc>")
    try await app.headless.waitForBackgroundWork()
    expectReleased(tracker, "Esc")
  }

  @Test func fitsEverySizeFrom1x1To40x15() throws {
    let app = try DrawingPadApp.make(minimumSize: Size(width: 1, height: 1))
    try app.drawSun()
    for width in 1...40 {
      for height in 1...15 {
        #expect(app.headless.application.render(size: Size(width: width, height: height)).problems().isEmpty)
      }
    }
  }
}
