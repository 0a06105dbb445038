import TermCore

/// One line of the key map: the keys, what they do, and where.
public struct KeyBinding: Hashable, Sendable {
  /// The keys that trigger the action (any of them).
  public var keys: [Key]
  /// What the keys do.
  public var action: KeyAction
  /// Where the binding applies.
  public var context: KeyContext
  /// What the keys do, in the user's words, for help and the manual page.
  public var description: String

  /// Creates a binding.
  public init(_ keys: [Key], _ action: KeyAction, in context: KeyContext, _ description: String) {
    self.keys = keys
    self.action = action
    self.context = context
    self.description = description
  }

  /// The keys as a reader sees them in help: `j, <Down>`.
  public var keyNames: String {
    keys.map(\.scriptName).joined(separator: ", ")
  }
}
