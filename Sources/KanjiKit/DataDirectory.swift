import Foundation

/// Where Kanji Navigator keeps its databases.
public enum DataDirectory {
  /// `$XDG_DATA_HOME/kanji-navigator` when `XDG_DATA_HOME` is set to an absolute path, else
  /// `~/.local/share/kanji-navigator`.
  public static var `default`: URL { defaultURL(environment: ProcessEnvironment.values(variables)) }

  /// The environment variables ``defaultURL(environment:)`` reads.
  public static let variables = ["XDG_DATA_HOME", "HOME"]

  /// The default directory for the given environment.
  public static func defaultURL(environment: [String: String]) -> URL {
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      return URL(fileURLWithPath: xdg).appendingPathComponent("kanji-navigator")
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return URL(fileURLWithPath: home).appendingPathComponent(".local/share/kanji-navigator")
  }

  /// The dictionary database in `directory`.
  public static func dictionaryURL(in directory: URL) -> URL {
    directory.appendingPathComponent("dictionary.sqlite")
  }
}
