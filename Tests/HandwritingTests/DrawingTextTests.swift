import Testing

@testable import Handwriting

@Suite struct DrawingTextTests {
  @Test func readsStrokesAndDrawingsSeparatedByBlankLines() throws {
    let text = "1,2 3,4\n5,6\n\n\n7.5,-8 9,10\r\n  \n11,12\t13,14"
    let drawings = try DrawingText.drawings(in: text)
    #expect(
      drawings == [
        [[InkPoint(x: 1, y: 2), InkPoint(x: 3, y: 4)], [InkPoint(x: 5, y: 6)]],
        [[InkPoint(x: 7.5, y: -8), InkPoint(x: 9, y: 10)]],
        [[InkPoint(x: 11, y: 12), InkPoint(x: 13, y: 14)]],
      ])
  }

  @Test func readsNothingFromBlankText() throws {
    #expect(try DrawingText.drawings(in: "").isEmpty)
    #expect(try DrawingText.drawings(in: "\n \n\n").isEmpty)
  }

  @Test(arguments: [
    ("1,2 3,4\n5;6", 2, "\"5;6\" is not a point x,y (two numbers joined by a comma)"),
    ("1,2\n\n\nx,1", 4, "\"x,1\" is not a point x,y: a coordinate is not a number"),
    ("1,2,3", 1, "\"1,2,3\" is not a point x,y (two numbers joined by a comma)"),
    ("1,", 1, "\"1,\" is not a point x,y: a coordinate is not a number"),
    ("nan,1", 1, "\"nan,1\" is not a point x,y: a coordinate is not finite"),
    ("1,2 inf,3", 1, "\"inf,3\" is not a point x,y: a coordinate is not finite"),
  ])
  func namesTheLineAndTheProblem(text: String, line: Int, problem: String) {
    #expect(throws: DrawingText.ParseError(line: line, problem: problem)) { try DrawingText.drawings(in: text) }
  }

  @Test func writesWhatItReads() throws {
    let drawings: [[[InkPoint]]] = [
      [[InkPoint(x: 1, y: 2), InkPoint(x: 3.5, y: 4)], [InkPoint(x: 0, y: 0)]],
      [[InkPoint(x: -1, y: 20)]],
    ]
    let text = DrawingText.text(of: drawings)
    #expect(text == "1,2 3.5,4\n0,0\n\n-1,20\n\n")
    #expect(try DrawingText.drawings(in: text) == drawings)
  }
}
