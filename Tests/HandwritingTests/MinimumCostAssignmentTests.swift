import Testing

@testable import Handwriting

@Suite struct MinimumCostAssignmentTests {
  /// The cheapest total over every way to give each row its own column, by trying them all.
  private func bruteForce(_ cost: [Float], rows: Int, columns: Int) -> Float {
    var best = Float.infinity
    func place(_ row: Int, _ used: Set<Int>, _ total: Float) {
      if row == rows {
        best = min(best, total)
        return
      }
      for column in 0..<columns where !used.contains(column) {
        place(row + 1, used.union([column]), total + cost[row * columns + column])
      }
    }
    place(0, [], 0)
    return best
  }

  @Test(arguments: [(3, 3), (4, 4), (3, 5), (5, 6), (1, 4)])
  func findsTheCheapestAssignment(rows: Int, columns: Int) {
    var random = SeededRandom(seed: UInt64(rows * 10 + columns))
    for _ in 0..<20 {
      let cost = (0..<(rows * columns)).map { _ in Float.random(in: 0..<1, using: &random) }
      let (assignment, total) = MinimumCostAssignment.solve(cost, rows: rows, columns: columns)
      #expect(Set(assignment).count == rows)
      let recomputed = assignment.enumerated().reduce(Float(0)) { $0 + cost[$1.offset * columns + $1.element] }
      #expect(abs(recomputed - total) < 1e-5)
      #expect(abs(total - bruteForce(cost, rows: rows, columns: columns)) < 1e-5)
    }
  }

  @Test func pairsAcrossTheDiagonalWhenThatIsCheaper() {
    let cost: [Float] = [
      5, 1, 5,
      5, 5, 1,
      1, 5, 5,
    ]
    let (assignment, total) = MinimumCostAssignment.solve(cost, rows: 3, columns: 3)
    #expect(assignment == [1, 2, 0])
    #expect(total == 3)
  }
}
