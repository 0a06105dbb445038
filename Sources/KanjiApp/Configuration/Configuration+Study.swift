import SpacedRepetition
import TOMLKit

extension Configuration {
  /// The keys of the `[study]` table.
  static let studySettingNames = ["desired-retention", "learning-steps", "relearning-steps", "fuzz"]

  /// Reads the `[study]` table over `base`: `desired-retention` (between 0 and 1),
  /// `learning-steps` and `relearning-steps` (lists of `"1m"`, `"10m"`, `"1h"`, `"1d"`) and
  /// `fuzz` (true or false).
  ///
  /// - Returns: the scheduler's settings, and each problem with the path of its key.
  static func readStudy(_ table: TOMLTable, over base: SchedulerConfiguration) -> (
    SchedulerConfiguration, [(path: [String], message: String)]
  ) {
    var configuration = base
    var problems: [(path: [String], message: String)] = []
    for key in table.keys {
      guard let value = table[key] else { continue }
      let path = ["study", key]
      switch key {
      case "desired-retention":
        let number = value.type == .double ? value.double : (value.type == .int ? value.int.map(Double.init) : nil)
        guard let number, number > 0, number < 1 else {
          problems.append((path, "desired-retention must be a number between 0 and 1 (0.9 is usual)"))
          continue
        }
        configuration.desiredRetention = number
      case "learning-steps", "relearning-steps":
        guard value.type == .array, let items = value.array else {
          problems.append((path, "\(key) must be a list such as [\"1m\", \"10m\"], not \(typeName(value))"))
          continue
        }
        var steps: [Duration] = []
        for item in items {
          guard item.type == .string, let text = item.string, let step = step(text) else {
            problems.append((path, "\(key): each step is a number and m, h or d in quotes (\"10m\")"))
            steps = []
            break
          }
          steps.append(step)
        }
        guard steps.count == items.count else { continue }
        if key == "learning-steps" {
          configuration.learningSteps = steps
        } else {
          configuration.relearningSteps = steps
        }
      case "fuzz":
        guard value.type == .bool, let on = value.bool else {
          problems.append((path, "fuzz must be true or false, not \(typeName(value))"))
          continue
        }
        configuration.fuzz = on
      default:
        problems.append(
          (path, "unknown study setting \"\(key)\": the settings are \(studySettingNames.joined(separator: ", "))"))
      }
    }
    if problems.isEmpty {
      do {
        try configuration.validate()
      } catch {
        problems.append((["study"], "\(error)"))
      }
    }
    return (configuration, problems)
  }

  /// The `[study]` table as `config.toml` writes it, with its comment, ending in a newline.
  var studyText: String {
    func steps(_ steps: [Duration]) -> String {
      "[" + steps.map { "\"" + Self.stepText($0) + "\"" }.joined(separator: ", ") + "]"
    }
    return """
      # Reviews (the Study tab), scheduled by FSRS-6: the share of cards you want to recall
      # when they come due (0.9 is usual; higher means more reviews), the steps of a new card
      # and of a forgotten one ("1m", "10m", "1h", "1d"), and fuzz, which spreads due dates
      # a little so that cards reviewed together do not stay together.
      [study]
      desired-retention = \(scheduler.desiredRetention)
      learning-steps = \(steps(scheduler.learningSteps))
      relearning-steps = \(steps(scheduler.relearningSteps))
      fuzz = \(scheduler.fuzz)

      """
  }

  /// A step in the largest unit that divides it: `"10m"`, `"1d"`.
  static func stepText(_ step: Duration) -> String {
    let seconds = step.components.seconds
    for (unit, size) in [("d", Int64(86_400)), ("h", 3_600), ("m", 60)] where seconds % size == 0 {
      return "\(seconds / size)\(unit)"
    }
    return "\(seconds)s"
  }

  /// `"10m"` as ten minutes; `s`, `m`, `h` and `d`; nil for anything else or zero.
  static func step(_ text: String) -> Duration? {
    let units: [Character: Int64] = ["s": 1, "m": 60, "h": 3_600, "d": 86_400]
    guard let unit = text.last.flatMap({ units[$0] }), let count = Int64(text.dropLast()), count > 0 else {
      return nil
    }
    return .seconds(count * unit)
  }

  private static func typeName(_ value: any TOMLValueConvertible) -> String {
    switch value.type {
    case .table: "a table"
    case .array: "a list"
    case .string: "a string"
    case .int, .double: "a number"
    case .bool: "true or false"
    default: "a date or time"
    }
  }
}
