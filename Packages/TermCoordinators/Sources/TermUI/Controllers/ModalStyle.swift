/// How a modal is shown over the screens below it.
public enum ModalStyle: String, Hashable, Sendable, Codable, CaseIterable {
  /// A centred, bordered box over the dimmed screen (a flow or a form).
  case sheet
  /// A small centred box sized to its contents (a question with buttons).
  case alert
  /// The whole screen but the hint bar.
  case fullScreen
}
