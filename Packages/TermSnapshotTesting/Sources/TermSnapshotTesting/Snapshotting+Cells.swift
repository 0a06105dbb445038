import SnapshotTesting
import TermCore

extension Snapshotting where Value == CellBuffer, Format == String {
  /// A cell buffer as text in the project's snapshot format, with its style block.
  ///
  /// A buffer that breaks its own rules (a row not as wide as the buffer, a lost half of a
  /// wide glyph) is written with `!! ` lines naming each problem, so it can never match a
  /// sound reference.
  public static var cells: Snapshotting { cells(styles: true) }

  /// A cell buffer as text; `styles: false` leaves out the style block.
  public static func cells(styles: Bool) -> Snapshotting {
    SimplySnapshotting.lines.pullback { buffer in
      let problems = buffer.problems()
      let header = problems.map { "!! \($0)\n" }.joined()
      return header + buffer.snapshotText(styles: styles)
    }
  }
}
