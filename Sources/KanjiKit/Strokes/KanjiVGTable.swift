import Foundation

/// The stroke paths and components of every kanji KanjiVG draws: the derived table
/// `kanjivg.tsv.gz`.
///
/// Built by `make data` (`Scripts/build-kanjivg.py`) from the PyPI package `kanjivg`
/// (KanjiVG by Ulrich Apel, CC BY-SA 3.0): one line per kanji, `literal`, its top-level
/// components, all its components (then `+` and the elements KRADFILE lists for it: 給's
/// `糸合人一口+口糸幺小𠆢`), then its strokes. A stroke is written in printable
/// ASCII, one character per coordinate (`!` is 0, `~` is 93): two for the position of its
/// number, then two per point. Lines are only split when the table is read; a kanji's strokes
/// are decoded when it is asked for.
public final class KanjiVGTable: Sendable {
  /// The table's file name among the bundled resources.
  public static let fileName = "kanjivg.tsv.gz"

  private struct Row: Sendable {
    let components: Substring
    let allComponents: Substring
    let strokes: Substring
  }

  private let rows: [String: Row]

  /// The number of kanji in the table.
  public var count: Int { rows.count }

  /// Reads the table from its text.
  ///
  /// - Throws: ``KanjiVGError/damaged(path:detail:)`` when a line has not four fields.
  public init(text: String, path: String = fileName) throws {
    var rows: [String: Row] = [:]
    rows.reserveCapacity(7000)
    var number = 0
    // Lines and fields are split on the UTF-8 bytes: splitting the 2 MB text by Character
    // (grapheme clusters) cost about 0.5 G instructions, a fifth of a second on the first
    // kanji page of a session. Tab and newline never occur inside a UTF-8 sequence.
    let utf8 = text.utf8
    var lineStart = utf8.startIndex
    while lineStart < utf8.endIndex {
      let lineEnd = utf8[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
      defer { lineStart = lineEnd < utf8.endIndex ? utf8.index(after: lineEnd) : lineEnd }
      guard lineStart < lineEnd else { continue }
      number += 1
      var fields: [Substring] = []
      var fieldStart = lineStart
      while fields.count < 3, let tab = utf8[fieldStart..<lineEnd].firstIndex(of: UInt8(ascii: "\t")) {
        fields.append(Substring(utf8[fieldStart..<tab]))
        fieldStart = utf8.index(after: tab)
      }
      fields.append(Substring(utf8[fieldStart..<lineEnd]))
      guard fields.count == 4, fields[0].count == 1 else {
        throw KanjiVGError.damaged(path: path, detail: "line \(number) is not a kanji and three fields")
      }
      rows[String(fields[0])] = Row(components: fields[1], allComponents: fields[2], strokes: fields[3])
    }
    self.rows = rows
  }

  /// Reads the gzipped table at `url`.
  ///
  /// - Throws: ``KanjiVGError`` when the file cannot be read or is not such a table.
  public convenience init(contentsOf url: URL) throws {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw KanjiVGError.unreadable(path: url.path, reason: FileFailure.reason(for: error))
    }
    let bytes: [UInt8]
    do {
      bytes = try Gzip.decompress([UInt8](data), path: url.path)
    } catch {
      throw KanjiVGError.damaged(path: url.path, detail: "\(error)")
    }
    try self.init(text: String(decoding: bytes, as: UTF8.self), path: url.path)
  }

  /// Reads the bundled table, looked for where the bundled dictionary is (``BundledData``).
  ///
  /// - Throws: ``KanjiVGError/notFound(searched:)`` when no resources directory holds it.
  public static func bundled(environment: [String: String] = ProcessInfo.processInfo.environment) throws
    -> KanjiVGTable
  {
    let directories = BundledData.candidates(environment: environment)
    for directory in directories {
      let file = directory.appendingPathComponent(fileName)
      if FileManager.default.isReadableFile(atPath: file.path) { return try KanjiVGTable(contentsOf: file) }
    }
    throw KanjiVGError.notFound(searched: directories.map(\.path))
  }

  /// Every character the table draws, in no set order.
  public var literals: [String] { Array(rows.keys) }

  /// Whether KanjiVG draws `literal`.
  public func contains(_ literal: String) -> Bool { rows[literal] != nil }

  /// The outline of `literal`, or nil when KanjiVG does not draw it.
  ///
  /// - Throws: ``KanjiVGError/damaged(path:detail:)`` when its strokes are not well formed.
  public func outline(of literal: String) throws -> KanjiOutline? {
    guard let row = rows[literal] else { return nil }
    var strokes: [Stroke] = []
    for code in row.strokes.split(separator: " ") {
      let values = code.utf8.map { Int($0) - 0x21 }
      guard values.count >= 4, values.count.isMultiple(of: 2),
        values.allSatisfy({ (0...KanjiOutline.extent).contains($0) })
      else {
        throw KanjiVGError.damaged(path: Self.fileName, detail: "stroke \(strokes.count + 1) of \(literal)")
      }
      let points = stride(from: 2, to: values.count, by: 2).map { StrokePoint(x: values[$0], y: values[$0 + 1]) }
      strokes.append(Stroke(label: StrokePoint(x: values[0], y: values[1]), points: points))
    }
    let drawn = row.allComponents.prefix { $0 != "+" }
    let elements = row.allComponents.dropFirst(drawn.count + 1).map(String.init)
    var all = drawn.map(String.init)
    for element in elements where !all.contains(element) { all.append(element) }
    return KanjiOutline(
      literal: literal, strokes: strokes, components: row.components.map(String.init), allComponents: all,
      elements: elements)
  }

  /// Every kanji with `component` among its components at any depth, in no set order.
  public func kanji(containing component: String) -> [String] {
    guard let character = component.first, component.count == 1 else { return [] }
    return rows.compactMap { literal, row in
      literal != component && character != "+" && row.allComponents.contains(character) ? literal : nil
    }
  }
}

/// Why the stroke table could not be read.
public enum KanjiVGError: Error, Equatable, CustomStringConvertible {
  /// No resources directory holds it.
  case notFound(searched: [String])
  /// The file exists but cannot be read.
  case unreadable(path: String, reason: String)
  /// The file is not such a table.
  case damaged(path: String, detail: String)

  public var description: String {
    switch self {
    case .notFound(let searched):
      "cannot find the stroke order table \(KanjiVGTable.fileName); looked in "
        + searched.joined(separator: ", ")
        + " — set KANJI_NAVIGATOR_RESOURCES to the directory that holds it, or reinstall"
    case .unreadable(let path, let reason):
      "cannot read the stroke order table \(path): \(reason) — reinstall, or run make data"
    case .damaged(let path, let detail):
      "the stroke order table \(path) is damaged (\(detail)) — reinstall, or run make data"
    }
  }
}
