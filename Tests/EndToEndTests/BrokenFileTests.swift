import Foundation
import KanjiKit
import Testing
import UserData

/// The real binary over broken data: a damaged dictionary is rebuilt with a note, a damaged
/// `user.sqlite` is named and never touched, an unusable data directory is refused, and a
/// process killed (SIGKILL) in an import or a registration leaves whole files behind.
@Suite struct BrokenFileTests {
  static let fixtures = Binaries.root.appendingPathComponent("Tests/KanjiKitTests/Fixtures")

  init() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Binaries.kanji), "build kanji first")
  }

  @Test func aDamagedDictionaryIsRebuiltAndTheAppSaysSo() throws {
    let data = try DataFixture.dataDirectory("damaged-dictionary")
    defer { try? FileManager.default.removeItem(at: data) }
    let file = DataDirectory.dictionaryURL(in: data)
    var bytes = try Data(contentsOf: file)
    bytes.replaceSubrange(0..<4096, with: Data(repeating: 0x5A, count: 4096))
    try bytes.write(to: file)
    let session = try TmuxSession(width: 100, height: 30)
    try session.run("\(Binaries.kanji) --fresh --data-dir \(data.path); echo $? > \(session.path("status"))")
    // Rebuilding reads the whole bundled dataset: about 15 s of a debug build on an idle
    // machine, several times that beside another test run.
    try session.waitForPane("the note that the dictionary was rebuilt", seconds: 300) {
      $0.joined().contains("rebuilt")
    }
    try session.keys("Enter")
    try session.waitFor("day, sun")
    try session.keys("Q")
    #expect(session.waitForFile("status") == "0\n", "\(session.pane)")
  }

  @Test(arguments: ["not a database", "damaged page"])
  func aDamagedUserDatabaseIsNamedAndLeftUntouched(kind: String) throws {
    let data = try DataFixture.dataDirectoryWithAnn("damaged-user-\(kind.prefix(3))")
    defer { try? FileManager.default.removeItem(at: data) }
    let file = DataDirectory.userURL(in: data)
    var bytes = try Data(contentsOf: file)
    if kind == "not a database" {
      bytes = Data("these are my notes, not a database\n".utf8) + bytes.dropFirst(40)
    } else {
      bytes.replaceSubrange(
        4096..<min(bytes.count, 8192), with: Data(repeating: 0xFF, count: min(bytes.count, 8192) - 4096))
    }
    try bytes.write(to: file)
    let (status, output) = try DataFixture.runInTerminal("\(Binaries.kanji) --data-dir \(data.path)", in: data)
    #expect(status == 1, "\(output)")
    #expect(output.contains(file.path) && output.contains("left untouched"), "\(output)")
    #expect(try Data(contentsOf: file) == bytes, "user.sqlite was changed")
  }

  /// user.sqlite opens while the terminal starts, so its failure is found in full-screen
  /// mode: the terminal is given back once, before the message, and the exit does not give it
  /// back again (a second endwin left the alternate screen again and put the cursor back
  /// where the program started, over the message).
  @Test func aFailureAfterTheTerminalStartedStaysReadable() throws {
    let data = try DataFixture.dataDirectoryWithAnn("damaged-user-screen")
    defer { try? FileManager.default.removeItem(at: data) }
    let file = DataDirectory.userURL(in: data)
    try Data("these are my notes, not a database\n".utf8).write(to: file)
    let session = try TmuxSession(width: 200, height: 20)
    try session.run("echo BEFORE; \(Binaries.kanji) --data-dir \(data.path); echo EXIT=$?")
    try session.waitForPane("the exit status") { rows in rows.contains { $0.hasPrefix("EXIT=") } }
    let rows = try session.screen().filter { !$0.isEmpty }
    let before = try #require(rows.firstIndex { $0.hasPrefix("BEFORE") }, "\(session.pane)")
    let message = try #require(rows.firstIndex { $0.hasPrefix("kanji: \(file.path)") }, "\(session.pane)")
    let exit = try #require(rows.firstIndex { $0.hasPrefix("EXIT=1") }, "\(session.pane)")
    #expect(before < message && message < exit, "\(session.pane)")
    #expect(rows[message].contains("not an SQLite database"), "\(session.pane)")
  }

  @Test func aDataDirectoryThatIsAFileIsRefused() throws {
    let scratch = try DataFixture.scratch("file-as-dir")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let notADirectory = scratch.appendingPathComponent("data")
    try Data("x".utf8).write(to: notADirectory)
    let (status, output) = try DataFixture.runInTerminal(
      "\(Binaries.kanji) --data-dir \(notADirectory.path)", in: scratch)
    #expect(status == 1, "\(output)")
    #expect(output.contains(notADirectory.path), "\(output)")
    #expect(DataFixture.visibleText(output).split(separator: "\n").count <= 2, "one clear message: \(output)")
  }

  /// Skipped, with the reason, where the user the check runs as cannot run the binary at all
  /// (see ``ReadOnlyCheck``): that says nothing about the app.
  @Test(.enabled(if: ReadOnlyCheck.unavailableReason == nil, Comment(rawValue: ReadOnlyCheck.unavailableReason ?? "")))
  func aReadOnlyDataDirectoryIsBrowsedWithAccountsUnavailable() throws {
    let data = try DataFixture.dataDirectory("read-only")
    defer {
      chmod(data.path, 0o755)  // writable again, so that a user other than root can remove it
      try? FileManager.default.removeItem(at: data)  // a leftover in the temporary directory is harmless
    }
    chmod(DataDirectory.dictionaryURL(in: data).path, 0o444)
    chmod(data.path, 0o555)
    let session = try TmuxSession()
    try session.run("\(ReadOnlyCheck.runAs)\(Binaries.kanji) --data-dir \(data.path); echo EXIT=$?")
    let notice = try session.waitUntil(seconds: 30) { try session.capture().joined().contains("unavailable this") }
    let screen = try session.capture().joined(separator: "\n")
    #expect(notice, "\(screen)")
    #expect(screen.contains("cannot be written"), "\(screen)")
    try session.keys("Enter")
    try session.keys("q")
    let exited = try session.waitUntil(seconds: 20) { try session.capture().joined().contains("EXIT=0") }
    let end = try session.capture().joined(separator: "\n")
    #expect(exited, "\(end)")
    #expect(!FileManager.default.fileExists(atPath: DataDirectory.userURL(in: data).path))
  }

  @Test func aMissingDataDirectoryIsCreated() throws {
    let scratch = try DataFixture.scratch("missing-dir")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let data = scratch.appendingPathComponent("a/b/kanji")
    let status = try spawnAndWait(
      [Binaries.kanji, "snapshot", "--data-dir", data.path], stdout: scratch.appendingPathComponent("out").path)
    #expect(status == 0)
    #expect(FileManager.default.fileExists(atPath: DataDirectory.dictionaryURL(in: data).path))
  }

  @Test func anImportKilledAtAnyMomentLeavesAWorkingDictionary() throws {
    let data = try DataFixture.dataDirectory("killed-import")
    defer { try? FileManager.default.removeItem(at: data) }
    let bundled = try BundledData.datasetURL()
    let arguments = [
      Binaries.kanji, "import", "--kanjidic2", Self.fixtures.appendingPathComponent("kanjidic2-sample.xml.gz").path,
      "--edict", Self.fixtures.appendingPathComponent("edict-sample").path, "--data-dir", data.path,
    ]
    var killedMidway = 0
    for delay in [0, 1, 3, 6, 10, 15, 25, 40, 60, 90, 130, 200] {
      let pid = try spawn(arguments, stdout: data.appendingPathComponent("import-output").path, errorsToOutput: true)
      // The pause is the experiment: the kill lands this long into the import.
      usleep(useconds_t(delay * 1_000))
      kill(pid, SIGKILL)
      let status = waitForExit(pid)
      if status == 128 + SIGKILL { killedMidway += 1 }
      let store = try DictionaryStore.open(directory: data, bundled: bundled)
      #expect(store.notice == nil, "after a kill at \(delay) ms: \(store.notice ?? "")")
      #expect(try store.kanjiCount() > 0)
    }
    #expect(killedMidway > 0, "no kill landed during the import")
    // And the next import still works, whatever was left behind.
    let status = try spawnAndWait(arguments, stdout: data.appendingPathComponent("import-output").path)
    #expect(status == 0)
    #expect(try DictionaryStore.open(directory: data, bundled: bundled).source() == "import")
  }

  @Test func aRegistrationKilledAtAnyMomentStoresAllOrNothing() throws {
    var outcomes: [String] = []
    for (attempt, delay) in [0, 40, 120, 250].enumerated() {
      let data = try DataFixture.dataDirectory("killed-registration-\(attempt)")
      defer { try? FileManager.default.removeItem(at: data) }
      let session = try TmuxSession()
      try session.run(
        "sh -c 'echo $$ > \(session.path("pid")); exec \(Binaries.kanji) --fresh --data-dir \(data.path)'; "
          + "echo $? > \(session.path("status"))")
      try session.waitFor("All Kanji")
      try session.keys("3", "j", "Enter")
      try session.waitFor("Email")
      for (text, marker) in [
        ("kim@example.com", "Password"), ("kims-password", "Confirm password"), ("kims-password", "First name"),
        ("Kim", "Last name"),
      ] {
        try session.tmux(["send-keys", "-t", "e2e", "-l", text])
        try session.keys("Enter")
        try session.waitFor(marker)
      }
      try session.tmux(["send-keys", "-t", "e2e", "-l", "Lee"])
      let pid = try #require(
        session.waitForFile("pid").flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
      try session.keys("Enter")
      // The pause is the experiment, not a wait for the program: the kill lands this long
      // after Enter, wherever the registration then is.
      usleep(useconds_t(delay * 1_000))
      kill(pid, SIGKILL)
      #expect(session.waitForFile("status") == "\(128 + SIGKILL)\n", "\(session.pane)")
      let store = try AccountStore.open(directory: data, hasher: PasswordHasher(rounds: 1_000))
      if try store.isEmailRegistered("kim@example.com") {
        let kim = try store.signIn(email: "kim@example.com", password: "kims-password")
        #expect(kim.firstName == "Kim" && kim.lastName == "Lee")
        outcomes.append("whole")
      } else {
        #expect(throws: AccountError.self) { try store.signIn(email: "kim@example.com", password: "kims-password") }
        outcomes.append("absent")
      }
    }
    #expect(outcomes.count == 4)
  }
}

