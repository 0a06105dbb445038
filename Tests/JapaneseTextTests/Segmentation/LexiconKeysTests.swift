import Testing

@testable import JapaneseText

@Suite struct LexiconKeysTests {
  let keys = LexiconKeys(["食べる", "食べ物", "食", "たべる", "た", "たべもの", "食べる", "ア"].map { Array($0.utf8) })

  /// Every key that `walked` begins, by walking it byte by byte.
  func beginning(_ walked: String) -> [String] {
    let range = keys.narrowing(keys.all, by: walked.utf8)
    return (range.lower..<range.upper).map { String(decoding: keys.key(at: $0), as: UTF8.self) }
  }

  @Test func keepsEachKeyOnceInByteOrder() {
    let all = (0..<keys.count).map { String(decoding: keys.key(at: $0), as: UTF8.self) }
    #expect(all == ["た", "たべもの", "たべる", "ア", "食", "食べる", "食べ物"])
    #expect(LexiconKeys().count == 0)
    #expect(LexiconKeys().index(of: "") == nil)
  }

  @Test func isBuiltKeyByKeyInOrder() {
    var built = LexiconKeys()
    var added: [Bool] = []
    for key in ["た", "た", "たべもの", "たべる", "ア", "食", "食べる", "食べる", "食べ物"] {
      let wasAdded = built.append(Array(key.utf8)[...])
      added.append(wasAdded)
    }
    #expect(added == [true, false, true, true, true, true, true, false, true])
    #expect((0..<built.count).map { built.key(at: $0) } == (0..<keys.count).map { keys.key(at: $0) })
    #expect(built.index(of: "食べる") == 5)
    var empty = LexiconKeys()
    let first = empty.append([][...])
    let again = empty.append([][...])
    #expect(first && !again)
    #expect(empty.count == 1)
    #expect(empty.index(of: "") == 0)
  }

  @Test func findsAKeyExactlyAndNothingElse() {
    #expect(keys.index(of: "食べる") == 5)
    #expect(keys.index(of: "た") == 0)
    #expect(keys.index(of: "食べ") == nil)
    #expect(keys.index(of: "食べるx") == nil)
    #expect(keys.index(of: "") == nil)
    #expect(keys.index(of: "あ") == nil)
    // Bytes that stop inside a character begin keys but are none.
    #expect(keys.index(of: Array("食".utf8).dropLast()) == nil)
  }

  @Test func narrowsToTheKeysThatBeginTheBytesWalked() {
    #expect(beginning("食べ") == ["食べる", "食べ物"])
    #expect(beginning("食") == ["食", "食べる", "食べ物"])
    #expect(beginning("た") == ["た", "たべもの", "たべる"])
    #expect(beginning("たべも") == ["たべもの"])
    #expect(beginning("") == beginning("") && beginning("").count == keys.count)
    #expect(beginning("食べ物を").isEmpty)
    #expect(beginning("ち").isEmpty)
  }

  @Test func saysWhetherTheBytesWalkedAreAKey() {
    var range = keys.all
    var words: [Int] = []
    for (length, character) in "食べ物を".enumerated() {
      range = keys.narrowing(range, by: character.utf8)
      if keys.isKey(range) { words.append(length + 1) }
    }
    #expect(words == [1, 3])
    #expect(range.isEmpty)
    #expect(!keys.isKey(keys.all))
  }

  @Test func walksKeysWithTheLargestBytes() {
    let edges = LexiconKeys([[0xFF], [0xFF, 0xFF], [0x00], [0xFE, 0xFF], [0x00, 0x00]])
    #expect(edges.count == 5)
    #expect(edges.index(of: [0xFF]) == 3)
    #expect(edges.index(of: [0xFF, 0xFF]) == 4)
    #expect(edges.index(of: [0xFE]) == nil)
    #expect(edges.index(of: [0x00]) == 0)
    #expect(edges.index(of: [0x00, 0x00]) == 1)
    let range = edges.narrowing(edges.all, by: [0xFF] as [UInt8])
    #expect(range.lower == 3 && range.upper == 5)
  }

  /// The walk agrees with a plain search over a sorted list, for every start of every key
  /// and a few texts that are none.
  @Test func agreesWithASortedListSearch() {
    let words = ["あ", "あい", "あいう", "あう", "い", "いう", "いい", "言う", "言", "言い", "う", "ー", "a", "ab", "b"]
    let keys = LexiconKeys(words.map { Array($0.utf8) })
    let sorted = Set(words).map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
    var probes: Set<[UInt8]> = [[], [0xE3], [0xE3, 0x81], Array("あいうえ".utf8), Array("え".utf8)]
    for word in words { for length in 0...word.utf8.count { probes.insert(Array(word.utf8.prefix(length))) } }
    for probe in probes {
      let range = keys.narrowing(keys.all, by: probe)
      let expected = sorted.indices.filter { sorted[$0].starts(with: probe) }
      #expect(Array(range.lower..<range.upper) == expected, "\(probe)")
      #expect(keys.isKey(range) == sorted.contains(probe), "\(probe)")
    }
  }
}
