import KanjiKit
import TOMLKit
import TermCore
import TermUI

extension Configuration {
  /// Reads a configuration file's text over the defaults.
  ///
  /// Anything the app does not understand stops it: bad TOML, an unknown setting, a value
  /// of the wrong type, an unknown theme, colour, tab or order, an unknown context, action
  /// or key name, and a key bound twice in one context.
  ///
  /// - Throws: ``ConfigurationError`` listing every problem with its line.
  public init(text: String, path: String) throws(ConfigurationError) {
    self.init()
    if let problem = Self.controlCharacter(in: text) {
      throw ConfigurationError(path: path, problems: [problem])
    }
    let table: TOMLTable
    do {
      table = try TOMLTable(string: text)
    } catch let error as TOMLParseError {
      throw ConfigurationError(
        path: path, line: error.source.begin.line, problem: "not valid TOML: \(error.description)")
    } catch {
      throw ConfigurationError(path: path, line: 1, problem: "not valid TOML: \(error)")
    }
    var reader = Reader(lines: TOMLLines(text: text), configuration: self)
    reader.read(table)
    guard reader.problems.isEmpty else { throw ConfigurationError(path: path, problems: reader.problems) }
    self = reader.configuration
  }

  /// The first control character TOML does not allow anywhere in a file (everything below
  /// U+0020 but tab, line feed and the carriage return of a CRLF, and U+007F), as a
  /// problem naming its line and column; nil when there is none.
  ///
  /// The TOML reader stops at a NUL as at the end of its text, so the settings after it
  /// would be lost without a word; it is refused here, before the reader sees the text.
  static func controlCharacter(in text: String) -> ConfigurationError.Problem? {
    var line = 1
    var column = 1
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      let value = scalar.value
      let isCRLF = value == 0x0D && index + 1 < scalars.count && scalars[index + 1] == "\n"
      if (value < 0x20 && value != 0x09 && value != 0x0A && !isCRLF) || value == 0x7F {
        let code = String(value, radix: 16, uppercase: true)
        let name = "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
        return ConfigurationError.Problem(
          line: line,
          "column \(column): the control character \(name) is not allowed in a TOML file; "
            + "inside a quoted string write it as \\u\(name.dropFirst(2))")
      }
      if value == 0x0A {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return nil
  }

  /// A name in the file for a context or an action: `textField` is `text-field`.
  static func fileName(_ name: String) -> String {
    var out = ""
    for c in name {
      if c.isUppercase {
        out += "-" + c.lowercased()
      } else {
        out.append(c)
      }
    }
    return out
  }

  /// Actions whose keys carry meaning the map cannot change: a digit names its tab.
  static let fixedActions: Set<KeyAction> = [.selectTab]

  /// The settings at the top of the file.
  static let settingNames = ["theme", "mouse", "tab", "kanji-order", "colors", "keys", "study"]
}

/// Reads a parsed file into a configuration, gathering every problem with its line.
private struct Reader {
  let lines: TOMLLines
  var configuration: Configuration
  var problems: [ConfigurationError.Problem] = []
  /// The line each rebinding was written on, by context and action, for conflicts.
  var rebound: [KeyContext: [KeyAction: Int]] = [:]

  init(lines: TOMLLines, configuration: Configuration) {
    self.lines = lines
    self.configuration = configuration
  }

  mutating func problem(_ path: [String], _ message: String, holding text: String? = nil) {
    problems.append(.init(line: lines.line(of: path, holding: text), message))
  }

  mutating func read(_ table: TOMLTable) {
    for key in table.keys {
      guard let value = table[key] else { continue }
      switch key {
      case "theme":
        guard let name = string(value, [key]) else { continue }
        if let theme = Configuration.Theme(rawValue: name) {
          configuration.theme = theme
        } else {
          problem([key], "unknown theme \"\(name)\": use dark, light or mono")
        }
      case "mouse":
        guard let on = value.bool, value.type == .bool else {
          problem([key], "mouse must be true or false, not \(Self.typeName(value))")
          continue
        }
        configuration.mouse = on
      case "tab":
        guard let name = string(value, [key]) else { continue }
        do {
          _ = try KanjiApplication.tabIndex(name)
          configuration.tab = name
        } catch {
          problem([key], "unknown tab \"\(name)\": use kanji, words, account or study")
        }
      case "kanji-order":
        guard let name = string(value, [key]) else { continue }
        if let order = KanjiOrder(rawValue: name) {
          configuration.kanjiOrder = order
        } else {
          let names = KanjiOrder.allCases.map(\.rawValue).joined(separator: ", ")
          problem([key], "unknown order \"\(name)\" for All Kanji: use \(names)")
        }
      case "colors":
        guard let colors = value.table, value.type == .table else {
          problem([key], "colors must be a table ([colors]), not \(Self.typeName(value))")
          continue
        }
        readColors(colors)
      case "keys":
        guard let keys = value.table, value.type == .table else {
          problem([key], "keys must be a table ([keys.list] and so on), not \(Self.typeName(value))")
          continue
        }
        readKeys(keys)
      case "study":
        guard let study = value.table, value.type == .table else {
          problem([key], "study must be a table ([study]), not \(Self.typeName(value))")
          continue
        }
        let (scheduler, studyProblems) = Configuration.readStudy(study, over: configuration.scheduler)
        configuration.scheduler = scheduler
        for (path, message) in studyProblems { problem(path, message) }
      default:
        let names = Configuration.settingNames.joined(separator: ", ")
        problem([key], "unknown setting \"\(key)\": the settings are \(names)")
      }
    }
  }

  // MARK: - Colours

