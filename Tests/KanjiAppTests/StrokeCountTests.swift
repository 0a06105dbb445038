import Coordinators
import CoordinatorsTesting
import Foundation
import KanjiKit
import Testing

@testable import KanjiApp

/// The stroke count a kanji's page gives and the strokes `d` draws: where KanjiVG draws
/// another form than the one KANJIDIC2 counts, the page says which form is drawn.
@Suite struct StrokeCountTests {
  /// Every Jōyō kanji whose KanjiVG drawing and KANJIDIC2 count differ is one the page
  /// names as drawn in its traditional form, and the page of each agreeing kanji says
  /// nothing more (printed: how many differ).
  @Test func everyJoyoKanjiDrawnInAnotherFormIsNamed() throws {
    let dataset = try BundledDataset.read(from: BundledData.datasetURL())
    let table = try KanjiVGTable.bundled()
    var differing: Set<String> = []
    for kanji in dataset.kanji {
      let outline = try #require(try table.outline(of: kanji.literal), "KanjiVG lacks \(kanji.literal)")
      let note = KanjiDetailCoordinator.drawnForm(
        of: kanji.literal, strokes: outline.strokes.count, counted: kanji.strokes)
      if outline.strokes.count == kanji.strokes {
        #expect(note == nil)
      } else {
        differing.insert(kanji.literal)
        #expect(note?.contains("the traditional form") == true, "\(kanji.literal): \(note ?? "nothing")")
      }
    }
    print("Jōyō kanji drawn in another form than KANJIDIC2 counts: \(differing.sorted().joined())")
    #expect(differing == KanjiDetailCoordinator.traditionalForms)
  }

  @Test func thePageOfAKanjiDrawnInItsTraditionalFormSaysSo() throws {
    let (_, app) = try TestApp.make(LaunchOptions(route: "kanji/餌", restoreSavedState: false), height: 40)
    let text = app.screen.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(text.contains("d draws its 15 strokes in order (KanjiVG) KanjiVG draws the traditional form;"))
    #expect(text.contains("the 14 strokes above are KANJIDIC2's count of the form most fonts show"))
  }
}
