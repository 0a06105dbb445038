import Coordinators
import Foundation
import ProcessBrowserExample
import TermNcurses

// process-browser: the processes of this machine, refreshed every two seconds.
// j/k move, / filters, x asks to send SIGTERM to the selected process, q quits.

do {
  let terminal = try NcursesTerminal()
  defer { terminal.restore() }  // however the run ends, give the terminal back
  ProcessBrowserApp(source: ProcFileSystem()).application.run(on: terminal)
} catch {
  FileHandle.standardError.write(Data("process-browser: cannot start the terminal: \(error)\n".utf8))
  exit(2)
}
