import Foundation
import KanjiKit
import SpacedRepetition

/// The review log as a tab-separated file: what `kanji export --reviews` writes and
/// `kanji import --reviews` reads.
///
/// A header `kind item reading reviewed rating state due stability difficulty`, then one row
/// per review in time order: `kanji` or `word`; the kanji or the word's spelling; the word's
/// reading (empty for a kanji); the time in ISO 8601 UTC (`2026-01-05T08:00:00Z`); the rating
/// 1–4; and the card after the review (`learning`, `review` or `relearning`, its due time,
/// stability and difficulty to four decimals). Reading needs only the first five columns:
/// the rest is recomputed by the scheduler.
public enum ReviewLogFile {
  /// The columns, in order.
  public static let columns = [
    "kind", "item", "reading", "reviewed", "rating", "state", "due", "stability", "difficulty",
  ]

  /// One review read from a file, before its item is looked up.
  public struct Line: Hashable, Sendable {
    /// The line number in the file (the header is line 1).
    public var number: Int
    /// `kanji` or `word`.
    public var kind: String
    /// The kanji or the word's spelling.
    public var item: String
    /// The word's reading; empty for a kanji.
    public var reading: String
    /// When.
    public var reviewed: Instant
    /// How it was rated.
    public var rating: Rating
  }

  /// The text of the file for `records`, in the order given, ending in a line break.
  public static func text(_ records: [ReviewRecord]) -> String {
    var text = columns.joined(separator: "\t") + "\n"
    for record in records {
      let fields = [
        record.item.kind, record.item.text, record.item.reading, Self.text(record.reviewed),
        String(record.rating.rawValue), name(of: record.card.state), Self.text(record.card.due),
        decimal(record.card.stability ?? 0), decimal(record.card.difficulty ?? 0),
      ]
      text += fields.joined(separator: "\t") + "\n"
    }
    return text
  }

