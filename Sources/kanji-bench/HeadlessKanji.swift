import Coordinators
import Foundation
import KanjiApp
import KanjiKit
import TermCore

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

  /// Sends the keys of a key script (`j`, `<PgDn>`, `2`), each after a frame, as the run
  /// loop does (views learn their size when they render: a page is as long as the last frame's).
  func send(_ script: String) throws {
    for event in try KeyScript.parse(script) {
      _ = frame()
      _ = app.application.dispatch(event, on: terminal)
    }
  }
}

/// The cells a terminal backend would redraw to go from `old` to `new`, compared as
/// `NcursesTerminal.present` compares them (a wide glyph also when its right half changed).
func changedCells(from old: CellBuffer?, to new: CellBuffer) -> Int {
  guard let old, old.size == new.size else { return new.size.area }
  var changed = 0
  for y in 0..<new.size.height {
    if new.rowEquals(y, in: old) { continue }
    var x = 0
    while x < new.size.width {
      let cell = new[x, y]
      if cell != old[x, y] || (cell.isWide && new[x + 1, y] != old[x + 1, y]) { changed += 1 }
      x += cell.isWide ? 2 : 1
    }
  }
  return changed
}
