import Coordinators
import JapaneseText
import KanjiKit
import TermUI
import UserData

extension WordsCoordinator {
  /// The reader of the text named `name` on the shelf, its route `read/<name>`: the text is
  /// split into words off the loop (a progress bar meanwhile), and opens at the place the
  /// user had reached.
  ///
  /// - Throws: ``RouteError/invalid(_:reason:)`` when the text is no longer kept or cannot
  ///   be read.
  func readerItem(named name: String) throws(RouteError) -> StackItem {
    let route = KanjiRoute.read(name).route
    let shelf = context.readingShelf
    let found: String?
    do {
      found = try shelf.text(named: name)
    } catch {
      throw .invalid(route, reason: "the text could not be read: \(error)")
    }
    guard let text = found else { throw .invalid(route, reason: "the text is no longer kept") }
    let screen = ReaderViewController(title: ReaderText.title(of: text))
    screen.keyMap = context.keyMap
    screen.onMove = { [weak self] place in
      do {
        try shelf.keep(place: place, in: name)
      } catch {
        self?.notify(error, while: "The place reached in the text was not kept")
      }
    }
    screen.onOpenWord = { [weak self] word in
      guard let id = word.entryID else { return }
      self?.show(.word(id))
    }
    let context = context
    screen.isStarred = { segment in segment.entryID.map { context.session.isStarred(.word($0)) } ?? false }
    screen.onToggleStar = { [weak self, weak screen] index in
      guard let self, let segments = screen?.segments, segments.indices.contains(index) else { return }
      let segment = segments[index]
      guard let id = segment.entryID else {
        notify("\(segment.surface) is not a dictionary word, so it cannot be starred")
        return
      }
      starWord(id, named: segment.dictionaryForm ?? segment.surface, at: index, in: segments)
    }
    screen.describe = { segment in Self.describe(segment, context: context) }
    let store = context.dictionary
    let place = shelf.place(in: name)
    // A long text: the lines its first screen shows are split first and shown while the
    // rest is split; what that takes is known once the screen has been laid out.
    screen.onLayout = { [weak screen] columns, rows in
      guard let screen else { return }
      guard let head = ReaderText.head(of: text, columns: columns, rows: rows, place: place) else {
        Self.split(text, after: [], on: screen, store: store, place: place)
        return
      }
      let rest = String(text[text.index(text.startIndex, offsetBy: head.count)...])
      screen.run({ try Self.split(head, store: store) { _ in } }) { screen, split in
        switch split {
        case .segments(let first):
          screen.show(segments: first, place: place, complete: false)
          Self.split(rest, after: first, on: screen, store: store, place: place)
        case .failure(let reason):
          screen.failure = reason
        }
      }
    }
    return StackItem(screen, route: route)
  }

  /// Stars (or unstars) the word `id` (called `name` in messages) read as `segments[index]`
  /// of a text or a searched sentence, keeping the sentence around it with the star
  /// (``StarSentence/init(around:in:)``).
  ///
  /// - Parameter done: called with whether the word is starred now, once that is saved.
  func starWord(
    _ id: Int, named name: String, at index: Int, in segments: [Segment], done: ((Bool) -> Void)? = nil
  ) {
    toggleStar(
      .word(id), named: name, sentence: StarSentence(around: index, in: segments), context: context, done: done)
  }

  /// Splits `text` off the loop, its progress on `screen`'s bar, and shows `screen` the
  /// segments of the text before it (`before`) followed by its own.
  private static func split(
    _ text: String, after before: [Segment], on screen: ReaderViewController, store: DictionaryStore, place: Int
  ) {
    screen.run(
      { (report: ProgressReporter<Double>) in try Self.split(text, store: store) { report($0) } },
      progress: { screen, fraction in screen.progress = fraction },
      then: { screen, split in
        switch split {
        case .segments(let segments): screen.show(segments: before + segments, place: place, complete: true)
        case .failure(let reason): screen.failure = reason
        }
      })
  }

  /// `text` split, or why it could not be.
  ///
  /// - Throws: `CancellationError` only, when the screen left before the end.
  private static func split(
    _ text: String, store: DictionaryStore, report: (Double) -> Void
  ) throws -> ReaderText.Split {
    do {
      return .segments(try ReaderText.segments(of: text, store: store, report: report))
    } catch is CancellationError {
      throw CancellationError()
    } catch {
      return .failure("The text could not be split into words: \(error)")
    }
  }

  /// What the reader's panel says about `segment`: its entry's reading, first senses and
  /// JLPT level, beside the dictionary form and inflection the segmenter found.
  static func describe(_ segment: Segment, context: AppContext) -> ReaderWordInfo? {
    let form = segment.dictionaryForm ?? segment.surface
    let inflection = segment.inflections.isEmpty ? nil : Deinflector.note(segment.inflections, of: form)
    var info = ReaderWordInfo(
      headword: form, reading: segment.reading ?? "", inflection: inflection, senses: [], level: nil)
    guard let id = segment.entryID else { return info }
    do {
      guard let word = try context.dictionary.word(id: id) else { return info }
      info.senses = word.senses.prefix(3).map { $0.glosses.joined(separator: "; ") }
      info.level = try context.wordResources.examples().get().entry(for: word)?.level
    } catch {
      info.senses.append("The dictionary could not be read: \(error)")
    }
    return info
  }
}
