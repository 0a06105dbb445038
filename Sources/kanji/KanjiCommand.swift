import ArgumentParser
import Coordinators
import Foundation
import KanjiApp
import KanjiKit
import TermCore
import TermNcurses

/// `kanji`: the command and its subcommands; without one, `kanji` opens the browser.
struct KanjiCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "kanji",
    abstract: "Browse kanji and Japanese words in the terminal.",
    usage: """
      kanji [<query> ...] [--open <route>] [--tab <tab>] [--data-dir <path>] [--config <path>] [--no-color] [--no-mouse] [--fresh]
      kanji --print-config | --print-keys [--config <path>]
      kanji import [--kanjidic2 <path>] [--edict <path>] [--data-dir <path>]
      kanji snapshot [--size <size>] [--keys <script>] [--styles] [--tree] [--data-dir <path>]
      kanji export --stars [--format tsv|anki] [--output <file>] [--data-dir <path>]
      """,
    discussion: """
      Without a subcommand kanji opens the browser: see 'kanji help browse' for its options. \
      Exit status: 0 on quit; 1 on an error; 2 on wrong usage or an unusable terminal; \
      128+N when ended by signal N. The manual page kanji(1) lists the keys.
      """,
    version: KanjiVersion.current,
    subcommands: [BrowseCommand.self, ImportCommand.self, SnapshotCommand.self, ExportCommand.self],
    defaultSubcommand: BrowseCommand.self
  )
}

/// `kanji [QUERY]` (the default): opens the browser full screen.
struct BrowseCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "browse",
    abstract: "Browse kanji and Japanese words in the terminal (the default).",
    discussion: """
      A QUERY that is one kanji opens its detail; anything else opens the Words tab \
      searching for it (romaji, kana, kanji or English). Without arguments kanji restores \
      the screens you had open when you last quit.

      Exit status: 0 on quit; 1 on an error (data, an unknown route or query); 2 on wrong \
      usage or when the terminal cannot be used; 128+N when ended by signal N.
      """
  )

  @Argument(help: ArgumentHelp("A kanji to open, or words to search for.", valueName: "query"))
  var query: [String] = []

  @Option(help: ArgumentHelp("Open a screen by route: kanji/日, word/日本, account/starred, …", valueName: "route"))
  var open: String?

  @Option(help: ArgumentHelp("Start on a tab: kanji, words, account or its number.", valueName: "tab"))
  var tab: String?

  @OptionGroup var data: DataOptions

  @Flag(help: "Draw without colours (also when NO_COLOR is set).")
  var noColor = false

  @Flag(help: "Leave the mouse to the terminal (its own selection) instead of clicks and the wheel.")
  var noMouse = false

  @Flag(help: "Start fresh instead of restoring the screens of the last session.")
  var fresh = false

  @Option(
    help: ArgumentHelp(
      "The configuration file (default: $XDG_CONFIG_HOME/kanji-navigator/config.toml or ~/.config/kanji-navigator/config.toml).",
      valueName: "path"))
  var config: String?

  @Flag(help: "Print the default configuration file, with comments, and exit.")
  var printConfig = false

  @Flag(help: "Print the keys in force (the defaults with the configuration file's changes) and exit.")
  var printKeys = false

  func run() throws {
    StartupTrace.mark("arguments")
    defer { StartupTrace.write() }
    if printConfig {
      print(Configuration().fileText, terminator: "")
      return
    }
    // A bad configuration file stops the start before the terminal is touched.
    let configuration: Configuration
    do {
      configuration = try Configuration.load(path: config ?? Configuration.defaultPath(), required: config != nil)
    } catch {
      // One problem a line, each with the program's name like the first.
      throw CommandFailure(message: error.description.replacingOccurrences(of: "\n", with: "\nkanji: "), status: 2)
    }
    if printKeys {
      print(configuration.keysText, terminator: "")
      return
    }
    StartupTrace.mark("configuration")
    // Refuse before any work or any file is touched when there is no usable terminal.
    do {
      try NcursesTerminal.checkUsable()
    } catch TerminalStartError.notATerminal(let stream) {
      throw CommandFailure(
        message:
          "standard \(stream) is not a terminal: run kanji in a terminal, or use 'kanji snapshot' for a headless screen",
        status: 2)
    } catch {
      throw CommandFailure(message: "\(error)", status: 2)
    }
    let environment = try data.openEnvironment()
    StartupTrace.mark("accounts")
    var launch = configuration.applied(
      to: LaunchOptions(
        route: open, tab: tab, query: query.isEmpty ? nil : query.joined(separator: " "),
        restoreSavedState: !fresh, notice: environment.notice))
    // The flag wins over the configuration file's `mouse = true`.
    if noMouse { launch.mouse = false }
    let app: KanjiApplication
    do {
      app = try KanjiApplication(environment: environment.kanji, launch: launch)
    } catch {
      throw CommandFailure(message: "\(error)", status: 1)
    }
    StartupTrace.mark("app")
    let terminal: NcursesTerminal
    do {
      terminal = try NcursesTerminal(
        options: .init(noColor: noColor, mouse: launch.mouse, palette: configuration.palette))
    } catch {
      throw CommandFailure(message: "\(error)", status: 2)
    }
    StartupTrace.mark("terminal")
    let exit = app.application.run(on: terminal)
    terminal.restore()
    if let error = app.saveError {
      // Said only now, on the restored terminal, where the user can read it.
      throw CommandFailure(message: "the screens of this session were not saved: \(error)", status: 1)
    }
    if case .terminated(let signal) = exit { throw ExitCode(128 + signal) }
  }
}

/// The version `--version` prints.
enum KanjiVersion {
  static let current = "0.1.0"
}
