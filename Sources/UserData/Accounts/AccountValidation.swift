import Foundation

/// The rules for registration fields, shared by the sign-up screen (inline messages) and
/// ``AccountStore`` (which enforces them).
public enum AccountValidation {
  /// The fewest characters (grapheme clusters) a password may have.
  public static let minimumPasswordLength = 8
  /// The longest email address accepted (RFC 5321's limit on a path).
  public static let maximumEmailLength = 254
  /// The longest password accepted; longer ones only slow the hash.
  public static let maximumPasswordLength = 256
  /// The longest first or last name accepted.
  public static let maximumNameLength = 100

  /// What is wrong with `email`, or nil when it is fine.
  ///
  /// A shape check, not a deliverability check: surrounding spaces are ignored; then it needs
  /// exactly one `@`, something before it, a domain with a dot that neither starts nor ends
  /// the domain, and no spaces.
  public static func emailProblem(_ email: String) -> String? {
    let trimmed = email.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty { return "Enter your email address." }
    if trimmed.contains(where: { $0.isWhitespace }) { return "An email address has no spaces." }
    let parts = trimmed.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return "An email address has exactly one @, like name@example.com." }
    let (local, domain) = (parts[0], parts[1])
    if local.isEmpty { return "Put your name before the @, like name@example.com." }
    let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }) else {
      return "Put a domain with a dot after the @, like name@example.com."
    }
    return nil
  }

  /// What is wrong with `password`, or nil when it is fine: it needs at least
  /// ``minimumPasswordLength`` characters. Spaces count; nothing is trimmed.
  public static func passwordProblem(_ password: String) -> String? {
    password.count < minimumPasswordLength
      ? "Use at least \(minimumPasswordLength) characters (\(password.count) so far)." : nil
  }

  /// What is wrong with a name field, or nil when it is fine: it must not be empty after
  /// trimming spaces.
  ///
  /// - Parameter field: the field's label as shown, such as "First name".
  public static func nameProblem(_ name: String, field: String) -> String? {
    name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? "Enter your \(field.lowercased())." : nil
  }

  /// The email as stored: without surrounding spaces.
  static func cleanEmail(_ email: String) -> String {
    email.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The key emails are compared by: trimmed and lowercased (full Unicode case folding).
  static func emailKey(_ email: String) -> String {
    cleanEmail(email).lowercased()
  }

  /// The name as stored: without surrounding spaces.
  static func cleanName(_ name: String) -> String {
    name.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
