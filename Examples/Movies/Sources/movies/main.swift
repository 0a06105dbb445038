import Foundation
import MoviesExample
import TermNcurses

// The whole example on a real terminal: build the app, run it, give the terminal back.
let terminal: NcursesTerminal
do {
  terminal = try NcursesTerminal()
} catch {
  FileHandle.standardError.write(Data("movies: \(error)\n".utf8))
  exit(2)
}
let exitReason = MoviesApp.makeApplication().run(on: terminal)
terminal.restore()
if case .terminated(let signal) = exitReason { exit(128 + signal) }
