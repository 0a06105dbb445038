import ArgumentParser
import Coordinators
import Foundation
import KanjiApp
import KanjiKit
import TermCore

/// `kanji snapshot`: runs the app headlessly on a key script and prints the final screen.
struct SnapshotCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "snapshot",
    abstract: "Run headlessly, type a key script and print the final screen.",
    discussion: """
      Keys stand for themselves; other keys go in angle brackets: <Enter> <Esc> <Tab> \
      <S-Tab> <BS> <Up> <Down> <PgDn> <C-c> <Space> <lt>; white space only separates. \
      It uses the data directory's dictionary and starts fresh; it never reads or changes \
      your account data or saved screens.
      """)

  @Option(help: ArgumentHelp("Screen size as COLUMNSxROWS.", valueName: "size"))
  var size = "80x24"

  @Option(help: ArgumentHelp("The keys to type, e.g. \"2 / w a t e r <Enter>\".", valueName: "script"))
  var keys = ""

  @Flag(help: "Also print the style block: one letter per cell.")
  var styles = false

  @Flag(help: "Also print the navigation tree (tab, stacks, modals).")
  var tree = false

  @OptionGroup var data: DataOptions

  func validate() throws {
    guard let parsed = Size(parsing: size) else {
      throw ValidationError("--size '\(size)' is not COLUMNSxROWS, for example 80x24")
    }
    guard parsed.width <= 1_000, parsed.height <= 1_000 else {
      throw ValidationError("--size '\(size)' is too large: at most 1000x1000")
    }
    do {
      _ = try KeyScript.parse(keys)
    } catch {
      throw ValidationError("--keys: \(error)")
    }
  }

  func run() throws {
    let screenSize = Size(parsing: size) ?? Size(width: 80, height: 24)
    let events: [InputEvent]
    do {
      events = try KeyScript.parse(keys)
    } catch {
      throw CommandFailure(message: "--keys: \(error)", status: 2)
    }
    let environment = try data.openEnvironment(accountsInMemory: true)
    let app: KanjiApplication
    do {
      app = try KanjiApplication(
        environment: environment.kanji, launch: LaunchOptions(restoreSavedState: false))
    } catch {
      throw CommandFailure(message: "\(error)", status: 1)
    }
    app.application.onQuit = nil
    let terminal = HeadlessTerminal(size: screenSize, events: events, frameLimit: 1)
    app.application.run(on: terminal)
    let screen = app.application.render(size: terminal.size)
    var output = styles ? screen.snapshotText(styles: true) : screen.text + "\n"
    if tree { output += "-- navigation\n" + app.application.coordinator.navigationDump }
    try StandardStream.writeOutput(output)
  }
}
