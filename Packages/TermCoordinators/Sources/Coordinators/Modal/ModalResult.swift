/// How a presented flow or screen ended, delivered to whoever presented it.
public enum ModalResult<Value> {
  /// The flow completed with a value, e.g. `.finished(user)`.
  case finished(Value)
  /// The user cancelled (Esc), or the modal was dismissed from code or by a new state.
  case cancelled

  /// The value, if the flow finished.
  public var value: Value? {
    if case .finished(let value) = self { return value }
    return nil
  }
}

extension ModalResult: Equatable where Value: Equatable {}
extension ModalResult: Sendable where Value: Sendable {}
