/// The full-width forms of ASCII letters, digits and signs, which JMdict writes inside a word
/// (Ｔシャツ, ３月, Ｘ線) where text usually has the ASCII ones.
public enum FullWidth {
  /// The full-width form of an ASCII letter, digit or sign (`T` → `Ｔ`); nil for any other
  /// scalar.
  public static func of(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    (0x21...0x7E).contains(scalar.value) ? Unicode.Scalar(scalar.value + 0xFEE0) : nil
  }

  /// Whether `scalar` is the full-width form of an ASCII letter, digit or sign (`Ｔ`, `３`).
  public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    (0xFF01...0xFF5E).contains(scalar.value)
  }

  /// `text` with its ASCII letters, digits and signs full-width (`Tシャツ` → `Ｔシャツ`).
  public static func widened(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { result.append(of(scalar) ?? scalar) }
    return String(result)
  }
}
