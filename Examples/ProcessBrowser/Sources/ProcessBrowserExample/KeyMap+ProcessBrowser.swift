import TermCore
import TermUI

extension KeyAction {
  /// Ask the selected process to end (SIGTERM), after a confirmation.
  public static let terminateProcess = KeyAction("terminateProcess")
}

extension KeyContext {
  /// The process list: the keys that act on a process.
  public static let processes = KeyContext("processes", heading: "Processes")
}

extension KeyMap {
  /// The standard keys and the browser's own; the `?` overlay lists both.
  public static let processBrowser = KeyMap.standard.adding([
    KeyBinding(
      [.character("x")], .terminateProcess, in: .processes, "send SIGTERM to the selected process (asks first)")
  ])
}
