import Foundation
import KanjiKit
import TermCore
import TermUI
import Testing

@testable import KanjiApp

/// Reading `config.toml`: every setting, and every mistake named with its line.
@Suite struct ConfigurationTests {
  private func read(_ text: String) throws(ConfigurationError) -> Configuration {
    try Configuration(text: text, path: "/home/u/.config/kanji-navigator/config.toml")
  }

  /// The one problem `text` has, as `line: message`.
  private func problem(_ text: String) -> String {
    do {
      _ = try read(text)
      return "no problem"
    } catch {
      return error.problems.map { "\($0.line.map(String.init) ?? "-"): \($0.message)" }.joined(separator: "\n")
    }
  }

  @Test func anEmptyFileIsTheDefaults() throws {
    #expect(try read("") == Configuration())
    #expect(try read("# nothing but a comment\n") == Configuration())
  }

  @Test func readsEverySetting() throws {
    let configuration = try read(
      """
      theme = "light"
      mouse = false
      tab = "words"
      kanji-order = "frequency"

      [colors]
      selected = { fg = "black", bg = "yellow" }
      title = "bright-blue"

      [keys.list]
      move-down = ["ctrl-n", "down"]
      open = "enter"

      [keys.stars]
      toggle-star = ["*"]
      """)
    #expect(configuration.theme == .light)
    #expect(!configuration.mouse)
    #expect(configuration.tab == "words")
    #expect(configuration.kanjiOrder == .frequency)
    #expect(configuration.palette[.selected] == ColorPair(.black, on: .yellow))
    #expect(configuration.palette[.title] == ColorPair(.indexed(12)))
    // Roles the file leaves alone keep the theme's colours.
    #expect(configuration.palette[.hint] == Palette.light[.hint])
    let map = configuration.keyMap
    #expect(map.action(for: .control("n"), in: .list) == .moveDown)
    #expect(map.action(for: .character("j"), in: .list) == nil)
    #expect(map.action(for: .character("l"), in: .list) == nil)
    #expect(map.action(for: .enter, in: .list) == .open)
    #expect(map.action(for: .character("*"), in: .stars) == .toggleStar)
    #expect(map.action(for: .character("s"), in: .stars) == nil)
    // Other contexts keep their keys.
    #expect(map.action(for: .character("j"), in: .detail) == .moveDown)
  }

  @Test func theMonoThemeIgnoresColours() throws {
    let configuration = try read("theme = \"mono\"\n[colors]\nselected = \"red\"\n")
    #expect(!configuration.palette.usesColor)
  }

  @Test func settingsReachTheLaunchOptions() throws {
    let configuration = try read(
      "mouse = false\ntab = \"account\"\nkanji-order = \"jlpt\"\n[keys.global]\nquit = [\"ctrl-q\"]\n")
    let options = configuration.applied(to: LaunchOptions(tab: "words"))
    #expect(!options.mouse)
    #expect(options.tab == "words")
    #expect(options.defaultTab == "account")
    #expect(options.kanjiOrder == .jlpt)
    #expect(options.keyMap.action(for: .control("q"), in: .global) == .quit)
  }

  @Test(arguments: [
    ("theme = \"dark\n", "1: not valid TOML"),
    ("a = 1\n\n[keys\n", "3: not valid TOML"),
    ("theme = \"solarized\"\n", "1: unknown theme \"solarized\": use dark, light or mono"),
    ("\n\nmouse = \"yes\"\n", "3: mouse must be true or false, not a string"),
    ("theme = 3\n", "1: theme must be a string in quotes, not a number"),
    ("tab = \"home\"\n", "1: unknown tab \"home\": use kanji, words, account or study"),
    ("kanji-order = \"radical\"\n", "1: unknown order \"radical\" for All Kanji: use grade, frequency, strokes, jlpt"),
    ("mouse = true\ncolour = \"red\"\n", "2: unknown setting \"colour\": the settings are"),
    ("[colors]\n\nselection = \"red\"\n", "3: unknown colour role \"selection\": the roles are"),
    ("[colors]\nselected = { fg = \"purple\" }\n", "2: unknown colour \"purple\": use default, black"),
    ("[colors]\nselected = { fg = \"red\", background = \"red\" }\n", "2: unknown part \"background\" of a colour"),
    ("[colors]\nselected = 3\n", "2: a colour is a name or { fg = \"…\", bg = \"…\" }, not a number"),
    ("[keys.lists]\nopen = [\"enter\"]\n", "1: unknown key context [keys.lists]: the contexts are list, detail"),
    (
      "[keys.list]\nopen = [\"enter\"]\nopen-all = [\"o\"]\n",
      "3: unknown action \"open-all\" in [keys.list]: its actions are"
    ),
    ("[keys.list]\nopen = [\"enter\", \"ctrl-enter\"]\n", "2: unknown key name \"ctrl-enter\": use enter, esc"),
    ("[keys.list]\nopen = [\n  \"enter\",\n  \"hyper\",\n]\n", "4: unknown key name \"hyper\""),
    ("[keys.list]\nopen = [1]\n", "2: a key is written as a string (\"j\", \"ctrl-n\"), not a number"),
    ("[keys.list]\nopen = true\n", "2: open takes a list of keys like [\"j\", \"down\"], not true or false"),
    ("[keys.tabs]\nselect-tab = [\"a\"]\n", "2: select-tab cannot be rebound"),
    ("keys = 1\n", "1: keys must be a table"),
    (
      "[keys.list]\n# j moves down already\nopen = [\"j\"]\n",
      "3: j is bound twice in [keys.list]: to move-down and to open"
    ),
    ("[keys.list]\nopen = [\"x\", \"x\"]\n", "2: x is listed twice for open in [keys.list]"),
  ])
  func aMistakeNamesItsLineAndTheProblem(text: String, expected: String) {
    let found = problem(text)
    #expect(found.hasPrefix(expected), "\(found)")
  }

