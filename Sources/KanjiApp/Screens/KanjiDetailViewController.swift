import KanjiKit
import TermCore
import TermUI

/// A kanji's page: the kanji boxed and prominent beside its meanings, then its readings
/// (name readings apart), facts, variant forms, and the words that use it as a list.
///
/// Enter on a word is reported through ``onOpen``; `s` through ``onToggleStar``; `v`
/// through ``onOpenVariants``; `y` through ``onCopy``.
final class KanjiDetailViewController: EntryPageViewController {
  /// The kanji shown.
  let kanji: Kanji
  /// Whether the kanji is starred now (asked at every draw).
  var isStarred: () -> Bool = { false }
  /// The user asked to star or unstar the kanji.
  var onToggleStar: (() -> Void)?
  /// The user asked for the kanji's stroke order.
  var onShowStrokeOrder: (() -> Void)?
  /// The user asked for the list of the kanji's components.
  var onShowComponents: (() -> Void)?
  /// The page came into view (pushed, or uncovered by a Back), so its star is read again.
  var onAppear: (() -> Void)?
  /// The user asked for the variant forms; nil when none is in the dictionary.
  var onOpenVariants: (() -> Void)?

  /// Rows the boxed header takes, with the blank row under it.
  private static let headerHeight = 4

  /// Creates the page of `kanji` whose words come from `words`; `variants` are its variant
  /// forms, each with its entry when the dictionary has it, and `parts` is the section on its
  /// stroke order and components (what `d` opens).
  init(kanji: Kanji, words: ListView, wordCount: Int, variants: [WordCharacter] = [], parts: String) {
    self.kanji = kanji
    var sections: [DetailView.Section] = [
      .text(title: "Meanings", body: kanji.meanings.joined(separator: ", ")),
      .text(title: "Readings", body: Self.readings(of: kanji)),
    ]
    sections.append(.text(title: "Details", body: Self.details(of: kanji)))
    if !variants.isEmpty { sections.append(.text(title: "Variant forms", body: Self.variants(variants))) }
    sections.append(.text(title: "Stroke order and components", body: parts))
    sections.append(.list(title: "Words with \(kanji.literal) (\(RowFormat.count(wordCount)))", list: words))
    super.init(title: kanji.literal, heading: nil, sections: sections)
    if wordCount > 0 { detailView.setFocus(.list) }
  }

  override func didAppear() {
    onAppear?()
  }

  override var keyHints: [KeyHint] {
    let star = keyMap.hint([.toggleStar], in: .stars, isStarred() ? "unstar" : "star")
    let strokes = onShowStrokeOrder != nil ? keyMap.hint([.showStrokeOrder], in: .kanjiPage, "strokes") : nil
    let parts = onShowComponents != nil ? keyMap.hint([.showComponents], in: .kanjiPage, "parts") : nil
    let variants = onOpenVariants != nil ? keyMap.hint([.openVariants], in: .variants, "variants") : nil
    return [star, strokes, parts, variants].compactMap { $0 } + super.keyHints
  }

  override var keyContexts: [KeyContext] {
    super.keyContexts + [.stars] + (onShowStrokeOrder != nil || onShowComponents != nil ? [.kanjiPage] : [])
      + (onOpenVariants != nil ? [.variants] : [])
  }

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
    if case .key(let key) = event, let onShowStrokeOrder,
      keyMap.action(for: key, in: .kanjiPage) == .showStrokeOrder
    {
      onShowStrokeOrder()
      return .handled
    }
    if case .key(let key) = event, let onShowComponents, keyMap.action(for: key, in: .kanjiPage) == .showComponents {
      onShowComponents()
      return .handled
    }
    if case .key(let key) = event, let onOpenVariants, keyMap.action(for: key, in: .variants) == .openVariants {
      onOpenVariants()
      return .handled
    }
    return super.handle(event)
  }

  private static func readings(of kanji: Kanji) -> String {
    var lines: [String] = []
    if !kanji.onReadings.isEmpty { lines.append("On:  " + kanji.onReadings.joined(separator: "  ")) }
    if !kanji.kunReadings.isEmpty { lines.append("Kun: " + kanji.kunReadings.joined(separator: "  ")) }
    if !kanji.nanori.isEmpty { lines.append("In names (nanori): " + kanji.nanori.joined(separator: "  ")) }
    return lines.isEmpty ? "none recorded" : lines.joined(separator: "\n")
  }

  /// `國 (v opens it)`, or the forms with which ones the dictionary lacks.
  private static func variants(_ variants: [WordCharacter]) -> String {
    let inDictionary = variants.filter { $0.kanji != nil }.map(\.character)
    let missing = variants.filter { $0.kanji == nil }.map(\.character)
    var lines: [String] = []
    if !inDictionary.isEmpty {
      lines.append(
        inDictionary.joined(separator: "  ") + (inDictionary.count == 1 ? " (v opens it)" : " (v lists them)"))
    }
    if !missing.isEmpty {
      lines.append(missing.joined(separator: "  ") + " (not in this dictionary; kanji import adds every kanji)")
    }
    return lines.joined(separator: "\n")
  }

  private static func details(of kanji: Kanji) -> String {
    var parts = [CountPhrase.strokes(kanji.strokes), RowFormat.grade(kanji.grade)]
    parts.append(RowFormat.jlpt(kanji.jlpt, absent: "not on the JLPT N5-N1 lists"))
    parts.append(kanji.frequency.map { "frequency #\($0) of 2,500" } ?? "frequency not ranked")
    parts.append("radical \(RowFormat.radical(kanji.radical))")
    return parts.joined(separator: ", ")
  }
}
