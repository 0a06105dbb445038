import Coordinators
import CoordinatorsTesting
import Foundation
import KanjiKit
import TermCore
import Testing
import UserData

@testable import KanjiApp

/// A learner who moves to another dictionary (an import of EDICT, whose ids are its line
/// numbers) finds the saved screens and the starred words again, and is told which words it
/// lacks, listed by their spelling and reading.
@Suite struct DictionaryChangeTests {
  /// The dictionary test fixtures' EDICT sample, imported as an in-memory dictionary whose
  /// words are numbered by line (not by JMdict entry): ids that differ from the bundled data's.
  static func edictSample() throws -> DictionaryStore {
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../KanjiKitTests/Fixtures").standardizedFileURL
    var sources = DictionarySources(
      kanjidic2: fixtures.appendingPathComponent("kanjidic2-sample.xml.gz"),
      edict: fixtures.appendingPathComponent("edict-sample"))
    sources.joinsLinesByEntry = false
    return try DictionaryStore.inMemory(
      dataset: DatasetConverter.makeDataset(
        kanjidic: try sources.loadKanjidic(), edict: try sources.loadEdict(), jlptLevels: JLPTLevels(text: "")))
  }

  @Test func savedScreensAndStarsFollowTheWordsToAnotherDictionary() throws {
    let bundled = try TestApp.dictionary.get()
    let accounts = try TestApp.accountsWithAnn(signedIn: true)
    let ann = try #require(try accounts.currentUser())
    let eat = try #require(try bundled.word(headword: "食べる"))
    let come = try #require(try bundled.word(headword: "来る"))
    let (first, _) = try TestApp.make(LaunchOptions(route: "word/\(eat.id)"), accounts: accounts)
    try accounts.setStarred(true, item: .word(eat.id), for: ann)
    try accounts.setStarred(true, item: .word(come.id), for: ann)
    try first.saveState()

    // The next start is on the EDICT sample, which has 食べる under another id and no 来る.
    let edict = try Self.edictSample()
    let eatThere = try #require(try edict.word(headword: "食べる")).id
    #expect(eatThere != eat.id)
    let environment = KanjiEnvironment(dictionary: edict, accounts: accounts)
    let second = try KanjiApplication(environment: environment, launch: LaunchOptions())
    let headless = HeadlessApp(application: second.application, size: Size(width: 100, height: 24))
    #expect(second.application.coordinator.navigationState.tabs[1].last == Route(components: ["word", "\(eatThere)"]))
    // The note over the first screen says so (wrapped in its box).
    #expect(headless.snapshotText.contains("The dictionary changed"))
    #expect(headless.snapshotText.contains("until one has them again: 来る【くる】."))
    _ = try headless.send("<esc>")
    try second.coordinator.open(.accountPage(.starred))
    let starred = headless.snapshotText
    #expect(starred.contains("来る"))
    #expect(starred.contains("not in this dictionary: to come"))
    #expect(starred.contains("食べる"))

    // Back on the bundled data, the saved screen shows 食べる's own entry again.
    try second.saveState()
    let (third, _) = try TestApp.make(LaunchOptions(), accounts: accounts)
    #expect(third.application.coordinator.navigationState.tabs[1].last == Route(components: ["word", "\(eat.id)"]))
    #expect(try accounts.starredItems(for: ann) == [.word(come.id), .word(eat.id)])
  }

  /// A saved page headed by one of the word's spellings keeps it under the word's new id.
  @Test func aSavedPageKeepsTheSpellingItWasHeadedBy() throws {
    let bundled = try TestApp.dictionary.get()
    let accounts = try TestApp.accountsWithAnn(signedIn: true)
    let eat = try #require(try bundled.word(headword: "食べる"))
    let (first, _) = try TestApp.make(LaunchOptions(route: "word/\(eat.id)/食べる"), accounts: accounts)
    try first.saveState()
    let edict = try Self.edictSample()
    let eatThere = try #require(try edict.word(headword: "食べる")).id
    let environment = KanjiEnvironment(dictionary: edict, accounts: accounts)
    let second = try KanjiApplication(environment: environment, launch: LaunchOptions())
    #expect(
      second.application.coordinator.navigationState.tabs[1].last == Route(components: ["word", "\(eatThere)", "食べる"]))
  }

  @Test func aSavedScreenOfAWordTheDictionaryLacksSaysSo() throws {
    let bundled = try TestApp.dictionary.get()
    let accounts = try TestApp.accountsWithAnn(signedIn: true)
    let come = try #require(try bundled.word(headword: "来る"))
    let (first, _) = try TestApp.make(LaunchOptions(route: "word/\(come.id)"), accounts: accounts)
    try first.saveState()
    let environment = KanjiEnvironment(dictionary: try Self.edictSample(), accounts: accounts)
    let second = try KanjiApplication(environment: environment, launch: LaunchOptions())
    let headless = HeadlessApp(application: second.application, size: Size(width: 120, height: 24))
    #expect(second.application.coordinator.navigationState.tabs[1] == [Route("words")])
    #expect(headless.snapshotText.contains("来る【くる】 is not in this dictionary"))
  }
}
