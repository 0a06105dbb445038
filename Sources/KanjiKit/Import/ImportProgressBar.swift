import Foundation

/// Shows import progress: a redrawn bar on a terminal, plain lines otherwise.
///
/// On a terminal one line is redrawn in place: the phase, percent, a bar, the rate of the
/// phase (`23,456 words/s`) and the estimated time left. Elsewhere (a log, a pipe) a line is
/// written when a phase starts and at every tenth of the whole.
public final class ImportProgressBar {
  private let isTerminal: Bool
  private let write: (String) -> Void
  private let start: Date
  private var phase = ""
  private var phaseStart: Date
  private var lastDraw = Date.distantPast
  private var lastTenth = -1

  /// Creates a display writing through `write` (standard error by default).
  ///
  /// - Parameter isTerminal: whether to redraw a bar; by default, whether standard error is
  ///   a terminal.
  public init(
    isTerminal: Bool = isatty(2) == 1, now: Date = Date(),
    write: @escaping (String) -> Void = ImportProgressBar.standardError
  ) {
    self.isTerminal = isTerminal
    self.write = write
    self.start = now
    self.phaseStart = now
  }

  /// Writes `text` to standard error.
  public static func standardError(_ text: String) {
    StandardStream.writeError(text)
  }

  /// Shows `progress` as of `now`.
  public func update(_ progress: ImportProgress, now: Date = Date()) {
    if progress.phase != phase {
      phase = progress.phase
      phaseStart = now
      if !isTerminal && progress.phase != "done" { write("import: \(progress.phase)…\n") }
    }
    let percent = Int((progress.overall * 100).rounded(.down))
    if isTerminal {
      guard now.timeIntervalSince(lastDraw) >= 0.1 || progress.overall >= 1 else { return }
      lastDraw = now
      let width = 24
      let filled = min(width, Int(progress.overall * Double(width)))
      let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
      write(
        "\r\u{1B}[K\(progress.phase.padding(toLength: 16, withPad: " ", startingAt: 0)) \(String(format: "%3d", percent))% [\(bar)]\(rate(progress, now))\(timeLeft(progress, now))"
      )
    } else {
      let tenth = percent / 10
      guard tenth > lastTenth else { return }
      lastTenth = tenth
      write("import: \(percent)%\(rate(progress, now))\(timeLeft(progress, now))\n")
    }
  }

  /// Ends the display (clears the bar on a terminal).
  public func finish() {
    if isTerminal { write("\r\u{1B}[K") }
  }

  private func rate(_ progress: ImportProgress, _ now: Date) -> String {
    let elapsed = now.timeIntervalSince(phaseStart)
    guard progress.total > 0, progress.unit != "%", elapsed > 0.2 else { return "" }
    return "  \(Self.grouped(Int(Double(progress.completed) / elapsed))) \(progress.unit)/s"
  }

  private func timeLeft(_ progress: ImportProgress, _ now: Date) -> String {
    let elapsed = now.timeIntervalSince(start)
    guard progress.overall > 0.05, progress.overall < 1, elapsed > 0.5 else { return "" }
    let left = elapsed / progress.overall * (1 - progress.overall)
    return "  ~\(Int(left.rounded(.up))) s left"
  }

  static func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}