  mutating func readColors(_ table: TOMLTable) {
    let roles = Dictionary(uniqueKeysWithValues: Style.Role.allCases.map { ($0.name, $0) })
    for name in table.keys {
      guard let value = table[name] else { continue }
      let path = ["colors", name]
      guard let role = roles[name] else {
        let known = Style.Role.allCases.map(\.name).joined(separator: ", ")
        problem(path, "unknown colour role \"\(name)\": the roles are \(known)")
        continue
      }
      var pair = configuration.theme.palette[role]
      if value.type == .string, let fg = value.string {
        guard let color = color(fg, path) else { continue }
        pair = ColorPair(color)
      } else if value.type == .table, let parts = value.table {
        pair = ColorPair(.default)
        for part in parts.keys {
          guard let item = parts[part] else { continue }
          guard part == "fg" || part == "bg" else {
            problem(path + [part], "unknown part \"\(part)\" of a colour: use fg and bg")
            continue
          }
          guard let name = string(item, path + [part]), let color = color(name, path + [part]) else { continue }
          if part == "fg" { pair.foreground = color } else { pair.background = color }
        }
      } else {
        problem(path, "a colour is a name or { fg = \"…\", bg = \"…\" }, not \(Self.typeName(value))")
        continue
      }
      configuration.colors[role] = pair
    }
  }

  mutating func color(_ name: String, _ path: [String]) -> TerminalColor? {
    if let color = TerminalColor(name: name) { return color }
    problem(
      path,
      "unknown colour \"\(name)\": use default, black, red, green, yellow, blue, magenta, cyan, white, "
        + "bright-black to bright-white, or a number 0-255")
    return nil
  }

  // MARK: - Keys

  mutating func readKeys(_ table: TOMLTable) {
    let map = configuration.keyMap
    let contexts = Dictionary(uniqueKeysWithValues: map.contexts.map { (Configuration.fileName($0.name), $0) })
    for contextName in table.keys {
      guard let value = table[contextName] else { continue }
      let path = ["keys", contextName]
      guard let context = contexts[contextName] else {
        let known = map.contexts.map { Configuration.fileName($0.name) }.joined(separator: ", ")
        problem(path, "unknown key context [keys.\(contextName)]: the contexts are \(known)")
        continue
      }
      guard let bindings = value.table, value.type == .table else {
        problem(path, "keys.\(contextName) must be a table of actions, not \(Self.typeName(value))")
        continue
      }
      readBindings(bindings, in: context, path: path)
    }
    for conflict in configuration.keyMap.conflicts {
      let written = conflict.actions.compactMap { action in rebound[conflict.context]?[action].map { (action, $0) } }
      // The default map has no conflicts, so one of the actions was rebound in the file.
      guard let (action, line) = written.max(by: { $0.1 < $1.1 }) else { continue }
      let others = conflict.actions.filter { $0 != action }.map { Configuration.fileName($0.name) }
      let context = "[keys.\(Configuration.fileName(conflict.context.name))]"
      let message =
        others.isEmpty
        ? "\(conflict.key.name) is listed twice for \(Configuration.fileName(action.name)) in \(context)"
        : "\(conflict.key.name) is bound twice in \(context): to \(others.joined(separator: " and ")) and to "
          + "\(Configuration.fileName(action.name)); give one of them another key"
      problems.append(.init(line: line, message))
    }
  }

  mutating func readBindings(_ table: TOMLTable, in context: KeyContext, path: [String]) {
    let actions = Dictionary(
      uniqueKeysWithValues: configuration.keyMap.actions(in: context).map { (Configuration.fileName($0.name), $0) })
    for actionName in table.keys {
      guard let value = table[actionName] else { continue }
      let actionPath = path + [actionName]
      guard let action = actions[actionName] else {
        let known = configuration.keyMap.actions(in: context).filter { !Configuration.fixedActions.contains($0) }
          .map { Configuration.fileName($0.name) }.joined(separator: ", ")
        problem(
          actionPath, "unknown action \"\(actionName)\" in [\(path.joined(separator: "."))]: its actions are \(known)")
        continue
      }
      guard !Configuration.fixedActions.contains(action) else {
        problem(actionPath, "\(actionName) cannot be rebound: the digits 1-9 select the tabs by their numbers")
        continue
      }
      var names: [String] = []
      if value.type == .string, let name = value.string {
        names = [name]
      } else if value.type == .array, let array = value.array {
        for item in array {
          guard item.type == .string, let name = item.string else {
            problem(actionPath, "a key is written as a string (\"j\", \"ctrl-n\"), not \(Self.typeName(item))")
            continue
          }
          names.append(name)
        }
      } else {
        problem(actionPath, "\(actionName) takes a list of keys like [\"j\", \"down\"], not \(Self.typeName(value))")
        continue
      }
      var keys: [Key] = []
      for name in names {
        guard let key = Key(name: name) else {
          problem(actionPath, "unknown key name \"\(name)\": use \(Key.namedKeys)", holding: name)
          continue
        }
        keys.append(key)
      }
      do {
        configuration.keyMap = try configuration.keyMap.rebinding(action, in: context, to: keys)
        rebound[context, default: [:]][action] = lines.line(of: actionPath)
      } catch {
        problem(actionPath, "\(error)")
      }
    }
  }

  // MARK: - Values

  mutating func string(_ value: any TOMLValueConvertible, _ path: [String]) -> String? {
    if value.type == .string, let text = value.string { return text }
    problem(path, "\(path.joined(separator: ".")) must be a string in quotes, not \(Self.typeName(value))")
    return nil
  }

  static func typeName(_ value: any TOMLValueConvertible) -> String {
    switch value.type {
    case .table: "a table"
    case .array: "a list"
    case .string: "a string"
    case .int: "a number"
    case .double: "a number"
    case .bool: "true or false"
    case .date, .time, .dateTime: "a date or time"
    }
  }
}
