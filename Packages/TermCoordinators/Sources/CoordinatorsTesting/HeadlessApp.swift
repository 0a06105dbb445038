import Coordinators
import TermCore
import TermUI

/// An application on a ``HeadlessTerminal``, driven by key scripts, for tests and docs.
///
/// ```swift
/// let app = HeadlessApp(root: MoviesCoordinator(), size: Size(width: 80, height: 24))
/// try app.send("jj<Enter>")
/// print(app.screen.snapshotText())
/// print(app.navigationDump)
/// ```
///
/// Needs no test framework; ``assertAppSnapshot(of:named:filePath:sourceLocation:)`` adds
/// a Swift Testing assertion on top.
public final class HeadlessApp {
  /// The application under test.
  public let application: Application
  /// The terminal it runs on.
  public let terminal: HeadlessTerminal
  /// How the last ``send(_:)`` ended.
  public private(set) var lastExit: Application.Exit?

  /// Creates and starts an application over `root` on a headless terminal of `size`.
  public init(
    root: BaseCoordinator, size: Size = Size(width: 80, height: 24),
    minimumSize: Size = Size(width: 40, height: 10), keyMap: KeyMap = .standard
  ) {
    application = Application(root: root, minimumSize: minimumSize, keyMap: keyMap)
    terminal = HeadlessTerminal(size: size)
  }

  /// Drives an application that is already built (its own key map, minimum size and quit
  /// handler) on a headless terminal of `size`.
  public init(application: Application, size: Size = Size(width: 80, height: 24)) {
    self.application = application
    terminal = HeadlessTerminal(size: size)
  }

  /// Runs the events of a key script (`"jj<Enter><Esc>"`, `"<resize 40x12>"`).
  ///
  /// - Throws: ``KeyScript/ParseError`` for a script it cannot read (nothing is sent).
  @discardableResult
  public func send(_ script: String) throws(KeyScript.ParseError) -> Application.Exit {
    send(events: try KeyScript.parse(script))
  }

  /// Runs `events` until they run out or the application quits.
  @discardableResult
  public func send(events: [InputEvent]) -> Application.Exit {
    terminal.enqueue(events)
    let exit = application.run(on: terminal)
    lastExit = exit
    return exit
  }

  /// Clicks (press and release on one cell) at `point`, as a terminal reports it.
  @discardableResult
  public func click(at point: Point, twice: Bool = false) -> Application.Exit {
    var events: [InputEvent] = [.mouse(MouseEvent(.click, at: point))]
    if twice { events.append(.mouse(MouseEvent(.doubleClick, at: point))) }
    return send(events: events)
  }

  /// Clicks on the first cell of the first place the screen shows `text`.
  ///
  /// - Throws: ``ScreenTextNotFound`` when the screen does not show it (nothing is sent).
  @discardableResult
  public func click(on text: String, twice: Bool = false) throws(ScreenTextNotFound) -> Application.Exit {
    guard let point = screen.position(of: text) else { throw ScreenTextNotFound(text: text, screen: screen.text) }
    return click(at: point, twice: twice)
  }

  /// Turns the wheel `notches` times at `point`: down for a positive count, up for a
  /// negative one.
  @discardableResult
  public func scroll(at point: Point, notches: Int) -> Application.Exit {
    let kind: MouseEvent.Kind = notches < 0 ? .wheelUp : .wheelDown
    return send(events: Array(repeating: .mouse(MouseEvent(kind, at: point)), count: abs(notches)))
  }

  /// The screen as it would be drawn now.
  public var screen: CellBuffer { application.render(size: terminal.size) }

  /// The coordinator tree in words (see ``WindowCoordinator/navigationDump``).
  public var navigationDump: String { application.coordinator.navigationDump }

  /// The coordinator at the root of the tree.
  public var coordinator: WindowCoordinator { application.coordinator }

  /// The screen in snapshot format followed by the navigation dump.
  public var snapshotText: String {
    screen.snapshotText() + "-- navigation\n" + navigationDump
  }
}

/// A test asked to click on text the screen does not show.
public struct ScreenTextNotFound: Error, CustomStringConvertible {
  /// The text looked for.
  public var text: String
  /// The screen as it was.
  public var screen: String

  public var description: String { "the screen does not show \"\(text)\":\n\(screen)" }
}
