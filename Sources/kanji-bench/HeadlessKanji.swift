import Coordinators
import Foundation
import KanjiApp
import KanjiKit
import TermCore
import UserData

/// The real app, built over a data directory and driven without a terminal.
struct HeadlessKanji {
  let app: KanjiApplication
  let terminal: HeadlessTerminal

  /// Opens the dictionary in `directory` with an in-memory account store, starting fresh.
  init(
    directory: URL, size: Size = Size(width: 80, height: 24),
    launch: LaunchOptions = LaunchOptions(restoreSavedState: false)
  ) throws {
    let store = try DictionaryStore.open(directory: directory, bundled: try BundledData.datasetURL())
    let accounts = try AccountStore.inMemory(hasher: PasswordHasher(rounds: 1))
    app = try KanjiApplication(
      environment: KanjiEnvironment(dictionary: store, accounts: accounts),
      launch: launch)
    terminal = HeadlessTerminal(size: size)
  }

  /// The frame the app shows now.
  func frame() -> CellBuffer { app.application.render(size: terminal.size) }

  /// The frame the app shows now, drawn into `buffer` as the run loop draws into the buffer
  /// of the frame before last.
  func frame(into buffer: inout CellBuffer) { app.application.render(size: terminal.size, into: &buffer) }

  /// Sends the keys of a key script (`j`, `<PgDn>`, `2`), each after a frame, as the run
  /// loop does (views learn their size when they render: a page is as long as the last frame's).
  func send(_ script: String) throws {
    for event in try KeyScript.parse(script) {
      frame(into: &scratch.buffer)
      _ = app.application.dispatch(event, on: terminal)
    }
  }

  /// The buffer the frames before keys are drawn into, kept as the run loop keeps its own.
  private let scratch = Scratch()

  private final class Scratch {
    var buffer = CellBuffer(size: .zero)
  }
}

/// The cells a terminal backend would redraw to go from `old` to `new`: the comparison
/// `NcursesTerminal.present` makes (``CellBuffer/forEachChange(since:_:)``).
func changedCells(from old: CellBuffer?, to new: CellBuffer) -> Int {
  var changed = 0
  new.forEachChange(since: old) { _, _, _ in changed += 1 }
  return changed
}
