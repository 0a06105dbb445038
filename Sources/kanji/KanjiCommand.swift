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
      kanji read <file> | - [--data-dir <path>]
      kanji read --words [<file>|-] [--data-dir <path>]
      kanji lookup <query> ... | - [--limit <n>] [--json] [--data-dir <path>]
      kanji recognize [<file>|-] [--limit <n>] [--data-dir <path>]
      """,
    discussion: """
      Without a subcommand kanji opens the browser: see 'kanji help browse' for its options. \
      Exit status: 0 on quit; 1 on an error; 2 on wrong usage or an unusable terminal; \
      128+N when ended by signal N. The manual page kanji(1) lists the keys.
      """,
    version: KanjiVersion.current,
    subcommands: [
      BrowseCommand.self, ImportCommand.self, SnapshotCommand.self, ExportCommand.self, ReadCommand.self,
      LookupCommand.self, RecognizeCommand.self,
    ],
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

  @Option(help: ArgumentHelp("Start on a tab: kanji, words, account, study or its number.", valueName: "tab"))
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

  /// The parsed options as plain values.
  var arguments: BrowseArguments {
    BrowseArguments(
      query: query, open: open, tab: tab, dataDir: data.dataDir, noColor: noColor, noMouse: noMouse, fresh: fresh,
      config: config, printConfig: printConfig, printKeys: printKeys)
  }

  func run() throws {
    try arguments.run()
  }
}

/// The version `--version` prints.
enum KanjiVersion {
  static let current = "0.1.0"
}
