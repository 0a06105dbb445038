/// Recognises a character drawn stroke by stroke, from templates of how each is written.
///
/// The method follows the published recognisers that need no neural network and no training
/// data beyond stroke-order drawings, KanjiCanvas (Dominik Klein, MIT: strokes compared by
/// direction and position after a coarse filter on their number) and leafdigital's
/// kanjirecog (Samuel Marshall: a fast pass over stroke counts and directions, then slower,
/// order-tolerant passes that allow strokes out of order and a stroke more or fewer). Only
/// their ideas are used:
///
/// - **Features.** A drawing is centred on its ink and scaled by the ink's spread (the
///   mean and deviation of points spaced evenly along its strokes: moment normalisation,
///   steadier than the bounding box when a stroke runs on past the others), so where and
///   how large it is drawn does not matter. Aspect counts, but less than it is (a hand
///   draws a flat 口 square), and a bar stays a bar. A caller drawing in terminal cells
///   doubles `y` first. Each stroke is resampled to ten points spaced evenly along it; its
///   start, middle and end are its coarse features. Templates are measured the same way
///   when the recogniser is built.
/// - **Coarse filter.** Only templates within two strokes of the drawing's count are
///   looked at. Each gets a quick, order-free score: every drawn stroke's distance (start,
///   middle and end) to the nearest template stroke, and every template stroke's to the
///   nearest drawn one, averaged. The best ``shortlist`` go on.
/// - **Matching.** Each drawn stroke is paired with a template stroke by the cheapest
///   assignment of all pairs (the Hungarian method). Two strokes are as far apart as their
///   shapes (the mean distance between their resampled points, middles put together) plus
///   0.4 times the distance between their middles: a hand puts a stroke a little off more
///   often than it bends it. A stroke drawn from its end to its start is compared
///   backwards too, at a small cost. The pairing ignores the order strokes were drawn in, so a
///   stroke written early or late still meets its own, and order only breaks near-ties (a
///   small cost for each pair of neighbouring drawn strokes whose templates came the other
///   way). A stroke left without a partner costs in proportion to its length, so a missing
///   dot costs less than a missing bar.
/// - **A stroke too many or too few.** When the drawing has one stroke fewer than the
///   template, each pair of consecutive template strokes is also tried as one stroke run on
///   into the next (the pen not lifted between them); with one more, each pair of
///   consecutive drawn strokes is tried as one (a stroke split in two). The cheapest
///   reading wins, with a small cost for the join.
///
/// The score is `1 / (1 + 10 × cost)`, the cost being the mean per stroke; ties go to the
/// template of lower ``HandwritingTemplate/rank``, then to the earlier template. Templates
/// are matched best coarse score first, and once `limit` candidates are kept, a template
/// whose lower bound already costs more than the last of them is not solved (the
/// assignment gives up as soon as its partial cost says so), which spares most of them.
public final class HandwritingRecognizer: Sendable {
  /// Templates kept after the coarse filter for the finer matching.
  public static let shortlist = 120

  /// What is kept of each template.
  struct Entry: Sendable {
    let character: String
    let rank: Int
    /// Where its strokes start in the stroke stores.
    let firstStroke: Int
    let strokeCount: Int
  }

  let entries: [Entry]
  /// Coarse features of every stroke of every template, ``StrokeGeometry/featureWidth`` each.
  let features: [Float]
  /// Resampled points of every stroke, ``StrokeGeometry/shapeWidth`` each.
  let shapes: [Float]
  /// The length of every stroke in the unit square.
  let lengths: [Float]
  /// The templates by their number of strokes.
  let byStrokeCount: [[Int32]]

  /// The number of templates.
  public var count: Int { entries.count }

  /// Measures `templates`; those without strokes are left out.
  ///
  /// The templates are read one at a time, so a lazy sequence of them need never be held
  /// whole.
  public init(templates: some Sequence<HandwritingTemplate>) {
    var entries: [Entry] = []
    var features: [Float] = []
    var shapes: [Float] = []
    var lengths: [Float] = []
    var byStrokeCount: [[Int32]] = []
    entries.reserveCapacity(templates.underestimatedCount)
    for template in templates {
      let strokes = StrokeGeometry.normalised(template.strokes)
      guard !strokes.isEmpty else { continue }
      let index = entries.count
      entries.append(
        Entry(
          character: template.character, rank: template.rank, firstStroke: lengths.count, strokeCount: strokes.count))
      for stroke in strokes {
        let shape = StrokeGeometry.shape(stroke)
        shapes += shape
        features += StrokeGeometry.features(shape[...])
        lengths.append(StrokeGeometry.length(shape[...]))
      }
      while byStrokeCount.count <= strokes.count { byStrokeCount.append([]) }
      byStrokeCount[strokes.count].append(Int32(index))
    }
    // Copies as large as their contents: the arrays grew by doubling, and a recogniser is
    // kept as long as its drawing pad is open. (An array made from a slice of all of
    // another keeps its buffer; one made from its memory does not.)
    self.entries = entries.withUnsafeBufferPointer { Array($0) }
    self.features = features.withUnsafeBufferPointer { Array($0) }
    self.shapes = shapes.withUnsafeBufferPointer { Array($0) }
    self.lengths = lengths.withUnsafeBufferPointer { Array($0) }
    self.byStrokeCount = byStrokeCount
  }

