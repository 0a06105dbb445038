import CoordinatorsTesting
import Foundation
import Testing

@Suite struct LineDiffTests {
  @Test func equalTextsHaveNoDiff() {
    #expect(LineDiff().text(from: "a\nb", to: "a\nb") == nil)
  }

  @Test func aChangedLineShowsAsRemovedThenAdded() {
    let diff = LineDiff().text(from: "one\ntwo\nthree", to: "one\n2\nthree")
    #expect(diff == " one\n-two\n+2\n three")
  }

  @Test func unchangedRunsBeyondTheContextAreCut() {
    let old = (1...20).map(String.init).joined(separator: "\n")
    let new = old.replacingOccurrences(of: "\n10\n", with: "\nten\n")
    let diff = LineDiff(context: 1).text(from: old, to: new)
    #expect(diff == "@@ …\n 9\n-10\n+ten\n 11\n@@ …")
  }

  @Test func addedAndRemovedLinesAtTheEnds() {
    #expect(LineDiff().text(from: "a", to: "a\nb") == " a\n+b")
    #expect(LineDiff().text(from: "x\na", to: "a") == "-x\n a")
  }
}
