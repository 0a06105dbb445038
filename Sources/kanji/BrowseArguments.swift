import ArgumentParser
import Foundation
import KanjiApp
import KanjiKit
import TermCore
import TermNcurses
import TermUI

/// What `kanji [QUERY]` (the browser) was asked to do, as plain values: made by
/// ``BrowseCommand`` from swift-argument-parser's parse, or by ``init(fastPath:)`` straight
/// from the command line when it is a plain browse.
///
/// swift-argument-parser builds its argument sets by reflection over every command, and the
/// runtime's type lookups for it were 30% of the instructions to the first frame
/// (BENCHMARKS.md). The fast path accepts only what it can read exactly as the parser
/// does — the browser's own options, each at most once, and query words — and leaves
/// everything else (`--help`, `--version`, subcommands, `--`, anything unknown, repeated
/// or missing a value) to the parser, so help, errors and exit statuses are its own.
/// `BrowseArgumentsTests` checks both give the same values for the same command lines.
struct BrowseArguments: Equatable {
  var query: [String] = []
  var open: String?
  var tab: String?
  var dataDir: String?
  var noColor = false
  var noMouse = false
  var fresh = false
  var config: String?
  var printConfig = false
  var printKeys = false

  /// The command names that make a first word a subcommand rather than a query.
  static let commandWords: Set<String> = [
    "browse", "import", "snapshot", "export", "read", "lookup", "recognize", "help",
  ]

