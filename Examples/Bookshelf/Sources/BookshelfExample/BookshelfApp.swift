import Coordinators
import Foundation
import TermCore
import TermUI

/// The Bookshelf, ready to run: the application with its key map, and where the user was.
///
/// Restoring reports failures as a notice on the first screen; saving happens when the user
/// quits and a failure is kept in ``saveError`` for the program to print once the terminal
/// is back to normal.
public final class BookshelfApp {
  /// The root coordinator.
  public let root: BookshelfCoordinator
  /// The application to run.
  public let application: Application
  /// Where the state is saved, or nil to save nothing.
  public let stateFile: NavigationStateFile?
  /// Why the state could not be saved when the user quit, if it could not.
  public private(set) var saveError: StateFileError?

  /// Creates the app over `shelf`, saving its state to `stateFile` when the user quits.
  public init(shelf: Shelf = .sample(), stateFile: NavigationStateFile?) {
    root = BookshelfCoordinator(shelf: shelf)
    application = Application(root: root, minimumSize: Size(width: 40, height: 10), keyMap: .bookshelf)
    self.stateFile = stateFile
    application.onQuit = { [weak self] state in
      self?.save(state)
    }
  }

  /// Brings back where the user was; on failure says why and starts on the first screens.
  public func restoreState() {
    guard let stateFile else { return }
    do {
      guard let state = try stateFile.load() else { return }
      try application.coordinator.apply(state)
    } catch {
      root.notify(error, while: "Place not restored")
    }
  }

  /// Saves `state`; a failure is kept in ``saveError``.
  public func save(_ state: NavigationState) {
    guard let stateFile else { return }
    do {
      try stateFile.save(state)
      saveError = nil
    } catch {
      saveError = error
    }
  }
}
