import ArgumentParser
import Foundation

// Parse and run by hand so that every failure has the documented exit status:
// usage errors 2 (not ArgumentParser's 64), explained failures their own.
//
// The subcommands are picked here by their first word: with a variadic QUERY argument on
// the root, ArgumentParser took `snapshot` and `import` for a query, so neither ever ran.
let arguments = Array(CommandLine.arguments.dropFirst())
let subcommands: [String: any ParsableCommand.Type] = ["import": ImportCommand.self, "snapshot": SnapshotCommand.self]
let chosen: any ParsableCommand.Type = arguments.first.flatMap { subcommands[$0] } ?? KanjiCommand.self
do {
  var command = try chosen == KanjiCommand.self
    ? KanjiCommand.parseAsRoot(arguments) : chosen.parseAsRoot(Array(arguments.dropFirst()))
  try command.run()
} catch let failure as CommandFailure {
  FileHandle.standardError.write(Data("kanji: \(failure.message)\n".utf8))
  exit(failure.status)
} catch {
  let code = chosen.exitCode(for: error)
  if code == .validationFailure {
    FileHandle.standardError.write(Data("kanji: \(chosen.message(for: error))\n".utf8))
    FileHandle.standardError.write(Data("Usage: see 'kanji --help'.\n".utf8))
    exit(2)
  }
  chosen.exit(withError: error)
}
