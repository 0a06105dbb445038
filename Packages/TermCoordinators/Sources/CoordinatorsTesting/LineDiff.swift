/// A line-by-line difference between two texts, for snapshot failures.
///
/// Lines only in the reference start with `-`, lines only in the new text with `+`, and up
/// to ``context`` unchanged lines around each change with a space; runs of unchanged lines
/// between changes are cut to `@@ …` markers. Screens are tens of lines, so the quadratic
/// longest-common-subsequence table is small.
public struct LineDiff: Sendable {
  /// Unchanged lines kept around each change.
  public var context: Int

  /// Creates a diff that keeps `context` unchanged lines around each change.
  public init(context: Int = 2) {
    self.context = context
  }

  /// The difference from `old` to `new`, or nil when they are equal.
  public func text(from old: String, to new: String) -> String? {
    guard old != new else { return nil }
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let edits = Self.edits(from: a, to: b)
    var keep = [Bool](repeating: false, count: edits.count)
    for (index, edit) in edits.enumerated() where edit.mark != " " {
      for near in max(0, index - context)...min(edits.count - 1, index + context) { keep[near] = true }
    }
    var out: [String] = []
    var skipped = false
    for (index, edit) in edits.enumerated() {
      guard keep[index] else {
        skipped = true
        continue
      }
      if skipped || out.isEmpty && index > 0 { out.append("@@ …") }
      skipped = false
      out.append("\(edit.mark)\(edit.line)")
    }
    if skipped { out.append("@@ …") }
    return out.joined(separator: "\n")
  }

  private struct Edit {
    var mark: Character
    var line: String
  }

  /// The edit script by the longest common subsequence of the two line lists.
  private static func edits(from a: [String], to b: [String]) -> [Edit] {
    let n = a.count
    let m = b.count
    // lengths[i][j]: the LCS length of a[i...] and b[j...].
    var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var out: [Edit] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, a[i] == b[j] {
        out.append(Edit(mark: " ", line: a[i]))
        i += 1
        j += 1
      } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
        out.append(Edit(mark: "-", line: a[i]))
        i += 1
      } else {
        out.append(Edit(mark: "+", line: b[j]))
        j += 1
      }
    }
    return out
  }
}
