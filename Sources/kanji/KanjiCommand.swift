import ArgumentParser
import Foundation
import TermCore
import TermNcurses

/// `kanji`: opens the browser full screen.
struct KanjiCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "kanji",
    abstract: "Browse kanji and Japanese words in the terminal.",
    discussion: """
      Keys: 1 2 3 or Tab select a tab; q or Ctrl-C quits.
      Exit status: 0 on quit, 1 on an error, 2 when the terminal cannot be used,
      128+N when ended by signal N.
      """,
    version: KanjiVersion.current,
    subcommands: [ImportCommand.self]
  )

  @Flag(name: .long, help: "Draw without colours (also when NO_COLOR is set).")
  var noColor = false

  func run() throws {
    let terminal: NcursesTerminal
    do {
      terminal = try NcursesTerminal(options: .init(noColor: noColor))
    } catch {
      FileHandle.standardError.write(Data("kanji: \(error)\n".utf8))
      throw ExitCode(2)
    }
    var screen = WelcomeScreen()
    let status = screen.run(on: terminal)
    terminal.restore()
    if status != 0 { throw ExitCode(status) }
  }
}

enum KanjiVersion {
  static let current = "0.1.0"
}
