import Foundation
import Testing

@testable import KanjiApp

/// Counts agree with their nouns.
@Suite struct PluralTests {
  @Test(arguments: [(0, "0 strokes"), (1, "1 stroke"), (2, "2 strokes"), (1_234, "1,234 strokes")])
  func countsAgree(n: Int, expected: String) {
    #expect(Plural.count(n, "stroke", "strokes") == expected)
  }

  @Test(arguments: [(0, "0"), (999, "999"), (1_000, "1,000"), (215_123, "215,123"), (-1_000, "-1,000")])
  func groupsThousands(n: Int, expected: String) {
    #expect(Plural.grouped(n) == expected)
  }

  /// How `grouped` worked before it wrote ASCII bytes front to back: through reversed strings.
  static func groupedByReversing(_ n: Int) -> String {
    var out = ""
    for (index, digit) in String(n.magnitude).reversed().enumerated() {
      if index > 0, index % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return (n < 0 ? "-" : "") + String(out.reversed())
  }

  @Test func groupsAsTheReversedStringsDid() {
    var numbers = [Int.min, Int.max, -1, 1, 10, 100, 12_345, -123_456, 1_234_567]
    for digits in 0...18 { numbers.append(Int(pow(10, Double(digits))) - 1) }
    for n in numbers {
      #expect(Plural.grouped(n) == Self.groupedByReversing(n), "\(n)")
    }
  }
}
