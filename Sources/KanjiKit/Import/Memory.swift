#if canImport(Glibc)
  import Glibc
#endif

/// The process's heap, for a long import that frees a lot at once.
enum Memory {
  /// Gives the free pages of the C heap back to the system. glibc keeps freed memory for
  /// reuse, and once a large buffer has been freed it keeps up to twice that much: the
  /// hundreds of thousands of small strings freed after parsing and ranking EDICT would
  /// otherwise stay in the import's resident memory to its end.
  static func returnFreedPages() {
    #if canImport(Glibc)
      // glibc's malloc_trim is not in Swift's Glibc module; a C library without it (musl)
      // has nothing to give back this way, and the import only holds more memory.
      guard let symbol = dlsym(nil, "malloc_trim") else { return }
      typealias Trim = @convention(c) (Int) -> Int32
      _ = unsafeBitCast(symbol, to: Trim.self)(0)
    #endif
  }
}
