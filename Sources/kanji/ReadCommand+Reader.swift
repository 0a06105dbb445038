import Foundation
import KanjiApp
import KanjiKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ReadCommand {
  /// Opens the text in the browser's reader (`read/<name>` on the Words tab), after putting
  /// it on the data directory's reading shelf.
  ///
  /// - Throws: ``CommandFailure``: status 1 when the text cannot be read or kept, 2 when
  ///   there is no terminal for the keys or no text was given on one.
  func openReader() throws {
    let path = file ?? "-"
    if path == "-", isatty(STDIN_FILENO) == 1 {
      throw CommandFailure(
        message: "give a file to read, or pipe the text in: kanji read FILE, … | kanji read -", status: 2)
    }
    let text = try TextInput.text(at: path)
    if isatty(STDIN_FILENO) != 1 { try Self.takeKeysFromTerminal() }
    let directory = data.directory.appendingPathComponent("reading")
    let name: String
    do {
      name = try ReadingShelf(directory: directory).add(text)
    } catch {
      throw CommandFailure(
        message: "cannot keep the text in \(directory.path): \(FileFailure.reason(for: error, at: directory.path))",
        status: 1)
    }
    try BrowseArguments(
      query: [], open: "read/\(name)", tab: nil, dataDir: data.dataDir, noColor: false, noMouse: false, fresh: false,
      config: nil, printConfig: false, printKeys: false
    ).run()
  }

  /// Makes the controlling terminal standard input, so that the screen reads its keys there
  /// once the text has been read from a pipe.
  static func takeKeysFromTerminal() throws {
    let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC)
    guard terminal >= 0 else {
      throw CommandFailure(
        message:
          "no terminal to read keys from (/dev/tty: \(String(cString: strerror(errno)))): use kanji read --words",
        status: 2)
    }
    defer { close(terminal) }
    guard dup2(terminal, STDIN_FILENO) >= 0 else {
      throw CommandFailure(
        message: "cannot read keys from the terminal: \(String(cString: strerror(errno)))", status: 2)
    }
  }
}
