import Foundation
import Testing

/// A private tmux server running a shell at a fixed size, for driving the real binary.
final class TmuxSession {
  let socket: String
  let directory: URL

  /// Starts `bash` in a new tmux server with its own socket, `LANG=C.UTF-8` and `TERM`.
  init(width: Int = 80, height: Int = 24, term: String = "tmux-256color") throws {
    socket = "kanji-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try tmux([
      "new-session", "-d", "-s", "e2e", "-x", "\(width)", "-y", "\(height)",
      "-e", "LANG=C.UTF-8", "-e", "TERM=\(term)", "-e", "PS1=$ ", "bash --norc --noprofile",
    ])
  }

  deinit {
    _ = try? tmux(["kill-server"])
    try? FileManager.default.removeItem(at: directory)
  }

  /// A file in this session's scratch directory.
  func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  /// Types `command` at the shell prompt and presses Enter.
  func run(_ command: String) throws {
    try tmux(["send-keys", "-t", "e2e", "-l", command])
    try tmux(["send-keys", "-t", "e2e", "Enter"])
  }

  /// Sends tmux key names (`q`, `C-c`, `Enter`).
  func keys(_ names: String...) throws { try tmux(["send-keys", "-t", "e2e"] + names) }

  /// Types the events of a key script one at a time, as a person would.
  ///
  /// A pause follows each key so that Esc is never read as the start of an Alt sequence.
  func type(script events: [(literal: String?, key: String?)]) throws {
    for event in events {
      if let literal = event.literal {
        try tmux(["send-keys", "-t", "e2e", "-l", literal])
      } else if let key = event.key {
        try tmux(["send-keys", "-t", "e2e", key])
      }
      usleep(key(event) == "Escape" ? 120_000 : 40_000)
    }
  }

  private func key(_ event: (literal: String?, key: String?)) -> String? { event.key }

  /// The pane's rows as text, trailing spaces kept.
  func capture() throws -> [String] {
    try tmux(["capture-pane", "-p", "-N", "-t", "e2e"]).components(separatedBy: "\n")
  }

  /// Waits up to `seconds` for `condition`; false if it never held.
  func waitUntil(seconds: Double = 15, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if try condition() { return true }
      usleep(50_000)
    }
    return try condition()
  }

  /// Waits for a file the shell writes, and returns its contents.
  func waitForFile(_ name: String, seconds: Double = 15) -> String? {
    var text: String?
    _ = waitUntil(seconds: seconds) {
      text = try? String(contentsOfFile: path(name), encoding: .utf8)
      return text?.hasSuffix("\n") == true
    }
    return text
  }

  @discardableResult
  func tmux(_ arguments: [String]) throws -> String {
    let outputPath = path("tmux-output")
    let status = try spawnAndWait(["tmux", "-L", socket] + arguments, stdout: outputPath)
    guard status == 0 || arguments.first == "kill-server" else {
      throw TmuxError(message: "tmux \(arguments.joined(separator: " ")) exited with \(status)")
    }
    return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
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
  var pid: pid_t = 0
  let rc = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ)
  guard rc == 0 else { throw TmuxError(message: "cannot run \(arguments[0]): error \(rc) (is it installed?)") }
  return pid
}

/// Waits for `pid` and returns its exit status, 128+N when a signal ended it.
func waitForExit(_ pid: pid_t) -> Int32 {
  var status: Int32 = 0
  while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
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
