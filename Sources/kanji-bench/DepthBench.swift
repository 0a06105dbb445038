import ArgumentParser
import Foundation
import KanjiKit
import TermCore

/// B8 for a deep stack: the app headless at 500×200, `Enter` pressed 1,000 times from All
/// Kanji (a kanji, then a word that uses it, then a kanji of that word, …), each with its
/// frame; then `Esc` back to the root. A screen under the top of a stack should keep its
/// state, not its drawing, so memory should not grow with the depth times the area.
struct DepthChild: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "depth-child", shouldDisplay: false)
  @Option var dataDir: String
  @Option var depth = 1_000
  @Option var width = 500
  @Option var height = 200

  func run() throws {
    let kanji = try HeadlessKanji(directory: URL(fileURLWithPath: dataDir), size: Size(width: width, height: height))
    var buffer = CellBuffer(size: .zero)
    for _ in 0..<depth {
      try kanji.send("<Enter>")
      kanji.frame(into: &buffer)
    }
    let deep = kanji.app.application.coordinator.navigationState.tabs.map(\.count).max() ?? 0
    let atDepth = residentMemoryMB()
    for _ in 0..<depth {
      try kanji.send("<Esc>")
      kanji.frame(into: &buffer)
    }
    print(deep, atDepth, residentMemoryMB(), peakMemoryMB())
  }
}

/// Resident memory of this process now, in megabytes (`VmRSS`).
func residentMemoryMB() -> Double {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),  // no /proc: 0
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
    let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
  else { return 0 }
  return kilobytes / 1024
}
