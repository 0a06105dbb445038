import CNcurses
import TermCore
import Testing

@testable import TermNcurses

/// What `get_wch` returns, decoded: every key the app uses, each encoding of Backspace,
/// and what must be ignored.
@Suite struct KeyDecoderTests {
  let size = Size(width: 80, height: 24)

  func character(_ value: UInt32) -> InputEvent? {
    KeyDecoder.decode(returnCode: cn_ok(), value: value, size: { size })
  }

  func keyCode(_ code: Int32) -> InputEvent? {
    KeyDecoder.decode(returnCode: cn_key_code_yes(), value: UInt32(bitPattern: code), size: { size })
  }

  @Test func printableCharactersIncludingCJKAndKana() {
    #expect(character(0x6A) == .key(.character("j")))
    #expect(character(0x4E2D) == .key(.character("中")))
    #expect(character(0x3042) == .key(.character("あ")))
    #expect(character(0x20B9F) == .key(.character("\u{20B9F}")))  // outside the BMP
  }

  @Test func everyEncodingOfBackspace() {
    #expect(keyCode(KEY_BACKSPACE) == .key(.backspace))
    #expect(character(0x7F) == .key(.backspace))
    #expect(character(0x08) == .key(.backspace))
  }

  @Test func controlKeys() {
    #expect(character(0x03) == .key(.control("c")))
    #expect(character(0x1A) == .key(.control("z")))
    #expect(character(0x0C) == .key(.control("l")))
    #expect(character(0x09) == .key(.tab))
    #expect(character(0x0D) == .key(.enter))
    #expect(character(0x0A) == .key(.enter))
    #expect(character(0x1B) == .key(.escape))
  }

  @Test(arguments: [
    (KEY_UP, Key.up), (KEY_DOWN, .down), (KEY_LEFT, .left), (KEY_RIGHT, .right),
    (KEY_HOME, .home), (KEY_END, .end), (KEY_PPAGE, .pageUp), (KEY_NPAGE, .pageDown),
    (KEY_DC, .delete), (KEY_IC, .insert), (KEY_ENTER, .enter), (KEY_BTAB, .backTab),
    (KEY_SLEFT, .left), (KEY_SRIGHT, .right), (KEY_SHOME, .home), (KEY_SEND, .end),
  ])
  func functionKeyCodes(code: Int32, key: Key) {
    #expect(keyCode(code) == .key(key))
  }

  @Test func functionKeysOneToTwelve() {
    for n in 1...12 { #expect(keyCode(cn_key_f(Int32(n))) == .key(.function(n))) }
  }

  @Test func resizeReportsTheNewSize() {
    #expect(keyCode(KEY_RESIZE) == .resize(size))
  }

  @Test func unknownCodesAndInvalidInputAreIgnored() {
    #expect(keyCode(KEY_MOUSE) == nil)
    #expect(keyCode(0o777) == nil)
    #expect(character(0xD800) == nil)  // a lone surrogate: not a Unicode scalar
    #expect(character(0x110000) == nil)  // beyond Unicode
    #expect(character(0x9B) == nil)  // C1 CSI must never become a key
    #expect(KeyDecoder.decode(returnCode: cn_err(), value: 0x6A, size: { size }) == nil)
  }
}
