import Foundation
import Testing

@testable import KanjiKit

/// Messages about files say what the system said, never Foundation's domains and codes.
@Suite struct FileFailureTests {
  let directory: URL

  init() throws {
    directory = try Fixtures.temporaryDirectory()
  }

  @Test func aFolderUnderAFileSaysWhatTheSystemSaid() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("file")
    try Data("x".utf8).write(to: file)
    do {
      try FileManager.default.createDirectory(
        at: file.appendingPathComponent("inside"), withIntermediateDirectories: true)
      Issue.record("a folder was made under a file")
    } catch {
      let inside = file.appendingPathComponent("inside").path
      let reason = FileFailure.reason(for: error, at: inside)
      #expect(!reason.contains("Domain") && !reason.contains("error "), "\(reason)")
      #expect(
        reason == "Not a directory" || reason == "\(file.path) is a file, not a folder", "\(reason)")
    }
  }

  @Test func aMissingFileSaysSo() {
    do {
      _ = try String(contentsOfFile: "/nonexistent/kanji", encoding: .utf8)
      Issue.record("a missing file was read")
    } catch {
      #expect(FileFailure.reason(for: error) == "No such file or directory")
    }
  }

  @Test func foundationCodesWithoutAnErrnoAreSaidInWords() {
    #expect(FileFailure.reason(for: CocoaError(.fileWriteOutOfSpace)) == "No space left on device")
    #expect(FileFailure.reason(for: CocoaError(.fileReadNoPermission)) == "Permission denied")
    #expect(FileFailure.reason(for: CocoaError(.fileWriteUnknown)) == "the system could not do it")
    let other = FileFailure.reason(for: CocoaError(.coderReadCorrupt))
    #expect(!other.contains("Domain") && !other.contains("error "), "\(other)")
    #expect(FileFailure.reason(for: POSIXError(.ENOSPC)) == "No space left on device")
  }

  @Test func aDataDirectoryThatIsAFileIsSaidToBeOne() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("data")
    try Data("x".utf8).write(to: file)
    #expect(
      throws: DictionaryStoreError.notWritable(path: file.path, reason: "it is a file, not a folder")
    ) { try DictionaryStore.prepare(directory: file) }
  }
}
