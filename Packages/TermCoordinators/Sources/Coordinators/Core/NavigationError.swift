/// Why a navigation operation was refused; nothing changed when one is thrown.
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Pop at the root: there is nothing to go back to.
  case atRoot
  /// The screen is not on this stack.
  case notOnStack(title: String)
  /// A stack must keep at least its root screen.
  case emptyStack
  /// There is no tab at this index.
  case noSuchTab(index: Int, count: Int)
  /// Dismiss with no modal up.
  case nothingPresented
  /// The screen or flow is not presented.
  case notPresented(name: String)
  /// The flow or screen is already presented.
  case alreadyPresented(name: String)
  /// The coordinator is not attached to an application's window, so it cannot present.
  case notInWindow(coordinator: String)

  public var description: String {
    switch self {
    case .atRoot: "cannot go back: already at the first screen"
    case .notOnStack(let title): "\"\(title)\" is not on the navigation stack"
    case .emptyStack: "a navigation stack needs at least one screen"
    case .noSuchTab(let index, let count): "there is no tab \(index + 1): there are \(count)"
    case .nothingPresented: "nothing is presented to dismiss"
    case .notPresented(let name): "\(name) is not presented"
    case .alreadyPresented(let name): "\(name) is already presented"
    case .notInWindow(let name): "\(name) is not attached to an application, so it cannot present"
    }
  }
}
