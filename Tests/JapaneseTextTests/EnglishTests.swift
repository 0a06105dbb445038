import Testing

@testable import JapaneseText

@Suite struct EnglishTests {
  @Test func keyDropsNotesAndTheInfinitive() {
    #expect(English.key("to eat (something)") == "eat")
    #expect(English.key("Water (esp. cool or cold)") == "water")
    #expect(English.key("to") == "to")
  }

  /// `congratulations!` (おめでとう) is found by `congratulations`, `how do you do?` (初めまして)
  /// by `how do you do`: a learner types no exclamation mark, nor a phrase's question mark. A
  /// word's question mark stays: `yes?` (か, a question's particle) is no `yes`.
  @Test func keyDropsAClosingExclamationMarkAndAPhrasesQuestionMark() {
    #expect(English.key("congratulations!") == "congratulations")
    #expect(English.key("How do you do?") == "how do you do")
    #expect(English.key("go to your kennel !") == "go to your kennel")
    #expect(English.key("yes?") == "yes?")
    #expect(English.key("what?!") == "what?")
    #expect(English.key("!") == "")
    #expect(English.openKey("thank you (very much)!") == "thank you very much")
  }

  private func keys(_ query: String) -> [String] { English.lookupKeys(query).map(\.text) }
  private func variants(_ query: String) -> Set<String> {
    Set(English.lookupKeys(query).filter { $0.form == .variant }.map(\.text))
  }
  private func made(_ query: String, _ form: English.LookupKey.Form) -> [String] {
    English.lookupKeys(query).filter { $0.form == form }.map(\.text)
  }
  private func derived(_ query: String) -> [String] { made(query, .derived) }

  @Test(arguments: ["eat", "to eat", "Eat", "TO EAT", "  to   eat "])
  func theInfinitiveAndCapitalsAside(query: String) {
    #expect(keys(query).first == "eat")
    #expect(English.lookupKeys(query).first?.isVariant == false)
  }

  @Test func anArticleIsTriedWithAndWithout() {
    #expect(keys("the sun").prefix(2) == ["the sun", "sun"])
    #expect(keys("a lie").prefix(2) == ["a lie", "lie"])
    #expect(keys("the").first == "the")
    // JMdict's possessive: うち's `one's home` is found by `home`.
    #expect(English.withoutArticle("one's home") == "home")
    #expect(English.withoutArticle("one's") == "one's")
    // And inside a phrase: 着替える's `to change one's clothes` is found by `change clothes`.
    #expect(English.withoutArticle("change one's clothes") == "change clothes")
    #expect(English.withoutArticle("at one's wit's end") == "at wit's end")
    #expect(English.lookupKeys("to change one's clothes").map(\.text).contains("change clothes"))
    // `thanks for` is `thank you for`: ご馳走様 is glossed `thank you (for the meal)`.
    #expect(English.lookupKeys("thanks for the meal").map(\.text).contains("thank you for the meal"))
    #expect(English.lookupKeys("thank you for waiting").map(\.text).contains("thanks for waiting"))
    #expect(!English.lookupKeys("thanks").map(\.text).contains("thank you"))
  }

  @Test(arguments: [
    ("apples", "apple"), ("watches", "watch"), ("studies", "study"), ("eating", "eat"), ("making", "make"),
    ("running", "run"), ("studied", "study"), ("liked", "like"), ("stopped", "stop"), ("went", "go"),
    ("children", "child"), ("Japanese languages", "japanese language"), ("scared", "scare"), ("hoping", "hope"),
    ("visited", "visit"), ("rained", "rain"),
  ])
  func anInflectionFindsItsBaseForm(query: String, base: String) {
    #expect(made(query, .base).contains(base))
    #expect(!variants(query).contains(base))
  }

