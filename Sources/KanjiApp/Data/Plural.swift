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
    // ASCII bytes, front to back: reversing a String made the runtime look up the reversed
    // view's generic type by name, 0.3 M instructions of the first screen.
    let digits = Array(String(n.magnitude).utf8)
    var out: [UInt8] = n < 0 ? [UInt8(ascii: "-")] : []
    out.reserveCapacity(digits.count + digits.count / 3 + 1)
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out.append(UInt8(ascii: ",")) }
      out.append(digit)
    }
    return String(decoding: out, as: UTF8.self)
  }
}
