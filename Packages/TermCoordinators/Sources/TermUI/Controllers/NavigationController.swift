import TermCore

/// A stack of screens with a navigation bar showing the path to the top one.
///
/// The stack is set only by the coordinator that owns it (``setViewControllers(_:)``).
/// Back keys that the top screen ignores are forwarded as an intent through ``onBack``;
/// the controller never pops by itself, so the coordinator sees every way back; a click on
/// a title of the path asks for that screen through ``onPopTo``. Its own
/// ``title`` names the stack (a tab's name, a flow's name); the path shows its screens' titles.
public final class NavigationController: ViewController {
  /// The screens, root first.
  public private(set) var viewControllers: [ViewController] = []
  /// Asked to go back one screen (a back key at a screen that is not the root); set by the
  /// owning coordinator.
  package var onBack: (() -> Void)?
  /// Asked to go back to the screen at this index of the stack (a click on its title in the
  /// path; never the top); set by the owning coordinator.
  package var onPopTo: ((Int) -> Void)?
  /// The path row as last drawn, for the mouse.
  private var barFrame: Rect?
  /// Whether the path row is drawn.
  public var showsNavigationBar = true
  /// Whether Esc goes back; false in a modal flow, where Esc cancels the flow instead.
  public var escapeGoesBack = true

  /// Creates an empty stack; the owning coordinator fills it.
  public init(title: String = "", showsNavigationBar: Bool = true) {
    self.showsNavigationBar = showsNavigationBar
    super.init(title: title)
  }

  /// The screen on top.
  public var topViewController: ViewController? { viewControllers.last }

  /// Replaces the stack. Only the owning coordinator calls it: screens and apps cannot.
  ///
  /// The old top disappears and the new top appears if the stack is on screen.
  package func setViewControllers(_ stack: [ViewController]) {
    let oldTop = topViewController
    if isVisible, oldTop !== stack.last { oldTop?.setVisible(false) }
    viewControllers = stack
    for screen in stack {
      screen.inheritKeyMap(keyMap)
      screen.attach(to: schedulerLink.scheduler)
    }
    if isVisible { topViewController?.setVisible(true) }
  }

  override var visibleChildren: [ViewController] { topViewController.map { [$0] } ?? [] }

  override var containedViewControllers: [ViewController] { viewControllers }

  public override var focusedViewController: ViewController {
    topViewController?.focusedViewController ?? self
  }

  public override var keyHints: [KeyHint] {
    let own = viewControllers.count > 1 && escapeGoesBack ? keyMap.hint([.back], in: .navigation, "back") : nil
    return (topViewController?.keyHints ?? []) + (own.map { [$0] } ?? [])
  }

  public override var keyContexts: [KeyContext] {
    (topViewController?.keyContexts ?? []) + [.navigation]
  }

  public override var helpSections: [HelpSection] { topViewController?.helpSections ?? [] }

  /// The top screen's preferred size, and a row for the path.
  public override var preferredContentSize: Size? {
    guard let size = topViewController?.preferredContentSize else { return nil }
    return Size(width: size.width, height: size.height + (showsNavigationBar ? 1 : 0))
  }

  /// The titles from the root to the top.
  public var path: [String] { viewControllers.map(\.title) }

  public override func render(in area: Rect, into buffer: inout CellBuffer) {
    guard !area.isEmpty else { return }
    var content = area
    barFrame = showsNavigationBar ? area.top(1) : nil
    if showsNavigationBar {
      NavigationBar(path: path).render(in: area.top(1), into: &buffer)
      content = area.removingTop(1)
    }
    if let top = topViewController {
      top.render(in: content, into: &buffer)
    } else {
      buffer.fill(content)
    }
  }

  public override func handle(_ event: InputEvent) -> EventResult {
    if case .mouse(let mouse) = event, let barFrame, barFrame.contains(mouse.position) {
      guard mouse.isPrimaryClick, let index = NavigationBar(path: path).index(at: mouse.position, in: barFrame),
        index < viewControllers.count - 1
      else { return .handled }
      onPopTo?(index)
      return .handled
    }
    if let top = topViewController, top.handle(event) == .handled { return .handled }
    guard case .key(let key) = event, let action = keyMap.action(for: key, in: .navigation) else {
      return .ignored
    }
    guard action == .back || action == .backOrQuit, viewControllers.count > 1 else { return .ignored }
    if key == .escape, !escapeGoesBack { return .ignored }
    onBack?()
    return .handled
  }
}
