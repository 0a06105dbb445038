import CZlib

/// Decompresses (and compresses) gzip data with the system's zlib.
///
/// Foundation on Linux cannot gunzip; zlib is linked through the `CZlib` system library.
public enum Gzip {
  private static let chunk = 1 << 20

  /// Decompresses a whole gzip file held in `data` (several concatenated members allowed).
  ///
  /// - Parameters:
  ///   - data: the compressed bytes.
  ///   - path: the file name used in error messages.
  ///   - progress: called now and then with the fraction of input consumed.
  /// - Throws: ``DictionarySourceError/badGzip(path:detail:)`` for damaged or truncated data,
  ///   ``DictionarySourceError/zlibUnavailable(detail:)`` when zlib cannot start (no memory).
  public static func decompress(
    _ data: [UInt8], path: String, progress: (Double) throws -> Void = { _ in }
  ) throws -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(data.count * 8)
    try decompress(data, path: path, progress: progress) { output.append(contentsOf: $0) }
    return output
  }

  /// Decompresses `data` like ``decompress(_:path:progress:)``, handing the output to
  /// `consume` a chunk at a time (at most 1 MiB, valid only during the call) instead of
  /// holding it all, so a large file can be written out as it is inflated. zlib checks each
  /// member's CRC-32 and length at its end, so a damaged or truncated file throws, but only
  /// after some of its chunks were handed over: a consumer discards what it got on error.
  public static func decompress(
    _ data: [UInt8], path: String, progress: (Double) throws -> Void = { _ in },
    consume: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) throws {
    guard !data.isEmpty else { throw DictionarySourceError.badGzip(path: path, detail: "the file is empty") }
    var stream = z_stream()
    guard czlib_inflate_init(&stream) == Z_OK else {
      throw DictionarySourceError.zlibUnavailable(detail: "inflateInit failed")
    }
    defer { inflateEnd(&stream) }
    var buffer = [UInt8](repeating: 0, count: chunk)
    try data.withUnsafeBufferPointer { input in
      stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
      stream.avail_in = uInt(input.count)
      var rounds = 0
      while true {
        let status = buffer.withUnsafeMutableBufferPointer { out -> Int32 in
          stream.next_out = out.baseAddress
          stream.avail_out = uInt(chunk)
          return inflate(&stream, Z_NO_FLUSH)
        }
        let produced = chunk - Int(stream.avail_out)
        try buffer.withUnsafeBufferPointer { try consume(UnsafeBufferPointer(rebasing: $0[0..<produced])) }
        let remaining = Int(stream.avail_in)
        switch status {
        case Z_OK:
          if remaining == 0 && produced < chunk {
            throw DictionarySourceError.badGzip(path: path, detail: "the data ends early")
          }
        case Z_STREAM_END:
          if remaining == 0 { return }
          // Another gzip member follows: start again where this one ended.
          guard inflateReset(&stream) == Z_OK else {
            throw DictionarySourceError.badGzip(path: path, detail: "cannot read the next gzip member")
          }
        case Z_BUF_ERROR:  // no progress possible: the input ran out mid-stream
          throw DictionarySourceError.badGzip(path: path, detail: "the data ends early")
        default:
          let detail = stream.msg.map { String(cString: $0) } ?? "zlib error \(status)"
          throw DictionarySourceError.badGzip(path: path, detail: detail)
        }
        rounds += 1
        if rounds % 4 == 0 { try progress(Double(input.count - remaining) / Double(input.count)) }
      }
    }
  }

  /// Compresses `data` as a gzip file at the highest level.
  ///
  /// The output depends only on the input and the zlib version: the header carries no
  /// time stamp or file name, so the same input gives the same bytes.
  static func compress(_ data: [UInt8]) throws -> [UInt8] {
    var stream = z_stream()
    guard czlib_deflate_init_gzip(&stream, 9) == Z_OK else {
      throw DictionarySourceError.zlibUnavailable(detail: "deflateInit failed")
    }
    defer { deflateEnd(&stream) }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: chunk)
    // zlib reads no byte while avail_in is 0, but next_in must still point somewhere.
    let bytes = data.isEmpty ? [0] : data
    try bytes.withUnsafeBufferPointer { input in
      stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
      stream.avail_in = uInt(data.count)
      while true {
        let status = buffer.withUnsafeMutableBufferPointer { out -> Int32 in
          stream.next_out = out.baseAddress
          stream.avail_out = uInt(chunk)
          return deflate(&stream, Z_FINISH)
        }
        output.append(contentsOf: buffer[0..<(chunk - Int(stream.avail_out))])
        if status == Z_STREAM_END { return }
        guard status == Z_OK || status == Z_BUF_ERROR else {
          throw DictionarySourceError.zlibUnavailable(detail: "deflate failed with \(status)")
        }
      }
    }
    return output
  }
}
