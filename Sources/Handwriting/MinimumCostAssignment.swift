/// The cheapest way to give each row of a cost matrix its own column (the Hungarian method,
/// in Jonker and Volgenant's shortest-path form), for at most as many rows as columns.
///
/// The recogniser pairs drawn strokes with a template's strokes by it, so that a stroke
/// written out of order still meets the stroke it stands for. It solves thousands of small
/// matrices a drawing, so one value keeps its working arrays from one to the next.
struct MinimumCostAssignment {
  // Potentials and the matching, 1-based with 0 as the free row, as in the classic form.
  private var u: [Float] = []
  private var v: [Float] = []
  private var rowOfColumn: [Int] = []
  private var way: [Int] = []
  private var minimum: [Float] = []
  private var used: [Bool] = []
  private var rest: [Float] = []
  /// The column given to each row by the last ``solve(_:rows:columns:)``.
  private(set) var columnOfRow: [Int] = []

  /// The column given to each row and the total cost, for a `rows × columns` matrix stored
  /// row by row in `cost`; `rows <= columns`.
  static func solve(_ cost: [Float], rows: Int, columns: Int) -> (columns: [Int], total: Float) {
    var assignment = MinimumCostAssignment()
    let total = cost.withUnsafeBufferPointer { assignment.solve($0, rows: rows, columns: columns) } ?? .infinity
    return (assignment.columnOfRow, total)
  }

  /// The least total cost of `cost`, a `rows × columns` matrix of costs of at least 0
  /// stored row by row with `rows <= columns`, the pairing left in ``columnOfRow``; or nil
  /// as soon as it is sure to be more than `bound`.
  ///
  /// Rows are added one at a time, each time with the best pairing of those so far; that
  /// pairing's cost, with the cheapest cost of each row still to come, is a lower bound of
  /// the answer, so a matrix that cannot beat `bound` is given up early.
  mutating func solve(_ cost: UnsafeBufferPointer<Float>, rows: Int, columns: Int, bound: Float = .infinity)
    -> Float?
  {
    precondition(rows <= columns && cost.count >= rows * columns, "the matrix is wider than tall")
    guard rows > 0 else {
      columnOfRow.removeAll(keepingCapacity: true)
      return 0
    }
    Self.reset(&u, rows + 1, 0)
    Self.reset(&v, columns + 1, 0)
    Self.reset(&rowOfColumn, columns + 1, 0)
    Self.reset(&way, columns + 1, 0)
    Self.reset(&minimum, columns + 1, 0)
    Self.reset(&used, columns + 1, false)
    // The cheapest cost of each row, summed over the rows after it.
    Self.reset(&rest, rows + 1, 0)
    if bound < .infinity {
      for row in stride(from: rows, through: 1, by: -1) {
        var cheapest = Float.infinity
        for column in 0..<columns { cheapest = min(cheapest, cost[(row - 1) * columns + column]) }
        rest[row - 1] = rest[row] + cheapest
      }
    }
    for row in 1...rows {
      rowOfColumn[0] = row
      var column0 = 0
      for index in 0...columns {
        minimum[index] = .infinity
        used[index] = false
      }
      repeat {
        used[column0] = true
        let row0 = rowOfColumn[column0]
        var delta = Float.infinity
        var column1 = 0
        let base = (row0 - 1) * columns - 1
        let potential = u[row0]
        for column in 1...columns where !used[column] {
          let reduced = cost[base + column] - potential - v[column]
          if reduced < minimum[column] {
            minimum[column] = reduced
            way[column] = column0
          }
          if minimum[column] < delta {
            delta = minimum[column]
            column1 = column
          }
        }
        for column in 0...columns {
          if used[column] {
            u[rowOfColumn[column]] += delta
            v[column] -= delta
          } else {
            minimum[column] -= delta
          }
        }
        column0 = column1
      } while rowOfColumn[column0] != 0
      repeat {
        let column1 = way[column0]
        rowOfColumn[column0] = rowOfColumn[column1]
        column0 = column1
      } while column0 != 0
      // -v[0] is the cost of the best pairing of the rows so far.
      if -v[0] + rest[row] > bound { return nil }
    }
    Self.reset(&columnOfRow, rows, 0)
    var total: Float = 0
    for column in 1...columns where rowOfColumn[column] != 0 {
      columnOfRow[rowOfColumn[column] - 1] = column - 1
      total += cost[(rowOfColumn[column] - 1) * columns + column - 1]
    }
    return total
  }

  private static func reset<T>(_ array: inout [T], _ count: Int, _ value: T) {
    if array.count == count {
      for index in array.indices { array[index] = value }
    } else {
      array = [T](repeating: value, count: count)
    }
  }
}
