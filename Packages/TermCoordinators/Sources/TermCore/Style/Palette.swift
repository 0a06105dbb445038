/// A colour a terminal can show: its own default, or one of its numbered colours.
///
/// The first 16 have names (`black` … `white`, `bright-black` … `bright-white`); 16–255
/// are the 256-colour cube and greys, for terminals that have them.
public enum TerminalColor: Hashable, Sendable {
  /// The terminal's own foreground or background.
  case `default`
  /// Colour number 0–255.
  case indexed(UInt8)

  public static let black = TerminalColor.indexed(0)
  public static let red = TerminalColor.indexed(1)
  public static let green = TerminalColor.indexed(2)
  public static let yellow = TerminalColor.indexed(3)
  public static let blue = TerminalColor.indexed(4)
  public static let magenta = TerminalColor.indexed(5)
  public static let cyan = TerminalColor.indexed(6)
  public static let white = TerminalColor.indexed(7)

  private static let baseNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

  /// Reads a colour: `default`, a name (`yellow`, `bright-blue`), or a number 0–255.
  public init?(name: String) {
    let lower = name.lowercased()
    if lower == "default" {
      self = .default
    } else if let index = Self.baseNames.firstIndex(of: lower) {
      self = .indexed(UInt8(index))
    } else if lower.hasPrefix("bright-"), let index = Self.baseNames.firstIndex(of: String(lower.dropFirst(7))) {
      self = .indexed(UInt8(index + 8))
    } else if let number = UInt8(lower) {
      self = .indexed(number)
    } else {
      return nil
    }
  }

  /// The colour's name as ``init(name:)`` reads it.
  public var name: String {
    switch self {
    case .default: "default"
    case .indexed(let n) where n < 8: Self.baseNames[Int(n)]
    case .indexed(let n) where n < 16: "bright-" + Self.baseNames[Int(n) - 8]
    case .indexed(let n): String(n)
    }
  }
}

/// The foreground and background of one style role.
public struct ColorPair: Hashable, Sendable {
  /// The text's colour.
  public var foreground: TerminalColor
  /// The colour behind the text.
  public var background: TerminalColor

  /// Creates a pair; the background defaults to the terminal's own.
  public init(_ foreground: TerminalColor, on background: TerminalColor = .default) {
    self.foreground = foreground
    self.background = background
  }
}

/// The colours of the style roles: what a terminal backend draws each ``Style/Role`` with.
///
/// Screens say what a cell is for (a selected row, a title); the palette, chosen by the
/// program (from its user's settings, say), says how that looks. ``dark`` suits a dark
/// background, ``light`` a light one, and ``mono`` uses no colour at all: selection and
/// emphasis then show by reverse video and bold, as when `NO_COLOR` is set.
public struct Palette: Hashable, Sendable {
  /// Whether the palette uses colours at all (false for ``mono``).
  public var usesColor: Bool
  private var pairs: [Style.Role: ColorPair]

  /// Creates a palette from the pairs of some roles; the others use the terminal's own
  /// colours.
  public init(_ pairs: [Style.Role: ColorPair], usesColor: Bool = true) {
    self.pairs = pairs
    self.usesColor = usesColor
  }

  /// The colours of `role`.
  public subscript(role: Style.Role) -> ColorPair {
    get { pairs[role] ?? ColorPair(.default) }
    set { pairs[role] = newValue }
  }

  /// For a dark background (the default): yellow titles, cyan accents, black on cyan for
  /// the selection.
  public static let dark = Palette([
    .selected: ColorPair(.black, on: .cyan), .activeTab: ColorPair(.black, on: .yellow),
    .title: ColorPair(.yellow), .accent: ColorPair(.cyan), .error: ColorPair(.red), .hint: ColorPair(.cyan),
    .border: ColorPair(.blue), .marker: ColorPair(.yellow), .success: ColorPair(.green),
  ])

  /// For a light background: no yellow or cyan text, which fades on white; white on blue
  /// for the selection.
  public static let light = Palette([
    .selected: ColorPair(.white, on: .blue), .activeTab: ColorPair(.white, on: .magenta),
    .title: ColorPair(.blue), .accent: ColorPair(.magenta), .error: ColorPair(.red), .hint: ColorPair(.blue),
    .border: ColorPair(.black), .marker: ColorPair(.magenta), .success: ColorPair(.green),
  ])

  /// No colours: attributes only.
  public static let mono = Palette([:], usesColor: false)
}
