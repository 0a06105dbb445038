import Foundation
import Testing

@testable import KanjiKit

/// The import reads its source files straight into one array (no `Data` copy beside it).
@Suite struct ReadWholeFileTests {
  private func temporaryFile(_ bytes: [UInt8]) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("read-whole-\(UUID().uuidString)")
    try Data(bytes).write(to: url)
    return url
  }

  @Test(arguments: [0, 1, 65_535, 65_536, 200_003])
  func readsEveryByteOfAFile(size: Int) throws {
    let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    let url = try temporaryFile(bytes)
    defer { try? FileManager.default.removeItem(at: url) }  // a leftover temporary file is harmless
    #expect(try readWholeFile(atPath: url.path) == bytes)
  }

  @Test func readsAPipeToItsEnd() throws {
    // A pipe's size is 0 to fstat: `kanji import --edict <(zcat edict.gz)`.
    let bytes = (0..<150_000).map { UInt8(truncatingIfNeeded: $0) }
    let url = try temporaryFile(bytes)
    defer { try? FileManager.default.removeItem(at: url) }  // a leftover temporary file is harmless
    let pipe = Pipe()
    let writer = Thread {
      pipe.fileHandleForWriting.write(Data(bytes))
      try? pipe.fileHandleForWriting.close()  // the reader sees the end either way when the test ends
    }
    writer.start()
    let path = "/proc/self/fd/\(pipe.fileHandleForReading.fileDescriptor)"
    #expect(try readWholeFile(atPath: path) == bytes)
  }

  @Test func saysWhyAFileCannotBeRead() {
    #expect(throws: FileReadFailure.self) { try readWholeFile(atPath: "/nonexistent/edict") }
    do {
      _ = try readWholeFile(atPath: FileManager.default.temporaryDirectory.path)
      Issue.record("a directory was read")
    } catch {
      #expect(error.reason == "is a directory")
    }
  }
}
