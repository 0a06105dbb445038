import TermCore
import TermUI

/// The run loop: render, present, wait for an event, dispatch; over any `Terminal`.
///
/// ```swift
/// let app = Application(root: MoviesCoordinator())
/// app.run(on: NcursesTerminal())
/// ```
///
/// Events — keys and the mouse alike — go to the window (the top modal, or the selected
/// tab's top screen, its navigation controller, the tab bar), and what nobody consumed to
/// the global keys:
/// `?` help, `q` quit (only reached at a tab's root), `Q` quit, `Ctrl-L` redraw, `Ctrl-Z`
/// suspend. `Ctrl-C` and `.terminate` quit before anything else sees them. A resize
/// re-lays out on the next frame; below ``minimumSize`` a message replaces the layout.
public final class Application {
  /// How the loop ended.
  public enum Exit: Hashable, Sendable {
    /// The user quit (`q` at a root, `Q`, `Ctrl-C`).
    case quit
    /// The terminal's input ended (a headless script ran out).
    case inputEnded
    /// A signal asked the process to stop.
    case terminated(signal: Int32)
  }

  /// The root of the coordinator tree, owning the window and the modals.
  public let coordinator: WindowCoordinator
  /// The smallest terminal the layout is drawn in.
  public var minimumSize: Size
  /// The key map for the global keys.
  public var keyMap: KeyMap
  /// Called once when the user quits or a signal stops the loop, with the state to save.
  public var onQuit: ((NavigationState) -> Void)?
  /// Whether the user has quit; a quit application's loop returns at once.
  public private(set) var hasQuit = false

  /// Creates an application over `root`, which is stored and started.
  public init(root: BaseCoordinator, minimumSize: Size = Size(width: 40, height: 10), keyMap: KeyMap = .standard) {
    self.coordinator = WindowCoordinator(root: root)
    self.minimumSize = minimumSize
    self.keyMap = keyMap
    coordinator.window.keyMap = keyMap
  }

  /// The window.
  public var window: Window { coordinator.window }

  /// Runs until the user quits, input ends or a signal arrives.
  @discardableResult
  public func run(on terminal: any Terminal) -> Exit {
    if hasQuit { return .quit }
    // Two buffers, drawn into in turns: the terminal keeps the frame it shows to compare the
    // next one with and lets go of the one before, so each frame reuses the memory of the
    // frame before last instead of allocating and blanking a screenful of cells.
    var frames = [CellBuffer(size: .zero), CellBuffer(size: .zero)]
    var turn = 0
    while true {
      render(size: terminal.size, into: &frames[turn])
      terminal.present(frames[turn])
      turn = 1 - turn
      // The frame is out: what readies the next keys' frames runs now, not inside them.
      window.framePresented()
      guard let event = terminal.nextEvent() else { return .inputEnded }
      if let exit = dispatch(event, on: terminal) { return exit }
      // What arrived with it (a paste, a held key) is handled before the next frame, so a
      // screen's work after input — a filter's query — runs once, for the latest text.
      while let more = terminal.pendingEvent() {
        if let exit = dispatch(more, on: terminal) { return exit }
      }
    }
  }

  /// One frame at `size`: the window, or the too-small message.
  ///
  /// Screens first finish the work they put off while input kept arriving
  /// (`inputDidSettle()`), so the frame shows every event handled so far.
  public func render(size: Size) -> CellBuffer {
    var buffer = CellBuffer(size: size)
    render(size: size, into: &buffer)
    return buffer
  }

  /// One frame at `size`, drawn into `buffer`, whatever it held: the same frame as
  /// ``render(size:)``, in memory the caller keeps from frame to frame.
  ///
  /// A buffer still shared with a frame kept elsewhere is copied first (it is a value), so
  /// reusing saves the most when nothing else holds on to `buffer`.
  public func render(size: Size, into buffer: inout CellBuffer) {
    window.settle()
    if buffer.size != size { buffer = CellBuffer(size: size) }
    if size.covers(minimumSize) {
      // The window blanks the whole buffer first.
      window.render(into: &buffer)
    } else {
      buffer.clear()
      SizeWarning(minimum: minimumSize).render(in: buffer.bounds, into: &buffer)
    }
  }

  /// Handles one event; returns how the loop ends, or nil to go on.
  public func dispatch(_ event: InputEvent, on terminal: any Terminal) -> Exit? {
    switch event {
    case .terminate(let signal):
      return quit(.terminated(signal: signal))
    case .resize:
      return nil
    case .key(.control("c")):
      return quit(.quit)
    default:
      break
    }
    // Below the minimum size nothing is drawn, so only the global keys work.
    if terminal.size.covers(minimumSize), window.handle(event) == .handled {
      if !window.clipboardRequests.isEmpty {
        for text in window.takeClipboardRequests() { terminal.copyToClipboard(text) }
      }
      return nil
    }
    guard case .key(let key) = event, let action = keyMap.action(for: key, in: .global) else { return nil }
    switch action {
    case .help: window.showHelp()
    case .quit: return quit(.quit)
    case .backOrQuit: return window.modals.isEmpty ? quit(.quit) : nil
    case .redraw: terminal.invalidate()
    case .suspend: terminal.suspend()
    default: break
    }
    return nil
  }

  private func quit(_ exit: Exit) -> Exit {
    if !hasQuit {
      hasQuit = true
      onQuit?(coordinator.navigationState)
    }
    return exit
  }
}
