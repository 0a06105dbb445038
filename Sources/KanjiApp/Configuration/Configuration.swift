import Foundation
import KanjiKit
import SpacedRepetition
import TermCore
import TermUI

/// The user's settings from `config.toml`: keys, colours, mouse, the first tab and the
/// order of All Kanji.
///
/// ``init()`` is the defaults; ``init(text:path:)`` reads a file's text and refuses anything
/// it does not understand (``ConfigurationError`` names the line). The command applies it to
/// ``LaunchOptions`` and to the terminal's palette before the terminal starts.
public struct Configuration: Hashable, Sendable {
  /// The colour scheme a palette starts from.
  public enum Theme: String, CaseIterable, Sendable {
    /// For a dark background (the default).
    case dark
    /// For a light background.
    case light
    /// No colours: reverse video and bold only.
    case mono

    /// The library's palette for the theme.
    public var palette: Palette {
      switch self {
      case .dark: .dark
      case .light: .light
      case .mono: .mono
      }
    }
  }

  /// Every key of the app, with the user's rebindings.
  public var keyMap: KeyMap
  /// The colour scheme.
  public var theme: Theme
  /// Colours the user set for single roles, over the theme's.
  public var colors: [Style.Role: ColorPair]
  /// Whether the mouse is used (true by default).
  public var mouse: Bool
  /// The tab a fresh start opens on (`kanji`, `words`, `account`, `study`), when neither the command
  /// line nor a restored session selects one.
  public var tab: String
  /// The order All Kanji starts in.
  public var kanjiOrder: KanjiOrder
  /// The review scheduler's settings (`[study]`): desired retention, steps, fuzz.
  public var scheduler = SchedulerConfiguration()

  /// The defaults: the app's key map, the dark theme, the mouse on, All Kanji by grade.
  public init() {
    keyMap = KanjiApplication.keyMap
    theme = .dark
    colors = [:]
    mouse = true
    tab = "kanji"
    kanjiOrder = .grade
  }

  /// The palette the terminal draws with: the theme's, with the user's colours over it.
  public var palette: Palette {
    var palette = theme.palette
    guard palette.usesColor else { return palette }
    for (role, pair) in colors { palette[role] = pair }
    return palette
  }

  /// `options` with the configuration's settings: the key map, the mouse, the first tab and
  /// the order of All Kanji (the command line's own choices stay).
  public func applied(to options: LaunchOptions) -> LaunchOptions {
    var options = options
    options.keyMap = keyMap
    options.mouse = options.mouse && mouse
    options.defaultTab = tab
    options.kanjiOrder = kanjiOrder
    options.scheduler = scheduler
    return options
  }

  /// The file the app reads: `$XDG_CONFIG_HOME/kanji-navigator/config.toml`, else
  /// `~/.config/kanji-navigator/config.toml`.
  public static func defaultPath(
    environment: [String: String] = ProcessEnvironment.values(["XDG_CONFIG_HOME", "HOME"])
  ) -> String {
    let base: String
    if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
      base = xdg
    } else {
      base = (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
    }
    return base + "/kanji-navigator/config.toml"
  }

  /// Reads the file at `path`; a file that does not exist gives the defaults unless
  /// `required` (the user named it with `--config`).
  ///
  /// - Throws: ``ConfigurationError`` naming the file, the line and the problem.
  public static func load(path: String, required: Bool) throws(ConfigurationError) -> Configuration {
    guard FileManager.default.fileExists(atPath: path) else {
      if required { throw ConfigurationError(path: path, line: nil, problem: "no such file") }
      return Configuration()
    }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw ConfigurationError(path: path, line: nil, problem: "cannot be read: \(FileFailure.reason(for: error))")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ConfigurationError(path: path, line: nil, problem: "is not UTF-8 text")
    }
    return try Configuration(text: text, path: path)
  }
}
