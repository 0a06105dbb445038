import TermCore
import TermUI

/// Account > Starred: the starred kanji and words, whose rows are made for the width they
/// are drawn at, so that a word's sentence is shortened around the word rather than cut at
/// its end (``RowFormat/starredMeaning(gloss:sentence:width:)``).
final class StarredListViewController: DictionaryListViewController {
  /// The width of each column at the last draw, as the list lays them out; empty before the
  /// first. The rows' maker reads it while the list draws them.
  private(set) var columnWidths: [Int] = []

  override func render(in area: Rect, into buffer: inout CellBuffer) {
    columnWidths = listView.columnWidths(inWidth: area.width)
    super.render(in: area, into: &buffer)
  }
}
