import Foundation
import Testing

/// `kanji read --words` and `kanji lookup` as a script runs them: no terminal, text in
/// files and pipes, good and bad.
@Suite struct ReadCommandTests {
  /// Runs `command` (a shell command line, `KANJI` standing for the binary and `DATA` for
  /// the data directory); returns its status, standard output and standard error.
  private func run(_ command: String, data: URL) throws -> (status: Int32, output: String, errors: String) {
    let output = data.appendingPathComponent("out").path
    let errors = data.appendingPathComponent("err").path
    let line =
      command.replacingOccurrences(of: "KANJI", with: "'\(Binaries.kanji)'")
      .replacingOccurrences(of: "DATA", with: "'\(data.path)'") + " 2>'\(errors)'"
    let status = waitForExit(try spawn(["/bin/sh", "-c", line], stdout: output))
    return (
      status, try String(contentsOfFile: output, encoding: .utf8), try String(contentsOfFile: errors, encoding: .utf8)
    )
  }

  private func file(_ name: String, _ bytes: [UInt8], in data: URL) throws -> String {
    let url = data.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
  }

  @Test func printsEachLinesWordsWithAnEmptyLineAfter() throws {
    let data = try DataFixture.dataDirectory("read-words")
    defer { try? FileManager.default.removeItem(at: data) }
    let text = "昨日友達と寿司を食べてしまいました\nわかった。\n"
    let path = try file("text.txt", Array(text.utf8), in: data)
    let (status, output, errors) = try run("KANJI read --words '\(path)' --data-dir DATA", data: data)
    #expect(status == 0)
    #expect(errors.isEmpty)
    let blocks = output.components(separatedBy: "\n\n")
    #expect(blocks.count == 3 && blocks[2].isEmpty)
    let rows = blocks[0].split(separator: "\n").map { $0.components(separatedBy: "\t") }
    #expect(rows.allSatisfy { $0.count == 5 })
    #expect(rows.map { $0[0] }.joined() == "昨日友達と寿司を食べてしまいました")
    #expect(rows[5] == ["食べて", "食べる", "たべる", "1358280", "te"])
    #expect(rows[6][0...1] == ["しまいました", "しまう"] && rows[6][4] == "polite past")
    let second = blocks[1].split(separator: "\n").map { $0.components(separatedBy: "\t") }
    #expect(second[0][0...2] == ["わかった", "わかる", "わかる"] && second[0][4] == "past")
    #expect(second[1] == ["。", "", "", "", ""])
  }

  @Test func readsStandardInputFromAPipe() throws {
    let data = try DataFixture.dataDirectory("read-pipe")
    defer { try? FileManager.default.removeItem(at: data) }
    let (status, output, _) = try run("printf '三匹\\r\\nabc' | KANJI read --words - --data-dir DATA", data: data)
    #expect(status == 0)
    // CR LF ends a line as LF does; the last line needs no line feed.
    #expect(output == "三\t三\tさん\t1579350\t\n匹\t匹\tひき\t1583370\t\n\nabc\t\t\t\t\n\n")
  }

  @Test func refusesTextItCannotRead() throws {
    let data = try DataFixture.dataDirectory("read-bad")
    defer { try? FileManager.default.removeItem(at: data) }
    let latin1 = try file("latin1.txt", [0x63, 0x61, 0x66, 0xE9, 0x0A], in: data)
    let big = try file("big.txt", Array(repeating: 0x61, count: 1_048_577), in: data)
    let cases: [(String, String)] = [
      ("KANJI read --words '\(latin1)' --data-dir DATA", "is not UTF-8 text (bad byte at offset 3)"),
      ("KANJI read --words '\(big)' --data-dir DATA", "is larger than 1 MB"),
      ("head -c 1048577 /dev/zero | KANJI read --words - --data-dir DATA", "standard input is larger than 1 MB"),
      ("KANJI read --words '\(data.path)' --data-dir DATA", "is a directory"),
      ("KANJI read --words '\(data.path)/missing.txt' --data-dir DATA", "no such file"),
      ("KANJI lookup - --data-dir DATA < '\(latin1)'", "standard input is not UTF-8 text"),
    ]
    for (command, message) in cases {
      let (status, output, errors) = try run(command, data: data)
      #expect(status == 1, "\(command)")
      #expect(output.isEmpty)
      #expect(errors.hasPrefix("kanji: ") && errors.contains(message), "\(errors)")
      #expect(errors.split(separator: "\n").count == 1)
    }
  }

  @Test func theReaderWithoutATerminalSaysSoAndExits2() throws {
    let data = try DataFixture.dataDirectory("read-screen")
    defer { try? FileManager.default.removeItem(at: data) }
    let (status, output, errors) = try run("echo 今日は雨 | KANJI read - --data-dir DATA", data: data)
    #expect(status == 2)
    #expect(output.isEmpty)
    #expect(errors.hasPrefix("kanji: ") && errors.contains("terminal"), "\(errors)")
  }

