import Testing

@testable import UserData

@Suite struct AccountStoreStarsTests {
  let store: AccountStore
  let ann: User

  init() throws {
    store = try AccountFixtures.memoryStore()
    ann = try AccountFixtures.ann(in: store)
  }

  @Test func toggleReturnsTheNewState() throws {
    #expect(try !store.isStarred(kanji: "日", for: ann))
    #expect(try store.toggleStar(kanji: "日", for: ann))
    #expect(try store.isStarred(kanji: "日", for: ann))
    #expect(try !store.toggleStar(kanji: "日", for: ann))
    #expect(try !store.isStarred(kanji: "日", for: ann))
  }

  @Test func listsTheNewestStarFirst() throws {
    for kanji in ["日", "本", "水", "𠮟"] { try store.toggleStar(kanji: kanji, for: ann) }
    #expect(try store.starredKanji(for: ann) == ["𠮟", "水", "本", "日"])
    try store.setStarred(false, kanji: "水", for: ann)
    try store.setStarred(true, kanji: "水", for: ann)
    #expect(try store.starredKanji(for: ann) == ["水", "𠮟", "本", "日"])
  }

  @Test func starringTwiceKeepsThePlace() throws {
    try store.setStarred(true, kanji: "日", for: ann)
    try store.setStarred(true, kanji: "本", for: ann)
    try store.setStarred(true, kanji: "日", for: ann)
    #expect(try store.starredKanji(for: ann) == ["本", "日"])
    try store.setStarred(false, kanji: "月", for: ann)
    #expect(try store.starredKanji(for: ann) == ["本", "日"])
  }

  @Test func starsBelongToOneUser() throws {
    let bob = try AccountFixtures.bob(in: store)
    try store.toggleStar(kanji: "日", for: ann)
    #expect(try !store.isStarred(kanji: "日", for: bob))
    #expect(try store.starredKanji(for: bob).isEmpty)
  }

  @Test func starringForAnUnknownUserFails() {
    let ghost = User(id: 999, email: "ghost@example.com", firstName: "G", lastName: "H", createdAt: ann.createdAt)
    #expect(throws: AccountError.self) { try store.toggleStar(kanji: "日", for: ghost) }
  }
}

@Suite struct AccountStoreWordStarsTests {
  let store: AccountStore
  let ann: User

  init() throws {
    store = try AccountFixtures.memoryStore()
    ann = try AccountFixtures.ann(in: store)
  }

  @Test func starsWordsBesideKanjiNewestFirst() throws {
    try store.setStarred(true, kanji: "日", for: ann)
    #expect(try store.toggleStar(item: .word(1234), for: ann))
    try store.setStarred(true, item: .kanji("本"), for: ann)
    #expect(try store.starredItems(for: ann) == [.kanji("本"), .word(1234), .kanji("日")])
    #expect(try store.starredKanji(for: ann) == ["本", "日"])
    #expect(try store.isStarred(.word(1234), for: ann))
    #expect(try !store.isStarred(.word(99), for: ann))
  }

  @Test func aWordAndAKanjiWithTheSameKeyAreDifferentStars() throws {
    try store.setStarred(true, item: .word(1), for: ann)
    try store.setStarred(true, item: .kanji("1"), for: ann)
    try store.setStarred(false, item: .word(1), for: ann)
    #expect(try store.starredItems(for: ann) == [.kanji("1")])
    #expect(try !store.toggleStar(item: .kanji("1"), for: ann))
    #expect(try store.starredItems(for: ann).isEmpty)
  }
}

/// A word starred from a sentence keeps it, with the word as it was written.
@Suite struct AccountStoreStarSentenceTests {
  let store: AccountStore
  let ann: User
  let sushi = StarSentence(before: "昨日友達と寿司を", word: "食べて", after: "しまいました。")
  let ramen = StarSentence(before: "ラーメンを", word: "食べた", after: "。")

  init() throws {
    store = try AccountFixtures.memoryStore()
    ann = try AccountFixtures.ann(in: store)
  }

  @Test func aSentenceIsInThreePartsWithTheWordAsWritten() throws {
    let sentence = try #require(sushi)
    #expect(sentence.text == "昨日友達と寿司を食べてしまいました。")
    #expect(sentence.marked() == "昨日友達と寿司を【食べて】しまいました。")
    #expect(sentence.marked(open: "<b>", close: "</b>") == "昨日友達と寿司を<b>食べて</b>しまいました。")
    #expect(StarSentence(before: "a", word: "", after: "b") == nil)
  }

  @Test func aStarKeepsTheSentenceItWasMadeFrom() throws {
    try store.setStarred(true, item: .word(1), sentence: sushi, for: ann)
    try store.setStarred(true, item: .word(2), for: ann)
    #expect(try store.sentence(of: .word(1), for: ann) == sushi)
    #expect(try store.sentence(of: .word(2), for: ann) == nil)
    #expect(try store.sentence(of: .word(3), for: ann) == nil)
    #expect(try store.stars(for: ann) == [Star(item: .word(2)), Star(item: .word(1), sentence: sushi)])
    #expect(try store.starredItems(for: ann) == [.word(2), .word(1)])
  }

  @Test func starringAgainFromAnotherSentenceKeepsTheNewestAndThePlace() throws {
    try store.setStarred(true, item: .word(1), sentence: sushi, for: ann)
    try store.setStarred(true, item: .kanji("日"), for: ann)
    try store.setStarred(true, item: .word(1), sentence: ramen, for: ann)
    #expect(try store.stars(for: ann) == [Star(item: .kanji("日")), Star(item: .word(1), sentence: ramen)])
    // Starred again from its page, without a sentence: the sentence stays.
    try store.setStarred(true, item: .word(1), for: ann)
    #expect(try store.sentence(of: .word(1), for: ann) == ramen)
  }

  @Test func unstarringRemovesTheSentence() throws {
    #expect(try store.toggleStar(item: .word(1), sentence: sushi, for: ann))
    #expect(try !store.toggleStar(item: .word(1), sentence: ramen, for: ann))
    #expect(try store.sentence(of: .word(1), for: ann) == nil)
    // Starred again without one, it has none: the old sentence went with the star.
    try store.setStarred(true, item: .word(1), for: ann)
    #expect(try store.stars(for: ann) == [Star(item: .word(1))])
    let rows = try store.database.read { db in
      try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM star_item WHERE sentence_word IS NOT NULL")
    }
    #expect(rows == 0)
  }

  @Test func sentencesBelongToOneUser() throws {
    let bob = try AccountFixtures.bob(in: store)
    try store.setStarred(true, item: .word(1), sentence: sushi, for: ann)
    try store.setStarred(true, item: .word(1), sentence: ramen, for: bob)
    #expect(try store.sentence(of: .word(1), for: ann) == sushi)
    #expect(try store.sentence(of: .word(1), for: bob) == ramen)
  }

  @Test func textWithTabsQuotesAndMarkupIsKeptAsItIs() throws {
    let odd = try #require(StarSentence(before: "a\t\"b\" <i>&", word: "x'y", after: "</i> 🎌"))
    try store.setStarred(true, item: .word(7), sentence: odd, for: ann)
    #expect(try store.sentence(of: .word(7), for: ann) == odd)
  }
}
