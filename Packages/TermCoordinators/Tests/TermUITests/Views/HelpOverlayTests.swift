import CoordinatorsTesting
import TermCore
import Testing

@testable import TermUI

@Suite struct HelpOverlayTests {
  let overlay = HelpOverlay(bindings: KeyMap.standard.bindings(in: [.list, .navigation, .tabs, .global]))

  @Test func groupsKeysUnderTheirContexts() {
    let lines = overlay.lines.map(\.text)
    #expect(lines.first == "Lists")
    #expect(lines.contains("Navigation"))
    #expect(lines.contains { $0.contains("<Esc>, h, <Left>, <BS>") && $0.contains("back") })
    #expect(lines.contains { $0.contains("<C-l>") && $0.contains("redraw") })
  }

  @Test func listsTheSectionsAScreenAddsAfterTheKeys() throws {
    let glossary = HelpSection(title: "Codes on this page", rows: [.init("vt", "transitive verb")])
    let lines = HelpOverlay(bindings: KeyMap.standard.bindings(in: [.list]), showsMouse: false, sections: [glossary])
      .lines.map(\.text)
    let heading = try #require(lines.firstIndex(of: "Codes on this page"))
    #expect(heading == lines.count - 2)
    #expect(lines.last == "  vt  transitive verb")
    #expect(lines[lines.count - 3] == "")
  }

  @Test func snapshotAt80x24() {
    var buffer = CellBuffer(size: Size(width: 80, height: 24))
    overlay.render(in: buffer.bounds, into: &buffer)
    assertBufferSnapshot(of: buffer, named: "help-80x24")
  }

  @Test func rendersAtEverySize() {
    expectRendersAtEverySize { overlay }
  }
}
