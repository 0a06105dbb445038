import Coordinators
import TermCore
import TermNcurses
import TermUI

// A list of two rows, run headless: `j` moves down, `q` quits. The program prints the
// last frame and what happened, for Scripts/check-library-release.sh to check.

final class HelloCoordinator: NavigationCoordinator {
  let list = ListViewController(
    title: "Hello", dataSource: ArrayListDataSource([ListRow("first row"), ListRow("second row")]))

  override func start() {
    push(list)
  }
}

let hello = HelloCoordinator(title: "Hello")
let terminal = HeadlessTerminal(
  size: Size(width: 40, height: 10), events: [.key(.character("j")), .key(.character("q"))])
let ending = Application(root: hello).run(on: terminal)
print(terminal.lastFrame?.snapshotText(styles: false) ?? "no frame")
print("selected: \(hello.list.listView.selectedIndex)")
print("ending: \(ending)")
// The real backend is linked too, so a release whose ncursesw module does not build fails.
print("backend: \(NcursesTerminal.self)")
