import TermCore

/// A detail page: a heading, titled sections of wrapped text, and an optional list section.
///
/// The text sections scroll as one document above the list, which gets the rest of the
/// area. Moving down past the end of the text gives the list the focus (its selection
/// lights up); moving up from its first row gives the focus back to the text.
public final class DetailView: View {
  /// One part of the page.
  public enum Section {
    /// A titled block of text, wrapped by display width.
    case text(title: String, body: String)
    /// A titled block of lines kept as written, never wrapped and cut at the width: a
    /// table whose columns line up with spaces.
    case preformatted(title: String, body: String)
    /// A titled list that can take the focus (e.g. the other books by a book's author).
    case list(title: String, list: ListView)
  }

  /// What has the focus.
  public enum Focus: Hashable, Sendable {
    case text, list
  }

  /// A large first line, e.g. a book's title; nil for none.
  public var heading: String?
  /// The sections, top to bottom; only the first list section is shown as a list.
  public var sections: [Section] {
    didSet { if embeddedList == nil { focus = .text } }
  }
  /// What has the focus.
  public private(set) var focus: Focus = .text
  /// The first line of text shown.
  public private(set) var scrollOffset: Int = 0
  private var textHeight = 10
  private var textLineCount = 0
  /// The area the page was last drawn in (nil before the first frame), for the mouse.
  public private(set) var frame: Rect?
  /// The text part of ``frame``, above the list.
  public private(set) var textFrame: Rect?

  /// Creates a detail page.
  public init(heading: String? = nil, sections: [Section] = []) {
    self.heading = heading
    self.sections = sections
  }

  /// The list section's list, if there is one.
  public var embeddedList: ListView? {
    for case .list(_, let list) in sections { return list }
    return nil
  }

  private var listTitle: String {
    for case .list(let title, _) in sections { return title }
    return ""
  }

  /// Gives the focus to the text or the list (the list only if there is one).
  public func setFocus(_ focus: Focus) {
    self.focus = embeddedList == nil ? .text : focus
  }

  /// Does what `action` asks; false when the action means nothing here.
  @discardableResult
  public func perform(_ action: KeyAction) -> Bool {
    if focus == .list, let list = embeddedList {
      if action == .moveUp, list.selectedIndex == 0 {
        focus = .text
        return true
      }
      return list.perform(action)
    }
    let maxOffset = max(0, textLineCount - textHeight)
    let page = max(1, textHeight)
    switch action {
    case .moveDown:
      if scrollOffset >= maxOffset, embeddedList != nil {
        focus = .list
      } else {
        scrollOffset = min(maxOffset, scrollOffset + 1)
      }
    case .moveUp: scrollOffset = max(0, scrollOffset - 1)
    case .first: scrollOffset = 0
    case .last: scrollOffset = maxOffset
    case .pageDown: scrollOffset = min(maxOffset, scrollOffset + page)
    case .pageUp: scrollOffset = max(0, scrollOffset - page)
    case .halfPageDown: scrollOffset = min(maxOffset, scrollOffset + max(1, page / 2))
    case .halfPageUp: scrollOffset = max(0, scrollOffset - max(1, page / 2))
    default: return false
    }
    return true
  }

  /// Gives the focus to the text and scrolls it so that the text section titled `title`
  /// starts at the top (or as near as the end of the text allows); false when no text
  /// section has that title.
  @discardableResult
  public func scroll(toSection title: String) -> Bool {
    guard let index = textSections.firstIndex(where: { $0.title == title }) else { return false }
    focus = .text
    pendingSection = index
    return true
  }

  /// The section ``scroll(toSection:)`` asked for, found in the lines at the next frame.
  private var pendingSection: Int?

  /// Lets go of the text as last wrapped and of the embedded list's drawn rows, keeping the
  /// scroll position and the selection; the next frame wraps and draws what it shows again.
  public func discardDrawing() {
    wrapped = nil
    embeddedList?.discardDrawing()
  }

