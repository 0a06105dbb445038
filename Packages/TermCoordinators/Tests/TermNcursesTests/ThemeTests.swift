import CNcurses
import TermCore
import Testing

@testable import TermNcurses

/// Colours map roles; without colours selection and emphasis survive as attributes.
@Suite struct ThemeTests {
  @Test func withoutColourSelectionIsReverseVideo() {
    let theme = Theme(usesColor: false)
    let selected = theme.attributes(for: .selected)
    #expect(selected.attrs & cn_a_reverse() != 0)
    #expect(selected.pair == 0)
    #expect(theme.attributes(for: .activeTab).attrs & cn_a_reverse() != 0)
    #expect(theme.attributes(for: .error).attrs & cn_a_bold() != 0)
    #expect(theme.attributes(for: .normal).attrs == cn_a_normal())
  }

  @Test func withColourEveryRoleHasItsOwnPair() {
    let theme = Theme(usesColor: true)
    let pairs = Style.Role.allCases.map { theme.attributes(for: Style($0)).pair }
    #expect(Set(pairs).count == Style.Role.allCases.count)
    #expect(!pairs.contains(0))
  }

  @Test func attributesAddToTheRole() {
    let theme = Theme(usesColor: true)
    let style = Style(.normal, [.bold, .underline])
    let attrs = theme.attributes(for: style).attrs
    #expect(attrs & cn_a_bold() != 0 && attrs & cn_a_underline() != 0)
    #expect(theme.attributes(for: .dim).attrs & cn_a_dim() != 0)
  }

  @Test func thePaletteGivesThePairs() {
    let dark = Theme(usesColor: true, palette: .dark)
    #expect(dark.colors(for: .selected, terminalColors: 8) == (Int16(COLOR_BLACK), Int16(COLOR_CYAN)))
    #expect(dark.colors(for: .normal, terminalColors: 8) == (-1, -1))
    let light = Theme(usesColor: true, palette: .light)
    #expect(light.colors(for: .title, terminalColors: 8) == (Int16(COLOR_BLUE), -1))
  }

  @Test func coloursTheTerminalLacksFallBack() {
    var palette = Palette.dark
    palette[.title] = ColorPair(.indexed(9), on: .indexed(208))
    let theme = Theme(usesColor: true, palette: palette)
    #expect(theme.colors(for: .title, terminalColors: 256) == (9, 208))
    // Bright red becomes red on an 8-colour terminal; 208 the default.
    #expect(theme.colors(for: .title, terminalColors: 8) == (1, -1))
  }

  @Test func theMonoPaletteUsesNoColourEvenWhereTheTerminalHasIt() {
    let theme = Theme(usesColor: true, palette: .mono)
    #expect(!theme.usesColor)
    #expect(theme.attributes(for: .selected).pair == 0)
    #expect(theme.attributes(for: .selected).attrs & cn_a_reverse() != 0)
  }
}
