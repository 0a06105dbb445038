/// An account made by the registration flow.
public struct User: Hashable, Sendable {
  public var email: String
  public var name: String

  /// Creates a user.
  public init(email: String, name: String) {
    self.email = email
    self.name = name
  }
}
