import TermCore
import TermUI

/// The Words list, which shows a searched sentence split into its words above the results
/// when the query is several words.
///
/// With a ``sentence`` set, `←`/`→` (the `sentence` context, before the list's own keys)
/// and a click on a word select another word, reported through ``onSelectWord``; the owner
/// lists that word's entries. `s` (the `stars` context) stars the selected row's word from
/// the sentence, reported through ``onStarFromSentence``. Tab stays the tab bar's. Without
/// a sentence it is the plain list.
final class WordSearchViewController: DictionaryListViewController {
  /// The searched sentence, split; nil when the query is one word (or none).
  var sentence: SentenceLine?
  /// The user selected another word of the sentence (already selected in ``sentence``).
  var onSelectWord: (() -> Void)?
  /// The user asked to star or unstar the word of this row, read as the sentence's selected
  /// word (only while a sentence is shown).
  var onStarFromSentence: ((Int) -> Void)?
  /// Whether the word of a row is starred (asked for the hint: `s star` or `s unstar`).
  var isRowStarred: (Int) -> Bool = { _ in false }

  /// The most rows the sentence takes above the list.
  static let sentenceRows = 3

  override var keyHints: [KeyHint] {
    guard sentence != nil, !isEditingFilter else { return super.keyHints }
    var hints = super.keyHints
    if let words = keyMap.hint([.previousWord, .nextWord], in: .sentence, "word") {
      hints.insert(words, at: min(1, hints.count))
    }
    let starred = listView.count > 0 && isRowStarred(listView.selectedIndex)
    if onStarFromSentence != nil, let star = keyMap.hint([.toggleStar], in: .stars, starred ? "unstar" : "star") {
      hints.insert(star, at: min(2, hints.count))
    }
    return hints
  }

  override var keyContexts: [KeyContext] {
    guard sentence != nil, !isEditingFilter else { return super.keyContexts }
    return [.sentence] + (onStarFromSentence != nil ? [.stars] : []) + super.keyContexts
  }

  override func render(in area: Rect, into buffer: inout CellBuffer) {
    guard var line = sentence, area.height >= 6 else {
      super.render(in: area, into: &buffer)
      return
    }
    let inner = area.inset(left: 1, right: 1)
    let rows = line.height(width: inner.width, limit: min(Self.sentenceRows, area.height / 4))
    buffer.fill(area.top(rows + 1))
    line.render(in: inner.top(rows), into: &buffer)
    sentence = line
    super.render(in: area.removingTop(rows + 1), into: &buffer)
  }

  override func handle(_ event: InputEvent) -> EventResult {
    guard var line = sentence, !isEditingFilter else { return super.handle(event) }
    switch event {
    case .key(let key):
      if let onStarFromSentence, keyMap.action(for: key, in: .stars) == .toggleStar {
        if listView.count > 0 { onStarFromSentence(listView.selectedIndex) }
        return .handled
      }
      let offset: Int
      switch keyMap.action(for: key, in: .sentence) {
      case .nextWord: offset = 1
      case .previousWord: offset = -1
      default: return super.handle(event)
      }
      if line.move(by: offset) {
        sentence = line
        onSelectWord?()
      }
      return .handled
    case .mouse(let mouse) where line.contains(mouse.position):
      if mouse.isPrimaryClick, line.select(at: mouse.position) {
        sentence = line
        onSelectWord?()
      }
      return .handled
    default:
      return super.handle(event)
    }
  }
}
