import Synchronization

/// A recogniser made the first time a drawing needs one, on whichever thread asks first,
/// and kept.
///
/// Making it reads KanjiVG's table and prepares every character's strokes, which takes
/// longer than a frame: the pad asks for it as background work when it opens, so the first
/// stroke finds it made. Two threads asking at once make it once; the second waits.
final class RecognizerSource: Sendable {
  private let make: @Sendable () throws -> any KanjiRecognizing
  private let made = Mutex<Result<any KanjiRecognizing, any Error>?>(nil)

  /// Creates a source that calls `make` once, when first asked.
  init(_ make: @escaping @Sendable () throws -> any KanjiRecognizing) {
    self.make = make
  }

  /// The recogniser, made now if it was not yet.
  ///
  /// - Throws: why it could not be made (the same error every time after the first).
  func recognizer() throws -> any KanjiRecognizing {
    let result = made.withLock { made in
      if let made { return made }
      let result = Result { try make() }
      made = result
      return result
    }
    return try result.get()
  }
}
