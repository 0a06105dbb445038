#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Decompresses (and compresses) gzip data with the C library's zlib, loaded at run time.
///
/// Foundation on Linux cannot gunzip, and the package may not add a system-library target,
/// so the few zlib functions needed are looked up with `dlsym`. The `z_stream` structure is
/// kept as raw memory with the field offsets of the LP64 ABI.
public enum Gzip {
  private typealias VersionFunction = @convention(c) () -> UnsafePointer<CChar>?
  private typealias InitFunction =
    @convention(c) (
      UnsafeMutableRawPointer, Int32, UnsafePointer<CChar>?, Int32
    ) -> Int32
  private typealias InflateFunction = @convention(c) (UnsafeMutableRawPointer, Int32) -> Int32
  private typealias EndFunction = @convention(c) (UnsafeMutableRawPointer) -> Int32
  private typealias DeflateInitFunction =
    @convention(c) (
      UnsafeMutableRawPointer, Int32, Int32, Int32, Int32, Int32, UnsafePointer<CChar>?, Int32
    ) -> Int32

  // LP64 layout of z_stream.
  private static let streamSize = 112
  private static let nextInOffset = 0
  private static let availInOffset = 8
  private static let nextOutOffset = 24
  private static let availOutOffset = 32
  private static let messageOffset = 48

  /// Decompresses a whole gzip file held in `data` (several concatenated members allowed).
  ///
  /// - Parameters:
  ///   - data: the compressed bytes.
  ///   - path: the file name used in error messages.
  ///   - progress: called now and then with the fraction of input consumed.
  /// - Throws: ``DictionarySourceError/badGzip(path:detail:)`` for damaged or truncated
  ///   data, ``DictionarySourceError/zlibUnavailable(detail:)`` when zlib cannot be loaded.
  public static func decompress(
    _ data: [UInt8], path: String, progress: (Double) throws -> Void = { _ in }
  ) throws -> [UInt8] {
    guard MemoryLayout<Int>.size == 8 else {
      throw DictionarySourceError.zlibUnavailable(detail: "only 64-bit platforms are supported")
    }
    let library = try Library.shared()
    let stream = UnsafeMutableRawPointer.allocate(byteCount: streamSize, alignment: 8)
    stream.initializeMemory(as: UInt8.self, repeating: 0, count: streamSize)
    defer { stream.deallocate() }
    // windowBits 15 + 32: accept gzip or zlib headers.
    guard library.inflateInit(stream, 15 + 32, library.version(), Int32(streamSize)) == 0 else {
      throw DictionarySourceError.zlibUnavailable(detail: "inflateInit failed")
    }
    defer { _ = library.inflateEnd(stream) }

    var output: [UInt8] = []
    output.reserveCapacity(data.count * 8)
    let chunk = 1 << 20
    var buffer = [UInt8](repeating: 0, count: chunk)
    try data.withUnsafeBufferPointer { input in
      guard let base = input.baseAddress, !input.isEmpty else {
        throw DictionarySourceError.badGzip(path: path, detail: "the file is empty")
      }
      stream.storeBytes(
        of: UnsafeMutableRawPointer(mutating: base), toByteOffset: nextInOffset, as: UnsafeMutableRawPointer.self)
      stream.storeBytes(of: UInt32(input.count), toByteOffset: availInOffset, as: UInt32.self)
      var finished = false
      var rounds = 0
      while !finished {
        let status = buffer.withUnsafeMutableBytes { out -> Int32 in
          stream.storeBytes(of: out.baseAddress!, toByteOffset: nextOutOffset, as: UnsafeMutableRawPointer.self)
          stream.storeBytes(of: UInt32(chunk), toByteOffset: availOutOffset, as: UInt32.self)
          return library.inflate(stream, 0)
        }
        let produced = chunk - Int(stream.load(fromByteOffset: availOutOffset, as: UInt32.self))
        output.append(contentsOf: buffer[0..<produced])
        let remaining = Int(stream.load(fromByteOffset: availInOffset, as: UInt32.self))
        switch status {
        case 0:
          if remaining == 0 && produced < chunk {
            throw DictionarySourceError.badGzip(path: path, detail: "the data ends early")
          }
        case 1:  // Z_STREAM_END: another member may follow.
          if remaining == 0 {
            finished = true
          } else {
            _ = library.inflateEnd(stream)
            let next = stream.load(fromByteOffset: nextInOffset, as: UnsafeMutableRawPointer.self)
            stream.initializeMemory(as: UInt8.self, repeating: 0, count: streamSize)
            stream.storeBytes(of: next, toByteOffset: nextInOffset, as: UnsafeMutableRawPointer.self)
            stream.storeBytes(of: UInt32(remaining), toByteOffset: availInOffset, as: UInt32.self)
            guard library.inflateInit(stream, 15 + 32, library.version(), Int32(streamSize)) == 0 else {
              throw DictionarySourceError.zlibUnavailable(detail: "inflateInit failed")
            }
          }
        case -5:  // Z_BUF_ERROR: no progress possible, input exhausted.
          throw DictionarySourceError.badGzip(path: path, detail: "the data ends early")
        default:
          let message = stream.load(fromByteOffset: messageOffset, as: UnsafePointer<CChar>?.self)
          let detail = message.map { String(cString: $0) } ?? "zlib error \(status)"
          throw DictionarySourceError.badGzip(path: path, detail: detail)
        }
        rounds += 1
        if rounds % 4 == 0 { try progress(Double(input.count - remaining) / Double(input.count)) }
      }
    }
    return output
  }

