import Testing

@testable import KanjiKit

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
}
