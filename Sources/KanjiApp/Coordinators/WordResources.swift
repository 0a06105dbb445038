import KanjiKit

/// The word tables a word page reads besides the dictionary (JLPT levels, example sentences,
/// pitch accent), each read the first time a word page opens and then kept.
///
/// Start-up never reads them. A table that cannot be read fails the same way on every page,
/// and each page says why (``WordAnnotations``).
final class WordResources {
  private let loadExamples: () throws -> WordExamples
  private let loadSentences: () throws -> ExampleSentences
  private let loadPitch: () throws -> PitchAccents
  private var examplesResult: Result<WordExamples, any Error>?
  private var sentencesResult: Result<ExampleSentences, any Error>?
  private var pitchResult: Result<PitchAccents, any Error>?

  /// The bundled tables, read once a process however many apps it runs (the tests run many).
  private static let bundledExamples = Result { try WordExamples.bundled() }
  private static let bundledSentences = Result { try ExampleSentences.bundled() }
  private static let bundledPitch = Result { try PitchAccents.bundled() }

  /// Creates the tables' loaders: the bundled files unless told otherwise.
  init(
    examples: @escaping () throws -> WordExamples = { try bundledExamples.get() },
    sentences: @escaping () throws -> ExampleSentences = { try bundledSentences.get() },
    pitch: @escaping () throws -> PitchAccents = { try bundledPitch.get() }
  ) {
    loadExamples = examples
    loadSentences = sentences
    loadPitch = pitch
  }

  /// The JLPT level table, read on first use.
  func examples() -> Result<WordExamples, any Error> {
    let result = examplesResult ?? Result { try loadExamples() }
    examplesResult = result
    return result
  }

  /// The example-sentence table, read on first use.
  func sentences() -> Result<ExampleSentences, any Error> {
    let result = sentencesResult ?? Result { try loadSentences() }
    sentencesResult = result
    return result
  }

  /// The pitch-accent table, read on first use.
  func pitch() -> Result<PitchAccents, any Error> {
    let result = pitchResult ?? Result { try loadPitch() }
    pitchResult = result
    return result
  }

  /// What the tables say about `word`, or why they cannot say.
  func annotations(of word: Word) -> WordAnnotations {
    WordAnnotations(
      study: examples().flatMap { table in Result { try table.entry(for: word) } },
      examples: sentences().flatMap { table in Result { try table.examples(of: word.id) } },
      pitch: pitch().flatMap { table in Result { try table.accents(of: word) } })
  }
}

/// What the word tables say about one word, for its page: each part, or why it is missing.
struct WordAnnotations {
  /// The JLPT level (nil: the word is on no list).
  var study: Result<WordStudyEntry?, any Error>
  /// Sentences that use the word, best first (empty: none).
  var examples: Result<[WordExample], any Error>
  /// The pitch accent of each reading the table knows (empty: none).
  var pitch: Result<[ReadingAccents], any Error>

  /// Nothing known, nothing failed: a page drawn without the tables.
  static let none = WordAnnotations(study: .success(nil), examples: .success([]), pitch: .success([]))
}
