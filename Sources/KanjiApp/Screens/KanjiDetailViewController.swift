import KanjiKit
import TermCore
import TermUI

/// A kanji's page: the kanji boxed and prominent beside its meanings, then its readings,
/// facts, and the words that use it as a list.
///
/// Enter on a word is reported through ``onOpen``; `s` through ``onToggleStar``.
final class KanjiDetailViewController: DetailViewController {
  /// The kanji shown.
  let kanji: Kanji
  /// Whether the kanji is starred now (asked at every draw).
  var isStarred: () -> Bool = { false }
  /// The user asked to star or unstar the kanji.
  var onToggleStar: (() -> Void)?
  /// The page came into view (pushed, or uncovered by a Back), so its star is read again.
  var onAppear: (() -> Void)?

  /// Rows the boxed header takes, with the blank row under it.
  private static let headerHeight = 4

  /// Creates the page of `kanji` whose words come from `words`.
  init(kanji: Kanji, words: ListView, wordCount: Int) {
    self.kanji = kanji
    super.init(
      title: kanji.literal, heading: nil,
      sections: [
        .text(title: "Meanings", body: kanji.meanings.joined(separator: ", ")),
        .text(title: "Readings", body: Self.readings(of: kanji)),
        .text(title: "Details", body: Self.details(of: kanji)),
        .list(title: "Words with \(kanji.literal) (\(RowFormat.count(wordCount)))", list: words),
      ])
    if wordCount > 0 { detailView.setFocus(.list) }
  }

  override func didAppear() {
    onAppear?()
  }

  override var keyHints: [KeyHint] {
    let star = keyMap.hint([.toggleStar], in: .stars, isStarred() ? "unstar" : "star")
    return (star.map { [$0] } ?? []) + super.keyHints
  }

  override var keyContexts: [KeyContext] { super.keyContexts + [.stars] }

  override func render(in area: Rect, into buffer: inout CellBuffer) {
    guard !area.isEmpty else { return }
    buffer.fill(area)
    // The boxed kanji needs room; on a small screen it becomes the page's heading line.
    guard area.height >= 12, area.width >= 24 else {
      detailView.heading = (isStarred() ? "* " : "") + kanji.literal
      super.render(in: area, into: &buffer)
      return
    }
    detailView.heading = nil
    let box = Rect(x: area.minX + 1, y: area.minY, width: 6, height: 3)
    buffer.box(box)
    buffer.write(kanji.literal, at: Point(x: box.minX + 2, y: box.minY + 1), style: .title, clip: box)
    let side = Rect(x: box.maxX + 2, y: area.minY, width: max(0, area.maxX - box.maxX - 3), height: 3)
    let meanings = kanji.meanings.prefix(4).joined(separator: ", ")
    buffer.write(DisplayWidth.truncate(meanings, to: side.width), at: side.origin, style: .title, clip: side)
    let readings = RowFormat.readings(on: kanji.onReadings, kun: kanji.kunReadings)
    buffer.write(DisplayWidth.truncate(readings, to: side.width), at: side.origin.offsetBy(dy: 1), clip: side)
    let key = keyMap.keyName(of: .toggleStar, in: .stars)
    let star = isStarred() ? "* starred" : "not starred" + (key.map { " (\($0) stars it)" } ?? "")
    buffer.write(
      DisplayWidth.truncate(star, to: side.width), at: side.origin.offsetBy(dy: 2),
      style: isStarred() ? .accent : .dim, clip: side)
    super.render(in: area.removingTop(Self.headerHeight), into: &buffer)
  }

  override func handle(_ event: InputEvent) -> EventResult {
    if case .key(let key) = event, let onToggleStar, keyMap.action(for: key, in: .stars) == .toggleStar {
      onToggleStar()
      return .handled
    }
    return super.handle(event)
  }

  private static func readings(of kanji: Kanji) -> String {
    var lines: [String] = []
    if !kanji.onReadings.isEmpty { lines.append("On:  " + kanji.onReadings.joined(separator: "  ")) }
    if !kanji.kunReadings.isEmpty { lines.append("Kun: " + kanji.kunReadings.joined(separator: "  ")) }
    return lines.isEmpty ? "none recorded" : lines.joined(separator: "\n")
  }

  private static func details(of kanji: Kanji) -> String {
    var parts = [CountPhrase.strokes(kanji.strokes), RowFormat.grade(kanji.grade)]
    parts.append(kanji.jlpt.map { "JLPT \($0)" } ?? "not in the JLPT")
    parts.append(kanji.frequency.map { "frequency #\($0) of 2,500" } ?? "frequency not ranked")
    parts.append("radical \(RowFormat.radical(kanji.radical))")
    return parts.joined(separator: ", ")
  }
}