  /// The browse invocation `arguments` (without the program's name) asks for, or nil when
  /// swift-argument-parser must read them.
  init?(fastPath arguments: some Collection<String>) {
    var seen: Set<String> = []
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      guard argument.hasPrefix("-") else {
        // `kanji import …` and `kanji help` are subcommands; an empty word is the parser's.
        guard !argument.isEmpty, !Self.commandWords.contains(argument) else { return nil }
        query.append(argument)
        continue
      }
      var name = Substring(argument)
      var inlineValue: Substring?
      if let equals = argument.firstIndex(of: "=") {
        name = argument[..<equals]
        inlineValue = argument[argument.index(after: equals)...]
      }
      // Each option at most once: what the parser does with a repeat is its business.
      guard seen.insert(String(name)).inserted else { return nil }
      switch name {
      case "--fresh", "--no-color", "--no-mouse", "--print-config", "--print-keys":
        guard inlineValue == nil else { return nil }
        switch name {
        case "--fresh": fresh = true
        case "--no-color": noColor = true
        case "--no-mouse": noMouse = true
        case "--print-config": printConfig = true
        default: printKeys = true
        }
      case "--open", "--tab", "--data-dir", "--config":
        guard let value = inlineValue.map(String.init) ?? iterator.next(), !value.isEmpty, !value.hasPrefix("-")
        else { return nil }
        switch name {
        case "--open": open = value
        case "--tab": tab = value
        case "--data-dir": dataDir = value
        default: config = value
        }
      default:
        return nil
      }
    }
  }

  init(
    query: [String], open: String?, tab: String?, dataDir: String?, noColor: Bool, noMouse: Bool, fresh: Bool,
    config: String?, printConfig: Bool, printKeys: Bool
  ) {
    self.query = query
    self.open = open
    self.tab = tab
    self.dataDir = dataDir
    self.noColor = noColor
    self.noMouse = noMouse
    self.fresh = fresh
    self.config = config
    self.printConfig = printConfig
    self.printKeys = printKeys
  }

  /// Opens the browser full screen (or prints the configuration or the keys).
  func run() throws {
    StartupTrace.mark("arguments")
    defer { StartupTrace.write() }
    if printConfig {
      try StandardStream.writeOutput(Configuration().fileText)
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
      try StandardStream.writeOutput(configuration.keysText)
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
    let directory = DataOptions.directory(dataDir)
    let startTerminal = { [noColor, noMouse] () throws(CommandFailure) -> NcursesTerminal in
      do {
        return try NcursesTerminal(
          options: .init(
            noColor: noColor, mouse: !noMouse && configuration.mouse, palette: configuration.palette))
      } catch {
        throw CommandFailure(message: "\(error)", status: 2)
      }
    }
    // A first start installs the dictionary on the terminal, where a progress bar shows it.
    let installed =
      DataOptions.needsInstall(directory)
      ? try install(in: directory, keyMap: configuration.keyMap, startTerminal) : nil
    let installedOn = installed?.terminal
    let opening: OpeningEnvironment
    do {
      opening = try DataOptions.startOpening(directory: directory)
    } catch {
      installedOn?.restore()
      throw error
    }
    // The terminal starts while user.sqlite may still be opening on the second thread
    // (BENCHMARKS.md, "Start-up: work removed or overlapped"): each failure after this gives the
    // terminal back before it is said, so the message lands on the normal screen.
    let terminal: NcursesTerminal
    do {
      terminal = try installedOn ?? startTerminal()
    } catch {
      opening.abandon()
      throw error
    }
    StartupTrace.mark("terminal")
    let environment: (kanji: KanjiEnvironment, notice: String?)
    do {
      environment = try opening.finish()
    } catch {
      terminal.restore()
      throw error
    }
    StartupTrace.mark("accounts")
    var launch = configuration.applied(
      to: LaunchOptions(
        route: open, tab: tab, query: query.isEmpty ? nil : query.joined(separator: " "),
        restoreSavedState: !fresh,
        notice: [installed?.notice, environment.notice].compactMap { $0 }.joined(separator: "\n\n").nilIfEmpty))
    // The flag wins over the configuration file's `mouse = true`.
    if noMouse { launch.mouse = false }
    let app: KanjiApplication
    do {
      var kanji = environment.kanji
      kanji.readingShelf = ReadingShelf(directory: directory.appendingPathComponent("reading"))
      app = try KanjiApplication(environment: kanji, launch: launch)
    } catch {
      terminal.restore()
      throw CommandFailure(message: "\(error)", status: 1)
    }
    StartupTrace.mark("app")
    let exit = app.application.run(on: terminal)
    terminal.restore()
    if !app.unsavedChanges.isEmpty {
      let changes = app.unsavedChanges.map { "kanji: not saved: \($0)\n" }.joined()
      StandardStream.writeMessage(changes)
    }
    if let error = app.saveError {
      // Said only now, on the restored terminal, where the user can read it.
      throw CommandFailure(message: "the screens of this session were not saved: \(error)", status: 1)
    }
    if case .terminated(let signal) = exit { throw ExitCode(128 + signal) }
    if !app.unsavedChanges.isEmpty { throw ExitCode(1) }
  }

  /// Starts the terminal and installs the dictionary in `directory` on it, the progress shown
  /// by ``FirstStart``; returns the terminal, still started, for the browser, and what to tell
  /// the user about the install.
  ///
  /// - Throws: ``CommandFailure`` when the bundled data cannot be found (before the terminal
  ///   starts), when the install fails, or when the user stops it (the terminal given back
  ///   first); `ExitCode` 128+N for a signal.
  private func install(
    in directory: URL, keyMap: KeyMap, _ startTerminal: () throws(CommandFailure) -> NcursesTerminal
  ) throws -> (terminal: NcursesTerminal, notice: String?) {
    let bundled: URL
    do {
      bundled = try BundledData.datasetURL()
    } catch {
      throw CommandFailure(message: "\(error)", status: 1)
    }
    let terminal = try startTerminal()
    switch FirstStart.install(directory: directory, bundled: bundled, on: terminal, keyMap: keyMap) {
    case .installed(let notice):
      return (terminal, notice)
    case .failed(let reason):
      terminal.restore()
      throw CommandFailure(message: reason, status: 1)
    case .stopped(.terminated(let signal)):
      terminal.restore()
      throw ExitCode(128 + signal)
    case .stopped:
      terminal.restore()
      throw CommandFailure(
        message: "stopped before the dictionary was installed; the next start installs it", status: 1)
    }
  }
}

extension String {
  /// nil for the empty string.
  fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
