import Foundation

/// A local account: who is signed in, and whose stars and history are shown.
///
/// A user never carries a password or its hash; those stay inside ``AccountStore``.
public struct User: Hashable, Sendable, Codable {
  /// The account's row id in `user.sqlite`.
  public let id: Int64
  /// The email address as the user typed it (without surrounding spaces).
  public let email: String
  /// The first name, trimmed.
  public let firstName: String
  /// The last name, trimmed.
  public let lastName: String
  /// When the account was registered.
  public let createdAt: Date

  /// Creates a user value; accounts themselves are made by ``AccountStore/register(email:password:firstName:lastName:)``.
  public init(id: Int64, email: String, firstName: String, lastName: String, createdAt: Date) {
    self.id = id
    self.email = email
    self.firstName = firstName
    self.lastName = lastName
    self.createdAt = createdAt
  }

  /// The name to show: "First Last".
  ///
  /// Falls back to the email address if both names are somehow empty.
  public var displayName: String {
    let name = [firstName, lastName].filter { !$0.isEmpty }.joined(separator: " ")
    return name.isEmpty ? email : name
  }
}
