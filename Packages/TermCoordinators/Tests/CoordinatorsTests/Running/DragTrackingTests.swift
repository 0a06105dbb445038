import Coordinators
import CoordinatorsTesting
import TermCore
import TermUI
import Testing

/// A screen that draws under the pointer asks for the moves of a held button while it is on
/// top; the terminal hears it, and hears clicks again when the screen leaves.
@Suite struct DragTrackingTests {
  /// A screen that wants drags and keeps the points of each stroke drawn on it.
  final class Pad: ViewController {
    var strokes: [[FinePoint]] = []

    override var mouseTracking: MouseTracking { .drags }

    override func handle(_ event: InputEvent) -> EventResult {
      guard case .mouse(let mouse) = event else { return .ignored }
      switch mouse.kind {
      case .press: strokes.append([mouse.location])
      case .drag, .release: strokes[strokes.count - 1].append(mouse.location)
      default: return .ignored
      }
      return .handled
    }
  }

  @Test func theTerminalIsAskedForDragsWhileTheScreenIsOnTopOnly() throws {
    let (app, tabs) = makeTabsApp()
    try app.send("j")
    #expect(app.terminal.mouseTrackingChanges.isEmpty, "a terminal starts with clicks: nothing to ask")
    let pad = Pad(title: "Pad")
    tabs.stacks[0].push(pad, route: "screen/Pad")
    try app.send("j")
    #expect(app.terminal.mouseTracking == .drags)
    try app.send("?")
    #expect(app.terminal.mouseTracking == .clicks, "help takes only clicks and the wheel")
    try app.send("?")
    #expect(app.terminal.mouseTracking == .drags)
    try app.send("<Esc>")
    #expect(tabs.stacks[0].topViewController !== pad)
    #expect(app.terminal.mouseTrackingChanges == [.drags, .clicks, .drags, .clicks])
  }

  @Test func anotherTabTakesTheDragsAwayAndComingBackGivesThemBack() throws {
    let (app, tabs) = makeTabsApp()
    tabs.stacks[0].push(Pad(title: "Pad"), route: "screen/Pad")
    try app.send("j")
    #expect(app.terminal.mouseTracking == .drags)
    try app.click(on: "Two")
    #expect(app.terminal.mouseTracking == .clicks)
    try app.click(on: "One")
    #expect(app.terminal.mouseTracking == .drags)
  }

  @Test func theWindowKnowsWhetherTheMouseWasEverHeard() throws {
    let (app, _) = makeTabsApp()
    try app.send("j<wait 1s>")
    #expect(!app.application.window.hasReceivedMouse)
    try app.send("<wheel-down 10,10>")
    #expect(app.application.window.hasReceivedMouse)
  }

  /// A headless drag arrives as a press, a drag per point and a release, fine positions kept.
  @Test func aHeadlessDragReachesTheScreenWithItsFinePositions() {
    let (app, tabs) = makeTabsApp()
    let pad = Pad(title: "Pad")
    tabs.stacks[0].push(pad, route: "screen/Pad")
    let points = [FinePoint(x: 10.25, y: 5.5), FinePoint(x: 11.5, y: 5.75), FinePoint(x: 14, y: 6.125)]
    app.drag(through: points)
    app.drag(through: [FinePoint(x: 3, y: 4)])
    #expect(pad.strokes == [points + [points[2]], [FinePoint(x: 3, y: 4), FinePoint(x: 3, y: 4)]])
  }
}
