import Foundation
import KanjiKit
import TermCore
import Testing

/// Hostile strings in the data — escape sequences (CSI, OSC, DCS), other controls,
/// bidirectional overrides, zero-width and combining characters — reach the screen only
/// visibly: the bytes the real binary writes to its terminal hold no escape sequence it did
/// not make itself.
@Suite struct HostileOutputTests {
  init() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Binaries.kanji), "build kanji first")
  }

  /// The fixture EDICT with hostile glosses on 日本 and 日 (EDICT is EUC-JP, whose ASCII
  /// range carries the control bytes unchanged).
  static func hostileEdict(at url: URL) throws {
    let original = try Data(contentsOf: BrokenFileTests.fixtures.appendingPathComponent("edict-sample"))
    var lines = original.split(separator: 0x0A, omittingEmptySubsequences: false).map { Data($0) }
    let payload = Data(
      "/\u{1B}]0;PWNED-TITLE\u{07}osc/\u{1B}[2J\u{1B}[31mCSI-RED\u{1B}[0m/\u{1B}P+qDCS\u{1B}\\/bell\u{07}bs\u{08}del\u{7F}cr\r/"
        .utf8)
    let targets = [try "日本 [にほん]".eucJPForTest(), try "日 [ひ]".eucJPForTest()]
    for index in lines.indices where targets.contains(where: { lines[index].starts(with: $0) }) {
      lines[index] = lines[index].dropLast() + payload
    }
    try Data(lines.joined(separator: [0x0A])).write(to: url)
  }

  @Test func hostileDataNeverReachesTheTerminalRaw() throws {
    let data = try DataFixture.dataDirectory("hostile")
    defer { try? FileManager.default.removeItem(at: data) }
    let edict = data.appendingPathComponent("hostile-edict")
    try Self.hostileEdict(at: edict)
    let importStatus = try spawnAndWait(
      [
        Binaries.kanji, "import", "--kanjidic2",
        BrokenFileTests.fixtures.appendingPathComponent("kanjidic2-sample.xml.gz").path, "--edict", edict.path,
        "--data-dir", data.path,
      ], stdout: data.appendingPathComponent("import-output").path)
    try #require(importStatus == 0)

    // The words list, a word's entry, the kanji list, a kanji page with its words, the
    // registration form: each drawn in full before the next key, as the headless app draws it.
    let script = "2 <Enter> 1 <Enter> 3 j <Enter>"
    let screens = try DataFixture.headlessScreens(script: script, size: "100x30", dataDir: data)
    #expect(screens[1].contains { $0.contains("CSI-RED") }, "the words list shows a hostile gloss")

    let session = try TmuxSession(width: 100, height: 30)
    let stream = session.path("stream")
    try session.tmux(["pipe-pane", "-o", "-t", "e2e", "cat >> \(stream)"])
    try session.run("\(Binaries.kanji) --fresh --data-dir \(data.path); echo $? > \(session.path("status"))")
    try session.waitForScreen(screens[0], after: "the start")
    try session.type(try KeyScript.parse(script).map(JourneyTests.tmuxKey), expecting: screens)
    // A name full of bidirectional, zero-width and combining characters typed into the form.
    try session.tmux(["send-keys", "-t", "e2e", "-l", "a\u{202E}evil\u{2066}x\u{200B}\u{200D}e\u{301}\u{301}\u{FEFF}"])
    try session.waitFor("evil")
    try session.keys("Escape")
    try session.waitFor("Discard the new account?")
    try session.keys("Q")
    #expect(session.waitForFile("status") == "0\n", "\(session.pane)")
    try session.tmux(["pipe-pane", "-t", "e2e"])
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: stream)))
    try #require(bytes.count > 1_000, "the stream was not captured")

    let problems = TerminalStreamCheck.problems(in: bytes)
    #expect(problems.isEmpty, "\(problems.prefix(10))")
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("PWNED-TITLE") && text.contains("CSI-RED"), "the hostile glosses were never drawn")
    #expect(text.contains("^["), "control characters are drawn in caret notation")
    // (BS, CR, LF and TAB are terminfo's own cursor motions; BEL is checked above.)
    let raw: [Unicode.Scalar] = ["\u{202E}", "\u{2066}", "\u{200B}", "\u{FEFF}", "\u{7F}"]
    for scalar in raw {
      let count = text.unicodeScalars.filter { $0 == scalar }.count
      #expect(count == 0, "raw \(scalar.escaped(asASCII: true)) reached the terminal \(count) times")
    }
  }
}

/// Reads a terminal output stream and reports every escape sequence that a curses program
/// drawing with terminfo's capabilities would not write: OSC, DCS, APC, PM, SOS, C1
/// controls, and CSI sequences other than cursor motion, erasing, scrolling, SGR and modes.
enum TerminalStreamCheck {
  /// Final bytes of the CSI sequences terminfo's capabilities use (xterm and tmux entries).
  static let allowedCSIFinals = Set("@ABCDEFGHIJKLMPSTXZdfhlmnrstu".utf8)

  static func problems(in bytes: [UInt8]) -> [String] {
    var found: [String] = []
    var i = 0
    func context(_ at: Int) -> String {
      String(decoding: bytes[max(0, at - 10)..<min(bytes.count, at + 30)], as: UTF8.self).debugDescription
    }
    while i < bytes.count {
      let byte = bytes[i]
      if byte == 0x1B {
        guard i + 1 < bytes.count else { break }
        let next = bytes[i + 1]
        switch next {
        case UInt8(ascii: "["):
          var j = i + 2
          while j < bytes.count, (0x30...0x3F).contains(bytes[j]) || (0x20...0x2F).contains(bytes[j]) { j += 1 }
          if j >= bytes.count { return found }
          if !allowedCSIFinals.contains(bytes[j]) {
            found.append("CSI ending \(UnicodeScalar(bytes[j])) at \(i): \(context(i))")
          }
          i = j + 1
        case UInt8(ascii: "("), UInt8(ascii: ")"):
          i += 3  // a charset: ESC ( B, ESC ( 0
        case UInt8(ascii: "7"), UInt8(ascii: "8"), UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "M"),
          UInt8(ascii: "E"), UInt8(ascii: "c"):
          i += 2
        default:
          found.append("ESC \(UnicodeScalar(next)) at \(i): \(context(i))")
          i += 2
        }
        continue
      }
      if byte == 0xC2, i + 1 < bytes.count, (0x80...0x9F).contains(bytes[i + 1]) {
        found.append("C1 control U+00\(String(bytes[i + 1], radix: 16)) at \(i): \(context(i))")
      }
      if byte == 0x07 { found.append("BEL at \(i): \(context(i))") }
      i += 1
    }
    return found
  }
}

extension String {
  /// This text in EUC-JP, through iconv (Foundation on Linux has no EUC-JP).
  ///
  /// Throws rather than giving nothing: empty bytes would start every line of the file.
  func eucJPForTest() throws -> Data {
    let directory = try DataFixture.scratch("euc-jp")
    defer { try? FileManager.default.removeItem(at: directory) }  // a leftover in the temporary directory is harmless
    let input = directory.appendingPathComponent("in")
    let output = directory.appendingPathComponent("out")
    try Data(utf8).write(to: input)
    let status = try spawnAndWait(["iconv", "-f", "UTF-8", "-t", "EUC-JP", input.path], stdout: output.path)
    let bytes = try Data(contentsOf: output)
    guard status == 0, !bytes.isEmpty else { throw TmuxError(message: "iconv to EUC-JP exited with \(status)") }
    return bytes
  }
}
