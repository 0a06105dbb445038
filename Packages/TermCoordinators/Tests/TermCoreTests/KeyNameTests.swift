import Testing

@testable import TermCore

/// Keys by the names a configuration file writes them with.
@Suite struct KeyNameTests {
  @Test(arguments: [
    ("j", Key.character("j")), ("G", .character("G")), ("?", .character("?")), ("中", .character("中")),
    ("space", .character(" ")), ("Space", .character(" ")), ("enter", .enter), ("return", .enter),
    ("esc", .escape), ("tab", .tab), ("shift-tab", .backTab), ("backspace", .backspace), ("pagedown", .pageDown),
    ("PgUp", .pageUp), ("f1", .function(1)), ("F12", .function(12)), ("ctrl-n", .control("n")),
    ("Ctrl-N", .control("n")), ("c-x", .control("x")), ("ctrl-i", .tab), ("ctrl-m", .enter), ("ctrl-h", .backspace),
  ])
  func readsNames(name: String, key: Key) {
    #expect(Key(name: name) == key)
  }

  @Test(arguments: ["", " ", "ctrl-", "ctrl-1", "ctrl-nn", "f0", "f64", "f+1", "fx", "hyper-a", "jj", "<Enter>"])
  func refusesWhatIsNoKey(name: String) {
    #expect(Key(name: name) == nil)
  }

  @Test(arguments: [
    Key.character("j"), .character(" "), .character("<"), .up, .down, .left, .right, .home, .end, .pageUp, .pageDown,
    .insert, .delete, .enter, .escape, .tab, .backTab, .backspace, .function(5), .control("z"),
  ])
  func printedNamesReadBack(key: Key) {
    #expect(Key(name: key.name) == key)
  }
}
