import CNcurses
import TermCore

/// Maps style roles to ncurses colours and attributes, through a ``TermCore/Palette``.
///
/// With colour, each role has a colour pair from the palette. Without (`NO_COLOR`, a
/// terminal with no colours, or the ``TermCore/Palette/mono`` palette) only attributes are
/// used: selection stays visible by reverse video and emphasis by bold.
struct Theme {
  /// Whether colour pairs are in use.
  let usesColor: Bool
  /// The colours of the roles.
  let palette: Palette

  init(usesColor: Bool, palette: Palette = .dark) {
    self.usesColor = usesColor && palette.usesColor
    self.palette = palette
  }

  /// The colour pair number for a role (0 is the terminal's default).
  static func pair(for role: Style.Role) -> Int16 { Int16(role.rawValue) + 1 }

  /// Foreground and background for a role's pair on a terminal of `colors` colours; -1 is
  /// the terminal's default. A colour the terminal lacks falls back to its dim sibling
  /// (bright-red to red) or, past 16, to the default.
  func colors(for role: Style.Role, terminalColors colors: Int) -> (fg: Int16, bg: Int16) {
    let pair = palette[role]
    return (Self.number(pair.foreground, colors), Self.number(pair.background, colors))
  }

  static func number(_ color: TerminalColor, _ colors: Int) -> Int16 {
    guard case .indexed(let n) = color else { return -1 }
    if Int(n) < colors { return Int16(n) }
    if n < 16 { return Int16(n % 8) }
    return -1
  }

  /// Defines the colour pairs; call once after `start_color`.
  func install() {
    guard usesColor else { return }
    let count = Int(cn_colors())
    for role in Style.Role.allCases {
      let c = colors(for: role, terminalColors: count)
      init_pair(Self.pair(for: role), c.fg, c.bg)
    }
  }

  /// The attributes and pair to draw `style` with.
  func attributes(for style: Style) -> (attrs: attr_t, pair: Int16) {
    var attrs = cn_a_normal()
    let a = style.attributes
    if a.contains(.bold) { attrs |= cn_a_bold() }
    if a.contains(.underline) { attrs |= cn_a_underline() }
    if a.contains(.reverse) { attrs |= cn_a_reverse() }
    if a.contains(.italic) { attrs |= cn_a_italic() }
    switch style.role {
    case .dim: attrs |= cn_a_dim()
    case .selected where !usesColor: attrs |= cn_a_reverse()
    case .activeTab where !usesColor: attrs |= cn_a_reverse() | cn_a_bold()
    case .error where !usesColor, .title where !usesColor: attrs |= cn_a_bold()
    default: break
    }
    return (attrs, usesColor ? Self.pair(for: style.role) : 0)
  }
}
