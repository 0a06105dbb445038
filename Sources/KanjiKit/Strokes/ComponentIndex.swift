/// Which kanji contain which components, for finding a kanji by the parts you can see.
///
/// Built from KanjiVG's element groups and KRADFILE's elements (``KanjiVGTable``) over the
/// kanji of the dictionary, most frequent first: every element KRADFILE lists for a kanji
/// finds it, and is kept even when only that kanji has it (奄 of 俺). Each component keeps the set of kanji that contain it as a bit set,
/// so narrowing by several picks, and asking which further components would still leave a
/// kanji, is a few machine words per component.
public struct ComponentIndex: Sendable {
  /// A component of the lookup.
  public struct Component: Hashable, Sendable {
    /// The component (a kanji, or a radical form such as ⻖).
    public let literal: String
    /// Its stroke count, as KanjiVG draws it.
    public let strokes: Int
    /// How many kanji of the index contain it.
    public let uses: Int
  }

  /// The kanji, in the order results are given (the dictionary's frequency order).
  public let kanji: [String]
  /// The components, by stroke count, then by how many kanji use them.
  public let components: [Component]
  private let members: [[UInt64]]
  private let position: [String: Int]

  /// Indexes `kanji` (in result order) by their components in `table`, keeping the
  /// components that at least `minimumUses` of them contain, and every KRADFILE element.
  public init(table: KanjiVGTable, kanji: [String], minimumUses: Int = 2) {
    let words = (kanji.count + 63) / 64
    var sets: [String: [UInt64]] = [:]
    var drawn: [String] = []
    var elements: Set<String> = []
    for literal in kanji {
      // A kanji whose outline cannot be read is left out of the lookup, as one KanjiVG lacks.
      guard let outline = try? table.outline(of: literal) else { continue }  // unreadable: left out
      let index = drawn.count
      drawn.append(literal)
      elements.formUnion(outline.elements)
      for component in outline.allComponents {
        sets[component, default: [UInt64](repeating: 0, count: words)][index / 64] |= 1 << UInt64(index % 64)
      }
    }
    var components: [Component] = []
    for (literal, set) in sets {
      let uses = set.reduce(0) { $0 + $1.nonzeroBitCount }
      // A component's stroke count is its own outline's; one KanjiVG never draws alone is left out.
      guard uses >= minimumUses || elements.contains(literal),
        let outline = try? table.outline(of: literal),  // unreadable: left out, as one never drawn alone
        !outline.strokes.isEmpty
      else {
        continue
      }
      components.append(Component(literal: literal, strokes: outline.strokes.count, uses: uses))
    }
    components.sort {
      ($0.strokes, -$0.uses, $0.literal.unicodeScalars.first?.value ?? 0)
        < ($1.strokes, -$1.uses, $1.literal.unicodeScalars.first?.value ?? 0)
    }
    self.kanji = drawn
    self.components = components
    members = components.map { sets[$0.literal] ?? [] }
    position = Dictionary(uniqueKeysWithValues: components.enumerated().map { ($1.literal, $0) })
  }

  /// The position of `component` in ``components``, or nil.
  public func index(of component: String) -> Int? { position[component] }

  /// The kanji that contain every component of `picks` (indices into ``components``), in
  /// result order; none when nothing is picked.
  public func matches(_ picks: Set<Int>) -> [String] {
    guard let set = intersection(picks) else { return [] }
    var result: [String] = []
    for (word, bits) in set.enumerated() where bits != 0 {
      for bit in 0..<64 where bits & (1 << UInt64(bit)) != 0 {
        result.append(kanji[word * 64 + bit])
      }
    }
    return result
  }

  /// Whether picking component `index` as well as `picks` would still leave a kanji.
  public func isAvailable(_ index: Int, with picks: Set<Int>) -> Bool {
    guard let set = intersection(picks) else { return true }
    return zip(set, members[index]).contains { $0 & $1 != 0 }
  }

  /// Which components could be picked as well as `picks`, as a flag per component.
  public func availability(with picks: Set<Int>) -> [Bool] {
    guard let set = intersection(picks) else { return Array(repeating: true, count: components.count) }
    return members.map { member in zip(set, member).contains { $0 & $1 != 0 } }
  }

  private func intersection(_ picks: Set<Int>) -> [UInt64]? {
    var result: [UInt64]?
    for pick in picks where members.indices.contains(pick) {
      result = result.map { zip($0, members[pick]).map { $0 & $1 } } ?? members[pick]
    }
    return result
  }
}
