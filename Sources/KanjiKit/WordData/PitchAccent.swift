/// The Tokyo pitch accent of one reading: where, if anywhere, the pitch falls.
///
/// Japanese pitch is counted in morae, the beats of a word: a kana with the small ゃゅょぁぃぅぇぉ
/// after it is one mora (きゃ), and っ, ん and the long-vowel mark ー are morae of their own. The
/// first mora is low and the second high unless the accent is on the first; the pitch stays
/// high until the accented mora and falls after it. Accent 0 never falls, not even onto a
/// particle after the word (*heiban*, flat); accent 1 falls after the first mora (*atamadaka*);
/// an accent inside the word falls there (*nakadaka*); an accent on the last mora falls onto
/// the particle after it (*odaka*), so `はな` 0 (nose) and `はな` 2 (flower) sound the same
/// alone and differ before が.
public struct PitchAccent: Sendable, Hashable {
  /// The four patterns learners' references name.
  public enum Pattern: String, Sendable {
    case heiban, atamadaka, nakadaka, odaka
  }

  /// The reading, mora by mora.
  public let morae: [String]
  /// The mora after which the pitch falls (1-based); 0 when it never falls.
  public let downstep: Int

  /// The accent of `reading` falling after mora `downstep` (0: never), or nil when the reading
  /// has fewer morae than that.
  public init?(reading: String, downstep: Int) {
    let morae = Self.morae(of: reading)
    guard !morae.isEmpty, (0...morae.count).contains(downstep) else { return nil }
    self.morae = morae
    self.downstep = downstep
  }

  /// The pattern's name.
  public var pattern: Pattern {
    switch downstep {
    case 0: .heiban
    case 1: .atamadaka
    case morae.count: .odaka
    default: .nakadaka
    }
  }

  /// Whether mora `index` (0-based) is high.
  public func isHigh(_ index: Int) -> Bool {
    switch downstep {
    case 0: index > 0
    case 1: index == 0
    default: index > 0 && index < downstep
    }
  }

  /// Whether a particle after the word (が, を) is high: only after a flat word.
  public var particleIsHigh: Bool { downstep == 0 }

  /// The morae of a kana reading: each kana, with a small ゃゅょぁぃぅぇぉゎ joined to the one
  /// before it.
  public static func morae(of reading: String) -> [String] {
    var morae: [String] = []
    for character in reading {
      if small.contains(character), let last = morae.popLast() {
        morae.append(last + String(character))
      } else {
        morae.append(String(character))
      }
    }
    return morae
  }

  private static let small: Set<Character> = Set("ゃゅょぁぃぅぇぉゎャュョァィゥェォヮ")
}
