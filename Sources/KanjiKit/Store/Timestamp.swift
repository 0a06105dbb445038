import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Dates as the account database and the failure log store them: GRDB's text format,
/// `yyyy-MM-dd HH:mm:ss.SSS` in UTC, which GRDB reads back as a `Date`.
///
/// Written by hand because GRDB writes a `Date` with a `DateFormatter`, whose first use loads
/// ICU's calendar and time-zone data: about 5 MB of memory for one timestamp on quit.
public enum Timestamp {
  /// `date` in the stored format (milliseconds truncated, as the formatter does).
  public static func text(_ date: Date = Date()) -> String {
    let seconds = date.timeIntervalSince1970
    let whole = seconds.rounded(.down)
    var time = time_t(whole)
    var parts = tm()
    gmtime_r(&time, &parts)
    let milliseconds = min(999, max(0, Int((seconds - whole) * 1000)))
    func pad(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(pad(Int(parts.tm_year) + 1900, 4))-\(pad(Int(parts.tm_mon) + 1, 2))-\(pad(Int(parts.tm_mday), 2)) "
      + "\(pad(Int(parts.tm_hour), 2)):\(pad(Int(parts.tm_min), 2)):\(pad(Int(parts.tm_sec), 2)).\(pad(milliseconds, 3))"
  }
}
