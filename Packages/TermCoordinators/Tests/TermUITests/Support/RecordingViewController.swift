import TermCore
import TermUI

/// A screen that records what reached it and which hooks ran.
final class RecordingViewController: ViewController {
  var received: [InputEvent] = []
  var hooks: [String] = []
  /// Keys this screen consumes; everything else is ignored.
  var consumes: Set<Key> = []

  init(_ title: String, consumes: Set<Key> = []) {
    self.consumes = consumes
    super.init(title: title)
  }

  override var keyHints: [KeyHint] { [KeyHint("x", title)] }

  override func handle(_ event: InputEvent) -> EventResult {
    received.append(event)
    if case .key(let key) = event, consumes.contains(key) { return .handled }
    return .ignored
  }

  override func render(in area: Rect, into buffer: inout CellBuffer) {
    buffer.fill(area)
    buffer.write("screen " + title, at: area.origin, clip: area)
  }

  override func didAppear() { hooks.append("appear") }
  override func didDisappear() { hooks.append("disappear") }
}
