import Foundation
import Testing

@testable import UserData

@Suite struct AccountStoreNavigationStateTests {
  @Test func savesAndReplacesOneBlob() throws {
    let store = try AccountFixtures.memoryStore()
    #expect(try store.loadNavigationState() == nil)
    let first = Data(#"{"tab":1,"stacks":[["kanji/日"]]}"#.utf8)
    try store.saveNavigationState(first)
    #expect(try store.loadNavigationState() == first)
    let second = Data(#"{"tab":2}"#.utf8)
    try store.saveNavigationState(second)
    #expect(try store.loadNavigationState() == second)
  }

  @Test func survivesReopening() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let state = Data(#"{"tab":3}"#.utf8)
    try AccountStore.open(directory: directory, hasher: AccountFixtures.hasher).saveNavigationState(state)
    #expect(try AccountStore.open(directory: directory, hasher: AccountFixtures.hasher).loadNavigationState() == state)
  }
}
