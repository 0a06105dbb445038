import Coordinators
import Testing

@testable import KanjiApp

@Suite struct KanjiRouteTests {
  static let every: [KanjiRoute] = [
    .allKanji, .kanji("日"), .kanji("𠮟"), .kanjiVariants("国"), .words, .word(1234), .word(1234, spelling: "揚げる"),
    .wordKanji(7), .account,
    .accountPage(.starred), .accountPage(.history), .accountPage(.about), .signIn,
    .register(.email), .register(.lastName), .drawingPad,
  ]

  @Test(arguments: every)
  func printsAPathThatParsesBackToTheSameRoute(route: KanjiRoute) throws {
    #expect(try KanjiRoute(path: route.description) == route)
  }

  @Test(arguments: [
    ("word/x", RouteError.invalid("word/x", reason: "a word is named by its number")),
    ("word-kanji/-3", .invalid("word-kanji/-3", reason: "a word is named by its number")),
    ("account/settings", .unknown("account/settings")),
    ("kanji/日/本", .unknown("kanji/日/本")),
    ("draw/日", .unknown("draw/日")),
    ("nowhere", .unknown("nowhere")),
    ("", .unknown("")),
  ])
  func aPathThatNamesNoScreenThrows(path: String, error: RouteError) {
    #expect(throws: error) { try KanjiRoute(path: path) }
  }

  @Test func everyPageOpensOnItsOwnTab() {
    #expect(KanjiRoute.wordKanji(1).homeTab == .allKanji)
    #expect(KanjiRoute.kanjiVariants("国").homeTab == .allKanji)
    #expect(KanjiRoute.drawingPad.homeTab == .allKanji)
    #expect(KanjiRoute.word(1).homeTab == .words)
    #expect(KanjiRoute.accountPage(.about).homeTab == .account)
  }
}
