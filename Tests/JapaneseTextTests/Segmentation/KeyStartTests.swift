import Testing

@testable import JapaneseText

@Suite struct KeyStartTests {
  @Test func namesTheKeysThatAreItsFirstScalarAloneOrGoOnWithItsSecond() {
    let start = KeyStart("し", "ま")
    #expect(start.contains("しまう".utf8))
    #expect(start.contains("しま".utf8))
    #expect(start.contains("し".utf8))
    #expect(!start.contains("しる".utf8))
    #expect(!start.contains("まし".utf8))
    #expect(!start.contains("".utf8))
    let alone = KeyStart("し", nil)
    #expect(alone.contains("し".utf8))
    #expect(!alone.contains("しま".utf8))
  }

  @Test func isTakenFromTheFirstTwoScalarsOfText() {
    #expect(KeyStart(of: "食べる".utf8) == KeyStart("食", "べ"))
    #expect(KeyStart(of: "の".utf8) == KeyStart("の", nil))
    // A character of two scalars (か and the combining voicing mark) starts with both.
    #expect(KeyStart(of: "か\u{3099}き".utf8) == KeyStart("か", "\u{3099}"))
    #expect(KeyStart(of: "".utf8) == nil)
  }

  @Test func packsEachStartApart() {
    let starts = [KeyStart("し", "ま"), KeyStart("し", nil), KeyStart("ま", "し"), KeyStart("\u{10FFFF}", "\u{10FFFF}")]
    #expect(Set(starts.map(\.packed)).count == starts.count)
    #expect(starts.allSatisfy { $0.packed < 1 << 42 })
  }
}
