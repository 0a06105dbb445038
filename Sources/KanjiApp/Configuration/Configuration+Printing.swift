import KanjiKit
import TermCore
import TermUI

extension Configuration {
  /// The configuration as a commented `config.toml` to start from (`kanji --print-config`).
  ///
  /// Every setting is written with its value, so the text read back is this configuration;
  /// the colours of the theme are listed as comments, to uncomment and change.
  public var fileText: String {
    var out = """
      # Kanji Navigator configuration: $XDG_CONFIG_HOME/kanji-navigator/config.toml
      # (~/.config/kanji-navigator/config.toml when XDG_CONFIG_HOME is unset).
      # A mistake stops kanji at start with the file, the line and the problem.
      # kanji --print-config prints the defaults; kanji --print-keys the keys in force.

      # Colours: dark (for a dark background), light (for a light one) or mono (none).
      # NO_COLOR in the environment, or --no-color, turns colours off whatever this says.
      theme = "\(theme.rawValue)"

      # Clicks and the wheel; false leaves the mouse to the terminal (its own selection).
      mouse = \(mouse)

      # The tab a fresh start opens on (kanji, words, account or study), when the command line
      # or the session you left does not choose one.
      tab = "\(tab)"

      # The first order of All Kanji: grade, frequency, strokes or jlpt (o changes it).
      kanji-order = "\(kanjiOrder.rawValue)"

      \(studyText)
      # One role's colours over the theme's: a name (default, black, red, green, yellow,
      # blue, magenta, cyan, white, bright-black to bright-white) or a number 0-255.
      [colors]

      """
    let palette = self.palette
    for role in Style.Role.allCases {
      let pair = palette[role]
      let line = "\(role.name) = { fg = \"\(pair.foreground.name)\", bg = \"\(pair.background.name)\" }"
      out += colors[role] != nil ? line + "\n" : "# " + line + "\n"
    }
    out += """

      # Keys, by where they apply. Each action takes a list of keys: one character ("j",
      # "G", "?"), or enter, esc, tab, shift-tab, backspace, delete, insert, up, down,
      # left, right, home, end, pageup, pagedown, space, f1-f63, ctrl-a to ctrl-z.
      # An empty list [] unbinds an action; a key may do one thing in each section.
      # The digits 1-9 select the tabs, except on the back of a card in the Study tab,
      # where the rating keys come first.

      """
    for context in keyMap.contexts {
      let bindings = keyMap.bindings(in: [context]).filter { !Self.fixedActions.contains($0.action) }
      guard !bindings.isEmpty else { continue }
      out += "\n[keys.\(Self.fileName(context.name))]  # \(context.heading)\n"
      for binding in bindings {
        let keys = binding.keys.map { Self.quoted($0.name) }.joined(separator: ", ")
        out += "\(Self.fileName(binding.action.name)) = [\(keys)]  # \(binding.description)\n"
      }
    }
    return out
  }

  /// The keys in force, as `kanji --print-keys` lists them: a heading per context, then
  /// each action's keys and what it does.
  public var keysText: String {
    var out = ""
    for context in keyMap.contexts {
      if !out.isEmpty { out += "\n" }
      out += "\(context.heading) [keys.\(Self.fileName(context.name))]\n"
      let bindings = keyMap.bindings(in: [context])
      let width = bindings.map { DisplayWidth.of($0.keyNames) }.max() ?? 0
      for binding in bindings {
        let keys = binding.keyNames + String(repeating: " ", count: width - DisplayWidth.of(binding.keyNames))
        out += "  \(keys)  \(binding.description) (\(Self.fileName(binding.action.name)))\n"
      }
    }
    return out
  }

  /// A TOML basic string for `text`.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for c in text {
      switch c {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      default: out.append(c)
      }
    }
    return out + "\""
  }
}
