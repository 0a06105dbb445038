/// Whether a handler consumed an event; the first that does stops the routing.
public enum EventResult: Hashable, Sendable {
  /// The event was used; nobody else sees it.
  case handled
  /// The event passes on to the next handler.
  case ignored

  /// `.handled` when `used` is true.
  public init(_ used: Bool) {
    self = used ? .handled : .ignored
  }
}
