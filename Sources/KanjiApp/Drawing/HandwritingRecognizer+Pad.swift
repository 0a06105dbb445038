import Handwriting
import KanjiKit
import Synchronization
import TermCore

/// The recogniser the pad asks: the `Handwriting` module's, over KanjiVG's table.
extension HandwritingRecognizer: KanjiRecognizing {
  /// The characters `strokes` (in the pad's square) most looks like, best first.
  ///
  /// The pad's square has square units already, so the points go over as they are; the
  /// recogniser fits the drawing to its own square by its bounding box.
  func candidates(for strokes: [[FinePoint]], limit: Int) -> [String] {
    let ink = strokes.map { stroke in stroke.map { InkPoint(x: $0.x, y: $0.y) } }
    return candidates(for: ink, limit: limit).map(\.character)
  }
}

extension RecognizerSource {
  /// The recognisers this process has made, by the kanji they put first. An app made again
  /// in the same process (a restart after quit, each session of the fuzzer) finds the one it
  /// needs instead of spending seconds of a background thread building it again.
  private static let made = Mutex<[Set<String>: HandwritingRecognizer]>([:])

  /// The recogniser over the shipped KanjiVG table, the Jōyō kanji of `dictionary` first
  /// among equal matches; made the first time a drawing needs it.
  static func bundled(dictionary: DictionaryStore) -> RecognizerSource {
    RecognizerSource {
      let preferred = try dictionary.joyoLiterals()
      if let recognizer = made.withLock({ $0[preferred] }) { return recognizer }
      let recognizer = try KanjiVGTable.bundled().handwritingRecognizer(preferred: preferred)
      made.withLock { $0[preferred] = recognizer }
      return recognizer
    }
  }
}