  @Test(arguments: [
    ("theme = \"dark\"\0\nmouse = 3\n", "1: column 15: the control character U+0000 is not allowed"),
    ("mouse = true\ntheme = \"da\u{1B}[2Jrk\"\n", "2: column 12: the control character U+001B"),
    ("# a comment with a bell \u{07}\n", "1: column 25: the control character U+0007"),
    ("mouse = true\r\ntheme = \"dark\"\r\n\u{7F}\n", "3: column 1: the control character U+007F"),
    ("mouse = true\rtheme = \"dark\"\n", "1: column 13: the control character U+000D"),
  ])
  func aControlCharacterIsRefusedWithItsLineAndColumn(text: String, expected: String) {
    let found = problem(text)
    #expect(found.hasPrefix(expected), "\(found)")
    #expect(found.contains("write it as \\u"), "\(found)")
  }

  @Test func tabsAndCRLFLinesAreAccepted() throws {
    let configuration = try read("mouse = false\r\ntheme =\t\"mono\"\r\n")
    #expect(configuration.mouse == false)
  }

  @Test func everyProblemIsListedInLineOrder() {
    let found = problem("[keys.list]\nopen = [\"nope\"]\n\n[colors]\ntitle = \"mauve\"\n")
    #expect(found.split(separator: "\n").map { $0.prefix(2) } == ["2:", "5:"])
  }

  @Test func aConflictResolvedByRebindingBothIsAccepted() throws {
    let configuration = try read("[keys.list]\nopen = [\"j\"]\nmove-down = [\"down\", \"n\"]\n")
    #expect(configuration.keyMap.action(for: .character("j"), in: .list) == .open)
    #expect(configuration.keyMap.action(for: .character("n"), in: .list) == .moveDown)
  }

  @Test func theMessageNamesTheFileAndTheLine() {
    let error = ConfigurationError(path: "/tmp/c.toml", line: 4, problem: "unknown theme \"x\"")
    #expect(error.description == "/tmp/c.toml:4: unknown theme \"x\"")
  }

  @Test func thePrintedDefaultsReadBackAsTheDefaults() throws {
    let text = Configuration().fileText
    #expect(try read(text) == Configuration())
    #expect(text.contains("[keys.list]"))
    #expect(text.contains("move-down = [\"j\", \"down\"]"))
    #expect(text.contains("# selected = { fg = \"black\", bg = \"cyan\" }"))
  }

  @Test func aPrintedConfigurationWithChangesReadsBackTheSame() throws {
    let changed = try read(
      "theme = \"light\"\nmouse = false\n[colors]\nhint = \"green\"\n[keys.list]\nopen = [\"o\"]\n")
    #expect(try read(changed.fileText) == changed)
  }

  @Test func printedKeysShowTheBindingsInForce() throws {
    let configuration = try read("[keys.list]\nmove-down = [\"ctrl-n\"]\n")
    let text = configuration.keysText
    #expect(text.contains("Lists [keys.list]"))
    #expect(text.contains("<C-n>"))
    #expect(text.contains("move down (move-down)"))
  }

  @Test(arguments: [
    (["XDG_CONFIG_HOME": "/x/cfg", "HOME": "/home/u"], "/x/cfg/kanji-navigator/config.toml"),
    (["HOME": "/home/u"], "/home/u/.config/kanji-navigator/config.toml"),
    (["XDG_CONFIG_HOME": "relative", "HOME": "/home/u"], "/home/u/.config/kanji-navigator/config.toml"),
  ])
  func findsTheFileWhereXDGSays(environment: [String: String], path: String) {
    #expect(Configuration.defaultPath(environment: environment) == path)
  }

  @Test func aMissingFileIsTheDefaultsUnlessNamed() throws {
    let path = NSTemporaryDirectory() + "kanji-config-missing-\(UUID().uuidString).toml"
    #expect(try Configuration.load(path: path, required: false) == Configuration())
    #expect(throws: ConfigurationError(path: path, line: nil, problem: "no such file")) {
      try Configuration.load(path: path, required: true)
    }
  }
}
