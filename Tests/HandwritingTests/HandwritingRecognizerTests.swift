import Testing

@testable import Handwriting

@Suite struct HandwritingRecognizerTests {
  private static func line(_ points: (Double, Double)...) -> [InkPoint] {
    points.map { InkPoint(x: $0.0, y: $0.1) }
  }

  /// Shapes in a 100-unit box, each stroke as taught.
  private static let cross = [line((10, 50), (90, 50)), line((50, 10), (50, 90))]
  private static let two = [line((25, 30), (75, 30)), line((10, 70), (90, 70))]
  private static let box = [line((20, 20), (20, 80)), line((20, 20), (80, 20), (80, 80)), line((20, 80), (80, 80))]
  private static let sun = [
    line((20, 10), (20, 90)), line((20, 10), (80, 10), (80, 90)), line((20, 50), (80, 50)), line((20, 90), (80, 90)),
  ]
  private static let corner = [line((20, 20), (20, 80), (80, 80))]
  private static let tree = [
    line((10, 35), (90, 35)), line((50, 10), (50, 95)), line((48, 38), (15, 80)), line((52, 38), (88, 80)),
  ]

  private let recognizer = HandwritingRecognizer(templates: [
    HandwritingTemplate(character: "十", strokes: cross),
    HandwritingTemplate(character: "二", strokes: two),
    HandwritingTemplate(character: "口", strokes: box),
    HandwritingTemplate(character: "日", strokes: sun),
    HandwritingTemplate(character: "L", strokes: corner),
    HandwritingTemplate(character: "木", strokes: tree),
  ])

  private func first(_ strokes: [[InkPoint]]) -> String? {
    recognizer.candidates(for: strokes, limit: 3).first?.character
  }

  @Test func aTemplateDrawnAsTaughtIsFirstWithTheFullScore() throws {
    let candidates = recognizer.candidates(for: Self.sun, limit: 10)
    #expect(candidates.first?.character == "日")
    #expect(abs((candidates.first?.score ?? 0) - 1) < 1e-6)
    #expect(zip(candidates, candidates.dropFirst()).allSatisfy { $0.score >= $1.score })
    #expect(candidates.allSatisfy { (0...1).contains($0.score) })
  }

  @Test func positionAndSizeDoNotMatter() {
    let moved = Self.cross.map { $0.map { InkPoint(x: $0.x / 10 + 1000, y: $0.y / 10 - 40) } }
    #expect(first(moved) == "十")
  }

  @Test func strokesOutOfOrderStillMeetTheirOwn() {
    #expect(first(Self.cross.reversed()) == "十")
    #expect(first(Self.sun.reversed()) == "日")
    #expect(first([Self.tree[3], Self.tree[0], Self.tree[2], Self.tree[1]]) == "木")
  }

  @Test func aStrokeDrawnBackwardsStillMeetsItsOwnButAfterOneDrawnForwards() {
    let backwards = [Self.tree[0], Array(Self.tree[1].reversed()), Self.tree[2], Self.tree[3]]
    let candidates = recognizer.candidates(for: backwards, limit: 3)
    #expect(candidates.first?.character == "木")
    #expect((candidates.first?.score ?? 1) < 0.9)
  }

  @Test func twoStrokesRunTogetherAreReadAsTheTemplatesTwo() {
    // 口's second and third strokes without lifting the pen: along the top, down, back
    // to the bottom left and along the bottom.
    let joined = [Self.box[0], Self.box[1] + Self.box[2]]
    #expect(first(joined) == "口")
  }

  @Test func aStrokeSplitInTwoIsReadAsOne() {
    let split = [Self.line((10, 50), (50, 50)), Self.line((50, 50), (90, 50)), Self.cross[1]]
    #expect(first(split) == "十")
    let sunSplit = [
      Self.sun[0], Self.line((20, 10), (80, 10)), Self.line((80, 10), (80, 90)), Self.sun[2], Self.sun[3],
    ]
    #expect(first(sunSplit) == "日")
  }

  @Test func aMissingStrokeCostsButTheCharacterStaysNear() {
    let candidates = recognizer.candidates(for: Array(Self.tree.dropLast()), limit: 3)
    #expect(candidates.contains { $0.character == "木" })
  }

  @Test func anEmptyDrawingHasNoCandidates() {
    #expect(recognizer.candidates(for: [], limit: 5).isEmpty)
    #expect(recognizer.candidates(for: [[], []], limit: 5).isEmpty)
    #expect(recognizer.candidates(for: Self.cross, limit: 0).isEmpty)
  }

  @Test func strokesWithoutPointsAreIgnored() {
    #expect(first([[], Self.cross[0], [], Self.cross[1]]) == "十")
  }

  @Test func aSinglePointIsADotNotAFailure() {
    let candidates = recognizer.candidates(for: [[InkPoint(x: 3, y: 3)]], limit: 3)
    #expect(!candidates.isEmpty)
  }

  @Test func givesAtMostTheLimit() {
    #expect(recognizer.candidates(for: Self.cross, limit: 2).count == 2)
    // Every template within two strokes of the drawing's count: 十, 二, 口, 日, L, 木.
    #expect(recognizer.candidates(for: Self.cross, limit: .max).count == 6)
  }

  @Test func equalMatchesGoToTheLowerRank() {
    let ranked = HandwritingRecognizer(templates: [
      HandwritingTemplate(character: "b", strokes: Self.cross, rank: 1),
      HandwritingTemplate(character: "a", strokes: Self.cross, rank: 0),
      HandwritingTemplate(character: "c", strokes: Self.cross, rank: 0),
    ])
    #expect(ranked.candidates(for: Self.cross, limit: 3).map(\.character) == ["a", "c", "b"])
  }

  @Test func drawingInOrderBreaksATieOfShapes() {
    // Two templates of the same strokes in other orders: the one drawn in order wins.
    let orders = HandwritingRecognizer(templates: [
      HandwritingTemplate(character: "vertical first", strokes: Self.cross.reversed()),
      HandwritingTemplate(character: "horizontal first", strokes: Self.cross),
    ])
    #expect(orders.candidates(for: Self.cross, limit: 2).first?.character == "horizontal first")
    #expect(orders.candidates(for: Self.cross.reversed(), limit: 2).first?.character == "vertical first")
  }
}