  /// Compresses `data` as a gzip file at the highest level.
  ///
  /// The output depends only on the input and the zlib version: the header carries no
  /// time stamp or file name, so the same input gives the same bytes.
  public static func compress(_ data: [UInt8]) throws -> [UInt8] {
    let library = try Library.shared()
    let stream = UnsafeMutableRawPointer.allocate(byteCount: streamSize, alignment: 8)
    stream.initializeMemory(as: UInt8.self, repeating: 0, count: streamSize)
    defer { stream.deallocate() }
    // Level 9, deflate, windowBits 15 + 16 for a gzip wrapper, memLevel 9, default strategy.
    guard library.deflateInit(stream, 9, 8, 31, 9, 0, library.version(), Int32(streamSize)) == 0 else {
      throw DictionarySourceError.zlibUnavailable(detail: "deflateInit failed")
    }
    defer { _ = library.deflateEnd(stream) }
    var output: [UInt8] = []
    let chunk = 1 << 20
    var buffer = [UInt8](repeating: 0, count: chunk)
    try data.withUnsafeBufferPointer { input in
      let base = input.baseAddress ?? UnsafePointer(bitPattern: 1)
      stream.storeBytes(
        of: UnsafeMutableRawPointer(mutating: base), toByteOffset: nextInOffset, as: UnsafeMutableRawPointer?.self)
      stream.storeBytes(of: UInt32(input.count), toByteOffset: availInOffset, as: UInt32.self)
      while true {
        let status = buffer.withUnsafeMutableBytes { out -> Int32 in
          stream.storeBytes(of: out.baseAddress, toByteOffset: nextOutOffset, as: UnsafeMutableRawPointer?.self)
          stream.storeBytes(of: UInt32(chunk), toByteOffset: availOutOffset, as: UInt32.self)
          return library.deflate(stream, 4)  // Z_FINISH
        }
        let produced = chunk - Int(stream.load(fromByteOffset: availOutOffset, as: UInt32.self))
        output.append(contentsOf: buffer[0..<produced])
        if status == 1 { break }  // Z_STREAM_END
        guard status == 0 || status == -5 else {
          throw DictionarySourceError.zlibUnavailable(detail: "deflate failed with \(status)")
        }
      }
    }
    return output
  }

  /// The zlib functions, looked up once.
  private struct Library: @unchecked Sendable {
    let version: VersionFunction
    let inflateInit: InitFunction
    let inflate: InflateFunction
    let inflateEnd: EndFunction
    let deflateInit: DeflateInitFunction
    let deflate: InflateFunction
    let deflateEnd: EndFunction

    static func shared() throws -> Library {
      switch loaded {
      case .success(let library): return library
      case .failure(let error): throw error
      }
    }

    private static let loaded: Result<Library, DictionarySourceError> = {
      #if canImport(Darwin)
        let names = ["libz.dylib", "libz.1.dylib"]
      #else
        let names = ["libz.so.1", "libz.so"]
      #endif
      guard let handle = names.lazy.compactMap({ dlopen($0, RTLD_NOW) }).first else {
        return .failure(.zlibUnavailable(detail: "dlopen libz.so.1 failed"))
      }
      guard let version = dlsym(handle, "zlibVersion"), let initialise = dlsym(handle, "inflateInit2_"),
        let inflate = dlsym(handle, "inflate"), let end = dlsym(handle, "inflateEnd"),
        let deflateInit = dlsym(handle, "deflateInit2_"), let deflate = dlsym(handle, "deflate"),
        let deflateEnd = dlsym(handle, "deflateEnd")
      else {
        return .failure(.zlibUnavailable(detail: "libz lacks inflate functions"))
      }
      return .success(
        Library(
          version: unsafeBitCast(version, to: VersionFunction.self),
          inflateInit: unsafeBitCast(initialise, to: InitFunction.self),
          inflate: unsafeBitCast(inflate, to: InflateFunction.self),
          inflateEnd: unsafeBitCast(end, to: EndFunction.self),
          deflateInit: unsafeBitCast(deflateInit, to: DeflateInitFunction.self),
          deflate: unsafeBitCast(deflate, to: InflateFunction.self),
          deflateEnd: unsafeBitCast(deflateEnd, to: EndFunction.self)))
    }()
  }
}
