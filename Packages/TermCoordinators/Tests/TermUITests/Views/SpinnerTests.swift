import CoordinatorsTesting
import TermCore
import Testing

@testable import TermUI

@Suite struct SpinnerTests {
  @Test func turnsThroughItsMarksAndComesRound() {
    var spinner = Spinner("Loading", marks: .line)
    var marks: [Character] = []
    for _ in 0..<5 {
      marks.append(spinner.mark)
      spinner.advance()
    }
    #expect(marks == ["|", "/", "-", "\\", "|"])
  }

  @Test func aNegativeOrHugeStepStillNamesAMark() {
    #expect(Spinner(step: -1).mark == "⠏")
    var spinner = Spinner(step: .max)
    spinner.advance()
    #expect(spinner.step == 0)
  }

  @Test func drawsTheMarkThenTheLabel() {
    let buffer = render(Spinner("Reading /proc", step: 2), size: Size(width: 16, height: 1))
    #expect(buffer.text(ofRow: 0) == "⠹ Reading /proc ")
    #expect(buffer[0, 0].style == .accent)
  }

  @Test func aLongLabelIsCut() {
    let buffer = render(Spinner("Reading every process", marks: .line), size: Size(width: 12, height: 1))
    #expect(buffer.text(ofRow: 0) == "| Reading...")
  }

  @Test func snapshot() {
    var buffer = CellBuffer(size: Size(width: 24, height: 2))
    Spinner("Reading /proc", step: 3).render(in: buffer.bounds.row(0), into: &buffer)
    Spinner("Waiting", marks: .line, step: 1).render(in: buffer.bounds.row(1), into: &buffer)
    assertBufferSnapshot(of: buffer, named: "two-spinners-24x2")
  }

  @Test func rendersAtEverySize() {
    expectRendersAtEverySize { Spinner("Reading /proc") }
  }
}
