import Testing

@testable import Handwriting

@Suite struct InkDistortionTests {
  private static let strokes: [[InkPoint]] = [
    [InkPoint(x: 10, y: 30), InkPoint(x: 80, y: 30)],
    [InkPoint(x: 45, y: 5), InkPoint(x: 45, y: 90)],
    [InkPoint(x: 20, y: 60), InkPoint(x: 70, y: 60), InkPoint(x: 70, y: 85)],
  ]

  private func draw(_ variant: InkDistortion.Variant, seed: UInt64) -> [[InkPoint]] {
    var random = SeededRandom(seed: seed)
    return InkDistortion(columns: 40, rows: 20).drawing(of: Self.strokes, box: 93, variant: variant, using: &random)
  }

  @Test func theSameSeedGivesTheSameDrawingAndAnotherSeedAnother() {
    #expect(draw(.inOrder, seed: 5) == draw(.inOrder, seed: 5))
    #expect(draw(.inOrder, seed: 5) != draw(.inOrder, seed: 6))
  }

  @Test(arguments: InkDistortion.Variant.allCases)
  func pointsAreWholeCellsOfTheGridOneReportPerCellEntered(variant: InkDistortion.Variant) {
    for seed in 0..<20 as Range<UInt64> {
      for stroke in draw(variant, seed: seed) {
        #expect(!stroke.isEmpty)
        for point in stroke {
          #expect((0...39).contains(point.x) && (0...19).contains(point.y))
          #expect(point.x == point.x.rounded() && point.y == point.y.rounded())
        }
        #expect(zip(stroke, stroke.dropFirst()).allSatisfy { $0 != $1 })
      }
    }
  }

  @Test func variantsChangeTheNumberOfStrokesAsTheySay() {
    #expect(draw(.inOrder, seed: 1).count == 3)
    #expect(draw(.swapped, seed: 1).count == 3)
    #expect(draw(.joined, seed: 1).count == 2)
    #expect(draw(.split, seed: 1).count == 4)
    #expect(draw(.reversed, seed: 1).count == 3)
  }

  @Test func aReversedStrokeRunsFromItsEndToItsStart() {
    var random = SeededRandom(seed: 4)
    let still = InkDistortion(columns: 93, rows: 93, strength: 0)
    let plain = still.drawing(of: Self.strokes, box: 93, variant: .inOrder, using: &random)
    let reversed = still.drawing(of: Self.strokes, box: 93, variant: .reversed, using: &random)
    let changed = zip(plain, reversed).filter { $0 != $1 }
    #expect(changed.count == 1)
    // The same cells the other way round, give or take a cell where rounding falls apart.
    func near(_ a: InkPoint?, _ b: InkPoint?) -> Bool {
      guard let a, let b else { return false }
      return abs(a.x - b.x) <= 1 && abs(a.y - b.y) <= 1
    }
    #expect(changed.allSatisfy { near($0.0.first, $0.1.last) && near($0.0.last, $0.1.first) })
  }

  @Test func aSwapPutsTwoStrokesInEachOthersPlace() {
    // Undistorted, the first point of each stroke tells which stroke it is.
    var random = SeededRandom(seed: 3)
    let still = InkDistortion(columns: 93, rows: 93, strength: 0)
    let plain = still.drawing(of: Self.strokes, box: 93, variant: .inOrder, using: &random).map { $0[0] }
    let swapped = still.drawing(of: Self.strokes, box: 93, variant: .swapped, using: &random).map { $0[0] }
    #expect(Set(plain) == Set(swapped))
    #expect(zip(plain, swapped).filter { $0 != $1 }.count == 2)
  }
}
