/// `kanji --data-dir D read …`: a data directory given before a subcommand's name.
///
/// swift-argument-parser reads options before a subcommand's name as the root command's,
/// and the root's default subcommand (browse) then takes the name and what follows as its
/// own: `kanji --data-dir D read --words f` failed with "Unknown option '--words'", and
/// `kanji --data-dir D lookup 猫` opened the browser searching "lookup 猫". Every
/// subcommand takes `--data-dir`, so the option is moved after the name, where the parser
/// reads it as that subcommand's.
enum LeadingDataDirectory {
  /// The subcommands that take `--data-dir` (all but `help`).
  static let subcommands: Set<String> = ["browse", "import", "snapshot", "export", "read", "lookup", "recognize"]

  /// `arguments` (without the program's name) with a leading `--data-dir D` (or
  /// `--data-dir=D`) moved after the subcommand name that follows it; any other command
  /// line as it is.
  static func reordered(_ arguments: [String]) -> [String] {
    guard let first = arguments.first else { return arguments }
    let optionCount: Int
    if first == "--data-dir" {
      optionCount = 2
    } else if first.hasPrefix("--data-dir=") {
      optionCount = 1
    } else {
      return arguments
    }
    guard arguments.count > optionCount, subcommands.contains(arguments[optionCount]) else { return arguments }
    return [arguments[optionCount]] + arguments[..<optionCount] + arguments[(optionCount + 1)...]
  }
}
