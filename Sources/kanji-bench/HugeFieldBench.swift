import ArgumentParser
import Foundation
import KanjiKit
import TermCore

#if canImport(Glibc)
  import Glibc
#endif

/// B14: one 20 MB gloss in a JMdict file, as a damaged or hostile source could have. The import
/// must stay linear in the size of a field (within 2× the same file without it), and the word's
/// page must open, wrapped or cut, within 1 s and 100 MB.
///
/// Both files are a whole JMdict_e written by `Scripts/make-jmdict-fixture.py --all` from the
/// jamdict-data cache (`make test-data` fetches it); without it, or without python3, there are
/// no B14 figures. The imports run as whole processes of the release `kanji`; the page opens
/// headless in a child of the bench (`huge-page-child`), as `kanji snapshot` would.
enum HugeFieldBench {
  static let glossBytes = 20_000_000

  static func figures(kanji: URL, root: URL) throws -> [Figure] {
    let cache = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/kanji-navigator")
    let database = cache.appendingPathComponent("jamdict.db")
    guard FileManager.default.fileExists(atPath: database.path) else {
      log("huge field: \(database.path) is missing (make test-data fetches it): no B14 figures")
      return []
    }
    let directory = root.appendingPathComponent("huge-field")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let plain = directory.appendingPathComponent("JMdict_e.xml")
    log("huge field: writing a whole JMdict_e from \(database.path)…")
    let script = BundledData.sourceTreeResources.deletingLastPathComponent()
      .appendingPathComponent("Scripts/make-jmdict-fixture.py")
    let written = try measure(["/usr/bin/env", "python3", script.path, database.path, "--all"], output: plain)
    guard written.status == 0 else { throw BenchFailure("make-jmdict-fixture.py failed: \(written.status)") }
    let huge = directory.appendingPathComponent("JMdict_e-huge.xml")
    try withHugeGloss(plain, to: huge)

    var figures: [Figure] = []
    var seconds: [String: Double] = [:]
    for (name, file) in [("plain", plain), ("huge", huge)] {
      log("huge field: kanji import --jmdict \(file.lastPathComponent)…")
      let run = try measure([
        kanji.path, "import", "--jmdict", file.path, "--data-dir", directory.appendingPathComponent(name).path,
      ])
      guard run.status == 0 else {
        throw BenchFailure("kanji import of \(file.lastPathComponent) failed: \(run.status)")
      }
      seconds[name] = run.seconds
    }
    let ratio = (seconds["huge"] ?? 0) / max(seconds["plain"] ?? 1, 0.001)
    figures.append(
      Figure(
        id: "B14", name: "import with a 20 MB gloss ÷ without it (whole JMdict)", value: ratio, unit: "×",
        target: 2,
        spread: "\(Figure.format(seconds["huge"] ?? 0, "s")) against \(Figure.format(seconds["plain"] ?? 0, "s"))"))

    // 食べる is the entry whose first gloss is 20 MB (``entry``). Measured in a
    // child of its own, which reads its peak memory from /proc (wait4's survives the spawn).
    let page = Process()
    page.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    page.arguments = ["huge-page-child", "--data-dir", directory.appendingPathComponent("huge").path]
    let pipe = Pipe()
    page.standardOutput = pipe
    try page.run()
    let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    page.waitUntilExit()
    let values = printed.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    guard page.terminationStatus == 0, values.count == 2 else {
      throw BenchFailure("huge-page-child printed \(printed) (status \(page.terminationStatus))")
    }
    figures.append(
      Figure(
        id: "B14", name: "open the page of a 20 MB gloss (search, then the page)", value: values[0], unit: "s",
        target: 1))
    figures.append(
      Figure(id: "B14", name: "that page: peak memory of the process", value: values[1], unit: "MB", target: 100))
    return figures
  }

  /// The entry given the huge gloss: 食べる, which the page figure searches for and opens.
  static let entry = "<ent_seq>1358280</ent_seq>"

  /// `source` with the text of the first `<gloss>` of ``entry`` made ``glossBytes`` long.
  static func withHugeGloss(_ source: URL, to target: URL) throws {
    var bytes = [UInt8](try Data(contentsOf: source))
    guard let entryStart = find(Array(entry.utf8), in: bytes, from: 0),
      let start = find(Array("<gloss>".utf8), in: bytes, from: entryStart)
    else { throw BenchFailure("\(source.path) has no gloss of \(entry)") }
    let filler = Array("very long gloss text ".utf8)
    var insert: [UInt8] = []
    insert.reserveCapacity(glossBytes)
    while insert.count + filler.count <= glossBytes { insert += filler }
    bytes.insert(contentsOf: insert, at: start + "<gloss>".utf8.count)
    try Data(bytes).write(to: target)
  }

  private static func find(_ needle: [UInt8], in bytes: [UInt8], from offset: Int) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    return (offset...(bytes.count - needle.count)).first { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
  }

  /// A whole command's wall time, its standard output to `output` (or discarded) and its
  /// standard error to the bench's.
  static func measure(_ arguments: [String], output: URL? = nil) throws -> (seconds: Double, status: Int32) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(
      &actions, 1, output?.path ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    var pid: pid_t = 0
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    let start = DispatchTime.now().uptimeNanoseconds
    let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
    guard spawned == 0 else { throw BenchFailure("cannot run \(arguments[0]): \(String(cString: strerror(spawned)))") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { throw BenchFailure("waitpid: \(String(cString: strerror(errno)))") }
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let exit = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return (seconds, exit)
  }
}

struct BenchFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// B14's page: the app headless at 80×24 on the dictionary with the 20 MB gloss, `食べる`
/// searched on the Words tab and its page drawn; prints the seconds and the peak memory in MB.
struct HugePageChild: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "huge-page-child", shouldDisplay: false)
  @Option var dataDir: String

  func run() throws {
    let start = DispatchTime.now().uptimeNanoseconds
    let kanji = try HeadlessKanji(directory: URL(fileURLWithPath: dataDir), size: Size(width: 80, height: 24))
    try kanji.send("2 / 食 べ る <Enter> <Enter>")
    _ = kanji.frame()
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    guard kanji.app.application.coordinator.navigationState.tabs[1].count > 1 else {
      throw BenchFailure("the page did not open")
    }
    print(seconds, peakMemoryMB())
  }
}
