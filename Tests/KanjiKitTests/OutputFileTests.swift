import Foundation
import Testing

@testable import KanjiKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--output F` on every kind of path: a plain file replaced whole with its mode kept, a
/// device or FIFO written in place, a link written through, a directory refused, and a name
/// planted beside the file never followed or removed.
@Suite struct OutputFileTests {
  private func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("output-file-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private func mode(_ path: String) -> mode_t {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode : 0
  }

  @Test func aNewFileIsWrittenWithTheUmasksModeAndNothingElseIsLeft() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("stars.tsv").path
    let mask = umask(0o022)
    defer { umask(mask) }
    try OutputFile.write("日\tニチ\n", to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "日\tニチ\n")
    #expect(mode(path) & 0o777 == 0o644)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["stars.tsv"])
  }

  @Test func aReplacedFileKeepsItsMode() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("private.tsv").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    #expect(chmod(path, 0o600) == 0)
    try OutputFile.write("new", to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
    #expect(mode(path) & 0o777 == 0o600)
  }

  @Test func aDeviceIsWrittenInPlaceAndItsErrorIsAFailure() throws {
    #expect(throws: OutputFile.Failure(path: "/dev/full", reason: "No space left on device")) {
      try OutputFile.write("x", to: "/dev/full")
    }
    #expect(mode("/dev/full") & S_IFMT == S_IFCHR, "the device is still a device")
    try OutputFile.write("nothing", to: "/dev/null")
    #expect(mode("/dev/null") & S_IFMT == S_IFCHR)
  }

  @Test func aFIFOIsWrittenInPlace() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("pipe").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let reader = Thread {
      // The reader opens the FIFO as gzip in `>(gzip > f)` would, and keeps what it reads.
      let descriptor = open(fifo, O_RDONLY)
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 256)
      while descriptor >= 0 {
        let count = read(descriptor, &buffer, buffer.count)
        if count <= 0 { break }
        bytes += buffer[0..<count]
      }
      close(descriptor)
      _ = FileManager.default.createFile(atPath: fifo + ".read", contents: Data(bytes))
    }
    reader.start()
    try OutputFile.write("through the pipe\n", to: fifo)
    for _ in 0..<200 where !FileManager.default.fileExists(atPath: fifo + ".read") { usleep(10_000) }
    #expect(try String(contentsOfFile: fifo + ".read", encoding: .utf8) == "through the pipe\n")
    #expect(mode(fifo) & S_IFMT == S_IFIFO)
  }

  @Test func aLinkIsWrittenThroughAndKept() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("real.tsv").path
    let link = directory.appendingPathComponent("link.tsv").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: target))
    #expect(symlink(target, link) == 0)
    try OutputFile.write("new", to: link)
    #expect(mode(link) & S_IFMT == S_IFLNK)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
  }

  @Test func aLinkToNothingAndADirectoryAreRefused() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let dangling = directory.appendingPathComponent("dangling").path
    #expect(symlink(directory.appendingPathComponent("missing").path, dangling) == 0)
    #expect(throws: OutputFile.Failure.self) { try OutputFile.write("x", to: dangling) }
    #expect(mode(dangling) & S_IFMT == S_IFLNK)
    let error = #expect(throws: OutputFile.Failure.self) { try OutputFile.write("x", to: directory.path) }
    #expect(error?.reason == "it is a directory")
  }

  @Test func namesPlantedWhereTheTemporaryFileGoesAreNeitherFollowedNorRemoved() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let victim = directory.appendingPathComponent("victim").path
    try Data("keep me".utf8).write(to: URL(fileURLWithPath: victim))
    // The first name tried is a link to another file; the second a directory holding a file.
    #expect(symlink(victim, directory.appendingPathComponent(".out.tsv.a.tmp").path) == 0)
    let planted = directory.appendingPathComponent(".out.tsv.b.tmp")
    try FileManager.default.createDirectory(at: planted, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: planted.appendingPathComponent("inside"))
    var names = ["a", "b", "c"].makeIterator()
    let out = directory.appendingPathComponent("out.tsv").path
    try OutputFile.write(Array("exported".utf8), to: out, suffixes: { names.next() ?? "z" })
    #expect(try String(contentsOfFile: out, encoding: .utf8) == "exported")
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep me")
    #expect(FileManager.default.fileExists(atPath: planted.appendingPathComponent("inside").path))
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent(".out.tsv.c.tmp").path))
  }

  @Test func aFailedWriteRemovesOnlyItsOwnTemporaryFile() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("out.tsv")
    let planted = directory.appendingPathComponent(".out.tsv.a.tmp")
    try FileManager.default.createDirectory(at: planted, withIntermediateDirectories: true)
    var names = ["a", "b"].makeIterator()
    // While the file is being written, something puts a directory where it goes: the rename
    // fails, the write says so, and only the temporary file it made itself is removed.
    let error = #expect(throws: OutputFile.Failure.self) {
      try OutputFile.write(Array("new".utf8), to: out.path) {
        try? FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        return names.next() ?? "z"
      }
    }
    #expect(error?.path == out.path)
    #expect(FileManager.default.fileExists(atPath: planted.path), "the planted directory stays")
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent(".out.tsv.b.tmp").path))
  }
}
