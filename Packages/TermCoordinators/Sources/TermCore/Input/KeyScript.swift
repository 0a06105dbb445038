/// A readable list of input events, for tests, headless tools and documentation.
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
///
/// A script can also let time pass on the loop's clock: `<wait 2s>`, `<wait 250ms>`,
/// `<wait 1.5s>`, `<wait 1m>`. A wait is not an event, so only ``steps(_:)`` reads it
/// (``HeadlessTerminal`` and `HeadlessApp` take steps); its timers fire in order as the
/// ``VirtualClock`` moves, and the script goes on when the time is up.
public enum KeyScript {
  /// One step of a script: an event to deliver, or time to let pass.
  public enum Step: Hashable, Sendable {
    /// Deliver this event.
    case event(InputEvent)
    /// Let this much time pass on the loop's clock before the next step.
    case wait(Duration)
  }

  /// A script that could not be read.
  public struct ParseError: Error, Hashable, CustomStringConvertible {
    /// What went wrong, for the user.
    public var message: String
    public var description: String { message }
  }

  /// The events `script` stands for.
  ///
  /// - Throws: ``ParseError`` naming the unknown or unclosed `<…>` name, or a `<wait …>`
  ///   (time is not an event: read such a script with ``steps(_:)``).
  public static func parse(_ script: String) throws(ParseError) -> [InputEvent] {
    try steps(script).map { step throws(ParseError) in
      switch step {
      case .event(let event): return event
      case .wait:
        throw ParseError(
          message: "a <wait …> lets time pass and is not an event: run the script with HeadlessApp or HeadlessTerminal")
      }
    }
  }

  /// The steps `script` stands for: its events and its waits, in order.
  ///
  /// - Throws: ``ParseError`` naming the unknown or unclosed `<…>` name, or a wait it
  ///   cannot read.
  public static func steps(_ script: String) throws(ParseError) -> [Step] {
    var result: [Step] = []
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
        if name.lowercased().hasPrefix("wait ") {
          result.append(.wait(try duration(in: name)))
        } else {
          result.append(.event(try event(named: name)))
        }
        index = script.index(after: close)
        continue
      }
      result.append(.event(.key(.character(c))))
      index = script.index(after: index)
    }
    return result
  }

  /// The duration of a `<wait 2s>` (`ms`, `s` or `m`; decimals allowed).
  static func duration(in name: String) throws(ParseError) -> Duration {
    let text = String(name.dropFirst(5)).trimmingSpaces().lowercased()
    let units: [(String, Double)] = [("ms", 0.001), ("s", 1), ("m", 60)]
    for (unit, seconds) in units where text.hasSuffix(unit) {
      let number = String(text.dropLast(unit.count)).trimmingSpaces()
      guard let value = Double(number), value.isFinite, value >= 0, value * seconds < 1e9 else { break }
      return .nanoseconds(Int64((value * seconds * 1e9).rounded()))
    }
    throw ParseError(message: "bad wait <\(name)> in key script: write it as <wait 2s>, <wait 250ms> or <wait 1m>")
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
