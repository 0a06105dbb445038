import Foundation
import Testing

/// `kanji recognize` as a script runs it: drawings in files and pipes, good and bad.
@Suite struct RecognizeCommandTests {
  init() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Binaries.kanji), "build kanji first")
  }

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

  private func file(_ name: String, _ text: String, in data: URL) throws -> String {
    let url = data.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// 十, then 口 drawn as its three strokes, in terminal cells.
  private static let drawings = "2,10 37,10\n20,1 20,19\n\n5,3 5,17\n5,3 33,3 33,17\n5,17 33,17\n"

  @Test func printsEachDrawingsCandidatesBestFirstWithABlankLineAfter() throws {
    let data = try DataFixture.dataDirectory("recognize")
    defer { try? FileManager.default.removeItem(at: data) }
    let path = try file("drawings.txt", Self.drawings, in: data)
    let (status, output, errors) = try run("KANJI recognize '\(path)' --limit 4 --data-dir DATA", data: data)
    #expect(status == 0)
    #expect(errors.isEmpty)
    let blocks = output.components(separatedBy: "\n\n")
    #expect(blocks.count == 3 && blocks[2].isEmpty)
    let rows = blocks.prefix(2).map { $0.split(separator: "\n").map { $0.components(separatedBy: "\t") } }
    #expect(rows.allSatisfy { $0.count == 4 && $0.allSatisfy { $0.count == 2 } })
    #expect(rows[0].first?.first == "十")
    #expect(rows[1].contains { $0.first == "口" })
    let scores = rows[0].compactMap { Double($0[1]) }
    #expect(scores.count == 4 && scores == scores.sorted(by: >) && scores.allSatisfy { (0...1).contains($0) })
  }

  @Test func readsStandardInputWithoutAFileAndWithADash() throws {
    let data = try DataFixture.dataDirectory("recognize-stdin")
    defer { try? FileManager.default.removeItem(at: data) }
    let path = try file("drawings.txt", Self.drawings, in: data)
    let plain = try run("KANJI recognize --limit 2 --data-dir DATA < '\(path)'", data: data)
    let dash = try run("cat '\(path)' | KANJI recognize - --limit 2 --data-dir DATA", data: data)
    #expect(plain.status == 0 && dash.status == 0)
    #expect(plain.output == dash.output)
    #expect(plain.output.split(separator: "\n").count == 4)
  }

  @Test(arguments: [
    ("1,2 3,4\n5;6\n", "kanji: standard input, line 2: \"5;6\" is not a point x,y (two numbers joined by a comma)\n"),
    ("1,2\n\nx,3\n", "kanji: standard input, line 3: \"x,3\" is not a point x,y: a coordinate is not a number\n"),
  ])
  func aBadPointIsSaidWithItsLineAndNothingIsPrinted(input: String, message: String) throws {
    let data = try DataFixture.dataDirectory("recognize-bad")
    defer { try? FileManager.default.removeItem(at: data) }
    let path = try file("bad.txt", input, in: data)
    let (status, output, errors) = try run("KANJI recognize --data-dir DATA < '\(path)'", data: data)
    #expect(status == 1)
    #expect(output.isEmpty)
    #expect(errors == message)
  }

  @Test func aMissingFileADirectoryAndBytesThatAreNotUTF8AreSaidInOneLine() throws {
    let data = try DataFixture.dataDirectory("recognize-files")
    defer { try? FileManager.default.removeItem(at: data) }
    let binary = data.appendingPathComponent("binary.txt")
    try Data([0x31, 0x2C, 0x32, 0xFF, 0x0A]).write(to: binary)
    let cases = [
      ("'\(data.path)/none.txt'", "cannot read \(data.path)/none.txt: no such file"),
      ("'\(data.path)'", "\(data.path) is a directory, not a text file"),
      ("'\(binary.path)'", "\(binary.path) is not UTF-8 text (bad byte at offset 3)"),
    ]
    for (argument, said) in cases {
      let (status, output, errors) = try run("KANJI recognize \(argument) --data-dir DATA", data: data)
      #expect(status == 1)
      #expect(output.isEmpty)
      #expect(errors.hasPrefix("kanji: \(said)") && errors.split(separator: "\n").count == 1, "\(errors)")
    }
  }
}
