import Testing

@testable import TermCore

@Suite struct KeyScriptTests {
  @Test func readsCharactersAndNamedKeys() throws {
    let events = try KeyScript.parse("jj<Enter><Esc><S-Tab><C-c><F12><PgDn><lt><Space>中")
    #expect(
      events == [
        .key(.character("j")), .key(.character("j")), .key(.enter), .key(.escape), .key(.backTab),
        .key(.control("c")), .key(.function(12)), .key(.pageDown), .key(.character("<")),
        .key(.character(" ")), .key(.character("中")),
      ])
  }

  @Test func whiteSpaceOnlySeparates() throws {
    #expect(try KeyScript.parse("2 / w a <Enter>") == KeyScript.parse("2/wa<Enter>"))
  }

  @Test func readsResize() throws {
    #expect(try KeyScript.parse("<resize 40x12>") == [.resize(Size(width: 40, height: 12))])
  }

  @Test(arguments: ["<Nope>", "<Enter", "<resize 0x3>", "<C-1>", "<F99>"])
  func rejectsBadScripts(script: String) {
    #expect(throws: KeyScript.ParseError.self) { try KeyScript.parse(script) }
  }

  @Test func readsWaitsBetweenEvents() throws {
    #expect(
      try KeyScript.steps("r<wait 2s><WAIT 250ms> <wait 1.5s><wait 1m>q")
        == [
          .event(.key(.character("r"))), .wait(.seconds(2)), .wait(.milliseconds(250)), .wait(.milliseconds(1_500)),
          .wait(.seconds(60)), .event(.key(.character("q"))),
        ])
  }

  @Test(arguments: ["<wait>", "<wait 2>", "<wait -1s>", "<wait 2h>", "<wait s>"])
  func rejectsBadWaits(script: String) {
    #expect(throws: KeyScript.ParseError.self) { try KeyScript.steps(script) }
  }

  @Test func eventsOnlyRefusesAWait() {
    #expect(throws: KeyScript.ParseError.self) { try KeyScript.parse("j<wait 1s>j") }
  }

  @Test func scriptNamesRoundTrip() throws {
    let keys: [Key] = [
      .character("a"), .character(" "), .character("<"), .up, .down, .left, .right, .home, .end,
      .pageUp, .pageDown, .insert, .delete, .enter, .escape, .tab, .backTab, .backspace,
      .function(1), .control("x"),
    ]
    let script = keys.map(\.scriptName).joined()
    #expect(try KeyScript.parse(script) == keys.map { .key($0) })
  }

  @Test func controlBytesMapToKeys() {
    #expect(Key.fromControlByte(0x03) == .control("c"))
    #expect(Key.fromControlByte(0x09) == .tab)
    #expect(Key.fromControlByte(0x0D) == .enter)
    #expect(Key.fromControlByte(0x7F) == .backspace)
    #expect(Key.fromControlByte(0x08) == .backspace)
    #expect(Key.fromControlByte(0x1B) == .escape)
    #expect(Key.fromControlByte(0x41) == nil)
  }
}
