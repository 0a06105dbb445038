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
  /// A shorter way to name the keys in help (`1-9`), or nil to list them.
  public var keyLabel: String?

  /// Creates a binding.
  public init(
    _ keys: [Key], _ action: KeyAction, in context: KeyContext, _ description: String, keyLabel: String? = nil
  ) {
    self.keys = keys
    self.action = action
    self.context = context
    self.description = description
    self.keyLabel = keyLabel
  }

  /// The keys as a reader sees them in help: `j, <Down>`; `(no key)` when a user unbound
  /// them all.
  public var keyNames: String {
    keyLabel ?? (keys.isEmpty ? "(no key)" : keys.map(\.scriptName).joined(separator: ", "))
  }
}
