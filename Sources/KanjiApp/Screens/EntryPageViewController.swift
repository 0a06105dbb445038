import TermCore
import TermUI

/// A page of one dictionary entry (a kanji or a word) that `y` copies.
///
/// `y` is reported through ``onCopy``; the coordinator decides what is copied and says so.
/// The hint bar leaves `y` out (on a narrow screen it would push `? help` off); the help
/// lists it.
class EntryPageViewController: DetailViewController {
  /// The user asked to copy the entry.
  var onCopy: (() -> Void)?

  override var keyContexts: [KeyContext] {
    super.keyContexts + (onCopy != nil ? [.clipboard] : [])
  }

  override func handle(_ event: InputEvent) -> EventResult {
    if case .key(let key) = event, let onCopy, keyMap.action(for: key, in: .clipboard) == .copyEntry {
      onCopy()
      return .handled
    }
    return super.handle(event)
  }
}
