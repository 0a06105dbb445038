import KanjiKit
import Testing

@Suite struct PitchAccentTests {
  @Test(arguments: [
    ("たべる", ["た", "べ", "る"]), ("きゃく", ["きゃ", "く"]), ("がっこう", ["が", "っ", "こ", "う"]),
    ("コーヒー", ["コ", "ー", "ヒ", "ー"]), ("しんぶん", ["し", "ん", "ぶ", "ん"]), ("ちぇっく", ["ちぇ", "っ", "く"]),
  ])
  func countsMoraeAsLearnersDo(reading: String, morae: [String]) {
    #expect(PitchAccent.morae(of: reading) == morae)
  }

  @Test func namesThePatternByWhereThePitchFalls() throws {
    #expect(try #require(PitchAccent(reading: "がっこう", downstep: 0)).pattern == .heiban)
    #expect(try #require(PitchAccent(reading: "ねこ", downstep: 1)).pattern == .atamadaka)
    #expect(try #require(PitchAccent(reading: "たべる", downstep: 2)).pattern == .nakadaka)
    #expect(try #require(PitchAccent(reading: "はな", downstep: 2)).pattern == .odaka)
    #expect(PitchAccent(reading: "はな", downstep: 3) == nil)
    #expect(PitchAccent(reading: "", downstep: 0) == nil)
  }

  @Test func marksTheHighMorae() throws {
    let heiban = try #require(PitchAccent(reading: "がっこう", downstep: 0))
    #expect((0..<4).map(heiban.isHigh) == [false, true, true, true])
    #expect(heiban.particleIsHigh)
    let atamadaka = try #require(PitchAccent(reading: "きゃく", downstep: 1))
    #expect((0..<2).map(atamadaka.isHigh) == [true, false])
    let nakadaka = try #require(PitchAccent(reading: "たべる", downstep: 2))
    #expect((0..<3).map(nakadaka.isHigh) == [false, true, false])
    let odaka = try #require(PitchAccent(reading: "はな", downstep: 2))
    #expect((0..<2).map(odaka.isHigh) == [false, true])
    #expect(!odaka.particleIsHigh)
  }
}
