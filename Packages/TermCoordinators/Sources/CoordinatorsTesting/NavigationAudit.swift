import Coordinators
import TermCore
import TermUI

/// Checks a running application against the rules of the coordinator pattern, for fuzz
/// runs and tests that want every rule checked after every event.
///
/// ```swift
/// let audit = NavigationAudit()
/// for event in events {
///   app.send(events: [event])
///   #expect(audit.problems(in: app) == [])
/// }
/// ```
///
/// The rules: every navigation stack has a screen; each coordinator's stack is the one its
/// navigation controller shows; the window's modals are the presented screens, as many as
/// the navigation dump lists; the focused screen is the top of the top modal's stack (or of
/// the selected tab's) and is visible; the frame is sound (``CellBuffer/problems()``) and
/// as large as the terminal; and no coordinator or screen seen in the tree earlier is still
/// in memory once it has left the tree (a leak). A screen a flow keeps for going back and
/// forth (a form's earlier step) is allowed while that flow is in the tree.
public final class NavigationAudit {
  private struct Watched {
    weak var object: AnyObject?
    var name: String
    /// For a screen: the flow coordinator whose stack it was seen on.
    weak var owner: AnyObject?
  }

  private var watched: [ObjectIdentifier: Watched] = [:]

  /// Creates an audit that has seen nothing yet.
  public init() {}

  /// How many objects the audit is watching for leaks.
  public var watchedCount: Int { watched.count }

  /// The rules `app` breaks now, one sentence each; empty when it keeps them all.
  public func problems(in app: HeadlessApp) -> [String] {
    problems(in: app.application, terminalSize: app.terminal.size, frame: app.terminal.lastFrame)
  }

  /// The rules `application` breaks now, given the last `frame` shown on a terminal of
  /// `terminalSize` (nil: the frame is rendered here).
  public func problems(in application: Application, terminalSize: Size, frame: CellBuffer?) -> [String] {
    var found: [String] = []
    let window = application.coordinator
    var coordinators: [ObjectIdentifier: any Coordinator] = [:]
    var screens: [ObjectIdentifier: (ViewController, owner: AnyObject?)] = [:]

    func visit(_ coordinator: any Coordinator) {
      coordinators[ObjectIdentifier(coordinator)] = coordinator
      if let stack = coordinator as? NavigationCoordinator {
        if stack.viewControllers.isEmpty { found.append("\(stack.dumpName) has an empty stack") }
        let shown = stack.navigationController.viewControllers
        if shown.count != stack.viewControllers.count || !zip(shown, stack.viewControllers).allSatisfy({ $0 === $1 }) {
          found.append("\(stack.dumpName)'s stack differs from what its navigation controller shows")
        }
        screens[ObjectIdentifier(stack.navigationController)] = (stack.navigationController, nil)
        for screen in stack.viewControllers { screens[ObjectIdentifier(screen)] = (screen, stack) }
        for pushed in stack.pushedCoordinators where pushed.parent == nil {
          found.append("\(stack.dumpName) keeps a pushed coordinator that has no parent")
        }
      }
      if let tabBar = coordinator as? TabBarCoordinator {
        screens[ObjectIdentifier(tabBar.tabBarController)] = (tabBar.tabBarController, nil)
        let shown = tabBar.tabBarController.tabs
        if shown.count != tabBar.tabs.count || !zip(shown, tabBar.tabs).allSatisfy({ $0 === $1.navigationController }) {
          found.append("\(tabBar.dumpName)'s tabs differ from what its tab bar controller shows")
        }
        if !tabBar.tabs.indices.contains(tabBar.selectedIndex) {
          found.append("\(tabBar.dumpName) selects tab \(tabBar.selectedIndex) of \(tabBar.tabs.count)")
        }
        for tab in tabBar.tabs where !tabBar.children.contains(where: { $0 === tab }) {
          found.append("tab \(tab.dumpName) is not a child of \(tabBar.dumpName)")
        }
      }
      for child in coordinator.children {
        if child.parent !== coordinator { found.append("a child of \(name(coordinator)) names another parent") }
        visit(child)
      }
    }
    visit(window)

    // The modal layer.
    let modals = window.window.modals.map(\.content)
    let presented = window.presentedViewControllers
    if modals.count != presented.count || !zip(modals, presented).allSatisfy({ $0 === $1 }) {
      found.append("the window shows \(modals.count) modals, the coordinator presents \(presented.count)")
    }
    let dump = window.navigationDump
    let dumpedModals = dump.split(separator: "\n").filter { $0.hasPrefix("  modal ") }.count
    if dumpedModals != modals.count {
      found.append("the navigation dump lists \(dumpedModals) modals, the window shows \(modals.count)")
    }
    for modal in modals where screens[ObjectIdentifier(modal)] == nil {
      screens[ObjectIdentifier(modal)] = (modal, nil)
    }

    // Focus.
    let focused = window.window.focusedViewController
    let expected: ViewController?
    if let top = modals.last {
      if let flow = coordinators.values.compactMap({ $0 as? NavigationCoordinator }).first(where: {
        $0.navigationController === top
      }) {
        expected = flow.topViewController
      } else {
        expected = top.focusedViewController
      }
    } else if let tabBar = window.root as? TabBarCoordinator {
      expected = tabBar.selectedTab?.topViewController
    } else {
      expected = window.root.rootViewController?.focusedViewController
    }
    if focused == nil || focused !== expected {
      found.append("the keyboard goes to \(focused.map(\.title) ?? "nothing"), not \(expected?.title ?? "nothing")")
    } else if let focused, !focused.isVisible {
      found.append("the focused screen \(focused.title) is not marked visible")
    }

    // The frame.
    if let frame {
      if frame.size != terminalSize { found.append("the frame is \(frame.size), the terminal \(terminalSize)") }
      found += frame.problems().prefix(3)
    }

    // Leaks: anything seen in the tree before that is still alive but no longer in it.
    for (id, entry) in watched {
      guard entry.object != nil else {
        watched[id] = nil
        continue
      }
      if coordinators[id] != nil || screens[id] != nil { continue }
      if let owner = entry.owner, coordinators[ObjectIdentifier(owner)] != nil { continue }
      found.append("\(entry.name) left the tree but is still in memory")
    }
    for (id, coordinator) in coordinators where watched[id]?.object == nil {
      watched[id] = Watched(object: coordinator, name: "coordinator \(name(coordinator))", owner: nil)
    }
    let modalSet = Set(modals.map(ObjectIdentifier.init))
    for (id, (screen, owner)) in screens {
      // Only a modal flow may keep screens off its stack (a form's steps); a tab may not.
      let stack = owner as? NavigationCoordinator
      let flow = stack.flatMap { modalSet.contains(ObjectIdentifier($0.navigationController)) ? $0 : nil }
      if watched[id]?.object != nil {
        if watched[id]?.owner == nil, let flow { watched[id]?.owner = flow }
        continue
      }
      watched[id] = Watched(object: screen, name: "screen \(type(of: screen)) \"\(screen.title)\"", owner: flow)
    }
    return found
  }

  private func name(_ coordinator: any Coordinator) -> String {
    (coordinator as? BaseCoordinator)?.dumpName ?? String(describing: type(of: coordinator))
  }
}
