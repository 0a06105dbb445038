import Testing

@testable import TermCore

/// Colours by name, and the palettes a program chooses from.
@Suite struct PaletteTests {
  @Test(arguments: [
    ("default", TerminalColor.default), ("black", .indexed(0)), ("White", .indexed(7)),
    ("bright-red", .indexed(9)), ("bright-white", .indexed(15)), ("208", .indexed(208)), ("0", .indexed(0)),
  ])
  func readsColourNames(name: String, color: TerminalColor) {
    #expect(TerminalColor(name: name) == color)
    #expect(TerminalColor(name: color.name) == color)
  }

  @Test(arguments: ["", "purple", "bright-", "256", "-1", "bright-bright-red"])
  func refusesUnknownColours(name: String) {
    #expect(TerminalColor(name: name) == nil)
  }

  @Test func darkAndLightDifferWhereTextWouldFade() {
    // Yellow titles and cyan hints vanish on white; the light palette has neither.
    #expect(Palette.dark[.title].foreground == .yellow)
    #expect(Palette.light[.title].foreground != .yellow)
    #expect(Palette.light[.hint].foreground != .cyan)
    #expect(Palette.dark.usesColor && Palette.light.usesColor)
    #expect(!Palette.mono.usesColor)
  }

  @Test func unsetRolesUseTheTerminalsColours() {
    var palette = Palette([:])
    #expect(palette[.normal] == ColorPair(.default, on: .default))
    palette[.selected] = ColorPair(.black, on: .yellow)
    #expect(palette[.selected].background == .yellow)
  }
}
