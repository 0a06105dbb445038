/// The cheapest way to give each row of a cost matrix its own column (the Hungarian method,
/// in Jonker and Volgenant's shortest-path form), for at most as many rows as columns.
///
/// The recogniser pairs drawn strokes with a template's strokes by it, so that a stroke
/// written out of order still meets the stroke it stands for.
enum MinimumCostAssignment {
  /// The column given to each row and the total cost, for a `rows × columns` matrix stored
  /// row by row in `cost`; `rows <= columns`.
  static func solve(_ cost: [Float], rows: Int, columns: Int) -> (columns: [Int], total: Float) {
    precondition(rows <= columns && cost.count >= rows * columns, "the matrix is wider than tall")
    guard rows > 0 else { return ([], 0) }
    // Potentials and the matching, 1-based with 0 as the free row, as in the classic form.
    var u = [Float](repeating: 0, count: rows + 1)
    var v = [Float](repeating: 0, count: columns + 1)
    var rowOfColumn = [Int](repeating: 0, count: columns + 1)
    var way = [Int](repeating: 0, count: columns + 1)
    var minimum = [Float](repeating: 0, count: columns + 1)
    var used = [Bool](repeating: false, count: columns + 1)
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
        for column in 1...columns where !used[column] {
          let reduced = cost[(row0 - 1) * columns + column - 1] - u[row0] - v[column]
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
    }
    var assignment = [Int](repeating: 0, count: rows)
    var total: Float = 0
    for column in 1...columns where rowOfColumn[column] != 0 {
      assignment[rowOfColumn[column] - 1] = column - 1
      total += cost[(rowOfColumn[column] - 1) * columns + column - 1]
    }
    return (assignment, total)
  }
}
