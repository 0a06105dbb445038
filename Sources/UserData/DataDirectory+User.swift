import Foundation
import KanjiKit

extension DataDirectory {
  /// The user database in `directory`: accounts, the session, stars, history and saved
  /// navigation state.
  public static func userURL(in directory: URL) -> URL {
    directory.appendingPathComponent("user.sqlite")
  }
}
