import Coordinators
import CoordinatorsTesting
import KanjiApp
import TermCore
import TermUI

extension KanjiFuzzer {
  /// Text a form accepts or a search finds, and text meant to break a terminal.
  static let searches = ["water", "nihon", "mizu", "にほん", "日", "ひ", "sun", "kuruma", "zz", "1"]
  static let names = ["Ann", "山田", "ｱﾝ", "Zoë", "O'Brien", "李"]
  /// Escape sequences (CSI, OSC, DCS, C1 CSI), bidirectional overrides, zero-width and
  /// combining characters: they must be drawn visibly, never reach the terminal.
  public static let hostileStrings = [
    "\u{1B}[31mRed\u{1B}[0m", "\u{1B}]0;pwned\u{07}", "\u{1B}P+q\u{1B}\\", "\u{9B}2J", "a\u{202E}evil",
    "e\u{301}\u{301}\u{301}", "\u{200B}\u{200D}zw", "\u{0}nul\u{7F}", "\u{1B}[?1049l", "\u{FEFF}bom",
  ]

  /// The next event: from the form alphabet when a text field has the keyboard, else from
  /// the browsing alphabet.
  func nextEvent() -> InputEvent {
    let focused = headless.application.window.focusedViewController
    let inForm = focused?.keyContexts.contains(.textField) == true
    let roll = Int.random(in: 0..<1000, using: &random)
    if roll < 15 { return .resize(randomSize()) }
    if roll < 30 { return randomKeyOrScalar() }
    if roll < 110 { return randomMouse() }
    return inForm ? formEvent() : browsingEvent()
  }

  private func formEvent() -> InputEvent {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<14: return .text(pick(["u\(Int.random(in: 0..<9_999, using: &random))@example.com", Self.knownEmail]))
    case 14..<26: return .text(pick([Self.knownPassword, "hunter2hunter2", "short"]))
    case 26..<36: return .text(pick(Self.names))
    case 36..<42: return .text(pick(Self.hostileStrings))
    case 42..<70: return .key(.enter)
    case 70..<78: return .key(.tab)
    case 78..<82: return .key(.backTab)
    case 82..<88: return .key(.backspace)
    case 88..<94: return .key(.escape)
    default: return .key(.character(pick(["a", "q", "j", "1", "日", " "])))
    }
  }

  private func browsingEvent() -> InputEvent {
    switch Int.random(in: 0..<1000, using: &random) {
    case 0..<170: return .key(pick([.character("j"), .down]))
    case 170..<220: return .key(pick([.character("k"), .up]))
    case 220..<400: return .key(.enter)
    case 400..<440: return .key(pick([.character("l"), .right]))
    case 440..<520: return .key(pick([.escape, .character("h"), .left, .backspace]))
    case 520..<620: return .key(pick([.character("1"), .character("2"), .character("3"), .tab, .backTab]))
    case 620..<680:
      return .key(
        pick([
          .character("g"), .character("G"), .home, .end, .pageDown, .pageUp, .control("f"), .control("b"),
          .control("d"), .control("u"),
        ]))
    case 680..<720: return .key(.character("/"))
    case 720..<780: return .text(pick(Self.searches))
    case 780..<800: return .text(pick(Self.hostileStrings))
    case 800..<850: return .key(.character("s"))
    case 850..<870: return .key(.character("o"))
    case 870..<890: return .key(.character("?"))
    case 890..<900: return .key(pick([.control("l"), .control("z")]))
    case 900..<906: return .key(.character("q"))
    case 906..<908: return .key(pick([.character("Q"), .control("c")]))
    case 908..<909: return .terminate(signal: pick([15, 1, 2]))
    default: return .key(.character(pick(["a", "w", "x", "日", "に", " ", "-"])))
    }
  }

  /// Any key at all, or one code point from anywhere (controls, C1, kana, kanji, emoji,
  /// combining marks).
  private func randomKeyOrScalar() -> InputEvent {
    let keys: [Key] = [
      .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .insert, .delete, .enter, .escape, .tab,
      .backTab, .backspace, .function(Int.random(in: 1...63, using: &random)),
      .control(Character(UnicodeScalar(UInt8.random(in: 0x61...0x7A, using: &random)))),
    ]
    if Bool.random(using: &random) { return .key(pick(keys)) }
    let ranges: [ClosedRange<UInt32>] = [
      0x20...0x7E, 0x00...0x1F, 0x7F...0x9F, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF, 0x1F600...0x1F64F,
      0x0300...0x036F, 0x2000...0x206F, 0xFF01...0xFF9F,
    ]
    let value = UInt32.random(in: pick(ranges), using: &random)
    let scalar = Unicode.Scalar(value) ?? "?"
    return .key(.character(Character(scalar)))
  }

  /// A click (now and then a double click, a press, a release or another button) or a turn
  /// of the wheel anywhere on the screen, a little beyond it at times.
  private func randomMouse() -> InputEvent {
    let size = headless.terminal.size
    let point = Point(
      x: Int.random(in: 0...max(0, size.width), using: &random),
      y: Int.random(in: 0...max(0, size.height), using: &random))
    switch Int.random(in: 0..<20, using: &random) {
    case 0..<10: return .mouse(MouseEvent(.click, at: point))
    case 10..<12: return .mouse(MouseEvent(.doubleClick, at: point))
    case 12..<16: return .mouse(MouseEvent(pick([.wheelUp, .wheelDown]), at: point))
    case 16..<18:
      return .mouse(MouseEvent(pick([.press, .release]), at: point, button: pick([.left, .middle, .right])))
    default: return .mouse(MouseEvent(.click, at: point, button: pick([.middle, .right]), modifiers: .shift))
    }
  }

  /// Mostly small sizes (around and below the minimum), some common ones, a few huge.
  private func randomSize() -> Size {
    switch Int.random(in: 0..<10, using: &random) {
    case 0..<5:
      return Size(width: Int.random(in: 1...45, using: &random), height: Int.random(in: 1...16, using: &random))
    case 5..<9:
      return Size(width: Int.random(in: 40...100, using: &random), height: Int.random(in: 12...32, using: &random))
    default:
      return Size(
        width: Int.random(in: 1...maxSize.width, using: &random),
        height: Int.random(in: 1...maxSize.height, using: &random))
    }
  }

  private func pick<T>(_ choices: [T]) -> T {
    choices[Int.random(in: 0..<choices.count, using: &random)]
  }

  /// An event as a key script would write it (text quoted).
  static func describe(_ event: InputEvent) -> String {
    switch event {
    case .key(let key): key.scriptName.debugDescription.dropFirst().dropLast().description
    case .text(let text): "text\(text.debugDescription)"
    case .mouse(let mouse): mouse.scriptName
    case .resize(let size): "<resize \(size.width)x\(size.height)>"
    case .terminate(let signal): "<signal \(signal)>"
    }
  }
}
