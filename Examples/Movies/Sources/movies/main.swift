import Foundation
import MoviesExample
import TermNcurses

// The whole example on a real terminal: build the app, run it, give the terminal back.

/// What to tell the user when full-screen mode cannot start, in this program's words.
func explain(_ error: TerminalStartError) -> String {
  switch error {
  case .notATerminal(let stream):
    "standard \(stream) is not a terminal: run movies in a terminal window, not through a pipe"
  default:
    "\(error)"
  }
}

let terminal: NcursesTerminal
do {
  terminal = try NcursesTerminal()
} catch {
  // NcursesTerminal throws before it writes to the terminal, so there is nothing to restore.
  FileHandle.standardError.write(Data("movies: cannot start the terminal: \(explain(error))\n".utf8))
  exit(2)
}
let exitReason = MoviesApp.makeApplication().run(on: terminal)
// Give the terminal back before anything else is printed or the process ends.
terminal.restore()
if case .terminated(let signal) = exitReason { exit(128 + signal) }
