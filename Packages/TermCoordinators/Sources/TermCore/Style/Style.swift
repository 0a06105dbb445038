/// How a cell looks, said in the interface's words rather than in colours.
///
/// A ``Role`` names what the cell is for (a selected row, the active tab, an error); a theme
/// in the terminal backend maps roles to colours. ``Attributes`` add emphasis that survives
/// on a terminal without colours (or with `NO_COLOR` set).
public struct Style: Hashable, Sendable {
  /// What a cell is for.
  public enum Role: UInt8, CaseIterable, Sendable {
    case normal
    case selected
    case activeTab
    case tab
    case dim
    case title
    case accent
    case error
    case hint
    case border
    case marker
    case field
    case success

    /// The letter that stands for this role in a snapshot's style block.
    public var letter: Character {
      switch self {
      case .normal: "."
      case .selected: "s"
      case .activeTab: "t"
      case .tab: "a"
      case .dim: "d"
      case .title: "h"
      case .accent: "c"
      case .error: "e"
      case .hint: "k"
      case .border: "l"
      case .marker: "m"
      case .field: "f"
      case .success: "o"
      }
    }

    /// The role's name in a snapshot legend.
    public var name: String {
      switch self {
      case .normal: "normal"
      case .selected: "selected"
      case .activeTab: "active-tab"
      case .tab: "tab"
      case .dim: "dim"
      case .title: "title"
      case .accent: "accent"
      case .error: "error"
      case .hint: "hint"
      case .border: "border"
      case .marker: "marker"
      case .field: "field"
      case .success: "success"
      }
    }
  }

  /// Emphasis that does not depend on colour.
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = Attributes(rawValue: 1 << 0)
    public static let underline = Attributes(rawValue: 1 << 1)
    public static let reverse = Attributes(rawValue: 1 << 2)
    public static let italic = Attributes(rawValue: 1 << 3)
  }

  /// What the cell is for.
  public var role: Role
  /// Emphasis on top of the role.
  public var attributes: Attributes

  /// Creates a style from a role and optional attributes.
  public init(_ role: Role = .normal, _ attributes: Attributes = []) {
    self.role = role
    self.attributes = attributes
  }

  public static let normal = Style(.normal)
  public static let selected = Style(.selected)
  public static let activeTab = Style(.activeTab, .bold)
  public static let tab = Style(.tab)
  public static let dim = Style(.dim)
  public static let title = Style(.title, .bold)
  public static let accent = Style(.accent)
  public static let error = Style(.error, .bold)
  public static let hint = Style(.hint)
  public static let border = Style(.border)
  public static let marker = Style(.marker)
  public static let field = Style(.field, .underline)
  public static let success = Style(.success)

  /// This style with `attributes` added.
  public func adding(_ attributes: Attributes) -> Style {
    Style(role, self.attributes.union(attributes))
  }

  /// The one letter that stands for this style in a snapshot's style block.
  ///
  /// The role's letter; plain text in bold is `b`, so emphasis in body text shows too.
  public var letter: Character {
    role == .normal && attributes.contains(.bold) ? "b" : role.letter
  }
}
