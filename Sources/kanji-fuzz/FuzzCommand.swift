import ArgumentParser
import Foundation
import KanjiFuzzing
import KanjiKit
import TermCore

/// `kanji-fuzz`: drives the app headlessly with seeded random events for a long time and
/// prints the seed of every failure, so it can be replayed.
@main
struct FuzzCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "kanji-fuzz",
    abstract: "Fuzz the app with random keys, text and sizes; check every rule after every event.",
    discussion: """
      Runs seeds FIRST, FIRST+1, … with EVENTS-PER-SEED events each until EVENTS events were \
      sent. A failure prints its seed and the last events; replay it with \
      --seed SEED --events EVENTS-PER-SEED. Exit status 1 when any seed failed.
      """)

  @Option(help: "Events to send in total.")
  var events = 1_000_000

  @Option(help: "The first seed.")
  var seed: UInt64 = 1

  @Option(help: "Events per seed (each seed starts a fresh app and accounts).")
  var eventsPerSeed = 20_000

  @Option(help: ArgumentHelp("The largest terminal size tried, COLUMNSxROWS.", valueName: "size"))
  var maxSize = "300x100"

  func validate() throws {
    guard Size(parsing: maxSize) != nil else { throw ValidationError("--max-size '\(maxSize)' is not COLUMNSxROWS") }
    guard events > 0, eventsPerSeed > 0 else {
      throw ValidationError("--events and --events-per-seed must be positive")
    }
  }

  func run() throws {
    let dictionary = try DictionaryStore.inMemory(bundled: BundledData.datasetURL())
    let limit = Size(parsing: maxSize) ?? Size(width: 300, height: 100)
    let start = Date()
    var total = 0
    var sessions = 0
    var screens: Set<String> = []
    var sizes: Set<Size> = []
    var deepest = 0
    var accounts = 0
    var failures: [KanjiFuzzer.Failure] = []
    var current = seed
    while total < events {
      let count = min(eventsPerSeed, events - total)
      let report = try KanjiFuzzer(dictionary: dictionary, seed: current, maxSize: limit).run(events: count)
      total += report.events
      sessions += report.sessions
      screens.formUnion(report.screens)
      sizes.formUnion(report.sizes)
      deepest = max(deepest, report.deepestStack)
      accounts += report.accountsSignedIn
      if let failure = report.failure {
        failures.append(failure)
        say("FAILED seed \(current)\n\(failure)")
      }
      let rate = Double(total) / max(0.001, Date().timeIntervalSince(start))
      say(
        "seed \(current): \(report.events) events, \(report.sessions) sessions, \(report.screens.count) screens"
          + " — \(total) of \(events) at \(Int(rate))/s")
      current += 1
    }
    say(
      """
      kanji-fuzz: \(total) events over seeds \(seed)…\(current - 1) in \(Int(Date().timeIntervalSince(start))) s; \
      \(sessions) app sessions; \(sizes.count) distinct sizes; \(screens.count) distinct screens; \
      deepest stack \(deepest); \(accounts) accounts signed in; \(failures.count) failing seeds\
      \(failures.isEmpty ? "" : ": " + failures.map { String($0.seed) }.joined(separator: ", "))
      screens: \(screens.sorted().joined(separator: ", "))
      """)
    if !failures.isEmpty { throw ExitCode(1) }
  }
}

/// Prints a line at once (the run is long; progress must not wait in a buffer).
private func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