  /// The reviews in `text`.
  ///
  /// - Throws: ``ReviewLogError`` naming the first line that is not a review.
  public static func parse(_ text: String) throws(ReviewLogError) -> [Line] {
    var lines: [Line] = []
    var number = 0
    // "\r\n" is one Character, a line break like "\n".
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      number += 1
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      if number == 1 {
        guard fields.count >= 5, fields.prefix(5).map(String.init) == Array(columns.prefix(5)) else {
          throw .header(found: String(line))
        }
        continue
      }
      if line.isEmpty { continue }
      lines.append(try parse(fields, number: number))
    }
    guard number > 0, !text.isEmpty else { throw .header(found: "") }
    return lines
  }

  private static func parse(_ fields: [Substring], number: Int) throws(ReviewLogError) -> Line {
    guard fields.count >= 5 else {
      throw .malformed(line: number, reason: "\(fields.count) columns; a review has at least 5 (kind to rating)")
    }
    let kind = String(fields[0])
    let item = String(fields[1])
    let reading = String(fields[2])
    guard kind == "kanji" || kind == "word" else {
      throw .malformed(line: number, reason: "the kind is '\(kind)', not kanji or word")
    }
    guard !item.isEmpty else { throw .malformed(line: number, reason: "the item is empty") }
    if kind == "kanji" {
      guard item.count == 1 else { throw .malformed(line: number, reason: "'\(item)' is not one kanji") }
      guard reading.isEmpty else { throw .malformed(line: number, reason: "a kanji's reading column must be empty") }
    } else if reading.isEmpty {
      throw .malformed(line: number, reason: "the word \(item) has no reading")
    }
    guard let reviewed = instant(fields[3]) else {
      throw .malformed(line: number, reason: "'\(fields[3])' is not a time like 2026-01-05T08:00:00Z")
    }
    guard let value = Int(fields[4]), let rating = Rating(rawValue: value) else {
      throw .malformed(line: number, reason: "the rating is '\(fields[4])', not 1, 2, 3 or 4")
    }
    return Line(number: number, kind: kind, item: item, reading: reading, reviewed: reviewed, rating: rating)
  }

  /// `lines` with their items looked up in `dictionary`, in the order given.
  ///
  /// - Throws: ``ReviewLogError/unknownItem(line:item:)`` for the first item the dictionary
  ///   lacks, ``ReviewLogError/dictionary(_:)`` when it cannot be read.
  public static func resolve(_ lines: [Line], in dictionary: DictionaryStore) throws(ReviewLogError) -> [ReviewEntry] {
    var items: [String: ReviewItem] = [:]
    var entries: [ReviewEntry] = []
    entries.reserveCapacity(lines.count)
    for line in lines {
      let key = line.kind + "\t" + line.item + "\t" + line.reading
      if items[key] == nil {
        do {
          if line.kind == "kanji" {
            if try dictionary.kanji(literal: line.item) != nil { items[key] = .kanji(line.item) }
          } else if let id = try dictionary.wordID(spelling: line.item, reading: line.reading) {
            items[key] = .word(id: id, spelling: line.item, reading: line.reading)
          }
        } catch {
          throw .dictionary("\(error)")
        }
      }
      guard let item = items[key] else {
        let name = line.kind == "kanji" ? "the kanji \(line.item)" : "the word \(line.item) (\(line.reading))"
        throw .unknownItem(line: line.number, item: name)
      }
      entries.append(ReviewEntry(item: item, reviewed: line.reviewed, rating: line.rating))
    }
    return entries
  }

  // MARK: - Fields

  static func name(of state: CardState) -> String {
    switch state {
    case .learning: return "learning"
    case .review: return "review"
    case .relearning: return "relearning"
    }
  }

  static func decimal(_ value: Double) -> String {
    String(format: "%.4f", value)
  }

  /// `instant` as `2026-01-05T08:00:00Z`.
  public static func text(_ instant: Instant) -> String {
    let seconds = instant.secondsSinceEpoch
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let time = seconds - days * 86_400
    let (year, month, day) = civil(fromDays: days)
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(time / 3600, 2)):\(pad(time / 60 % 60, 2)):"
      + "\(pad(time % 60, 2))Z"
  }

  /// The instant of `2026-01-05T08:00:00Z` (exactly that shape), or nil.
  public static func instant(_ text: Substring) -> Instant? {
    let bytes = Array(text.utf8)
    guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
      bytes[19] == UInt8(ascii: "Z")
    else { return nil }
    func number(_ range: Range<Int>) -> Int64? {
      var value: Int64 = 0
      for byte in bytes[range] {
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        value = value * 10 + Int64(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
      (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year), hour < 24, minute < 60,
      second < 60
    else { return nil }
    let days = daysFromCivil(year: year, month: month, day: day)
    return Instant(secondsSinceEpoch: days * 86_400 + hour * 3600 + minute * 60 + second)
  }

  private static func pad(_ value: Int64, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  private static func daysIn(month: Int64, year: Int64) -> Int64 {
    switch month {
    case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
  private static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The date of a day since 1970-01-01 (Howard Hinnant's `civil_from_days`).
  private static func civil(fromDays days: Int64) -> (Int64, Int64, Int64) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}

/// Why a review log cannot be imported; every case names the line, and nothing was written.
public enum ReviewLogError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The first line is not the header.
  case header(found: String)
  /// A line is not a review.
  case malformed(line: Int, reason: String)
  /// A line names a kanji or word the dictionary lacks.
  case unknownItem(line: Int, item: String)
  /// The dictionary could not be read.
  case dictionary(String)

  public var description: String {
    switch self {
    case .header(let found):
      let shown = found.isEmpty ? "an empty first line" : "'\(found.prefix(80))'"
      return "line 1: expected the header kind, item, reading, reviewed, rating (tab-separated), found \(shown)"
    case .malformed(let line, let reason): return "line \(line): \(reason)"
    case .unknownItem(let line, let item): return "line \(line): \(item) is not in the dictionary"
    case .dictionary(let detail): return "cannot read the dictionary: \(detail)"
    }
  }
}
