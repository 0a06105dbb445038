import TermCore
import TermUI

/// The app's own actions, beside the library's.
extension KeyAction {
  /// Star or unstar the kanji on screen (or the selected row's).
  public static let toggleStar = KeyAction("toggleStar")
  /// Show All Kanji in its next order.
  public static let nextOrder = KeyAction("nextOrder")
  /// Copy the kanji or word on screen, with its readings, to the clipboard.
  public static let copyEntry = KeyAction("copyEntry")
  /// Open the variant forms of the kanji on screen.
  public static let openVariants = KeyAction("openVariants")
  /// Open the stroke order of the kanji on screen.
  public static let showStrokeOrder = KeyAction("showStrokeOrder")
  /// Show the next stroke.
  public static let nextStroke = KeyAction("nextStroke")
  /// Show the stroke before.
  public static let previousStroke = KeyAction("previousStroke")
  /// Show the first stroke.
  public static let firstStroke = KeyAction("firstStroke")
  /// Show the whole kanji, every stroke numbered.
  public static let wholeKanji = KeyAction("wholeKanji")
  /// Open the component lookup.
  public static let openComponentLookup = KeyAction("openComponentLookup")
  /// List the components of the kanji on screen.
  public static let showComponents = KeyAction("showComponents")
  /// Pick or drop the component under the cursor.
  public static let pickComponent = KeyAction("pickComponent")
  /// Drop every pick.
  public static let clearPicks = KeyAction("clearPicks")
  /// Move to the kanji that have every pick.
  public static let showMatches = KeyAction("showMatches")
  /// The component to the left.
  public static let componentLeft = KeyAction("componentLeft")
  /// The component to the right.
  public static let componentRight = KeyAction("componentRight")
  /// Open the drawing pad, to find a kanji by drawing it.
  public static let openDrawingPad = KeyAction("openDrawingPad")
  /// Take back the last stroke drawn.
  public static let undoStroke = KeyAction("undoStroke")
  /// Clear the drawing pad.
  public static let clearDrawing = KeyAction("clearDrawing")
  /// Scroll a word's page to its conjugation table.
  public static let showConjugation = KeyAction("showConjugation")
  /// Select the next word of a sentence or text.
  public static let nextWord = KeyAction("nextWord")
  /// Select the word before.
  public static let previousWord = KeyAction("previousWord")
  /// Scroll a text a line down.
  public static let scrollDown = KeyAction("scrollDown")
  /// Scroll a text a line up.
  public static let scrollUp = KeyAction("scrollUp")
  /// Open the selected word's page.
  public static let openWord = KeyAction("openWord")
  /// Show the back of the card under review.
  public static let showAnswer = KeyAction("showAnswer")
  /// Rate the card Again (forgotten).
  public static let rateAgain = KeyAction("rateAgain")
  /// Rate the card Hard.
  public static let rateHard = KeyAction("rateHard")
  /// Rate the card Good.
  public static let rateGood = KeyAction("rateGood")
  /// Rate the card Easy.
  public static let rateEasy = KeyAction("rateEasy")
  /// Take back the last rating.
  public static let undoRating = KeyAction("undoRating")
  /// Open the review statistics.
  public static let showStatistics = KeyAction("showStatistics")
}

/// The app's own contexts, beside the library's.
extension KeyContext {
  /// Screens whose kanji can be starred.
  public static let stars = KeyContext("stars", heading: "Stars")
  /// Lists that can be shown in several orders.
  public static let ordering = KeyContext("ordering", heading: "Order")
  /// Pages of one kanji or word, which can be copied.
  public static let clipboard = KeyContext("clipboard", heading: "Clipboard")
  /// Kanji pages whose kanji has variant forms in the dictionary.
  public static let variants = KeyContext("variants", heading: "Variants")
  /// A kanji's page, from which its stroke order opens.
  public static let kanjiPage = KeyContext("kanjiPage", heading: "Kanji page")
  /// The stroke order page.
  public static let strokeOrder = KeyContext("strokeOrder", heading: "Stroke order")
  /// Lists from which the component lookup opens.
  public static let componentSearch = KeyContext("componentSearch", heading: "Components")
  /// The component lookup's grid.
  public static let componentLookup = KeyContext("componentLookup", heading: "Component lookup")
  /// The drawing pad, where a kanji is found by drawing it.
  public static let drawing = KeyContext("drawing", heading: "Drawing pad")
  /// The page of a verb or adjective, which has a conjugation table.
  public static let conjugation = KeyContext("conjugation", heading: "Conjugation")
  /// The Words search when its query is several words, shown split above the list.
  public static let sentence = KeyContext("sentence", heading: "Sentence")
  /// The reader of a text (`kanji read FILE`).
  public static let reader = KeyContext("reader", heading: "Reader")
  /// The Study tab's review, signed in.
  public static let study = KeyContext("study", heading: "Study")
  /// A card whose back is shown: its keys come before the tab bar's, so digits rate.
  public static let rating = KeyContext("rating", heading: "Rating (the back of a card)")
}