  @Test func theReaderRefusesBadTextBeforeTouchingTheTerminal() throws {
    let data = try DataFixture.dataDirectory("read-screen-bad")
    defer { try? FileManager.default.removeItem(at: data) }
    let latin1 = try file("latin1.txt", [0x61, 0x62, 0x63, 0xE9], in: data)
    let big = try file("big.txt", Array(repeating: 0x61, count: 1_048_577), in: data)
    let cases: [(String, String)] = [
      ("KANJI read '\(latin1)' --data-dir DATA", "is not UTF-8 text (bad byte at offset 3)"),
      ("KANJI read '\(big)' --data-dir DATA", "is larger than 1 MB"),
      ("head -c 1048577 /dev/zero | KANJI read - --data-dir DATA", "standard input is larger than 1 MB"),
      ("KANJI read '\(data.path)' --data-dir DATA", "is a directory"),
      ("KANJI read '\(data.path)/missing.txt' --data-dir DATA", "no such file"),
    ]
    for (command, message) in cases {
      let (status, output, errors) = try run(command, data: data)
      #expect(status == 1, "\(command)")
      #expect(output.isEmpty)
      #expect(errors.hasPrefix("kanji: ") && errors.contains(message), "\(errors)")
      #expect(errors.split(separator: "\n").count == 1)
    }
  }

  @Test func looksUpAWordWithItsInflection() throws {
    let data = try DataFixture.dataDirectory("lookup-word")
    defer { try? FileManager.default.removeItem(at: data) }
    let (status, output, _) = try run("KANJI lookup 食べなかった --limit 1 --data-dir DATA", data: data)
    #expect(status == 0)
    let lines = output.split(separator: "\n")
    #expect(lines.first == "食べる  たべる  (past, negative of 食べる)")
    #expect(lines.dropFirst().first?.hasPrefix("    1. to eat") == true)
  }

  /// 揚げる is a spelling of 上げる, and `deep-fry` a sense JMdict gives for it alone: the
  /// lookup heads it so and shows that sense first, numbered as in the entry.
  @Test func looksUpASpellingWithTheSensesItHasAlone() throws {
    let data = try DataFixture.dataDirectory("lookup-spelling")
    defer { try? FileManager.default.removeItem(at: data) }
    let (status, output, _) = try run("KANJI lookup deep-fry --limit 1 --data-dir DATA", data: data)
    #expect(status == 0)
    let lines = output.split(separator: "\n")
    #expect(lines.first == "揚げる  あげる")
    #expect(lines.dropFirst().first == "    5. to deep-fry")
    // The entry's own first spelling shows its first senses.
    let (_, raised, _) = try run("KANJI lookup 'to raise' --limit 1 --data-dir DATA", data: data)
    #expect(raised.split(separator: "\n").dropFirst().first == "    1. to raise; to elevate")
  }

  @Test func looksUpASentenceWordByWord() throws {
    let data = try DataFixture.dataDirectory("lookup-sentence")
    defer { try? FileManager.default.removeItem(at: data) }
    let (status, output, _) = try run("echo '今日は雨が降っています' | KANJI lookup - --data-dir DATA", data: data)
    #expect(status == 0)
    let heads = output.split(separator: "\n").filter { !$0.hasPrefix(" ") }
    #expect(heads.first == "今日  きょう")
    #expect(heads.contains("降っています →  降る  ふる  (polite, progressive, te of 降る)"))
  }

  @Test func printsEveryFieldAsJSON() throws {
    let data = try DataFixture.dataDirectory("lookup-json")
    defer { try? FileManager.default.removeItem(at: data) }
    let (status, output, _) = try run("KANJI lookup --json --limit 2 eat --data-dir DATA", data: data)
    #expect(status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    #expect(object["query"] as? String == "eat")
    #expect(object["kind"] as? String == "search")
    let matches = try #require(object["matches"] as? [[String: Any]])
    #expect(matches.count == 2)
    let entry = try #require(matches.first?["entry"] as? [String: Any])
    #expect(Set(entry.keys) == ["id", "entry_id", "common", "spellings", "readings", "senses"])
    let sense = try #require((entry["senses"] as? [[String: Any]])?.first)
    #expect(
      Set(sense.keys) == [
        "parts_of_speech", "glosses", "tags", "fields", "dialects", "notes", "only_spellings", "only_readings",
        "see_also", "antonyms",
      ])
    #expect(matches.first?["dictionary_form"] as? String == "食べる")
  }

  @Test func saysSoWhenNothingMatches() throws {
    let data = try DataFixture.dataDirectory("lookup-none")
    defer { try? FileManager.default.removeItem(at: data) }
    let (status, output, errors) = try run("KANJI lookup qqxqqzx --data-dir DATA", data: data)
    #expect(status == 1)
    #expect(output.isEmpty)
    #expect(errors == "kanji: nothing matches \"qqxqqzx\"\n")
  }
}
