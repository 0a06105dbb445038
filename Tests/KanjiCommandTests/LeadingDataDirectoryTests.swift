import ArgumentParser
import Testing

@testable import kanji

/// A data directory given before a subcommand's name is that subcommand's.
@Suite struct LeadingDataDirectoryTests {
  @Test func readTakesADataDirectoryGivenBeforeItsName() throws {
    let arguments = LeadingDataDirectory.reordered(["--data-dir", "/tmp/d", "read", "--words", "t.txt"])
    #expect(arguments == ["read", "--data-dir", "/tmp/d", "--words", "t.txt"])
    let read = try #require(try KanjiCommand.parseAsRoot(arguments) as? ReadCommand)
    #expect(read.data.dataDir == "/tmp/d")
    #expect(read.words)
  }

  @Test func lookupTakesTheInlineForm() throws {
    let arguments = LeadingDataDirectory.reordered(["--data-dir=/tmp/d", "lookup", "猫", "--limit", "2"])
    #expect(arguments == ["lookup", "--data-dir=/tmp/d", "猫", "--limit", "2"])
    let lookup = try #require(try KanjiCommand.parseAsRoot(arguments) as? LookupCommand)
    #expect(lookup.data.dataDir == "/tmp/d")
    #expect(lookup.query == ["猫"])
  }

  @Test(arguments: [
    ["--data-dir", "/tmp/d"],
    ["--data-dir", "/tmp/d", "日本"],
    ["--data-dir", "/tmp/d", "help"],
    ["--fresh", "--data-dir", "/tmp/d", "read"],
    ["read", "--data-dir", "/tmp/d", "-"],
    ["--data-dir"],
    [],
  ])
  func everyOtherCommandLineIsLeftAsItIs(arguments: [String]) {
    #expect(LeadingDataDirectory.reordered(arguments) == arguments)
  }
}
