import Foundation
import Testing

@testable import KanjiKit

/// `dictionary.sqlite` damaged at random (bytes flipped anywhere, cut short, zeroed pages):
/// opening never crashes and gives a dictionary that answers every query, rebuilt from the
/// bundled data with a notice whenever the damage was found.
@Suite struct DictionaryCorruptionTests {
  let dataset: BundledDataset

  init() throws {
    dataset = try Fixtures.dataset()
  }

  /// A data directory with a freshly seeded dictionary, and the bundled file it came from.
  private func seeded() throws -> (directory: URL, bundled: URL, bytes: Data) {
    let directory = try Fixtures.temporaryDirectory()
    let bundled = directory.appendingPathComponent("bundled.json.gz")
    try dataset.encoded().write(to: bundled)
    _ = try DictionaryStore.open(directory: directory, bundled: bundled)
    let bytes = try Data(contentsOf: DataDirectory.dictionaryURL(in: directory))
    return (directory, bundled, bytes)
  }

  /// Every query the app makes, so damage that opening missed would show here.
  private func exercise(_ store: DictionaryStore) throws {
    #expect(try store.kanjiCount() == 12)
    #expect(try store.wordCount() == dataset.words.count)
    for order in KanjiOrder.allCases { _ = try store.kanji(order: order, offset: 0, limit: 50) }
    #expect(try store.kanji(literal: "日")?.literal == "日")
    _ = try store.words(offset: 0, limit: 100)
    _ = try store.words(containing: "日", offset: 0, limit: 20)
    _ = try store.rows(of: store.wordList(matching: "japan"), in: 0..<10)
    _ = try store.rows(of: store.kanjiList(matching: "sun"), in: 0..<10)
  }

  @Test(arguments: 1...24)
  func randomDamageIsFoundAndRebuilt(seed: Int) throws {
    let (directory, bundled, original) = try seeded()
    defer { try? FileManager.default.removeItem(at: directory) }
    var random = SplitMix(seed: UInt64(seed))
    var bytes = original
    switch seed % 3 {
    case 0:  // a few bytes anywhere past the header
      for _ in 0..<Int.random(in: 1...8, using: &random) {
        let at = Int.random(in: 100..<bytes.count, using: &random)
        bytes[at] ^= UInt8.random(in: 1...255, using: &random)
      }
    case 1:  // a whole page zeroed
      let pageSize = 4096
      let page = Int.random(in: 0..<(bytes.count / pageSize), using: &random)
      bytes.replaceSubrange(page * pageSize..<(page + 1) * pageSize, with: Data(count: pageSize))
    default:  // cut short at a random length
      bytes = bytes.prefix(Int.random(in: 0..<bytes.count, using: &random))
    }
    try bytes.write(to: DataDirectory.dictionaryURL(in: directory))
    let store = try DictionaryStore.open(directory: directory, bundled: bundled)
    // Damage that changed only free space or the letters of an entry may go unseen; what
    // matters is that every query works afterwards.
    try exercise(store)
    if let notice = store.notice {
      #expect(notice.contains(DataDirectory.dictionaryURL(in: directory).path))
      #expect(notice.contains("rebuilt from the bundled data"))
    } else {
      #expect(seed % 3 == 0, "a zeroed page or a cut went unseen (seed \(seed))")
    }
  }

  @Test func aMissingDictionaryIsSeededWithoutComplaint() throws {
    let (directory, bundled, _) = try seeded()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.removeItem(at: DataDirectory.dictionaryURL(in: directory))
    let store = try DictionaryStore.open(directory: directory, bundled: bundled)
    #expect(store.notice == nil)
    try exercise(store)
  }
}

/// SplitMix64, so a failing seed replays.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
