import ArgumentParser
import Foundation
import Handwriting
import KanjiKit

/// `kanji recognize [FILE|-]`: the kanji and kana each drawing in a file may be, best first.
struct RecognizeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "recognize",
    abstract: "Print the kanji (or kana) each drawing of a file may be, best first.",
    discussion: """
      Each line of the input is one stroke, its points x,y in the order drawn, separated by \
      spaces; a blank line separates drawings. Coordinates may be in any range; they are \
      taken as terminal cells, so a row counts twice as tall as a column is wide (y is \
      doubled). For each drawing the candidates are printed one a line, the character, a \
      tab and its score (0 to 1, higher is better), then a blank line. Without FILE, or \
      with -, the drawings are read from standard input.

      Exit status: 0 when every drawing was read; 1 when the input or the stroke table \
      cannot be read (the line and what is wrong are said); 2 on wrong usage.
      """)

  @Argument(help: ArgumentHelp("The drawings, or - for standard input (the default).", valueName: "file"))
  var file = "-"

  @Option(help: ArgumentHelp("How many candidates to print for each drawing.", valueName: "n"))
  var limit = 10

  @OptionGroup var data: DataOptions

  /// How much taller a row is than a column is wide.
  static let rowAspect = 2.0

  func validate() throws {
    guard limit >= 1 else { throw ValidationError("--limit must be at least 1") }
  }

  func run() throws {
    let name = file == "-" ? "standard input" : file
    let drawings: [[[InkPoint]]]
    do {
      drawings = try DrawingText.drawings(in: try TextInput.text(at: file))
    } catch let failure as DrawingText.ParseError {
      throw CommandFailure(message: "\(name), \(failure)", status: 1)
    }
    guard !drawings.isEmpty else { return }
    let recognizer = try Self.recognizer(data: data)
    for drawing in drawings {
      let strokes = drawing.map { $0.map { InkPoint(x: $0.x, y: $0.y * Self.rowAspect) } }
      var output = ""
      for candidate in recognizer.candidates(for: strokes, limit: limit) {
        output += candidate.character + "\t" + String(format: "%.3f", candidate.score) + "\n"
      }
      try StandardStream.writeOutput(output + "\n")
    }
  }

  /// The recogniser over the shipped stroke table, the dictionary's Jōyō kanji first in ties.
  static func recognizer(data: DataOptions) throws -> HandwritingRecognizer {
    let joyo: Set<String>
    do {
      joyo = try data.openDictionary().joyoLiterals()
    } catch let failure as CommandFailure {
      throw failure
    } catch {
      throw CommandFailure(message: "cannot read the dictionary: \(error)", status: 1)
    }
    do {
      return try KanjiVGTable.bundled().handwritingRecognizer(preferred: joyo)
    } catch {
      throw CommandFailure(message: "\(error)", status: 1)
    }
  }
}
