import TermCore

/// A screen: it renders, handles keys, and reports what the user did; it never navigates.
///
/// Subclass and override ``render(in:into:)`` and ``handle(_:)``; report intents through
/// closures that a coordinator sets (`onOpen`, `onSubmit`…). ``didAppear()`` and
/// ``didDisappear()`` are called when the screen becomes, or stops being, the visible top
/// of its container and every container above it.
///
/// UI types are not thread-safe and not `Sendable`: the whole interface runs on the one
/// thread that runs the application's loop.
open class ViewController {
  /// The screen's title, shown in the navigation bar's path.
  open var title: String
  /// Whether the screen is on screen now.
  public internal(set) var isVisible = false

  /// The key map this screen looks keys up in.
  ///
  /// One set on the screen wins; otherwise the screen uses the map of the container it is
  /// in — ultimately the application's, which the window hands down to every screen it
  /// shows — and the ``KeyMap/standard`` map before it is shown anywhere.
  public var keyMap: KeyMap {
    get { ownKeyMap ?? inheritedKeyMap ?? .standard }
    set {
      ownKeyMap = newValue
      for child in containedViewControllers { child.inheritKeyMap(newValue) }
    }
  }
  private var ownKeyMap: KeyMap?
  private var inheritedKeyMap: KeyMap?
  /// The run loop this screen's timers and work run on, once it is shown in a window.
  package let schedulerLink = SchedulerLink()

  /// Creates a screen with a title.
  public init(title: String = "") {
    self.title = title
  }

  /// The keys to remind the user of in the hint bar, most useful first.
  open var keyHints: [KeyHint] { [] }

  /// The key-map contexts this screen answers to, for the help overlay.
  open var keyContexts: [KeyContext] { [] }

  /// Sections this screen adds to the `?` overlay after its keys (a glossary of what it
  /// abbreviates); none by default.
  open var helpSections: [HelpSection] { [] }

  /// The mouse reports this screen wants while it has the keyboard: ``MouseTracking/clicks``
  /// by default; a screen that draws under the pointer asks for ``MouseTracking/drags``.
  ///
  /// The window asks the terminal for what the focused screen wants before each wait for
  /// input, so the reports start when the screen comes on top and stop when it leaves (or
  /// the help overlay covers it).
  open var mouseTracking: MouseTracking { .clicks }

  /// The size a sheet or alert showing this screen would like (content only), or nil.
  open var preferredContentSize: Size? { nil }

  /// Draws the screen inside `area`.
  open func render(in area: Rect, into buffer: inout CellBuffer) {
    buffer.fill(area)
  }

  /// Handles one event; `.ignored` passes it on to the container.
  open func handle(_ event: InputEvent) -> EventResult { .ignored }

  /// Called when the screen has become visible.
  open func didAppear() {}

  /// Called when the screen has stopped being visible.
  open func didDisappear() {}

  /// Called before a frame is drawn, once the input that arrived together has been handled.
  ///
  /// A screen whose keys start slow work (a query for each letter of a filter) records
  /// that the work is due while handling them and does it here, once, for the latest state:
  /// a paste of 10,000 characters then costs one query, not 10,000.
  open func inputDidSettle() {}

  /// ``inputDidSettle()`` for this screen and the screens it shows.
  func settle() {
    for child in visibleChildren { child.settle() }
    inputDidSettle()
  }

  /// Called after a frame is on the terminal, while the program waits for the next event:
  /// work that readies the frames of the next keys (reading the rows a list will reach)
  /// goes here, out of the time a key takes to show. It should be short: a key that
  /// arrives meanwhile waits for it.
  open func frameDidPresent() {}

  /// ``frameDidPresent()`` for this screen and the screens it shows.
  func framePresented() {
    for child in visibleChildren { child.framePresented() }
    frameDidPresent()
  }

  /// The screen that has the keyboard: this one, or for a container, its visible child's.
  open var focusedViewController: ViewController { self }

  /// The screens a container shows now (none for a plain screen).
  var visibleChildren: [ViewController] { [] }

  /// Every screen a container holds, shown or not (none for a plain screen).
  var containedViewControllers: [ViewController] { [] }

  /// Takes `map` from the container this screen was put in, and hands this screen's map on.
  func inheritKeyMap(_ map: KeyMap) {
    inheritedKeyMap = map
    let effective = keyMap
    for child in containedViewControllers { child.inheritKeyMap(effective) }
  }

  /// Attaches this screen and every screen it holds to the window's run loop (`scheduler`);
  /// timers and work they asked for before start now.
  func attach(to scheduler: Scheduler?) {
    guard let scheduler else { return }
    schedulerLink.attach(to: scheduler)
    for child in containedViewControllers { child.attach(to: scheduler) }
  }

  /// Marks the screen (and the children it shows) visible or not, calling the hooks.
  func setVisible(_ visible: Bool) {
    guard visible != isVisible else { return }
    isVisible = visible
    if visible {
      didAppear()
      for child in visibleChildren { child.setVisible(true) }
    } else {
      for child in visibleChildren { child.setVisible(false) }
      didDisappear()
    }
  }
}
