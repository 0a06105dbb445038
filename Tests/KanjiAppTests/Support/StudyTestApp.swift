import CoordinatorsTesting
import Foundation
import KanjiApp
import KanjiKit
import TermCore
import UserData

/// The app for study tests: a wall clock that starts at ``start`` and moves with the
/// headless terminal's virtual clock (`<wait 10m>` lets cards come due), and days counted
/// in UTC, so snapshots keep.
enum StudyTestApp {
  /// Monday 2 March 2026, 09:00 UTC.
  static let start = Date(timeIntervalSince1970: 1_772_442_000)

  /// Days in UTC, months named in English.
  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    calendar.locale = Locale(identifier: "en_US_POSIX")
    return calendar
  }()

  /// The app over `accounts`, its wall clock at ``start`` plus the virtual clock's time.
  static func make(
    accounts: AccountStore, launch: LaunchOptions = LaunchOptions(restoreSavedState: false), width: Int = 80,
    height: Int = 24
  ) throws -> (KanjiApplication, HeadlessApp) {
    var environment = KanjiEnvironment(dictionary: try TestApp.dictionary.get(), accounts: accounts)
    let clock = ClockBox()
    environment.now = { start.addingTimeInterval(clock.seconds) }
    environment.calendar = calendar
    let app = try KanjiApplication(environment: environment, launch: launch)
    let headless = HeadlessApp(application: app.application, size: Size(width: width, height: height))
    clock.clock = headless.clock
    return (app, headless)
  }

  /// Holds the headless app's clock, made after the app whose environment reads it.
  private final class ClockBox {
    var clock: VirtualClock?
    var seconds: TimeInterval {
      guard let elapsed = clock?.now.sinceOrigin else { return 0 }
      return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
  }
}
