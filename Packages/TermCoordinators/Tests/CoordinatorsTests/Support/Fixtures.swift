import Coordinators
import CoordinatorsTesting
import TermCore
import TermUI

/// A screen that records the events that reached it and its appearance hooks.
final class Screen: ViewController {
  var received: [InputEvent] = []
  var hooks: [String] = []
  var onOpen: (() -> Void)?

  override func handle(_ event: InputEvent) -> EventResult {
    received.append(event)
    if event == .key(.enter), let onOpen {
      onOpen()
      return .handled
    }
    return .ignored
  }

  override func render(in area: Rect, into buffer: inout CellBuffer) {
    buffer.fill(area)
    buffer.write("screen " + title, at: area.origin, clip: area)
  }

  override func didAppear() { hooks.append("appear") }
  override func didDisappear() { hooks.append("disappear") }
}

/// A stack whose routes are `screen/<title>` and `child/<title>` (a pushing child), and
/// whose `bad` route is invalid.
final class StackCoordinator: NavigationCoordinator {
  var reselections = 0

  override func start() {
    try? setStack([
      StackItem(
        Screen(title: navigationController.title), route: Route(components: ["screen", navigationController.title]))
    ])
  }

  override func didReselectTab() { reselections += 1 }

  /// Pushes a plain screen and returns it.
  @discardableResult
  func pushScreen(_ title: String) -> Screen {
    let screen = Screen(title: title)
    push(screen, route: Route(components: ["screen", title]))
    return screen
  }

  /// Starts a child that pushes `title` onto this stack.
  @discardableResult
  func startChild(_ title: String) -> PushingChild {
    let child = PushingChild(title: title, host: self)
    store(child)
    child.start()
    return child
  }

  override func destination(for route: Route) throws(RouteError) -> StackItem {
    switch (route.kind, route.arguments.first) {
    case ("screen", let title?):
      return StackItem(Screen(title: title))
    case ("child", let title?):
      let child = PushingChild(title: title, host: self)
      return StackItem(child.makeScreen(), owner: child)
    case ("bad", _):
      throw .invalid(route, reason: "bad on purpose")
    default:
      throw .unknown(route)
    }
  }
}

/// A child coordinator that pushes onto its host's stack, as a detail coordinator does.
final class PushingChild: BaseCoordinator {
  let title: String
  weak var host: NavigationCoordinator?

  init(title: String, host: NavigationCoordinator) {
    self.title = title
    self.host = host
  }

  override var dumpName: String { "PushingChild(\(title))" }

  func makeScreen() -> Screen { Screen(title: title) }

  override func start() {
    host?.push(makeScreen(), route: Route(components: ["child", title]), by: self)
  }

  /// Pushes another screen of this child's.
  @discardableResult
  func pushMore(_ title: String) -> Screen {
    let screen = Screen(title: title)
    host?.push(screen, route: Route(components: ["screen", title]), by: self)
    return screen
  }

  /// Starts a grandchild pushing onto the same stack.
  @discardableResult
  func startGrandchild(_ title: String) -> PushingChild? {
    guard let host else { return nil }
    let child = PushingChild(title: title, host: host)
    store(child)
    child.start()
    return child
  }
}

/// Three tabs: One, Two, Three; restores a `form` modal.
final class Tabs: TabBarCoordinator {
  var restoredFlows: [Form] = []
  var results: [ModalResult<String>] = []

  init() {
    super.init(tabs: ["One", "Two", "Three"].map { StackCoordinator(title: $0) })
  }

  var stacks: [StackCoordinator] { tabs.compactMap { $0 as? StackCoordinator } }

  override func modalDestination(for modal: NavigationState.Modal) throws(RouteError) -> ModalDestination {
    guard modal.route == "form" else { throw .unknown(modal.route) }
    let flow = Form()
    let items = try flow.destinations(for: modal.stack)
    return ModalDestination { [unowned self] in
      restoredFlows.append(flow)
      try? present(flow, route: "form") { [unowned self] in results.append($0) }
      try? flow.setStack(items)
    }
  }
}

/// A modal flow of text steps ending with the text of the last one.
final class Form: ModalFlowCoordinator<String> {
  var asksBeforeCancel = false
  private(set) var steps: [TextEntryViewController] = []

  init() {
    super.init(title: "Form")
  }

  override var needsConfirmationToCancel: Bool { asksBeforeCancel }

  override func start() {
    push(makeStep("first"), route: "step/first")
  }

  func makeStep(_ name: String) -> TextEntryViewController {
    let step = TextEntryViewController(title: name, prompt: "Type the \(name) answer.")
    step.onSubmit = { [unowned self] text in
      if name == "first" {
        push(makeStep("second"), route: "step/second")
      } else {
        finish(text)
      }
    }
    step.onPrevious = { [unowned self] in try? pop() }
    steps.append(step)
    return step
  }

  override func destination(for route: Route) throws(RouteError) -> StackItem {
    guard route.kind == "step", let name = route.arguments.first, ["first", "second"].contains(name) else {
      throw .unknown(route)
    }
    return StackItem(makeStep(name))
  }
}

/// An application over `Tabs`, headless, 80x24.
func makeTabsApp(size: Size = Size(width: 80, height: 24)) -> (HeadlessApp, Tabs) {
  let tabs = Tabs()
  return (HeadlessApp(root: tabs, size: size), tabs)
}
