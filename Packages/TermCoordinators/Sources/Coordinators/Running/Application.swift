import TermCore
import TermUI

/// The run loop: render, present, wait for an event, a timer or work posted from another
/// thread, dispatch; over any `Terminal`.
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
    /// The user quit (`q` at a root, `Q`, `Ctrl-C`), or the program asked to
    /// (``TermUI/Window/requestQuit()``).
    case quit
    /// The terminal's input ended (a headless script ran out, the terminal hung up).
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
  /// Called once when the user quits, a signal stops the loop or input ends, with the
  /// state to save.
  public var onQuit: ((NavigationState) -> Void)?
  /// Whether the user has quit; a quit application's loop returns at once.
  public private(set) var hasQuit = false

  // Two buffers, drawn into in turns: the terminal keeps the frame it shows to compare the
  // next one with and lets go of the one before, so each frame reuses the memory of the
  // frame before last instead of allocating and blanking a screenful of cells. The one not
  // drawn into last is the frame on screen.
  private var frames = [CellBuffer(size: .zero), CellBuffer(size: .zero)]
  private var turn = 0
  /// The terminal the last frame was presented on.
  private weak var presentedOn: (any Terminal)?
  /// The mouse reports last asked of that terminal (nil: none asked yet).
  private var trackingAsked: (terminal: ObjectIdentifier, tracking: MouseTracking)?

  /// Creates an application over `root`, which is stored and started.
  public init(root: BaseCoordinator, minimumSize: Size = Size(width: 40, height: 10), keyMap: KeyMap = .standard) {
    self.coordinator = WindowCoordinator(root: root)
    self.minimumSize = minimumSize
    self.keyMap = keyMap
    coordinator.window.keyMap = keyMap
  }

  /// The window.
  public var window: Window { coordinator.window }

  /// The thread-safe way into the loop: closures posted to it from any thread run on the
  /// loop's thread, waking it at once. Take it here, on the loop's thread, and hand it to
  /// the other thread (it is `Sendable`; the application is not).
  public var mailbox: Mailbox { window.scheduler.mailbox }

  /// Runs `body` on the loop's thread after what was posted before it, and draws the
  /// frame again if it changed anything on screen.
  ///
  /// From another thread, post through ``mailbox`` (this method needs the application,
  /// which belongs to the loop's thread).
  public func post(_ body: @escaping @Sendable () -> Void) {
    mailbox.post(body)
  }

  /// Runs until the user quits, input ends or a signal arrives.
  ///
  /// The loop draws a frame, then waits for the earliest of the next event, the next timer
  /// and work posted from another thread. After a key it always presents the new frame;
  /// after a timer or posted work it draws the window again and presents the frame only if
  /// it differs from the one on screen. With no timers set it sleeps until input comes.
  /// When input ends (a headless script ran out) ``onQuit`` is called, as when the user
  /// quits.
  @discardableResult
  public func run(on terminal: any Terminal) -> Exit {
    if hasQuit { return .quit }
    return loop(on: terminal, endsWithInput: true) ?? .inputEnded
  }

  /// Runs until `terminal` has no more input for now, handling every event, timer due
  /// and posted closure; returns how the loop ended, or nil when it only ran out of input.
  ///
  /// For test drivers that feed input in parts (`HeadlessApp`): running out is not the end
  /// of the program, so ``onQuit`` is not called.
  package func runUntilIdle(on terminal: any Terminal) -> Exit? {
    if hasQuit { return .quit }
    return loop(on: terminal, endsWithInput: false)
  }

  /// Ends the program as the end of input does: ``onQuit`` hears the state to save.
  package func endInput() -> Exit {
    quit(.inputEnded)
  }

  private func loop(on terminal: any Terminal, endsWithInput: Bool) -> Exit? {
    let scheduler = window.scheduler
    scheduler.use(clock: terminal.clock)
    // A frame like the one this terminal shows is not sent again (a headless driver runs
    // the loop in parts, one script at a time).
    var hasPresented = presentedOn === terminal
    var afterInput = false
    var frameDue = true
    while true {
      // What other threads posted and the timers due run before the frame, so it shows them.
      if scheduler.runPosted() > 0 { frameDue = true }
      if scheduler.fireDueTimers() > 0 { frameDue = true }
      // A screen or coordinator asked to end (Window.requestQuit), in an event handled last
      // turn or in what just ran.
      if window.quitRequested { return quit(.quit) }
      if frameDue {
        render(size: terminal.size, into: &frames[turn])
        // After a timer or posted work, a frame like the one on screen is not sent again.
        if afterInput || !hasPresented || frames[turn] != frames[1 - turn] {
          terminal.present(frames[turn])
          turn = 1 - turn
          hasPresented = true
          presentedOn = terminal
          // The frame is out: what readies the next keys' frames runs now, not inside them.
          window.framePresented()
        }
        frameDue = false
        afterInput = false
      }
      askForMouseReports(on: terminal)
      switch terminal.nextEvent(timeout: scheduler.timeUntilNextTimer(), wakeUp: scheduler.mailbox.wakeUp) {
      case .event(let event):
        if let exit = dispatch(event, on: terminal) { return exit }
        // What arrived with it (a paste, a held key) is handled before the next frame, so a
        // screen's work after input — a filter's query — runs once, for the latest text; a
        // key whose handling asked to quit is the last one handled.
        while !window.quitRequested, let more = terminal.pendingEvent() {
          if let exit = dispatch(more, on: terminal) { return exit }
        }
        if window.quitRequested { return quit(.quit) }
        frameDue = true
        afterInput = true
      case .timedOut, .woken:
        continue
      case .ended:
        return endsWithInput ? quit(.inputEnded) : nil
      }
    }
  }

  /// Asks `terminal` for the mouse reports the screen on top wants, when they changed since
  /// the last wait: a drawing screen gets the pointer's moves while it is shown, and the
  /// terminal stops sending them once it leaves.
  private func askForMouseReports(on terminal: any Terminal) {
    let wanted = window.mouseTracking
    let id = ObjectIdentifier(terminal)
    if let asked = trackingAsked, asked.terminal == id, asked.tracking == wanted { return }
    // The first ask of a terminal that starts with clicks is not sent: it changes nothing.
    let unchanged = trackingAsked?.terminal != id && wanted == .clicks
    trackingAsked = (id, wanted)
    if !unchanged { terminal.setMouseTracking(wanted) }
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
