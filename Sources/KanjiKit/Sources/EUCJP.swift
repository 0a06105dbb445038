#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Converts EUC-JP text (EDICT's encoding, including JIS X 0212) to UTF-8 with the C
/// library's `iconv`, since Foundation on Linux cannot decode EUC-JP.
///
/// A line that does not decode is emptied and counted rather than ending the conversion;
/// when most lines fail, the file is in some other encoding and conversion stops with an
/// error.
public enum EUCJP {
  /// UTF-8 text and the number of lines left out because they did not decode.
  public struct Decoded: Sendable {
    /// The UTF-8 bytes, line for line; a line that did not decode is left empty.
    public var utf8: [UInt8]
    /// How many input lines were left out.
    public var badLines: Int
  }

  /// Decodes `bytes`.
  ///
  /// - Throws: ``DictionarySourceError/wrongEncoding(path:expected:badLines:checkedLines:)``
  ///   when more than half the lines, or more than ten and more than 1 %, fail to decode.
  public static func decode(_ bytes: [UInt8], path: String) throws -> Decoded {
    let converter = iconv_open("UTF-8", "EUC-JP")
    if converter == iconv_t(bitPattern: -1) {
      throw DictionarySourceError.wrongEncoding(
        path: path, expected: "EUC-JP (iconv unavailable)", badLines: 0, checkedLines: 0)
    }
    defer { iconv_close(converter) }

    var badLines = 0
    var lines = 0
    // Each EUC-JP character takes at most one and a half times its bytes in UTF-8 (two
    // bytes become three), so twice the bytes never runs out. The buffer is not cleared
    // first: only the pages written are touched (the rest costs no memory), and the text
    // is kept for the whole import.
    let capacity = bytes.count * 2 + 16
    let output = [UInt8](unsafeUninitializedCapacity: capacity) { out, written in
      written = 0
      bytes.withUnsafeBufferPointer { input in
        guard let inputBase = input.baseAddress, let outputBase = out.baseAddress else { return }
        var position = 0
        while position < input.count {
          var inPointer: UnsafeMutablePointer<CChar>? = UnsafeMutablePointer(
            mutating: UnsafeRawPointer(inputBase + position).assumingMemoryBound(to: CChar.self))
          var inLeft = input.count - position
          var outPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(outputBase + written)
            .assumingMemoryBound(to: CChar.self)
          var outLeft = capacity - written
          let status = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
          let failure = errno
          written = capacity - outLeft
          position = input.count - inLeft
          if status != -1 { break }
          precondition(failure != E2BIG, "UTF-8 takes at most 1.5 times the bytes of EUC-JP")
          // EILSEQ or EINVAL: empty the whole line that holds the bad byte, keeping its
          // newline so line numbers stay those of the file.
          badLines += 1
          while written > 0 && out[written - 1] != UInt8(ascii: "\n") { written -= 1 }
          while position < input.count && input[position] != UInt8(ascii: "\n") { position += 1 }
          if position < input.count {
            out[written] = UInt8(ascii: "\n")
            written += 1
          }
          position += 1
          _ = iconv(converter, nil, nil, nil, nil)
        }
        lines = input.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
      }
    }
    if badLines * 2 > lines || (badLines > 10 && badLines * 100 > lines) {
      throw DictionarySourceError.wrongEncoding(
        path: path, expected: "EUC-JP", badLines: badLines, checkedLines: max(lines, badLines))
    }
    return Decoded(utf8: output, badLines: badLines)
  }
}
