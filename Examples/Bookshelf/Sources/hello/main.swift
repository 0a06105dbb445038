import Coordinators
import Foundation
import TermNcurses
import TermUI

final class HelloCoordinator: NavigationCoordinator {
  override func start() {
    push(ListViewController(title: "Hello", dataSource: ArrayListDataSource([ListRow("Hello, terminal! (q quits)")])))
  }
}

do {
  let terminal = try NcursesTerminal()
  defer { terminal.restore() }  // however the run ends, give the terminal back
  Application(root: HelloCoordinator(title: "Hello")).run(on: terminal)
} catch {
  FileHandle.standardError.write(Data("hello: cannot start the terminal: \(error)\n".utf8))
  exit(2)
}
