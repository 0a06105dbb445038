import TermUI

extension KeyMap {
  /// A key reminder for a header, `o: order`, naming the key in force; nil when the user
  /// unbound the action.
  func reminder(_ action: KeyAction, in context: KeyContext, _ label: String) -> String? {
    keyName(of: action, in: context).map { "\($0): \(label)" }
  }

  /// Reminders after a header's text, three spaces before and two between: `   o: order  /: filter`.
  func reminders(_ reminders: [String?]) -> String {
    let shown = reminders.compactMap { $0 }
    return shown.isEmpty ? "" : "   " + shown.joined(separator: "  ")
  }
}
