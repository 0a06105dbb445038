import TermCore

/// The first screen: the three tab titles and a line of kanji, until the app's tabs land.
struct WelcomeScreen {
  static let minimumSize = Size(width: 20, height: 5)
  static let tabs = ["All Kanji", "Words", "Account"]
  static let kanjiLine = "日本語 漢字 一二三四五六七八九十"
  var selectedTab = 0

  /// Draws the screen for `size`.
  func render(size: Size) -> CellBuffer {
    var buffer = CellBuffer(size: size)
    guard size.covers(Self.minimumSize) else {
      let message = ["terminal too small", "too small", "small", "!"].first { $0.count <= size.width } ?? ""
      buffer.write(message, at: Point(x: (size.width - message.count) / 2, y: size.height / 2), style: .error)
      return buffer
    }
    var x = 1
    for (index, title) in Self.tabs.enumerated() {
      let style: Style = index == selectedTab ? .activeTab : .tab
      x = buffer.write(" \(index + 1) \(title) ", at: Point(x: x, y: 0), style: style) + 1
    }
    buffer.horizontalLine(at: Point(x: 0, y: 1), length: size.width)
    buffer.write(Self.kanjiLine, at: Point(x: 2, y: 3), style: .title)
    buffer.write("q quit  1-3 tabs", at: Point(x: 1, y: size.height - 1), style: .hint)
    return buffer
  }

  /// Runs until `q`, Ctrl-C or a termination signal; returns the exit status.
  mutating func run(on terminal: Terminal) -> Int32 {
    terminal.present(render(size: terminal.size))
    while let event = terminal.nextEvent() {
      switch event {
      case .key(.character("q")), .key(.character("Q")), .key(.control("c")):
        return 0
      case .terminate(let signal):
        return 128 + signal
      case .key(.character(let c)) where ("1"..."3").contains(c):
        selectedTab = (c.wholeNumberValue ?? 1) - 1
      case .key(.tab):
        selectedTab = (selectedTab + 1) % Self.tabs.count
      case .key(.backTab):
        selectedTab = (selectedTab + Self.tabs.count - 1) % Self.tabs.count
      case .key(.control("l")):
        terminal.invalidate()
      case .key(.control("z")):
        terminal.suspend()
      default:
        break
      }
      terminal.present(render(size: terminal.size))
    }
    return 0
  }
}