  /// Scrolls the text by `delta` lines (the wheel), within the text; the focus stays.
  public func scrollText(by delta: Int) {
    scrollOffset = min(max(0, scrollOffset + delta), max(0, textLineCount - textHeight))
  }

  /// The text the last frame wrapped, its lines and their glyphs: wrapping (and turning a
  /// line into glyphs) is done again only when the text or the width changed, not on every
  /// frame.
  private var wrapped: (text: [String?], width: Int, lines: [(String, Style)], starts: [Int], glyphs: [[Glyph]])?

  /// The text sections in order: title, body, and whether the body is kept as written.
  private var textSections: [(title: String, body: String, preformatted: Bool)] {
    sections.compactMap { section -> (title: String, body: String, preformatted: Bool)? in
      switch section {
      case .text(let title, let body): (title, body, false)
      case .preformatted(let title, let body): (title, body, true)
      case .list: nil
      }
    }
  }

  /// The text part as styled lines at `width` columns, and the line each section starts at.
  private func textLines(width: Int) -> (lines: [(String, Style)], starts: [Int], glyphs: [[Glyph]]) {
    let sections = textSections
    var text: [String?] = [heading]
    for section in sections { text += [section.title, section.body, section.preformatted ? "p" : "t"] }
    if let wrapped, wrapped.width == width, wrapped.text == text {
      return (wrapped.lines, wrapped.starts, wrapped.glyphs)
    }
    var lines: [(String, Style)] = []
    var starts: [Int] = []
    if let heading { lines += [(heading, .title), ("", .normal)] }
    for section in sections {
      starts.append(lines.count)
      lines.append((section.title, .accent))
      let body =
        section.preformatted
        ? section.body.split(separator: "\n", omittingEmptySubsequences: false).map {
          DisplayWidth.truncate(String($0), to: width)
        }
        : TextWrap.lines(section.body, width: width)
      lines += body.map { ($0, .normal) }
      lines.append(("", .normal))
    }
    // What writing each line's text writes (``TermCore/CellBuffer/write(_:at:style:clip:)``
    // turns text into these glyphs), made once.
    let glyphs = lines.map { Glyph.glyphs(of: $0.0) }
    wrapped = (text, width, lines, starts, glyphs)
    return (lines, starts, glyphs)
  }

  public func render(in area: Rect, into buffer: inout CellBuffer) {
    frame = area
    textFrame = nil
    guard !area.isEmpty else { return }
    buffer.fill(area)
    let content = area.inset(left: 1, right: 1)
    let (lines, starts, glyphs) = textLines(width: content.width)
    var textArea = content
    if let list = embeddedList {
      // The list keeps at least its title and three rows (or all it has) when it can.
      let wanted = 1 + min(max(1, list.count), 3)
      let listRows = max(min(wanted, area.height), area.height - lines.count)
      let (top, rest) = content.splitTop(area.height - listRows)
      textArea = top
      if !rest.isEmpty {
        let titleStyle: Style = focus == .list ? .title : .dim
        buffer.write(DisplayWidth.truncate(listTitle, to: rest.width), at: rest.origin, style: titleStyle, clip: rest)
        list.showsSelection = focus == .list
        list.render(in: Rect(x: area.minX, y: rest.minY + 1, width: area.width, height: rest.height - 1), into: &buffer)
      }
    }
    textHeight = textArea.height
    textLineCount = lines.count
    textFrame = Rect(x: area.minX, y: textArea.minY, width: area.width, height: textArea.height)
    if let section = pendingSection, section < starts.count {
      scrollOffset = starts[section]
    }
    pendingSection = nil
    scrollOffset = min(scrollOffset, max(0, lines.count - textArea.height))
    for row in 0..<textArea.height where scrollOffset + row < lines.count {
      let line = textArea.row(row)
      buffer.write(glyphs[scrollOffset + row], at: line.origin, style: lines[scrollOffset + row].1, clip: line)
    }
  }
}
