import ArgumentParser
import Foundation
import KanjiKit

/// Ends the program after a standard stream failed: quietly, with the status a shell sees
/// for a process ended by SIGPIPE, when the reader closed the pipe (`kanji … | head -1`);
/// else with the failure said and status 1.
func exit(after failure: StandardStream.Failure) -> Never {
  if failure == .closedPipe { exit(128 + SIGPIPE) }
  StandardStream.writeMessage("kanji: \(failure)\n")
  exit(1)
}

// Parse and run by hand so that every failure has the documented exit status:
// usage errors 2 (not ArgumentParser's 64), explained failures their own.
StartupTrace.mark("main")

if let report = VersionReport.text(for: Array(CommandLine.arguments.dropFirst())) {
  do throws(StandardStream.Failure) {
    try StandardStream.writeOutput(report + "\n")
  } catch {
    exit(after: error)
  }
  exit(0)
}
// `kanji --data-dir D read …` is `kanji read --data-dir D …` (LeadingDataDirectory says why).
let arguments = LeadingDataDirectory.reordered(Array(CommandLine.arguments.dropFirst()))
do {
  // A plain browse skips swift-argument-parser's reflection (BrowseArguments says why).
  if let browse = BrowseArguments(fastPath: arguments) {
    try browse.run()
  } else {
    var command = try KanjiCommand.parseAsRoot(arguments)
    try command.run()
  }
} catch let failure as CommandFailure {
  StandardStream.writeMessage("kanji: \(failure.message)\n")
  exit(failure.status)
} catch let failure as StandardStream.Failure {
  exit(after: failure)
} catch {
  let code = KanjiCommand.exitCode(for: error)
  if code == .validationFailure {
    StandardStream.writeMessage("kanji: \(KanjiCommand.message(for: error))\nUsage: see 'kanji --help'.\n")
    exit(2)
  }
  // What swift-argument-parser's exit(withError:) does (help and --version on standard
  // output, other errors on standard error), with a failed write said instead of lost.
  let message = KanjiCommand.fullMessage(for: error)
  if code == .success {
    do throws(StandardStream.Failure) {
      if !message.isEmpty { try StandardStream.writeOutput(message + "\n") }
    } catch {
      exit(after: error)
    }
  } else if !message.isEmpty {
    StandardStream.writeMessage(message + "\n")
  }
  exit(code.rawValue)
}
