import KanjiKit
import SpacedRepetition
import TermUI

/// Where the app opens and what it shows first, from the command line.
///
/// A saved state is restored first (unless ``restoreSavedState`` is false); then ``route``
/// or ``query`` opens a screen on top of it, and ``tab`` selects a tab.
public struct LaunchOptions: Hashable, Sendable {
  /// A screen to open (`--open`): `kanji/日`, `word/日本` (a headword or `word/<id>`),
  /// `word-kanji/<id>`, `kanji`, `words`, `account`, `account/starred`, `account/history`,
  /// `account/about`.
  public var route: String?
  /// The tab to select (`--tab`): `kanji`, `words`, `account`, `study`, or `1` to `4`.
  public var tab: String?
  /// `kanji QUERY`: a single kanji opens its page; anything else searches the Words tab.
  public var query: String?
  /// Whether the navigation state saved on the last quit is restored (false with `--fresh`).
  public var restoreSavedState: Bool
  /// A message shown once over the first screen (e.g. the dictionary was rebuilt).
  public var notice: String?
  /// Whether clicks and the wheel reach the app (`--no-mouse` and the configuration file's
  /// `mouse = false` turn it off: the terminal's own selection and scrollback work then).
  public var mouse = true
  /// Every key of the app: ``KanjiApplication/keyMap`` with the configuration file's
  /// rebindings.
  public var keyMap = KanjiApplication.keyMap
  /// The tab to open on when neither ``tab``, ``route``, ``query`` nor a restored session
  /// chooses one (the configuration file's `tab`): `kanji`, `words`, `account` or `study`.
  public var defaultTab: String?
  /// The order All Kanji starts in (the configuration file's `kanji-order`).
  public var kanjiOrder = KanjiOrder.grade
  /// The review scheduler's settings (the configuration file's `[study]`).
  public var scheduler = SchedulerConfiguration()

  /// Creates launch options; the defaults open where the user left off.
  public init(
    route: String? = nil, tab: String? = nil, query: String? = nil, restoreSavedState: Bool = true,
    notice: String? = nil
  ) {
    self.route = route
    self.tab = tab
    self.query = query
    self.restoreSavedState = restoreSavedState
    self.notice = notice
  }
}
