import Foundation

/// The texts opened in the reader, kept so that the reader's route (`read/<name>`) brings
/// one back after a restart, with the place the user had reached in it.
///
/// A text is named by a hash of its bytes, so the same text opened twice is one text. In a
/// directory (`reading/` in the data directory) each text is `<name>.txt`, and the place
/// reached `<name>.place` (the offset of the current word, in characters); without a
/// directory (tests) both are kept in memory.
public final class ReadingShelf {
  /// Where the texts are kept; nil keeps them in memory.
  public let directory: URL?
  private var texts: [String: String] = [:]
  private var places: [String: Int] = [:]

  /// A shelf in `directory` (created when the first text is put on it), or in memory.
  public init(directory: URL?) {
    self.directory = directory
  }

  /// Keeps `text` and returns its name.
  ///
  /// - Throws: the file system's error when the text cannot be written.
  public func add(_ text: String) throws -> String {
    let name = Self.name(of: text)
    guard let directory else {
      texts[name] = text
      return name
    }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent(name + ".txt")
    if !FileManager.default.fileExists(atPath: file.path) {
      try Data(text.utf8).write(to: file, options: .atomic)
    }
    return name
  }

  /// The text named `name`, or nil when it is not kept (any more).
  ///
  /// - Throws: the file system's error for a text that is there but cannot be read.
  public func text(named name: String) throws -> String? {
    guard let directory else { return texts[name] }
    let file = directory.appendingPathComponent(name + ".txt")
    guard FileManager.default.fileExists(atPath: file.path) else { return nil }
    return String(decoding: try Data(contentsOf: file), as: UTF8.self)
  }

  /// The place reached in the text named `name` (0 when none was kept).
  public func place(in name: String) -> Int {
    guard let directory else { return places[name] ?? 0 }
    let file = directory.appendingPathComponent(name + ".place")
    // A place that cannot be read starts the text at its beginning: nothing is lost but the place.
    guard let data = try? Data(contentsOf: file) else { return 0 }  // only the place is lost
    return Int(String(decoding: data, as: UTF8.self)) ?? 0
  }

  /// Keeps `place` as the place reached in the text named `name`.
  ///
  /// - Throws: the file system's error when it cannot be written.
  public func keep(place: Int, in name: String) throws {
    guard let directory else {
      places[name] = place
      return
    }
    try Data(String(place).utf8).write(to: directory.appendingPathComponent(name + ".place"))
  }

  /// Whether `text` could be a text's name: 16 lowercase hexadecimal digits.
  public static func isName(_ text: String) -> Bool {
    text.count == 16 && text.allSatisfy { $0.isHexDigit && !$0.isUppercase }
  }

  /// The name of `text`: its 64-bit FNV-1a hash in hexadecimal.
  static func name(of text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
