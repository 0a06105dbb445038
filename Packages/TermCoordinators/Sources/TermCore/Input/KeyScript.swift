/// A readable list of input events, for tests, `kanji snapshot --keys` and documentation.
///
/// Characters stand for themselves; white space only separates; names in angle brackets
/// are special keys: `<Enter>`, `<Esc>`, `<Tab>`, `<S-Tab>`, `<BS>`, `<Del>`, `<Ins>`,
/// `<Up>`, `<Down>`, `<Left>`, `<Right>`, `<Home>`, `<End>`, `<PgUp>`, `<PgDn>`,
/// `<F1>`–`<F12>`, `<C-x>` (Ctrl and a letter), `<Space>`, `<lt>` (a literal `<`), and
/// `<resize 40x12>`, and mouse events at a cell `x,y` counted from 0: `<click 4,0>`,
/// `<double-click 4,7>`, `<press 4,7>`, `<release 4,7>`, `<wheel-up 10,5>`,
/// `<wheel-down 10,5>`, with a button (`<right-click 4,7>`, `<middle-press 1,1>`) and
/// modifiers (`<S-click 4,7>`, `<A-…>`, `<C-…>`) when needed. So `"jj<Enter>"`,
/// `"2 / w a t e r <Enter>"` and `"<click 20,0> <wheel-down 5,10>"` are all scripts.
public enum KeyScript {
  /// A script that could not be read.
  public struct ParseError: Error, Hashable, CustomStringConvertible {
    /// What went wrong, for the user.
    public var message: String
    public var description: String { message }
  }

  /// The events `script` stands for.
  ///
  /// - Throws: ``ParseError`` naming the unknown or unclosed `<…>` name.
  public static func parse(_ script: String) throws(ParseError) -> [InputEvent] {
    var events: [InputEvent] = []
    var index = script.startIndex
    while index < script.endIndex {
      let c = script[index]
      if c.isWhitespace {
        index = script.index(after: index)
        continue
      }
      if c == "<" {
        guard let close = script[index...].firstIndex(of: ">") else {
          throw ParseError(message: "unclosed '<' in key script at \"\(script[index...].prefix(12))\"")
        }
        let name = String(script[script.index(after: index)..<close])
        events.append(try event(named: name))
        index = script.index(after: close)
        continue
      }
      events.append(.key(.character(c)))
      index = script.index(after: index)
    }
    return events
  }

  static let names: [String: Key] = [
    "enter": .enter, "cr": .enter, "return": .enter, "esc": .escape, "escape": .escape,
    "tab": .tab, "s-tab": .backTab, "backtab": .backTab, "bs": .backspace,
    "backspace": .backspace, "del": .delete, "delete": .delete, "ins": .insert,
    "insert": .insert, "up": .up, "down": .down, "left": .left, "right": .right,
    "home": .home, "end": .end, "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown,
    "pagedown": .pageDown, "space": .character(" "), "lt": .character("<"),
    "gt": .character(">"),
  ]

  static func event(named name: String) throws(ParseError) -> InputEvent {
    let lower = name.lowercased()
    if let key = names[lower] { return .key(key) }
    if lower.hasPrefix("resize ") {
      if let size = Size(parsing: String(lower.dropFirst(7)).trimmingSpaces()) { return .resize(size) }
      throw ParseError(message: "bad size in <\(name)>: write it as <resize 80x24>")
    }
    if lower.contains(" "), let mouse = MouseEvent.parseScriptName(lower) { return .mouse(mouse) }
    if lower.hasPrefix("c-"), lower.count == 3, let letter = lower.last, letter.isASCII, letter.isLetter {
      return .key(.control(letter))
    }
    if lower.hasPrefix("f"), let n = Int(lower.dropFirst()), (1...63).contains(n) {
      return .key(.function(n))
    }
    if lower.contains(" ") {
      throw ParseError(
        message: "bad mouse event <\(name)> in key script: write it as <click 4,2>, <double-click 4,2>, "
          + "<wheel-up 4,2>, <wheel-down 4,2>, <press 4,2> or <release 4,2>")
    }
    throw ParseError(message: "unknown key <\(name)> in key script")
  }
}

extension String {
  func trimmingSpaces() -> String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}
