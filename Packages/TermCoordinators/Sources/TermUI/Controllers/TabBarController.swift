import TermCore

/// Tabs, each with its own screen (usually a ``NavigationController``), and the tab bar.
///
/// Number keys, Tab and Shift-Tab that the selected tab ignores are forwarded through
/// ``onSelectTab`` as an intent, as is a click on a tab; only the owning coordinator changes
/// the selection.
public final class TabBarController: ViewController {
  /// The tabs' screens, in order.
  public private(set) var tabs: [ViewController] = []
  /// The selected tab.
  public private(set) var selectedIndex: Int = 0
  /// Asked to select a tab (by index, possibly the selected one, possibly out of range); set
  /// by the owning coordinator.
  package var onSelectTab: ((Int) -> Void)?
  /// The tab row as last drawn, for the mouse.
  private var barFrame: Rect?

  /// Creates an empty tab bar controller; the owning coordinator sets its tabs.
  public override init(title: String = "") {
    super.init(title: title)
  }

  /// The selected tab's screen.
  public var selectedViewController: ViewController? {
    tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil
  }

  /// Replaces the tabs. Only the owning coordinator calls it: screens and apps cannot.
  package func setTabs(_ tabs: [ViewController], selectedIndex: Int) {
    if isVisible { selectedViewController?.setVisible(false) }
    self.tabs = tabs
    for tab in tabs {
      tab.inheritKeyMap(keyMap)
      tab.attach(to: schedulerLink.scheduler)
    }
    self.selectedIndex = tabs.isEmpty ? 0 : min(max(0, selectedIndex), tabs.count - 1)
    if isVisible { selectedViewController?.setVisible(true) }
  }

  /// Shows the tab at `index` (ignored when out of range). Only the owning coordinator calls
  /// it: screens and apps cannot.
  package func setSelectedIndex(_ index: Int) {
    guard tabs.indices.contains(index), index != selectedIndex else { return }
    if isVisible { selectedViewController?.setVisible(false) }
    selectedIndex = index
    if isVisible { selectedViewController?.setVisible(true) }
  }

  private var tabBar: TabBar { TabBar(titles: tabs.map(\.title), selectedIndex: selectedIndex) }

  override var visibleChildren: [ViewController] { selectedViewController.map { [$0] } ?? [] }

  override var containedViewControllers: [ViewController] { tabs }

  public override var focusedViewController: ViewController {
    selectedViewController?.focusedViewController ?? self
  }

  public override var keyHints: [KeyHint] {
    (selectedViewController?.keyHints ?? []) + (tabs.count > 1 ? [KeyHint("1-\(tabs.count)", "tabs")] : [])
  }

  public override var keyContexts: [KeyContext] {
    (selectedViewController?.keyContexts ?? []) + [.tabs]
  }

  public override var helpSections: [HelpSection] { selectedViewController?.helpSections ?? [] }

  public override func render(in area: Rect, into buffer: inout CellBuffer) {
    guard !area.isEmpty else { return }
    barFrame = area.top(1)
    tabBar.render(in: area.top(1), into: &buffer)
    selectedViewController?.render(in: area.removingTop(1), into: &buffer)
  }

  public override func handle(_ event: InputEvent) -> EventResult {
    if case .mouse(let mouse) = event, let barFrame, barFrame.contains(mouse.position) {
      guard mouse.isPrimaryClick, let index = tabBar.index(at: mouse.position, in: barFrame) else { return .handled }
      onSelectTab?(index)
      return .handled
    }
    if let selected = selectedViewController, selected.handle(event) == .handled { return .handled }
    guard case .key(let key) = event, let action = keyMap.action(for: key, in: .tabs), !tabs.isEmpty else {
      return .ignored
    }
    switch action {
    case .selectTab:
      guard let number = KeyMap.tabNumber(for: key), number <= tabs.count else { return .ignored }
      onSelectTab?(number - 1)
    case .nextTab: onSelectTab?((selectedIndex + 1) % tabs.count)
    case .previousTab: onSelectTab?((selectedIndex + tabs.count - 1) % tabs.count)
    default: return .ignored
    }
    return .handled
  }
}
