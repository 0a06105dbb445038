/// Lengths of time as the review buttons and messages give them: `1m`, `10m`, `3h`, `3d`,
/// `2mo`, `1.5y`, short enough for four buttons on a 40-column screen.
enum Interval {
  /// `seconds` in its largest whole unit (months of 30 days, years of 365); `now` for none.
  static func text(seconds: Int64) -> String {
    let minute: Int64 = 60
    let hour = 60 * minute
    let day = 24 * hour
    switch seconds {
    case ..<minute: return seconds <= 0 ? "now" : "\(seconds)s"
    case ..<hour: return "\(seconds / minute)m"
    case ..<day: return "\(seconds / hour)h"
    case ..<(30 * day): return "\(seconds / day)d"
    case ..<(365 * day): return "\(seconds / (30 * day))mo"
    default:
      let tenths = seconds * 10 / (365 * day)
      return tenths % 10 == 0 ? "\(tenths / 10)y" : "\(tenths / 10).\(tenths % 10)y"
    }
  }
}

extension CountPhrase {
  /// Cards of the review: `1 card`, `12 cards`.
  static func cards(_ n: Int) -> String { Plural.count(n, "card", "cards") }
}