/// Who runs the binary in ``BrokenFileTests/aReadOnlyDataDirectoryIsRefused()``, and whether
/// that user can run it here.
///
/// Root ignores permissions, so as root the check runs the binary as `nobody` (uid 65534)
/// through setpriv; nobody can reach it only when every directory above it is open to others,
/// which a checkout under /root (0700) is not. Any other user is refused by the permissions
/// as it stands, and runs the binary as itself.
enum ReadOnlyCheck {
  static let isRoot = getuid() == 0

  /// The command line prefix that runs a program as the checking user (empty: as ourselves).
  static let runAs = isRoot ? "setpriv --reuid=65534 --regid=65534 --clear-groups env HOME=/tmp " : ""

  /// Nil when the check can run here; otherwise why not, for the skip message.
  ///
  /// The probe runs `kanji --version` as that user: that needs the binary, every directory
  /// above it and the libraries it loads.
  static let unavailableReason: String? = {
    guard isRoot else { return nil }
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
      return "running as root, and setpriv (util-linux) is missing to run the binary as nobody"
    }
    let said: String
    do {
      let scratch = try DataFixture.scratch("nobody-probe")
      defer { try? FileManager.default.removeItem(at: scratch) }  // a leftover probe directory is harmless
      if let closed = directoryClosedToOthers(on: scratch.path) {
        return "nobody (uid 65534) cannot reach the temporary directory \(scratch.path): \(closed) is closed to others"
      }
      let output = scratch.appendingPathComponent("output").path
      let status = waitForExit(
        try spawn(["sh", "-c", "\(runAs)\(Binaries.kanji) --version"], stdout: output, errorsToOutput: true))
      if status == 0 { return nil }
      // An unreadable output file only loses the detail; the exit status still says it failed.
      said = "exit \(status): " + ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "(no output)")
    } catch {
      return "cannot try \(Binaries.kanji) as nobody (uid 65534): \(error)"
    }
    let why =
      directoryClosedToOthers(on: Binaries.kanji).map { "\($0) is closed to others (a checkout under /root?)" } ?? said
    return "nobody (uid 65534) cannot run \(Binaries.kanji): \(why)"
  }()

  /// The first directory a user passes through on the way to `path` that others may not
  /// enter, with its mode, or nil when all of them are open.
  static func directoryClosedToOthers(on path: String) -> String? {
    var directory = ""
    for component in URL(fileURLWithPath: path).resolvingSymlinksInPath().pathComponents.dropLast()
    where component != "/" {
      directory += "/" + component
      var info = stat()
      guard stat(directory, &info) == 0 else { return "\(directory) (\(String(cString: strerror(errno))))" }
      if info.st_mode & S_IXOTH == 0 { return "\(directory) (mode \(String(info.st_mode & 0o777, radix: 8)))" }
    }
    return nil
  }
}
