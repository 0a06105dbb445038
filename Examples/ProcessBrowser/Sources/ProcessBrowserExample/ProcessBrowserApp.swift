import Coordinators
import TermCore
import TermUI

/// The process browser, ready to run on a terminal or a headless one.
public final class ProcessBrowserApp {
  /// The root coordinator.
  public let browser: ProcessBrowserCoordinator
  /// The application to run.
  public let application: Application

  /// Creates the browser over `source` (``ProcFileSystem`` for the real machine).
  public init(source: any ProcessSource) {
    browser = ProcessBrowserCoordinator(source: source)
    application = Application(root: browser, minimumSize: Size(width: 40, height: 8), keyMap: .processBrowser)
  }
}
