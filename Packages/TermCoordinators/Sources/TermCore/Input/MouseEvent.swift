/// What the user did with the mouse: where, with which button, and how.
///
/// Positions are cells of the screen, counted from 0 at the top left, as in a
/// ``CellBuffer``; where the terminal reports pixels, ``finePosition`` says where in the cell
/// the pointer was. A release that ends a press on the same cell arrives as a ``Kind/click``
/// (and the second of two quick clicks on one cell as a ``Kind/doubleClick``) instead of a
/// ``Kind/release``, so a view reacts to one event per click.
public struct MouseEvent: Hashable, Sendable {
  /// What happened.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// A button went down.
    case press
    /// A button came up somewhere else than where it went down.
    case release
    /// The pointer moved with a button held. Only reported while the screen on top asks for
    /// ``MouseTracking/drags``: a drawing follows the pointer with it.
    case drag
    /// A button went down and up on one cell.
    case click
    /// The second click on one cell within ``MouseClickDetector/doubleClickInterval``.
    case doubleClick
    /// The wheel turned away from the user (the content should move down, showing what is
    /// above).
    case wheelUp
    /// The wheel turned towards the user.
    case wheelDown
  }

  /// Which button.
  public enum Button: String, Hashable, Sendable, CaseIterable {
    case left, middle, right
    /// No button: the wheel.
    case none
  }

  /// The keys held with the event. Terminals take some for themselves (Shift usually
  /// starts the terminal's own selection).
  public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let shift = Modifiers(rawValue: 1)
    public static let alt = Modifiers(rawValue: 2)
    public static let control = Modifiers(rawValue: 4)
  }

  /// What happened.
  public var kind: Kind
  /// The cell under the pointer.
  public var position: Point
  /// Which button (``Button/none`` for the wheel).
  public var button: Button
  /// The keys held.
  public var modifiers: Modifiers
  /// Where the pointer was, in cells with their fractions (column 12.25 is a quarter into
  /// column 12), when the terminal reported pixels; nil when it reported only the cell.
  public var finePosition: FinePoint?

  /// Creates a mouse event; the button is the left one unless said (none for the wheel).
  ///
  /// - Parameter finePosition: the position within the cell, in cells, when it is known;
  ///   ``position`` should be the cell it falls in.
  public init(
    _ kind: Kind, at position: Point, button: Button? = nil, modifiers: Modifiers = [], finePosition: FinePoint? = nil
  ) {
    self.kind = kind
    self.position = position
    self.button = button ?? (kind == .wheelUp || kind == .wheelDown ? .none : .left)
    self.modifiers = modifiers
    self.finePosition = finePosition
  }

  /// Where the pointer was, in cells: ``finePosition`` when the terminal said, else the
  /// middle of ``position``'s cell. What a drawing follows.
  public var location: FinePoint {
    finePosition ?? FinePoint(x: Double(position.x) + 0.5, y: Double(position.y) + 0.5)
  }

  /// Whether this is a click or double click of the left button with no modifier: what
  /// selects, opens and presses.
  public var isPrimaryClick: Bool {
    (kind == .click || kind == .doubleClick) && button == .left && modifiers.isEmpty
  }

  /// Rows the wheel moves: negative up, positive down, 0 for other events.
  public var wheelDelta: Int {
    switch kind {
    case .wheelUp: -Self.wheelStep
    case .wheelDown: Self.wheelStep
    default: 0
    }
  }

  /// How many rows one notch of the wheel moves a list or a page.
  public static let wheelStep = 3

  /// The event's name in key scripts: `<click 4,2>`, `<right-press 0,0>`, `<S-wheel-up 3,9>`,
  /// `<drag 10.25,3.5>` (a fine position in cells, when there is one).
  public var scriptName: String {
    var name = ""
    if modifiers.contains(.shift) { name += "S-" }
    if modifiers.contains(.alt) { name += "A-" }
    if modifiers.contains(.control) { name += "C-" }
    let isWheel = kind == .wheelUp || kind == .wheelDown
    if !isWheel, button != .left { name += button.rawValue + "-" }
    name += Self.scriptKinds.first { $0.value == kind }?.key ?? kind.rawValue
    guard let fine = finePosition else { return "<\(name) \(position.x),\(position.y)>" }
    return "<\(name) \(Self.scriptNumber(fine.x)),\(Self.scriptNumber(fine.y))>"
  }

  /// A fine coordinate in a key script: always with a decimal point, so it reads back as fine.
  private static func scriptNumber(_ value: Double) -> String {
    let text = String(value)
    return text.contains(".") || text.contains("e") ? text : text + ".0"
  }

  /// The kinds by their key-script names.
  static let scriptKinds: [String: Kind] = [
    "press": .press, "drag": .drag, "release": .release, "click": .click, "double-click": .doubleClick,
    "wheel-up": .wheelUp, "wheel-down": .wheelDown,
  ]

  /// Reads a key-script name (without the angle brackets): `click 4,2`, `right-click 1,1`,
  /// `S-wheel-down 0,5`, `drag 10.25,3.5` (coordinates with a decimal point give a fine
  /// position, in the cell they fall in); nil when the name is not a mouse event's.
  static func parseScriptName(_ name: String) -> MouseEvent? {
    let parts = name.split(separator: " ", omittingEmptySubsequences: true)
    guard parts.count == 2 else { return nil }
    let coordinates = parts[1].split(separator: ",")
    guard coordinates.count == 2 else { return nil }
    var fine: FinePoint?
    let x: Int
    let y: Int
    if coordinates.contains(where: { $0.contains(".") }) {
      guard let fineX = Double(coordinates[0]), let fineY = Double(coordinates[1]), fineX >= 0, fineY >= 0,
        fineX < 100_000, fineY < 100_000
      else { return nil }
      fine = FinePoint(x: fineX, y: fineY)
      x = Int(fineX)
      y = Int(fineY)
    } else {
      guard let cellX = Int(coordinates[0]), let cellY = Int(coordinates[1]), cellX >= 0, cellY >= 0 else {
        return nil
      }
      x = cellX
      y = cellY
    }
    var word = parts[0].lowercased()[...]
    var modifiers: Modifiers = []
    while word.count > 2, let prefix = word.first, word.dropFirst().first == "-" {
      switch prefix {
      case "s": modifiers.insert(.shift)
      case "a", "m": modifiers.insert(.alt)
      case "c": modifiers.insert(.control)
      default: return nil
      }
      word = word.dropFirst(2)
    }
    var button: Button?
    for candidate in [Button.left, .middle, .right] where word.hasPrefix(candidate.rawValue + "-") {
      button = candidate
      word = word.dropFirst(candidate.rawValue.count + 1)
    }
    guard let kind = scriptKinds[String(word)] else { return nil }
    if kind == .wheelUp || kind == .wheelDown, button != nil { return nil }
    return MouseEvent(kind, at: Point(x: x, y: y), button: button, modifiers: modifiers, finePosition: fine)
  }
}
