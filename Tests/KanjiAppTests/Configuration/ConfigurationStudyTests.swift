import Foundation
import SpacedRepetition
import Testing

@testable import KanjiApp

/// The `[study]` table of `config.toml`: the scheduler's settings, and each mistake with its line.
@Suite struct ConfigurationStudyTests {
  private func read(_ text: String) throws(ConfigurationError) -> Configuration {
    try Configuration(text: text, path: "/home/u/.config/kanji-navigator/config.toml")
  }

  private func problem(_ text: String) -> String {
    do {
      _ = try read(text)
      return "no problem"
    } catch {
      return error.problems.map { "\($0.line.map(String.init) ?? "-"): \($0.message)" }.joined(separator: "\n")
    }
  }

  @Test func readsTheSchedulersSettings() throws {
    let configuration = try read(
      """
      [study]
      desired-retention = 0.85
      learning-steps = ["30s", "5m", "1h"]
      relearning-steps = ["1d"]
      fuzz = true
      """)
    #expect(configuration.scheduler.desiredRetention == 0.85)
    #expect(configuration.scheduler.learningSteps == [.seconds(30), .seconds(300), .seconds(3_600)])
    #expect(configuration.scheduler.relearningSteps == [.seconds(86_400)])
    #expect(configuration.scheduler.fuzz)
    #expect(configuration.applied(to: LaunchOptions()).scheduler == configuration.scheduler)
  }

  @Test func theDefaultsAreFSRSs() throws {
    #expect(Configuration().scheduler == SchedulerConfiguration())
    #expect(try read("[study]\n").scheduler == SchedulerConfiguration())
  }

  @Test func thePrintedFileReadsBackTheSame() throws {
    var changed = Configuration()
    changed.scheduler.desiredRetention = 0.95
    changed.scheduler.learningSteps = [.seconds(120)]
    changed.scheduler.fuzz = true
    #expect(changed.fileText.contains("[study]\ndesired-retention = 0.95\nlearning-steps = [\"2m\"]"))
    #expect(try read(changed.fileText) == changed)
  }

  static let mistakes: [(String, String)] = [
    ("[study]\ndesired-retention = 1.5", "2: desired-retention must be a number between 0 and 1 (0.9 is usual)"),
    ("[study]\ndesired-retention = \"high\"", "2: desired-retention must be a number between 0 and 1 (0.9 is usual)"),
    ("[study]\nlearning-steps = \"1m\"", "2: learning-steps must be a list such as [\"1m\", \"10m\"], not a string"),
    (
      "[study]\nlearning-steps = [\"1 minute\"]",
      "2: learning-steps: each step is a number and m, h or d in quotes (\"10m\")"
    ),
    (
      "[study]\nrelearning-steps = [\"0m\"]",
      "2: relearning-steps: each step is a number and m, h or d in quotes (\"10m\")"
    ),
    ("[study]\nfuzz = 1", "2: fuzz must be true or false, not a number"),
    (
      "[study]\nretention = 0.9",
      "2: unknown study setting \"retention\": the settings are desired-retention, learning-steps, relearning-steps, fuzz"
    ),
    ("study = 3", "1: study must be a table ([study]), not a number"),
  ]

  @Test(arguments: mistakes)
  func mistakesAreNamedWithTheirLine(text: String, expected: String) {
    #expect(problem(text) == expected)
  }
}
