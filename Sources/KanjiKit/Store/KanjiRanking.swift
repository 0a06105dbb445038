/// The dense rank of each kanji in every ``KanjiOrder``, computed once when writing.
struct KanjiRanking {
  var grade: [Int]
  var frequency: [Int]
  var strokes: [Int]
  var jlpt: [Int]

  init(_ kanji: [Kanji]) {
    let big = Int.max / 4
    func rank(_ key: (Kanji) -> [Int]) -> [Int] {
      let keys = kanji.map { key($0) + [Int($0.literal.unicodeScalars.first?.value ?? 0)] }
      let sorted = kanji.indices.sorted { keys[$0].lexicographicallyPrecedes(keys[$1]) }
      var ranks = [Int](repeating: 0, count: kanji.count)
      for (rank, index) in sorted.enumerated() { ranks[index] = rank }
      return ranks
    }
    grade = rank { [$0.grade ?? big, $0.frequency ?? big, $0.strokes] }
    frequency = rank { [$0.frequency ?? big, $0.grade ?? big, $0.strokes] }
    strokes = rank { [$0.strokes, $0.frequency ?? big] }
    jlpt = rank { [-($0.jlpt ?? -big), $0.frequency ?? big, $0.strokes] }
  }
}
