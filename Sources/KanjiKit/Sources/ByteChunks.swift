import CZlib
import Foundation

/// A file read in chunks of bytes, gunzipped on the way when it is gzip-compressed, so a
/// large source is never held whole.
final class ByteChunks {
  private let handle: FileHandle
  private let path: String
  private var stream = z_stream()
  private var isGzip = false
  private var pendingInput: [UInt8] = []
  private var finished = false
  private static let chunk = 1 << 16

  /// Opens `url`; whether it is gzip is read from its first two bytes.
  ///
  /// - Throws: ``DictionarySourceError/unreadable(path:reason:package:option:)`` when it
  ///   cannot be opened.
  init(url: URL, package: String, option: String) throws {
    path = url.path
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw DictionarySourceError.unreadable(path: url.path, reason: "no such file", package: package, option: option)
    }
    do {
      handle = try FileHandle(forReadingFrom: url)
    } catch {
      throw DictionarySourceError.unreadable(
        path: url.path, reason: FileFailure.reason(for: error), package: package, option: option)
    }
    pendingInput = try read()
    if pendingInput.count >= 2, pendingInput[0] == 0x1F, pendingInput[1] == 0x8B {
      isGzip = true
      guard czlib_inflate_init(&stream) == Z_OK else {
        throw DictionarySourceError.zlibUnavailable(detail: "inflateInit failed")
      }
    }
  }

  deinit {
    if isGzip { inflateEnd(&stream) }
    try? handle.close()  // closing a file only read from loses nothing
  }

  private func read() throws -> [UInt8] {
    do {
      return [UInt8](try handle.read(upToCount: Self.chunk) ?? Data())
    } catch {
      throw DictionarySourceError.unreadable(
        path: path, reason: FileFailure.reason(for: error), package: "jmdict", option: "--jmdict")
    }
  }

  /// The next chunk of (decompressed) bytes, or nil at the end of the file.
  func next() throws -> [UInt8]? {
    guard !finished else { return nil }
    guard isGzip else {
      let bytes = pendingInput.isEmpty ? try read() : pendingInput
      pendingInput = []
      if bytes.isEmpty { finished = true }
      return bytes.isEmpty ? nil : bytes
    }
    var output = [UInt8](repeating: 0, count: Self.chunk * 4)
    while true {
      if pendingInput.isEmpty {
        pendingInput = try read()
        if pendingInput.isEmpty {
          throw DictionarySourceError.badGzip(path: path, detail: "the data ends early")
        }
      }
      let (status, consumed, produced) = pendingInput.withUnsafeMutableBufferPointer { input in
        output.withUnsafeMutableBufferPointer { out -> (Int32, Int, Int) in
          stream.next_in = input.baseAddress
          stream.avail_in = uInt(input.count)
          stream.next_out = out.baseAddress
          stream.avail_out = uInt(out.count)
          let status = inflate(&stream, Z_NO_FLUSH)
          return (status, input.count - Int(stream.avail_in), out.count - Int(stream.avail_out))
        }
      }
      pendingInput.removeFirst(consumed)
      switch status {
      case Z_OK, Z_BUF_ERROR:
        if produced > 0 { return Array(output[0..<produced]) }
      case Z_STREAM_END:
        if pendingInput.isEmpty { pendingInput = try read() }
        if pendingInput.isEmpty {
          finished = true
        } else if inflateReset(&stream) != Z_OK {
          throw DictionarySourceError.badGzip(path: path, detail: "cannot read the next gzip member")
        }
        if produced > 0 || finished { return produced > 0 ? Array(output[0..<produced]) : nil }
      default:
        let detail = stream.msg.map { String(cString: $0) } ?? "zlib error \(status)"
        throw DictionarySourceError.badGzip(path: path, detail: detail)
      }
    }
  }
}
