import Coordinators
import TermCore

// The assertions report through Swift Testing; a program that links this module without it
// (the release build of a fuzzer) gets the rest of the module.
#if canImport(Testing)
  import Testing

  /// Compares what a headless app shows, and its coordinator tree, with a stored reference.
  ///
  /// The reference holds the screen in the buffer snapshot format (text rows, then the style
  /// block), then `-- navigation` and the navigation dump, so a change in either shows in
  /// one diff. Fails, like ``assertBufferSnapshot(of:named:styles:filePath:sourceLocation:)``,
  /// when the screen buffer breaks its own rules.
  public func assertAppSnapshot(
    of app: HeadlessApp,
    named name: String,
    filePath: StaticString = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for problem in app.screen.problems() {
      Issue.record("snapshot \(name): the screen is broken: \(problem)", sourceLocation: sourceLocation)
    }
    assertTextSnapshot(app.snapshotText, named: name, filePath: filePath, sourceLocation: sourceLocation)
  }

  /// Fails the current test naming each object `tracker` watches that is still in memory.
  public func expectReleased(
    _ tracker: ReleaseTracker, _ context: String = "", sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for name in tracker.alive {
      Issue.record(
        "\(name) was not released\(context.isEmpty ? "" : " after \(context)")", sourceLocation: sourceLocation)
    }
  }
#endif