  /// A word of one syllable that ends in a vowel and a consonant doubles it before -ed and
  /// -ing (`scarred`, `hopping`): met single, the form is of the word with an e.
  @Test(arguments: [("scared", "scar"), ("hoping", "hop"), ("based", "bas")])
  func aSingleConsonantIsNoDoubledOnesBase(query: String, notBase: String) {
    #expect(!made(query, .base).contains(notBase))
    #expect(English.doublesItsLast("scar") && English.doublesItsLast("hop"))
    #expect(!English.doublesItsLast("visit") && !English.doublesItsLast("rain") && !English.doublesItsLast("show"))
  }

  @Test(arguments: [
    ("color", "colour"), ("colour", "color"), ("center", "centre"), ("realise", "realize"),
    ("gray", "grey"), ("colour chart", "color chart"), ("favorite colors", "favorite colour"),
    ("maths", "math"), ("airplane", "aeroplane"), ("math", "mathematics"), ("plane", "airplane"),
  ])
  func aWordIsTriedInItsOtherSpelling(query: String, other: String) {
    // The other spelling of a base form (`colors` → `colour`) is a base form too.
    #expect(variants(query).contains(other) || made(query, .base).contains(other))
  }

  /// `you're welcome` is どういたしまして's gloss in one JMdict and `you are welcome` in
  /// another: a contraction is looked up written out and back, as typed.
  @Test(arguments: [
    ("you're welcome", "you are welcome"), ("you are welcome", "you're welcome"), ("I'm sorry", "i am sorry"),
    ("don't mention it", "do not mention it"), ("it is", "it's"), ("can't", "cannot"), ("let us go", "let's go"),
    ("you\u{2019}re welcome", "you are welcome"),
  ])
  func aContractionIsTriedWrittenOutAndBack(query: String, other: String) {
    #expect(English.lookupKeys(query).contains(English.LookupKey(other, .typed)))
  }

  @Test func aPossessiveIsNoContraction() {
    #expect(English.otherContractions(of: "mother's day").isEmpty)
    #expect(English.otherContractions(of: "welcome").isEmpty)
  }

  @Test func shortWordsAreLeftAsTheyAre() {
    // `bus`, `glass`, `sing`, `red` are not plurals, participles or pasts of a shorter word.
    #expect(!made("bus", .base).contains("bu"))
    #expect(!made("glass", .base).contains("glas"))
    #expect(made("sing", .base).isEmpty && variants("sing").isEmpty)
    #expect(made("red", .base).isEmpty && variants("red").isEmpty)
    #expect(!made("calling", .base).contains("cal"))
  }

  /// `like` finds 好き, glossed `liked`; `to clean` finds 掃除, glossed `cleaning`.
  @Test(arguments: [
    ("like", ["liking", "liked"]), ("to clean", ["cleaning", "cleaned"]), ("stop", ["stopping", "stopped"]),
    ("study", ["studying", "studied"]), ("open", ["opening", "opened"]), ("play", ["playing", "played"]),
  ])
  func aBaseWordIsTriedAsAGlossGivesIt(query: String, forms: [String]) {
    #expect(derived(query) == forms)
  }

  @Test func onlyASingleBaseWordIsTriedAsAGlossGivesIt() {
    // A phrase, an inflected word, a word already in -ing or -ed, a short word: no forms.
    #expect(derived("get off").isEmpty)
    #expect(derived("apples").isEmpty)
    #expect(derived("cleaning").isEmpty)
    #expect(derived("go").isEmpty)
    #expect(English.lookupKeys("like").first == English.LookupKey("like", .typed))
    #expect(English.lookupKeys("like").dropFirst().allSatisfy { $0.isVariant })
  }

  /// JMdict glosses 説明, 失敗, 結婚, 安全, 自由 by the noun; a learner types the verb or the
  /// adjective English made it of.
  @Test(arguments: [
    ("explanation", "explain"), ("failure", "fail"), ("success", "succeed"), ("marriage", "marry"),
    ("introduction", "introduce"), ("departure", "depart"), ("arrival", "arrive"), ("preparation", "prepare"),
    ("decision", "decide"), ("application", "apply"), ("development", "develop"), ("performance", "perform"),
    ("safety", "safe"), ("freedom", "free"), ("kindness", "kind"), ("happiness", "happy"),
    ("possibility", "possible"), ("patience", "patient"), ("honesty", "honest"), ("danger", "dangerous"),
    ("hunger", "hungry"), ("greed", "greedy"), ("guilt", "guilty"),
  ])
  func aNounIsTriedAsTheVerbOrAdjectiveEnglishMadeItOf(noun: String, base: String) {
    #expect(English.nominalBases(of: noun).contains(base))
  }

