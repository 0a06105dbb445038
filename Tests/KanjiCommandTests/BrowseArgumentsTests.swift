import ArgumentParser
import Testing

@testable import kanji

/// The browser's fast path reads a command line exactly as swift-argument-parser does, and
/// leaves to the parser every command line it would not read the same way.
@Suite struct BrowseArgumentsTests {
  /// What the parser makes of `arguments`, when it makes a browse of them.
  private func parsed(_ arguments: [String]) throws -> BrowseArguments? {
    (try KanjiCommand.parseAsRoot(arguments) as? BrowseCommand)?.arguments
  }

  @Test(arguments: [
    [],
    ["--fresh"],
    ["日"],
    ["eat", "quickly"],
    ["日", "--fresh", "本"],
    ["--no-color", "--no-mouse", "--fresh"],
    ["--open", "kanji/日"],
    ["--open=word/日本"],
    ["--open=kanji/a=b"],
    ["--tab", "words", "--data-dir", "/tmp/x y", "--config", "c.toml"],
    ["--tab=2", "--data-dir=/tmp/d", "--config=/tmp/c.toml", "taberu"],
    ["--print-config"],
    ["--print-keys", "--config", "k.toml"],
    ["--print-config", "--print-keys"],
    ["Browse"],
    ["imports"],
    ["日本語", "--open", "account/starred", "--tab", "account", "--no-color"],
  ])
  func theFastPathReadsWhatTheParserReads(arguments: [String]) throws {
    let fast = try #require(BrowseArguments(fastPath: arguments), "the fast path should take \(arguments)")
    #expect(try parsed(arguments) == fast)
  }

  @Test(arguments: [
    ["--help"], ["-h"], ["help"], ["help", "browse"], ["--version"],
    ["browse"], ["browse", "日"], ["import"], ["recognize"], ["recognize", "-", "--limit", "3"],
    ["snapshot", "--size", "40x15"], ["export", "--stars"],
    ["日", "import"],
    ["--open"], ["--open", "--fresh"], ["--open="], ["--tab", "-1"], ["--data-dir", ""],
    ["--fresh", "--fresh"], ["--open", "a", "--open", "b"], ["--fresh=yes"],
    ["--"], ["--", "日"], ["-"], ["-x"], ["--frsh"], ["--no-colour"], [""], ["--generate-completion-script", "bash"],
  ])
  func everythingElseIsLeftToTheParser(arguments: [String]) {
    #expect(BrowseArguments(fastPath: arguments) == nil)
  }
}
