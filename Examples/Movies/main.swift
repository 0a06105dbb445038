import Foundation
import MoviesExample
import TermCore

// Runs headlessly until the ncurses backend lands; then this becomes
// `MoviesApp.makeApplication().run(on: NcursesTerminal())`.
let app = MoviesApp.makeApplication()
let script = CommandLine.arguments.dropFirst().first ?? "j<Enter>"
do {
  let terminal = try HeadlessTerminal(size: Size(width: 80, height: 24), script: script)
  app.run(on: terminal)
  print(terminal.lastFrame?.text ?? "")
} catch {
  FileHandle.standardError.write(Data("movies: \(error)\n".utf8))
  exit(2)
}