  @Test func aNounsBasesAreGuessesOfAWordEachOnce() {
    #expect(English.nominalBases(of: "tea").isEmpty)
    #expect(English.nominalBases(of: "railway station").isEmpty)
    // A stem keeps two letters: `usage` is `use`.
    #expect(English.nominalBases(of: "usage").contains("use"))
    let bases = English.nominalBases(of: "explanation")
    #expect(Set(bases).count == bases.count)
    #expect(!bases.contains("explanation"))
  }

  @Test(arguments: [
    ("bigger", "big"), ("cheaper", "cheap"), ("larger", "large"), ("happier", "happy"), ("hottest", "hot"),
    ("oldest", "old"), ("better", "good"), ("worst", "bad"),
  ])
  func aComparativeIsTriedAsItsAdjective(query: String, adjective: String) {
    #expect(made(query, .comparative).contains(adjective))
    // An irregular comparative is no inflection: its adjective is met only as an adjective.
    #expect(!made(query, .base).contains(adjective))
  }

  @Test(arguments: [
    ("suddenly", "sudden"), ("easily", "easy"), ("gently", "gentle"), ("truly", "true"), ("quickly", "quick"),
  ])
  func anAdverbIsTriedAsItsAdjective(query: String, adjective: String) {
    #expect(made(query, .adverbial).contains(adjective))
  }

  /// `lip` finds 唇, glossed `lips`; `to be tired` finds 疲れる, glossed `to get tired`.
  @Test func aBaseWordIsTriedInThePluralAndAStateByItsOtherVerbs() {
    #expect(made("lip", .plural) == ["lips"])
    #expect(made("glass", .plural) == ["glasses"])
    #expect(made("cherry", .plural) == ["cherries"])
    #expect(made("day", .plural) == ["days"])
    #expect(made("apples", .plural).isEmpty)
    #expect(made("get off", .plural).isEmpty)
    #expect(variants("to be tired").isSuperset(of: ["get tired", "become tired", "grow tired"]))
    #expect(variants("get married").contains("be married"))
    #expect(!variants("tired").contains("get tired"))
  }

  /// `to grow up` is no `get up` (起きる), nor `to get off` a `be off`: a phrasal verb's
  /// particle makes another verb, not a state.
  @Test func aPhrasalVerbIsNoState() {
    #expect(!variants("to grow up").contains("get up"))
    #expect(!variants("get off").contains("be off"))
    #expect(!variants("to get down to").contains("be down to"))
    #expect(variants("to grow old").contains("get old"))
  }

  @Test func shortWordsAreNoComparativesOrAdverbs() {
    #expect(made("her", .comparative).isEmpty)
    #expect(made("only", .adverbial).isEmpty)
    #expect(made("bigger city", .comparative).isEmpty)
  }

  @Test func theTypedKeyComesFirstAndOnce() {
    let found = English.lookupKeys("glasses")
    #expect(found.first == English.LookupKey("glasses", .typed))
    #expect(Set(found.map(\.text)).count == found.count)
  }

  @Test func theOpenKeyKeepsParenthesisedWords() {
    #expect(English.openKey("to look (for)") == "look for")
    #expect(English.openKey("Japanese (language)") == "japanese language")
    #expect(English.openKey("the (whole) world") == "whole world")
  }

  @Test func anInfinitiveIsToAndAWord() {
    #expect(English.startsWithInfinitive("to eat"))
    #expect(English.startsWithInfinitive("To Eat"))
    #expect(!English.startsWithInfinitive("to"))
    #expect(!English.startsWithInfinitive("today"))
  }
}
