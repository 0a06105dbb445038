import TermUI

extension WindowCoordinator {
  /// The coordinator tree as text, so a navigation bug can be asserted in words:
  ///
  /// ```
  /// window
  ///   MoviesCoordinator: tabs, 1 of 2 selected
  ///     tab 1 "Movies" (selected): MovieListCoordinator
  ///       stack: Movies > Alien
  ///       MovieDetailCoordinator
  ///     tab 2 "Account": AccountCoordinator
  ///       stack: Account
  ///       presents RegistrationCoordinator in modal 1
  ///   modal 1 sheet "Sign up": RegistrationCoordinator
  ///     stack: Email > Password
  /// ```
  public var navigationDump: String {
    var lines = ["window"]
    let flows = presentations.compactMap(\.flow)
    describe(root, depth: 1, flows: flows, into: &lines)
    for (index, presentation) in presentations.enumerated() {
      let title = presentation.title.map { " \"\($0)\"" } ?? ""
      let what = presentation.flow?.dumpName ?? "\(type(of: presentation.content)) \"\(presentation.content.title)\""
      lines.append("  modal \(index + 1) \(presentation.style.rawValue)\(title): \(what)")
      if let flow = presentation.flow { describeContents(of: flow, depth: 2, flows: flows, into: &lines) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func describe(
    _ coordinator: any Coordinator, depth: Int, flows: [NavigationCoordinator], into lines: inout [String]
  ) {
    let indent = String(repeating: "  ", count: depth)
    let name = (coordinator as? BaseCoordinator)?.dumpName ?? String(describing: type(of: coordinator))
    if let tabBar = coordinator as? TabBarCoordinator {
      lines.append("\(indent)\(name): tabs, \(tabBar.selectedIndex + 1) of \(tabBar.tabs.count) selected")
      for (index, tab) in tabBar.tabs.enumerated() {
        let selected = index == tabBar.selectedIndex ? " (selected)" : ""
        lines.append("\(indent)  tab \(index + 1) \"\(tab.navigationController.title)\"\(selected): \(tab.dumpName)")
        describeContents(of: tab, depth: depth + 2, flows: flows, into: &lines)
      }
      for child in tabBar.children where !tabBar.tabs.contains(where: { $0 === child }) {
        describeChild(child, depth: depth + 1, flows: flows, into: &lines)
      }
      return
    }
    lines.append(indent + name)
    describeContents(of: coordinator, depth: depth + 1, flows: flows, into: &lines)
  }

  private func describeContents(
    of coordinator: any Coordinator, depth: Int, flows: [NavigationCoordinator], into lines: inout [String]
  ) {
    if let stack = coordinator as? NavigationCoordinator {
      let indent = String(repeating: "  ", count: depth)
      lines.append(indent + "stack: " + stack.viewControllers.map(\.title).joined(separator: NavigationBar.separator))
    }
    for child in coordinator.children {
      describeChild(child, depth: depth, flows: flows, into: &lines)
    }
  }

  private func describeChild(
    _ child: any Coordinator, depth: Int, flows: [NavigationCoordinator], into lines: inout [String]
  ) {
    if let index = flows.firstIndex(where: { $0 === child }) {
      let name = (child as? BaseCoordinator)?.dumpName ?? String(describing: type(of: child))
      lines.append(String(repeating: "  ", count: depth) + "presents \(name) in modal \(modalNumber(of: flows[index]))")
    } else {
      describe(child, depth: depth, flows: flows, into: &lines)
    }
  }

  private func modalNumber(of flow: NavigationCoordinator) -> Int {
    (presentations.firstIndex { $0.flow === flow } ?? 0) + 1
  }
}