extension KanjiApplication {
  /// Every key of the app: the library's standard map and the app's own keys, with their
  /// descriptions. The `?` help is drawn from it and the manual page's KEYS section is
  /// checked against it. Made once: start-up asks for it twice (the configuration's
  /// defaults and the launch options), and each build was 0.57 M instructions.
  public static let keyMap: KeyMap = {
    // The library's `/` says only "filter as you type"; here it says what a search takes.
    let standard = KeyMap.standard.bindings.map { binding in
      var binding = binding
      if binding.action == .filter { binding.description = searchDescription }
      return binding
    }
    return KeyMap(standard).adding(appBindings)
  }()

  /// What `/` takes, in the help overlay and the manual page.
  static let searchDescription =
    "search: romaji, kana, kanji, English; any form"

  /// The keys the app adds to the standard map.
  static let appBindings: [KeyBinding] = [
    KeyBinding(
      [.character("s")], .toggleStar, in: .stars,
      "star or unstar (from a text: with its sentence; signed out: sign in first)"),
    KeyBinding(
      [.character("o")], .nextOrder, in: .ordering,
      "next order of All Kanji: school grade, frequency, stroke count, JLPT N5 to N1"),
    KeyBinding(
      [.character("y")], .copyEntry, in: .clipboard,
      "copy the kanji or word and its readings to the clipboard (OSC 52)"),
    KeyBinding(
      [.character("v")], .openVariants, in: .variants,
      "open the kanji's variant form (several are listed to choose from)"),
    KeyBinding(
      [.character("c")], .openComponentLookup, in: .componentSearch, "find kanji by the components you see"),
    KeyBinding([.character("d")], .showStrokeOrder, in: .kanjiPage, "draw the kanji stroke by stroke"),
    KeyBinding(
      [.character("c")], .showComponents, in: .kanjiPage, "its components, each opening the kanji that contain it"),
    KeyBinding([.character("n"), .character(" ")], .nextStroke, in: .strokeOrder, "next stroke"),
    KeyBinding([.character("p")], .previousStroke, in: .strokeOrder, "previous stroke"),
    KeyBinding([.character("g"), .home], .firstStroke, in: .strokeOrder, "first stroke"),
    KeyBinding([.character("G"), .end], .wholeKanji, in: .strokeOrder, "the whole kanji, strokes numbered"),
    KeyBinding([.character(" ")], .pickComponent, in: .componentLookup, "pick or drop the component"),
    KeyBinding([.character("h"), .left], .componentLeft, in: .componentLookup, "the component to the left"),
    KeyBinding([.character("l"), .right], .componentRight, in: .componentLookup, "the component to the right"),
    KeyBinding([.enter], .showMatches, in: .componentLookup, "to the kanji that have every pick (Esc returns)"),
    KeyBinding([.character("x")], .clearPicks, in: .componentLookup, "drop every pick"),
    KeyBinding([.character("D")], .openDrawingPad, in: .componentSearch, "find a kanji by drawing it with the mouse"),
    KeyBinding([.character("D")], .openDrawingPad, in: .componentLookup, "draw the kanji instead, with the mouse"),
    KeyBinding([.character("u"), .backspace], .undoStroke, in: .drawing, "take back the last stroke"),
    KeyBinding([.character("x")], .clearDrawing, in: .drawing, "clear the pad"),
    KeyBinding([.character("j"), .down], .moveDown, in: .drawing, "the next candidate"),
    KeyBinding([.character("k"), .up], .moveUp, in: .drawing, "the candidate before"),
    KeyBinding([.enter], .open, in: .drawing, "open the candidate's page (a click on it too)"),
    KeyBinding([.character("c")], .openComponentLookup, in: .drawing, "find the kanji by its components instead"),
    KeyBinding(
      [.character("c")], .showConjugation, in: .conjugation,
      "the conjugation table (verbs and adjectives)"),
    KeyBinding([.right], .nextWord, in: .sentence, "the next word of the searched sentence"),
    KeyBinding([.left], .previousWord, in: .sentence, "the word before in the searched sentence"),
    KeyBinding([.character("w"), .right], .nextWord, in: .reader, "the next word (skips names, symbols, Latin)"),
    KeyBinding([.character("b"), .left], .previousWord, in: .reader, "the word before"),
    KeyBinding([.character("j"), .down], .scrollDown, in: .reader, "scroll a line down"),
    KeyBinding([.character("k"), .up], .scrollUp, in: .reader, "scroll a line up"),
    KeyBinding([.enter], .openWord, in: .reader, "open the word's page (Back returns here)"),
    KeyBinding([.character(" ")], .showAnswer, in: .study, "show the back of the card"),
    KeyBinding([.character("u")], .undoRating, in: .study, "undo the last rating"),
    KeyBinding([.character("t")], .showStatistics, in: .study, "review statistics: days reviewed, cards due"),
    KeyBinding([.character("1")], .rateAgain, in: .rating, "Again: forgotten, see it again soon"),
    KeyBinding([.character("2")], .rateHard, in: .rating, "Hard: recalled with effort"),
    KeyBinding([.character("3"), .character(" ")], .rateGood, in: .rating, "Good: recalled"),
    KeyBinding([.character("4")], .rateEasy, in: .rating, "Easy: recalled at once"),
    KeyBinding([.enter], .open, in: .rating, "open the kanji's or word's page (Back returns to the review)"),
  ]
}
