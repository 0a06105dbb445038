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

}
