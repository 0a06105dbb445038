import TermCore

/// The top of the view tree: a root screen, the modals stacked over it, the hint bar, help.
///
/// The window routes each event to the top modal, or to the root when none is up: keys and
/// clicks never reach screens under a modal (or under the help overlay). A cancel key (Esc,
/// `q`) that the top modal ignores is forwarded through ``onCancelModal``; the window never
/// removes a modal itself.
public final class Window {
  /// One modal on the stack.
  public struct Modal {
    /// What the modal shows (a screen, or a flow's navigation stack).
    public var content: ViewController
    /// How it is shown.
    public var style: ModalStyle
    /// The title in its frame's border.
    public var title: String?

    /// Creates a modal entry.
    public init(content: ViewController, style: ModalStyle, title: String? = nil) {
      self.content = content
      self.style = style
      self.title = title
    }
  }

  /// The screen under everything (usually a tab bar controller).
  public private(set) var root: ViewController?
  /// The modals, bottom first.
  public private(set) var modals: [Modal] = []
  /// Asked to cancel the top modal (set by the owning coordinator).
  package var onCancelModal: (() -> Void)?
  /// The help overlay, while it is shown. Help is not navigation state: the window shows
  /// and hides it itself.
  public private(set) var help: HelpOverlay?
  /// Whether the bottom row shows key hints.
  public var showsKeyHints = true
  /// Whether the help overlay says what the mouse does; set it to false when the terminal
  /// does not report the mouse to the program.
  public var showsMouseHelp = true
  /// Whether any mouse report has reached the window: until one has, a screen that needs the
  /// mouse can say what to do if the terminal never sends one.
  public private(set) var hasReceivedMouse = false
  /// The message on the bottom row until the next key, if any (``post(_:)``).
  public private(set) var notice: Notice?
  /// The key map consulted for cancel keys and listed by help, and handed down to every
  /// screen shown that has no map of its own.
  public var keyMap: KeyMap = .standard {
    didSet {
      root?.inheritKeyMap(keyMap)
      for modal in modals { modal.content.inheritKeyMap(keyMap) }
    }
  }

  /// Texts a screen's owner asked to put on the clipboard, not yet sent to the terminal.
  public private(set) var clipboardRequests: [String] = []
  /// The screen that had the keyboard when the last click arrived, so that the second
  /// click of a double click is dropped when the first one changed the screen.
  private var screenOfLastClick: ObjectIdentifier?

  /// The run loop's timers, posted closures and background work, for every screen shown
  /// here and every coordinator that owns the window.
  package let scheduler = Scheduler()

  /// Creates an empty window.
  public init() {
    scheduler.onFailure = { [unowned self] action, error in
      let reason = String(describing: error)
      post(Notice(action.map { "\($0): \(reason)" } ?? reason, kind: .error))
    }
  }

  /// Sets the root screen. Only the window coordinator calls it: screens and apps cannot.
  package func setRoot(_ root: ViewController?) {
    if self.root !== root { self.root?.setVisible(false) }
    self.root = root
    root?.inheritKeyMap(keyMap)
    root?.attach(to: scheduler)
    root?.setVisible(true)
  }

  /// Replaces the modal stack. Only the window coordinator calls it: screens and apps cannot.
  ///
  /// Modals that left disappear, new ones appear; the screens under a modal stay visible
  /// (dimmed), so they get no hooks.
  package func setModals(_ modals: [Modal]) {
    for old in self.modals where !modals.contains(where: { $0.content === old.content }) {
      old.content.setVisible(false)
    }
    self.modals = modals
    for modal in modals {
      modal.content.inheritKeyMap(keyMap)
      modal.content.attach(to: scheduler)
      modal.content.setVisible(true)
    }
  }

  /// The screen that has the keyboard.
  public var focusedViewController: ViewController? {
    modals.last?.content.focusedViewController ?? root?.focusedViewController
  }

