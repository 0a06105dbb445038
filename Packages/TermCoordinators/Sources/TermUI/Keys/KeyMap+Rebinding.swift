import TermCore

/// Why a key map could not be changed as asked.
public enum KeyMapError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The context has no binding for the action.
  case unknownAction(KeyAction, in: KeyContext)

  public var description: String {
    switch self {
    case .unknownAction(let action, let context): "there is no action \"\(action)\" in [\(context)]"
    }
  }
}

/// One key bound to more than one action in the same context.
public struct KeyConflict: Hashable, Sendable, CustomStringConvertible {
  /// The key.
  public var key: Key
  /// Where.
  public var context: KeyContext
  /// The actions it is bound to, in map order (the same action twice when a binding lists
  /// the key twice).
  public var actions: [KeyAction]

  public var description: String {
    "\(key.name) is bound twice in [\(context)]: to " + actions.map(\.name).joined(separator: " and ")
  }
}

extension KeyMap {
  /// The map with the keys of `action` in `context` replaced by `keys` (none unbinds it).
  ///
  /// Descriptions stay; a short key label (`1-9`) is dropped, since it named the old keys.
  /// A key that another action of the context still has is left to ``conflicts`` to
  /// report, so that a caller can rebind both before checking.
  ///
  /// - Throws: ``KeyMapError/unknownAction(_:in:)`` when the context has no such action.
  public func rebinding(_ action: KeyAction, in context: KeyContext, to keys: [Key]) throws(KeyMapError) -> KeyMap {
    var changed = false
    let bindings = bindings.map { binding in
      guard binding.action == action, binding.context == context else { return binding }
      var binding = binding
      // Only the first binding of the action keeps keys, so the action is not bound twice.
      binding.keys = changed ? [] : keys
      binding.keyLabel = nil
      changed = true
      return binding
    }
    guard changed else { throw .unknownAction(action, in: context) }
    return KeyMap(bindings)
  }

  /// The actions bound in `context`, in map order, each once.
  public func actions(in context: KeyContext) -> [KeyAction] {
    var seen = Set<KeyAction>()
    return bindings.filter { $0.context == context }.map(\.action).filter { seen.insert($0).inserted }
  }

  /// Keys bound to more than one action (or listed twice) within one context, in map order.
  ///
  /// A map with conflicts would answer with whichever binding comes first, so a program
  /// that lets its users rebind keys refuses one.
  public var conflicts: [KeyConflict] {
    var found: [KeyConflict] = []
    for context in contexts {
      var actionsByKey: [Key: [KeyAction]] = [:]
      var order: [Key] = []
      for binding in bindings where binding.context == context {
        for key in binding.keys {
          if actionsByKey[key] == nil { order.append(key) }
          actionsByKey[key, default: []].append(binding.action)
        }
      }
      for key in order where actionsByKey[key, default: []].count > 1 {
        found.append(KeyConflict(key: key, context: context, actions: actionsByKey[key] ?? []))
      }
    }
    return found
  }
}
