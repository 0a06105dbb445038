import Foundation
import Testing

/// A private tmux server running a shell at a fixed size, for driving the real binary.
///
/// Tests wait for what the pane shows, never for a fixed time: a loaded machine (two test
/// runs side by side on two cores) makes every step many times slower than an idle one.
final class TmuxSession {
  /// How long a test waits for the program to show something before it fails. Generous on
  /// purpose: it is spent only when something is wrong, and a start that takes half a second
  /// on an idle machine takes several under load.
  static let deadline: Double = 30

  /// After an Esc that changes nothing on screen there is nothing to wait for; this pause,
  /// four times kanji's 25 ms Esc delay, keeps the next key from being read with it as Alt.
  static let escapePause: useconds_t = 100_000

  let socket: String
  let directory: URL
  let height: Int

  /// Starts `bash` in a new tmux server with its own socket, `LANG=C.UTF-8` and `TERM`.
  ///
  /// The server reads no configuration file, so that a user's `~/.tmux.conf` cannot change
  /// what the pane shows.
  init(width: Int = 80, height: Int = 24, term: String = "tmux-256color") throws {
    socket = "kanji-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
    self.height = height
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try tmux([
      "new-session", "-d", "-s", "e2e", "-x", "\(width)", "-y", "\(height)",
      "-e", "LANG=C.UTF-8", "-e", "TERM=\(term)", "-e", "PS1=$ ", "bash --norc --noprofile",
    ])
  }

  deinit {
    _ = try? tmux(["kill-server"])  // deinit cannot throw, and a server already gone needs no killing
    try? FileManager.default.removeItem(at: directory)  // a leftover scratch directory is harmless
  }

  /// A file in this session's scratch directory.
  func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  /// Types `command` at the shell prompt and presses Enter.
  func run(_ command: String) throws {
    try tmux(["send-keys", "-t", "e2e", "-l", command])
    try tmux(["send-keys", "-t", "e2e", "Enter"])
  }

  /// Sends tmux key names (`q`, `C-c`, `Enter`).
  func keys(_ names: String...) throws { try keys(names) }

  /// Sends tmux key names in one write.
  func keys(_ names: [String]) throws { try tmux(["send-keys", "-t", "e2e"] + names) }

  /// Writes `bytes` to the program as they are, as a terminal would send them (a mouse
  /// report, an escape sequence).
  func sendBytes(_ bytes: String) throws {
    try tmux(["send-keys", "-t", "e2e", "-H"] + bytes.utf8.map { String($0, radix: 16) })
  }

  /// Types one event of a key script: text, or a tmux key name.
  func type(_ event: (literal: String?, key: String?)) throws {
    if let literal = event.literal {
      try tmux(["send-keys", "-t", "e2e", "-l", literal])
    } else if let key = event.key {
      try tmux(["send-keys", "-t", "e2e", key])
    }
  }

  /// Types `events` one at a time, as a person would, and after each waits until the pane
  /// shows `screens[i + 1]`, what the app shows after the first i + 1 events (`screens[0]`:
  /// before any).
  ///
  /// Waiting for the screen also keeps an Esc apart from the key after it, which would
  /// otherwise be read together as Alt and that key; only an Esc that changes nothing on
  /// screen is followed by a pause instead.
  func type(
    _ events: [(literal: String?, key: String?)], expecting screens: [[String]],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try #require(
      screens.count == events.count + 1, "one screen before the keys and one after each",
      sourceLocation: sourceLocation)
    for (index, event) in events.enumerated() {
      try type(event)
      if screens[index + 1] != screens[index] {
        try waitForScreen(
          screens[index + 1], after: "key \(index + 1) of \(events.count) (\(event.literal ?? event.key ?? "nothing"))",
          sourceLocation: sourceLocation)
      } else if event.key == "Escape" && index + 1 < events.count {
        usleep(Self.escapePause)
      }
    }
  }

  /// The pane's rows as text, trailing spaces kept.
  func capture() throws -> [String] {
    try tmux(["capture-pane", "-p", "-N", "-t", "e2e"]).components(separatedBy: "\n")
  }

  /// The pane's rows without their trailing spaces, as many as the window is high.
  ///
  /// Trailing blanks count as absent: cells cleared and cells written with spaces look the
  /// same, but tmux reports only the second.
  func screen() throws -> [String] { try capture().prefix(height).map(\.trimmedRight) }

  /// The pane as text, for a failure message (or why it could not be read).
  var pane: String {
    do {
      return try capture().joined(separator: "\n")
    } catch {
      return "(the pane could not be read: \(error))"
    }
  }

  /// Waits up to `seconds` for `condition`; false if it never held.
  func waitUntil(seconds: Double = TmuxSession.deadline, _ condition: () throws -> Bool) rethrows -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(seconds))
    while clock.now < deadline {
      if try condition() { return true }
      usleep(50_000)
    }
    return try condition()
  }

  /// Waits until a row of the pane contains `text`; fails the test, showing the pane, if none
  /// does within `seconds`.
  func waitFor(
    _ text: String, seconds: Double = TmuxSession.deadline, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try waitForPane("a row containing \"\(text)\"", seconds: seconds, sourceLocation: sourceLocation) { rows in
      rows.contains { $0.contains(text) }
    }
  }

  /// Waits until the pane's rows satisfy `condition`; fails the test, showing the pane and
  /// saying what it waited for, if they do not within `seconds`.
  func waitForPane(
    _ what: String, seconds: Double = TmuxSession.deadline, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: ([String]) throws -> Bool
  ) throws {
    let shown = try waitUntil(seconds: seconds) { try condition(try capture()) }
    try #require(
      shown, "waited \(Int(seconds)) s for \(what); the pane shows:\n\(pane)", sourceLocation: sourceLocation)
  }

  /// Waits until the pane shows `expected` (rows compared without trailing spaces, both
  /// passed through `normalize`); fails the test, showing both, if it does not in time.
  func waitForScreen(
    _ expected: [String], after what: String, normalizing normalize: (String) -> String = { $0 },
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let expected = expected.map { normalize($0).trimmedRight }
    var shown: [String] = []
    let same = try waitUntil {
      shown = try screen().map { normalize($0).trimmedRight }
      return shown == expected
    }
    try #require(
      same,
      """
      after \(what), waited \(Int(Self.deadline)) s for the screen the headless app shows:
      \(expected.joined(separator: "\n"))

      the terminal shows:
      \(shown.joined(separator: "\n"))
      """,
      sourceLocation: sourceLocation)
  }

  /// Waits for a file the shell writes, and returns its contents (nil if it never came).
  func waitForFile(_ name: String, seconds: Double = TmuxSession.deadline) -> String? {
    var text: String?
    _ = waitUntil(seconds: seconds) {
      text = try? String(contentsOfFile: path(name), encoding: .utf8)  // not written yet: keep waiting
      return text?.hasSuffix("\n") == true
    }
    return text
  }

  @discardableResult
  func tmux(_ arguments: [String]) throws -> String {
    let outputPath = path("tmux-output")
    let status = try spawnAndWait(["tmux", "-f", "/dev/null", "-L", socket] + arguments, stdout: outputPath)
    guard status == 0 || arguments.first == "kill-server" else {
      throw TmuxError(message: "tmux \(arguments.joined(separator: " ")) exited with \(status)")
    }
    return try String(contentsOfFile: outputPath, encoding: .utf8)
  }
}