  /// The mouse reports the terminal should send now: what the focused screen wants
  /// (``ViewController/mouseTracking``), but only clicks while help is up, since the overlay
  /// takes only clicks and the wheel.
  public var mouseTracking: MouseTracking {
    guard help == nil else { return .clicks }
    return focusedViewController?.mouseTracking ?? .clicks
  }

  /// The hints for the bottom row.
  public var keyHints: [KeyHint] {
    if help != nil {
      return [keyMap.hint([.moveDown, .moveUp], in: .list, "scroll"), KeyHint("other keys", "close help")].compactMap {
        $0
      }
    }
    let helpHint = keyMap.hint([.help], in: .global, "help")?.essential
    if let top = modals.last {
      return top.content.keyHints + [keyMap.hint([.cancel], in: .modal, "cancel"), helpHint].compactMap { $0 }
    }
    return (root?.keyHints ?? []) + [helpHint, keyMap.hint([.backOrQuit], in: .global, "quit")].compactMap { $0 }
  }

  /// The key-map contexts live now, focused screen first, `global` last.
  public var keyContexts: [KeyContext] {
    if let top = modals.last { return top.content.keyContexts + [.modal, .global] }
    return (root?.keyContexts ?? []) + [.global]
  }

  /// Shows the help overlay for the keys live now.
  public func showHelp() {
    help = HelpOverlay(
      bindings: keyMap.bindings(in: keyContexts), showsMouse: showsMouseHelp,
      scrollKeys: keyMap.hint([.moveDown, .moveUp], in: .list, "")?.key,
      sections: modals.last?.content.helpSections ?? root?.helpSections ?? [])
  }

  /// Hides the help overlay.
  public func hideHelp() {
    help = nil
  }

  /// Lets every screen shown do the work it put off while input kept arriving.
  public func settle() {
    root?.settle()
    for modal in modals { modal.content.settle() }
  }

  /// Tells every screen shown that the frame is on the terminal
  /// (``ViewController/frameDidPresent()``).
  public func framePresented() {
    root?.framePresented()
    for modal in modals { modal.content.framePresented() }
  }

  /// Shows `notice` on the bottom row, in place of the key hints, until the next key.
  public func post(_ notice: Notice) {
    self.notice = notice
  }

  /// Asks for `text` to be put on the system clipboard; the run loop sends it to the
  /// terminal (see ``TermCore/Terminal/copyToClipboard(_:)``) once the event is handled.
  public func copyToClipboard(_ text: String) {
    clipboardRequests.append(text)
  }

  /// The clipboard requests made since the last call, oldest first; they are forgotten.
  public func takeClipboardRequests() -> [String] {
    defer { clipboardRequests = [] }
    return clipboardRequests
  }

  /// Whether the program asked to end the run loop (``requestQuit()``).
  public private(set) var quitRequested = false

  /// Asks the run loop to end, as the user's quit key does: once the event, timer or posted
  /// work being handled is done, the loop saves the state through its `onQuit` and returns.
  ///
  /// For a screen or a flow that ends the program itself: a one-shot tool that finished its
  /// work, a first-run step whose program goes on elsewhere.
  public func requestQuit() {
    quitRequested = true
  }

  /// Removes the notice, if one is shown.
  public func clearNotice() {
    notice = nil
  }

  // MARK: - Events

  /// Routes `event`: help (any key or click closes it), the top modal, or the root.
  public func handle(_ event: InputEvent) -> EventResult {
    if case .mouse(let mouse) = event { return handle(mouse) }
    // A notice stays until the user does something; the key still does what it does.
    if case .key = event { notice = nil }
    if help != nil, case .key(let key) = event {
      switch keyMap.action(for: key, in: .list) {
      case .moveDown: _ = help?.scroll(by: 1)
      case .moveUp: _ = help?.scroll(by: -1)
      case .pageDown: _ = help?.scroll(by: 10)
      case .pageUp: _ = help?.scroll(by: -10)
      default: help = nil
      }
      return .handled
    }
    if let top = modals.last {
      if top.content.handle(event) == .handled { return .handled }
      if case .key(let key) = event, keyMap.action(for: key, in: .modal) == .cancel {
        onCancelModal?()
        return .handled
      }
      return .ignored
    }
    return root?.handle(event) ?? .ignored
  }

