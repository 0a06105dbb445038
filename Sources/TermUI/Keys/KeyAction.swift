/// What a key asks for, independent of which key it is.
///
/// Views and containers look actions up in a ``KeyMap`` rather than matching keys, so the
/// key map stays the one list that help overlays and the manual page are generated from.
public enum KeyAction: String, CaseIterable, Sendable, Codable {
  case moveDown, moveUp, first, last
  case pageDown, pageUp, halfPageDown, halfPageUp
  case open, back, backOrQuit, filter
  case selectTab, nextTab, previousTab
  case nextField, previousField, submit, cancel
  case nextButton, previousButton, press
  case help, quit, redraw, suspend
  /// Mark or unmark the item on screen (a star, a flag); the app says what a mark means.
  case toggleMark
  /// Show the list in its next order (the app names the orders).
  case nextOrder
}

/// Where a binding applies; the focused screen and its containers decide which are live.
public enum KeyContext: String, CaseIterable, Sendable, Codable {
  /// Lists: moving the selection, opening, filtering.
  case list
  /// A detail screen: scrolling and its embedded list.
  case detail
  /// The filter line of a list while it is being typed.
  case filter
  /// A text field: editing keys type; these move between fields and finish.
  case textField
  /// An alert's buttons.
  case alert
  /// A navigation stack: going back.
  case navigation
  /// The tab bar.
  case tabs
  /// A modal: cancelling it.
  case modal
  /// Keys that work everywhere.
  case global
  /// Screens whose item can be marked (``KeyAction/toggleMark``).
  case marking
  /// Lists that can be shown in several orders (``KeyAction/nextOrder``).
  case ordering

  /// The heading this context gets in a help overlay or manual page.
  public var heading: String {
    switch self {
    case .list: "Lists"
    case .detail: "Details"
    case .filter: "Filter line"
    case .textField: "Text fields"
    case .alert: "Alerts"
    case .navigation: "Navigation"
    case .tabs: "Tabs"
    case .modal: "Dialogs"
    case .global: "Everywhere"
    case .marking: "Marks"
    case .ordering: "Order"
    }
  }
}
