/// What a key asks for, independent of which key it is.
///
/// Actions are an open vocabulary: the library names the ones its views and containers
/// understand, and an app adds its own as static members of an extension:
///
/// ```swift
/// extension KeyAction {
///   static let favourite = KeyAction("favourite")
/// }
/// ```
///
/// Views and containers look actions up in a ``KeyMap`` rather than matching keys, so the
/// key map stays the one list that help overlays and manual pages are generated from.
public struct KeyAction: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The action's name, unique within an app (`moveDown`, `favourite`).
  public let name: String

  /// Creates an action named `name`.
  public init(_ name: String) {
    self.name = name
  }

  public var description: String { name }

  public init(from decoder: any Decoder) throws {
    name = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}

// MARK: - The actions the library's views and containers understand

extension KeyAction {
  /// Move the selection, or scroll, one row down.
  public static let moveDown = KeyAction("moveDown")
  /// Move the selection, or scroll, one row up.
  public static let moveUp = KeyAction("moveUp")
  /// Go to the first row or the top.
  public static let first = KeyAction("first")
  /// Go to the last row or the bottom.
  public static let last = KeyAction("last")
  /// One page down.
  public static let pageDown = KeyAction("pageDown")
  /// One page up.
  public static let pageUp = KeyAction("pageUp")
  /// Half a page down.
  public static let halfPageDown = KeyAction("halfPageDown")
  /// Half a page up.
  public static let halfPageUp = KeyAction("halfPageUp")
  /// Open the selected row.
  public static let open = KeyAction("open")
  /// Go back one screen.
  public static let back = KeyAction("back")
  /// Go back one screen, or quit at a tab's root.
  public static let backOrQuit = KeyAction("backOrQuit")
  /// Start filtering a list as you type.
  public static let filter = KeyAction("filter")
  /// Select the tab a digit names.
  public static let selectTab = KeyAction("selectTab")
  /// Select the next tab.
  public static let nextTab = KeyAction("nextTab")
  /// Select the previous tab.
  public static let previousTab = KeyAction("previousTab")
  /// Move to the next field.
  public static let nextField = KeyAction("nextField")
  /// Move to the previous field or step.
  public static let previousField = KeyAction("previousField")
  /// Submit a field or a filter.
  public static let submit = KeyAction("submit")
  /// Cancel a dialog, an alert or a filter.
  public static let cancel = KeyAction("cancel")
  /// Select an alert's next button.
  public static let nextButton = KeyAction("nextButton")
  /// Select an alert's previous button.
  public static let previousButton = KeyAction("previousButton")
  /// Press an alert's selected button.
  public static let press = KeyAction("press")
  /// Show or hide the help overlay.
  public static let help = KeyAction("help")
  /// Quit from anywhere.
  public static let quit = KeyAction("quit")
  /// Redraw the whole screen.
  public static let redraw = KeyAction("redraw")
  /// Suspend to the shell.
  public static let suspend = KeyAction("suspend")
}