  /// Routes a mouse event as a key is routed; a modal or the help overlay keeps every click
  /// from the screens under it, wherever it lands.
  private func handle(_ mouse: MouseEvent) -> EventResult {
    hasReceivedMouse = true
    if mouse.kind != .press, mouse.kind != .release { notice = nil }
    if help != nil {
      if mouse.wheelDelta != 0 {
        _ = help?.scroll(by: mouse.wheelDelta)
      } else if mouse.kind == .click || mouse.kind == .doubleClick {
        help = nil
      }
      return .handled
    }
    let screen = focusedViewController.map(ObjectIdentifier.init)
    if mouse.kind == .click { screenOfLastClick = screen }
    if mouse.kind == .doubleClick, screenOfLastClick != screen {
      // The first click opened or closed something: its second click is not meant for that.
      return .handled
    }
    let target = modals.last?.content ?? root
    let result = target?.handle(.mouse(mouse)) ?? .ignored
    return modals.isEmpty ? result : .handled
  }

  // MARK: - Rendering

  /// Draws everything into `buffer`, which is the whole screen.
  public func render(into buffer: inout CellBuffer) {
    buffer.clear()
    let screen = buffer.bounds
    let main = showsKeyHints ? screen.removingBottom(1) : screen
    root?.render(in: main, into: &buffer)
    for modal in modals {
      buffer.cursor = nil
      ModalFrame.dim(screen, in: &buffer)
      let frame = Self.frame(for: modal, in: main)
      let inside = ModalFrame(title: modal.title).render(frame, into: &buffer)
      modal.content.render(in: inside, into: &buffer)
    }
    if let help {
      buffer.cursor = nil
      help.render(in: main, into: &buffer)
      let frame = ModalFrame.frame(around: help.preferredSize(in: main.size), in: main)
      self.help?.didRender(height: max(0, frame.height - 2))
    }
    if let notice {
      NoticeLine(notice: notice).render(in: screen.bottom(1), into: &buffer)
    } else if showsKeyHints {
      renderKeyHints(in: screen.bottom(1), into: &buffer)
    }
  }

  /// Whether the hint bar is placed from the image ``hintBar`` keeps (false only in tests,
  /// to check it against drawing the bar afresh).
  var drawsHintBarImage = true

  /// The hint bar as last drawn: its hints and the bar drawn a row wide. The hints are
  /// asked for every frame (they follow the focused screen's state), but drawn again only
  /// when they or the width changed.
  private var hintBar: (hints: [KeyHint], image: CellBuffer)?

  private func renderKeyHints(in line: Rect, into buffer: inout CellBuffer) {
    let hints = keyHints
    guard drawsHintBarImage, line.height == 1, buffer.bounds.intersection(line) == line else {
      KeyHintBar(hints: hints).render(in: line, into: &buffer)
      return
    }
    if let hintBar, hintBar.hints == hints, hintBar.image.size.width == line.width {
      buffer.place(hintBar.image, at: line.origin)
      return
    }
    var image = CellBuffer(size: Size(width: line.width, height: 1))
    KeyHintBar(hints: hints).render(in: image.bounds, into: &image)
    hintBar = (hints, image)
    buffer.place(image, at: line.origin)
  }

  /// Where a modal's frame goes in `area`.
  static func frame(for modal: Modal, in area: Rect) -> Rect {
    switch modal.style {
    case .fullScreen:
      return area
    case .sheet:
      let wanted = modal.content.preferredContentSize ?? Size(width: 56, height: 12)
      return ModalFrame.frame(around: wanted, in: area)
    case .alert:
      let wanted = modal.content.preferredContentSize ?? Size(width: 36, height: 5)
      return ModalFrame.frame(around: wanted, in: area)
    }
  }
}
