/// Counts in words that agree with them: `1 stroke`, `2 strokes`, `0 words`, `1,234 kanji`.
///
/// Every count the app shows goes through here, so that no screen says "1 strokes".
public enum Plural {
  /// `n` with thousands grouped and the noun that agrees with it: `count(1, "stroke",
  /// "strokes")` is `1 stroke`, `count(0, …)` and `count(2, …)` take the plural.
  public static func count(_ n: Int, _ singular: String, _ plural: String) -> String {
    "\(grouped(n)) \(noun(n, singular, plural))"
  }

  /// The noun that agrees with `n`: the singular for exactly one, else the plural.
  public static func noun(_ n: Int, _ singular: String, _ plural: String) -> String {
    n == 1 ? singular : plural
  }

  /// `n` with thousands separators: `215,123`.
  public static func grouped(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var out = ""
    for (index, digit) in digits.reversed().enumerated() {
      if index > 0, index % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return (n < 0 ? "-" : "") + String(out.reversed())
  }
}
