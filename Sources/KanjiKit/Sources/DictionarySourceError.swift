/// Why a dictionary source file (KANJIDIC2, EDICT, JMdict) could not be used.
///
/// Every message names the file and says what to do about it.
public enum DictionarySourceError: Error, Equatable, CustomStringConvertible {
  /// The file does not exist or cannot be opened.
  case unreadable(path: String, reason: String, package: String, option: String)
  /// The gzip stream is damaged or ends early.
  case badGzip(path: String, detail: String)
  /// zlib could not be loaded from the C library.
  case zlibUnavailable(detail: String)
  /// The XML is not well formed.
  case invalidXML(path: String, line: Int, detail: String)
  /// A JMdict entry is not well formed, or lacks what every entry has.
  case invalidJMdict(path: String, line: Int, detail: String)
  /// The file parsed but held no entries of the expected kind.
  case noEntries(path: String, expected: String)
  /// The text is not in the expected encoding.
  case wrongEncoding(path: String, expected: String, badLines: Int, checkedLines: Int)
  /// The file ends before its end: in the middle of a line or an entry, or without the
  /// element that closes it.
  case cutShort(path: String, detail: String)
  /// The file holds far fewer words than the dictionary it would replace.
  case fewerWords(path: String, found: Int, inUse: Int)

  public var description: String {
    switch self {
    case .unreadable(let path, let reason, let package, let option):
      return "cannot read \(path): \(reason) — install the \(package) package or pass \(option) PATH"
    case .badGzip(let path, let detail):
      return "\(path) is not a complete gzip file (\(detail)) — reinstall kanjidic-xml or pass --kanjidic2 PATH"
    case .zlibUnavailable(let detail):
      return "cannot decompress: zlib is not available (\(detail)) — install zlib1g"
    case .invalidXML(let path, let line, let detail):
      return "\(path) is not valid KANJIDIC2 XML (near line \(line): \(detail))"
    case .invalidJMdict(let path, let line, let detail):
      return "\(path) is not valid JMdict XML (near line \(line): \(detail)) — pass JMdict_e or JMdict_e_examp"
    case .noEntries(let path, let expected):
      return "\(path) holds no \(expected) — is it the right file?"
    case .wrongEncoding(let path, let expected, let badLines, let checkedLines):
      return "\(path) does not look like \(expected) text (\(badLines) of \(checkedLines) lines could not be decoded)"
    case .cutShort(let path, let detail):
      return "\(path) looks cut short (\(detail)), so the dictionary in use was kept — download the file again, "
        + "or pass --allow-incomplete to import it as it is"
    case .fewerWords(let path, let found, let inUse):
      return "\(path) holds \(found) words, fewer than half of the \(inUse) of the dictionary in use, so it was kept "
        + "— is the file complete? Pass --allow-incomplete to import it anyway"
    }
  }
}
