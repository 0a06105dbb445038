import CNcurses
import TermCore

/// Maps style roles to ncurses colours and attributes.
///
/// With colour, each role has a colour pair over the terminal's own background. Without
/// (`NO_COLOR`, or a terminal with no colours) only attributes are used: selection stays
/// visible by reverse video and emphasis by bold.
struct Theme {
  /// Whether colour pairs are in use.
  let usesColor: Bool

  /// The colour pair number for a role (0 is the terminal's default).
  static func pair(for role: Style.Role) -> Int16 { Int16(role.rawValue) + 1 }

  /// Foreground and background for a role's pair; -1 is the terminal's default.
  static func colors(for role: Style.Role) -> (fg: Int16, bg: Int16) {
    switch role {
    case .normal, .field, .dim: (-1, -1)
    case .selected: (Int16(COLOR_BLACK), Int16(COLOR_CYAN))
    case .activeTab: (Int16(COLOR_BLACK), Int16(COLOR_YELLOW))
    case .tab: (-1, -1)
    case .title: (Int16(COLOR_YELLOW), -1)
    case .accent: (Int16(COLOR_CYAN), -1)
    case .error: (Int16(COLOR_RED), -1)
    case .hint: (Int16(COLOR_CYAN), -1)
    case .border: (Int16(COLOR_BLUE), -1)
    case .marker: (Int16(COLOR_YELLOW), -1)
    case .success: (Int16(COLOR_GREEN), -1)
    }
  }

  /// Defines the colour pairs; call once after `start_color`.
  func install() {
    guard usesColor else { return }
    for role in Style.Role.allCases {
      let c = Self.colors(for: role)
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