struct TmuxError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// Runs a program found on PATH with its output in a file (not a pipe: a tmux server
/// inherits the client's output and keeps it open), and waits for it.
///
/// posix_spawn and waitpid rather than Foundation's Process, whose child reaping on Linux
/// can miss a child that forks a daemon.
func spawnAndWait(_ arguments: [String], stdout path: String) throws -> Int32 {
  waitForExit(try spawn(arguments, stdout: path))
}

/// Starts a program found on PATH with its output in a file (and its errors there too, or
/// discarded) and no terminal for input; returns at once with its process id.
///
/// The test runner's threads block some signals; a child must start with none blocked
/// and default handlers, as from a shell, or kanji would never see SIGWINCH or SIGTERM.
func spawn(_ arguments: [String], stdout path: String, errorsToOutput: Bool = false) throws -> pid_t {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  if errorsToOutput {
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
  } else {
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  }
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  var empty = sigset_t()
  sigemptyset(&empty)
  var all = sigset_t()
  sigfillset(&all)
  posix_spawnattr_setsigmask(&attributes, &empty)
  posix_spawnattr_setsigdefault(&attributes, &all)
  posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
  let argv = arguments.map { strdup($0) } + [nil]
  defer {
    for pointer in argv { free(pointer) }
  }
  let environment = TestEnvironment.variables.map { strdup($0) } + [nil]
  defer {
    for pointer in environment { free(pointer) }
  }
  var pid: pid_t = 0
  let rc = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environment)
  guard rc == 0 else { throw TmuxError(message: "cannot run \(arguments[0]): error \(rc) (is it installed?)") }
  return pid
}

/// The environment every program the end-to-end tests start runs in: the test runner's,
/// with `XDG_CONFIG_HOME` naming an empty directory, so that the configuration file of
/// whoever runs the tests (rebound keys, a light theme, mouse off) cannot change what the
/// programs show. A test of the configuration file names its own on the command line.
enum TestEnvironment {
  static let variables: [String] = {
    let empty = FileManager.default.temporaryDirectory
      .appendingPathComponent("kanji-e2e-config-\(getpid())").path
    // The directory stays empty; a failure to create it leaves a path that does not exist,
    // which kanji reads the same way: no configuration file.
    try? FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    var variables = ProcessInfo.processInfo.environment
    variables["XDG_CONFIG_HOME"] = empty
    return variables.map { "\($0.key)=\($0.value)" }.sorted()
  }()
}

/// Waits for `pid` and returns its exit status, 128+N when a signal ended it.
///
/// A program still running after `timeout` seconds is killed (status 137) and said so on
/// standard error, so a hung binary fails its test instead of hanging the whole run. The
/// default is far above any run's need (a debug full import under load takes about a minute).
func waitForExit(_ pid: pid_t, timeout: Double = 600) -> Int32 {
  var status: Int32 = 0
  let deadline = Date().addingTimeInterval(timeout)
  while true {
    let result = waitpid(pid, &status, WNOHANG)
    if result == pid { break }
    if result == -1 && errno != EINTR {
      FileHandle.standardError.write(Data("waitpid(\(pid)) failed: errno \(errno)\n".utf8))
      return -1
    }
    if Date() >= deadline {
      kill(pid, SIGKILL)
      while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
      FileHandle.standardError.write(Data("process \(pid) still running after \(Int(timeout)) s: killed\n".utf8))
      return 128 + SIGKILL
    }
    usleep(10_000)
  }
  return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
}

/// Where the package's freshly built binaries are.
enum Binaries {
  static var root: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// The `kanji` binary: `$KANJI_BINARY`, else the debug build of this package.
  static var kanji: String {
    if let path = ProcessInfo.processInfo.environment["KANJI_BINARY"], !path.isEmpty { return path }
    return root.appendingPathComponent(".build/debug/kanji").path
  }
}
