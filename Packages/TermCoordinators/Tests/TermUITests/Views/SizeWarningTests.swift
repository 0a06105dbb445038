import CoordinatorsTesting
import TermCore
import Testing

@testable import TermUI

@Suite struct SizeWarningTests {
  @Test func saysWhatSizeIsNeeded() {
    let buffer = render(SizeWarning(minimum: Size(width: 40, height: 10)), size: Size(width: 30, height: 5))
    #expect(buffer.text.contains("Terminal too small"))
    #expect(buffer.text.contains("30x5 now, 40x10 needed"))
  }

  @Test func snapshot() {
    assertBufferSnapshot(
      of: render(SizeWarning(minimum: Size(width: 40, height: 10)), size: Size(width: 30, height: 6)), named: "30x6")
  }

  @Test func rendersAtEverySize() {
    expectRendersAtEverySize { SizeWarning(minimum: Size(width: 40, height: 10)) }
  }
}
