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
