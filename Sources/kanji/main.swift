import ArgumentParser
import Foundation

// Parse and run by hand so that every failure has the documented exit status:
// usage errors 2 (not ArgumentParser's 64), explained failures their own.
StartupTrace.mark("main")
if let report = VersionReport.text(for: Array(CommandLine.arguments.dropFirst())) {
  print(report)
  exit(0)
}
do {
  // A plain browse skips swift-argument-parser's reflection (BrowseArguments says why).
  if let browse = BrowseArguments(fastPath: CommandLine.arguments.dropFirst()) {
    try browse.run()
  } else {
    var command = try KanjiCommand.parseAsRoot()
    try command.run()
  }
} catch let failure as CommandFailure {
  FileHandle.standardError.write(Data("kanji: \(failure.message)\n".utf8))
  exit(failure.status)
} catch {
  let code = KanjiCommand.exitCode(for: error)
  if code == .validationFailure {
    FileHandle.standardError.write(Data("kanji: \(KanjiCommand.message(for: error))\n".utf8))
    FileHandle.standardError.write(Data("Usage: see 'kanji --help'.\n".utf8))
    exit(2)
  }
  KanjiCommand.exit(withError: error)
}
