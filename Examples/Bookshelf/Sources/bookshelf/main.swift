import BookshelfExample
import Coordinators
import Foundation
import TermNcurses

// bookshelf [--state-dir DIR] [--fresh] [ROUTE]
//
// ROUTE is a deep link: books, book/<number> or about. The place the user was is saved on
// quit to navigation.json in DIR, $BOOKSHELF_STATE_DIR, or ~/.local/state/bookshelf.

/// Prints `message` to standard error and exits with `status`.
func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data("bookshelf: \(message)\n".utf8))
  exit(status)
}

/// What to tell the user when full-screen mode cannot start, in this program's words (the
/// library's own message for a missing terminal says "the program").
func explain(_ error: TerminalStartError) -> String {
  switch error {
  case .notATerminal(let stream): "standard \(stream) is not a terminal: run bookshelf in a terminal window"
  default: "\(error)"
  }
}

var arguments = CommandLine.arguments.dropFirst()
var stateDirectory = ProcessInfo.processInfo.environment["BOOKSHELF_STATE_DIR"]
var fresh = false
var deepLink: ShelfRoute?
while let argument = arguments.popFirst() {
  switch argument {
  case "--state-dir":
    guard let directory = arguments.popFirst() else { fail("--state-dir needs a folder", status: 2) }
    stateDirectory = directory
  case "--fresh":
    fresh = true
  case "-h", "--help":
    print("usage: bookshelf [--state-dir DIR] [--fresh] [books | book/<number> | about]")
    exit(0)
  default:
    do {
      deepLink = try ShelfRoute(path: argument)
    } catch {
      fail("\(error) (try books, book/1 or about)", status: 2)
    }
  }
}

// Refuse before any work when there is no terminal to draw on.
do {
  try NcursesTerminal.checkUsable()
} catch {
  fail("cannot start the terminal: \(explain(error))", status: 2)
}

let home = FileManager.default.homeDirectoryForCurrentUser
let directory = stateDirectory.map { URL(fileURLWithPath: $0) } ?? home.appendingPathComponent(".local/state/bookshelf")
let app = BookshelfApp(stateFile: NavigationStateFile(directory: directory))
if !fresh { app.restoreState() }
if let deepLink {
  do {
    try app.root.open(deepLink)
  } catch {
    fail("\(error)", status: 2)
  }
}

let terminal: NcursesTerminal
do {
  terminal = try NcursesTerminal()
} catch {
  fail("cannot start the terminal: \(explain(error))", status: 2)
}
let ending = app.application.run(on: terminal)
// Give the terminal back before printing anything or exiting.
terminal.restore()
if let saveError = app.saveError { fail("\(saveError)", status: 1) }
if case .terminated(let signal) = ending { exit(128 + signal) }
