import Foundation
import TermCore

#if canImport(Testing)
  import Testing
#endif

/// How reference snapshots are treated, from `SNAPSHOT_TESTING_RECORD`.
///
/// It is the variable swift-snapshot-testing reads, so one setting serves both libraries.
/// `missing` (the default) writes references that do not exist yet and fails so that
/// somebody looks at them; `never` (CI) only compares; `all` rewrites every reference
/// (`make snapshots`); `failed` rewrites the ones that differ and fails.
public enum SnapshotRecordMode: String, Sendable {
  case missing, never, all, failed

  /// The mode the environment asks for.
  public static var current: SnapshotRecordMode {
    let raw = ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"] ?? ""
    return SnapshotRecordMode(rawValue: raw.lowercased()) ?? .missing
  }
}

// The assertions report through Swift Testing; a program that links this module without it
// (the release build of a fuzzer) gets the rest of the module.
#if canImport(Testing)
  /// Compares `buffer` with the reference `Tests/<Target>/__Snapshots__/<TestFile>/<name>.txt`.
  ///
  /// Fails the current test (Swift Testing) when the buffer breaks its own rules, when the
  /// texts differ (with a line diff), or when a reference is missing; see
  /// ``SnapshotRecordMode`` for when references are written.
  ///
  /// - Parameters:
  ///   - buffer: the rendered screen.
  ///   - name: the snapshot's file name without `.txt`, e.g. `"list-80x24"`.
  ///   - styles: whether to include the style block.
  public func assertBufferSnapshot(
    of buffer: CellBuffer,
    named name: String,
    styles: Bool = true,
    filePath: StaticString = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for problem in buffer.problems() {
      Issue.record("snapshot \(name): the buffer is broken: \(problem)", sourceLocation: sourceLocation)
    }
    assertTextSnapshot(
      buffer.snapshotText(styles: styles), named: name, filePath: filePath, sourceLocation: sourceLocation)
  }

  /// Compares `actual` with the reference `Tests/<Target>/__Snapshots__/<TestFile>/<name>.txt`.
  ///
  /// The text form of every snapshot assertion here; use it for any text worth keeping whole
  /// (a screen with its navigation dump, a generated help page).
  public func assertTextSnapshot(
    _ actual: String,
    named name: String,
    filePath: StaticString = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let testFile = URL(fileURLWithPath: "\(filePath)")
    let directory = snapshotDirectory(forTestFile: testFile)
    let file = directory.appendingPathComponent(name + ".txt")
    let mode = SnapshotRecordMode.current
    let fm = FileManager.default

    func write() {
      do {
        try fm.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: file)
      } catch {
        Issue.record("snapshot \(name): cannot write \(file.path): \(error)", sourceLocation: sourceLocation)
      }
    }

    guard let data = fm.contents(atPath: file.path) else {
      if mode == .never {
        Issue.record(
          "snapshot \(name): no reference at \(file.path) (recording is off: run `make snapshots`)",
          sourceLocation: sourceLocation)
      } else {
        write()
        if mode != .all {
          Issue.record(
            "snapshot \(name): recorded a new reference at \(file.path); check it and run again",
            sourceLocation: sourceLocation)
        }
      }
      return
    }
    let reference = String(decoding: data, as: UTF8.self)
    if reference == actual { return }
    if mode == .all || mode == .failed { write() }
    if mode == .all { return }
    let diff = LineDiff().text(from: reference, to: actual) ?? ""
    Issue.record(
      "snapshot \(name) differs from \(file.path)\(mode == .failed ? " (re-recorded)" : ""):\n\(diff)",
      sourceLocation: sourceLocation)
  }
#endif

/// `Tests/<Target>/__Snapshots__/<TestFile>` for a test file anywhere under `Tests/<Target>/`.
///
/// Test files live in folders that mirror their sources, but a target's snapshots are kept
/// in one `__Snapshots__` folder at its root (the one the package excludes). A test file
/// outside a `Tests/<Target>` tree keeps its snapshots beside it.
func snapshotDirectory(forTestFile testFile: URL) -> URL {
  let testName = testFile.deletingPathExtension().lastPathComponent
  var folder = testFile.deletingLastPathComponent()
  while folder.pathComponents.count > 1 {
    if folder.deletingLastPathComponent().lastPathComponent == "Tests" {
      return folder.appendingPathComponent("__Snapshots__").appendingPathComponent(testName)
    }
    folder = folder.deletingLastPathComponent()
  }
  return testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(testName)
}
