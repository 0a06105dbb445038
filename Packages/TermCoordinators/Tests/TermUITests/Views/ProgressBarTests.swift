import CoordinatorsTesting
import TermCore
import Testing

@testable import TermUI

@Suite struct ProgressBarTests {
  @Test(arguments: [
    (0.0, "Copying  [                    ]   0%"),
    (0.5, "Copying  [=========>          ]  50%"),
    (0.999, "Copying  [==================> ]  99%"),
    (1.0, "Copying  [====================] 100%"),
    (7.5, "Copying  [====================] 100%"),
    (-1.0, "Copying  [                    ]   0%"),
    (Double.nan, "Copying  [                    ]   0%"),
  ])
  func fillsTheBarToTheFraction(fraction: Double, row: String) {
    let buffer = render(ProgressBar("Copying", fraction: fraction), size: Size(width: 36, height: 1))
    #expect(buffer.text(ofRow: 0) == row)
  }

  @Test func aLongLabelIsCutToKeepTheBar() {
    let buffer = render(
      ProgressBar("Reading every process of the machine", fraction: 0.25), size: Size(width: 30, height: 1))
    #expect(buffer.text(ofRow: 0) == "Reading ...  [=>        ]  25%")
  }

  @Test func aNarrowRowShowsThePercentageAlone() {
    let buffer = render(ProgressBar("Copying", fraction: 0.42), size: Size(width: 8, height: 1))
    #expect(buffer.text(ofRow: 0) == "42%     ")
  }

  @Test func withoutAPercentageTheBarTakesTheRow() {
    let buffer = render(ProgressBar(fraction: 0.5, showsPercentage: false), size: Size(width: 12, height: 1))
    #expect(buffer.text(ofRow: 0) == "[====>     ]")
  }

  @Test func snapshot() {
    var buffer = CellBuffer(size: Size(width: 40, height: 3))
    ProgressBar("Reading /proc", fraction: 0.48).render(in: buffer.bounds.row(0), into: &buffer)
    ProgressBar("漢字を読む", fraction: 0.9).render(in: buffer.bounds.row(1), into: &buffer)
    ProgressBar(fraction: 0.1).render(in: buffer.bounds.row(2), into: &buffer)
    assertBufferSnapshot(of: buffer, named: "three-bars-40x3")
  }

  @Test func rendersAtEverySize() {
    expectRendersAtEverySize { ProgressBar("Reading /proc", fraction: 0.6) }
  }
}