  /// The characters `strokes` may be, best first, at most `limit` of them.
  ///
  /// - Parameters:
  ///   - strokes: the drawing, each stroke its points in the order drawn, in any square
  ///     units; strokes without points are ignored.
  ///   - limit: how many candidates at most.
  /// - Returns: the best candidates, or none for an empty drawing.
  public func candidates(for strokes: [[InkPoint]], limit: Int = 10) -> [HandwritingCandidate] {
    guard limit > 0 else { return [] }
    let drawing = Drawing(StrokeGeometry.normalised(strokes))
    guard drawing.count > 0 else { return [] }
    var matcher = StrokeMatcher(drawing: drawing)
    // The shortlist comes best first by its coarse score, so the kept candidates soon set a
    // limit that spares most of the rest their finer matching.
    var kept: [(cost: Float, entry: Int)] = []
    // No more can be kept than are shortlisted, whatever the caller's limit (Int.max included).
    kept.reserveCapacity(min(limit, Self.shortlist) + 1)
    for index in shortlist(for: drawing) {
      let limitCost = kept.count == limit ? kept[limit - 1].cost : .infinity
      guard let cost = matcher.cost(of: entries[index], in: self, limit: limitCost) else { continue }
      let place = kept.firstIndex { isBetter((cost, index), than: $0) } ?? kept.count
      guard place < limit else { continue }
      kept.insert((cost, index), at: place)
      if kept.count > limit { kept.removeLast() }
    }
    return kept.map {
      HandwritingCandidate(character: entries[$0.entry].character, score: Double(1 / (1 + 10 * $0.cost)))
    }
  }

  /// Whether a match comes before another: the cheaper first, then the lower rank, then
  /// the earlier template.
  private func isBetter(_ a: (cost: Float, entry: Int), than b: (cost: Float, entry: Int)) -> Bool {
    if a.cost != b.cost { return a.cost < b.cost }
    if entries[a.entry].rank != entries[b.entry].rank { return entries[a.entry].rank < entries[b.entry].rank }
    return a.entry < b.entry
  }

  /// The templates within two strokes of the drawing's count with the best coarse scores.
  private func shortlist(for drawing: Drawing) -> [Int] {
    let low = max(1, drawing.count - 2)
    let high = min(byStrokeCount.count - 1, drawing.count + 2)
    guard low <= high else { return [] }
    var coarse: [(score: Float, entry: Int)] = []
    features.withUnsafeBufferPointer { templateFeatures in
      drawing.features.withUnsafeBufferPointer { drawnFeatures in
        for count in low...high {
          for index in byStrokeCount[count] {
            let entry = entries[Int(index)]
            let score = Self.chamfer(
              drawnFeatures, drawing.count, templateFeatures, entry.firstStroke, entry.strokeCount)
            coarse.append((score, Int(index)))
          }
        }
      }
    }
    coarse.sort { $0.score < $1.score }
    return coarse.prefix(Self.shortlist).map(\.entry)
  }

  /// The order-free coarse distance between the drawing's features and a template's.
  private static func chamfer(
    _ drawn: UnsafeBufferPointer<Float>, _ drawnCount: Int, _ template: UnsafeBufferPointer<Float>, _ first: Int,
    _ count: Int
  ) -> Float {
    let width = StrokeGeometry.featureWidth
    return withUnsafeTemporaryAllocation(of: Float.self, capacity: count) { templateNearest in
      templateNearest.initialize(repeating: .infinity)
      var total: Float = 0
      for i in 0..<drawnCount {
        var nearest = Float.infinity
        let a = i * width
        for j in 0..<count {
          let b = (first + j) * width
          var distance: Float = 0
          for k in 0..<width { distance += abs(drawn[a + k] - template[b + k]) }
          nearest = min(nearest, distance)
          templateNearest[j] = min(templateNearest[j], distance)
        }
        total += nearest
      }
      for value in templateNearest { total += value }
      return total / Float(drawnCount + count)
    }
  }
}
