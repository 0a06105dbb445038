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

  /// Has every thread allocate from the one C heap. glibc gives a second thread its own heap
  /// (an "arena"); the import's second thread makes each word's rows and the writer frees
  /// them, and the two heaps held about 2 MB more at the import's peak (ptydrive-style
  /// polling of a full import: 78.5-79.5 MB with two, 76.9-77.1 with one, against the 80 MB
  /// of B8). The threads rarely allocate at the same moment (one waits on SQLite), so the
  /// shared lock costs nothing measurable. It applies to the whole process, which runs the
  /// import alone (`kanji import`, the benchmark's child; the app never imports).
  static func useOneHeap() {
    #if canImport(Glibc)
      // As malloc_trim, mallopt is glibc's; without it there is no arena to limit.
      guard let symbol = dlsym(nil, "mallopt") else { return }
      typealias Option = @convention(c) (Int32, Int32) -> Int32
      let mArenaMax: Int32 = -8  // M_ARENA_MAX in <malloc.h>
      // mallopt returns 0 only for an unknown option; the import then only holds more memory.
      _ = unsafeBitCast(symbol, to: Option.self)(mArenaMax, 1)
    #endif
  }
}
