import Foundation
import KanjiKit
import Testing
import UserData

/// Data directories for the real binary: a dictionary seeded once and copied, so each test
/// starts in a second rather than re-seeding from the bundled data.
enum DataFixture {
  /// A scratch directory of its own, removed by the caller (or left in /tmp on a crash).
  static func scratch(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kanji-robust-\(name)-\(getpid())-\(UUID().uuidString.prefix(6))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Where this test process keeps its seeded dictionary: named by the process, so that the
  /// exit handler (which can capture nothing) finds it.
  static func templateDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("kanji-robust-template-\(getpid())")
  }

  /// A dictionary seeded from the bundled data by the real binary, made once per test run
  /// and removed when the run ends (13 MB each time otherwise).
  static let seededDictionary: Result<URL, any Error> = Result {
    let directory = templateDirectory()
    if FileManager.default.fileExists(atPath: directory.path) {
      try FileManager.default.removeItem(at: directory)  // left by a crashed run whose process id this one has
    }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    atexit {
      try? FileManager.default.removeItem(at: DataFixture.templateDirectory())  // nothing to report to at exit
    }
    let status = try spawnAndWait(
      [Binaries.kanji, "snapshot", "--data-dir", directory.path, "--size", "40x12"],
      stdout: directory.appendingPathComponent("snapshot-output").path)
    guard status == 0 else { throw TmuxError(message: "kanji snapshot exited with \(status) seeding the dictionary") }
    return DataDirectory.dictionaryURL(in: directory)
  }

  /// A new data directory holding a copy of the seeded dictionary.
  static func dataDirectory(_ name: String) throws -> URL {
    let directory = try scratch(name)
    try FileManager.default.copyItem(
      at: try seededDictionary.get(), to: DataDirectory.dictionaryURL(in: directory))
    return directory
  }

  /// A data directory whose `user.sqlite` holds Ann (ann@example.com, "correct horse"),
  /// signed in, who starred 日.
  static func dataDirectoryWithAnn(_ name: String) throws -> URL {
    let directory = try dataDirectory(name)
    let store = try AccountStore.open(directory: directory, hasher: PasswordHasher(rounds: 1_000))
    let ann = try store.register(
      email: "ann@example.com", password: "correct horse", firstName: "Ann", lastName: "Example")
    try store.setStarred(true, kanji: "日", for: ann)
    return directory
  }

  /// Runs `command` (a shell command line) under a pseudo-terminal with `script`, so the
  /// binary sees a terminal; returns its exit status and everything it wrote.
  static func runInTerminal(_ command: String, in directory: URL) throws -> (status: Int32, output: String) {
    let output = directory.appendingPathComponent("pty-output").path
    let status = try spawnAndWait(
      ["env", "TERM=xterm-256color", "LANG=C.UTF-8", "script", "-qefc", command, "/dev/null"], stdout: output)
    return (status, (try? String(contentsOfFile: output, encoding: .utf8)) ?? "")
  }

  /// The text a user sees in `output`: escape sequences removed.
  static func visibleText(_ output: String) -> String {
    output.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
      .replacingOccurrences(of: "\u{1B}[()][0-9A-Z]", with: "", options: .regularExpression)
  }
}

extension DataFixture {
  /// A new data directory holding a copy of the seeded dictionary and no user data.
  static func freshDirectory() throws -> URL { try dataDirectory("e2e") }

  /// What `kanji snapshot` shows after `script` at `size`, as rows of text.
  static func headlessScreen(script: String, size: String = "80x24", dataDir: URL) throws -> [String] {
    let out = dataDir.path + ".snapshot"
    defer { try? FileManager.default.removeItem(atPath: out) }  // a leftover snapshot file is harmless
    let status = try spawnAndWait(
      [Binaries.kanji, "snapshot", "--size", size, "--keys", script, "--data-dir", dataDir.path], stdout: out)
    try #require(status == 0, "kanji snapshot --keys \"\(script)\" exited with \(status)")
    let text = try String(contentsOfFile: out, encoding: .utf8)
    return text.components(separatedBy: "\n").dropLast().map { $0 }
  }

  /// What `kanji snapshot` shows before `script` and after each of its events, in order: the
  /// screens a terminal passes through while a person types the script.
  static func headlessScreens(script: String, size: String = "80x24", dataDir: URL) throws -> [[String]] {
    let steps = keyScriptSteps(script)
    return try (0...steps.count).map { count in
      try headlessScreen(script: steps.prefix(count).joined(separator: " "), size: size, dataDir: dataDir)
    }
  }

  /// The events of a key script, each as a script of its own: `"2 / n i <Enter>"` is
  /// `["2", "/", "n", "i", "<Enter>"]` (white space only separates; `<…>` is one key).
  static func keyScriptSteps(_ script: String) -> [String] {
    var steps: [String] = []
    var rest = Substring(script)
    while let first = rest.first {
      if first.isWhitespace {
        rest = rest.dropFirst()
      } else if first == "<", let close = rest.firstIndex(of: ">") {
        steps.append(String(rest[...close]))
        rest = rest[rest.index(after: close)...]
      } else {
        steps.append(String(first))
        rest = rest.dropFirst()
      }
    }
    return steps
  }
}

extension String {
  /// The row without the spaces at its end (tmux and snapshots differ only there).
  var trimmedRight: String {
    var s = self
    while s.last == " " { s.removeLast() }
    return s
  }
}
