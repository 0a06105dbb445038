import TermCore

/// A message on the bottom row in place of the key hints, until the next key.
///
/// Coordinators post one (``Window/post(_:)``) when something the user asked for did not
/// happen, so that a failure is seen rather than swallowed. A message wider than the row
/// ends in `...`; the whole text stays in ``Notice/text`` for tests and logs.
public struct NoticeLine: View {
  /// The notice shown.
  public var notice: Notice

  /// Creates the line for `notice`.
  public init(notice: Notice) {
    self.notice = notice
  }

  public func render(in area: Rect, into buffer: inout CellBuffer) {
    let line = area.row(0)
    guard !line.isEmpty else { return }
    let style: Style = notice.kind == .error ? .error : .hint
    buffer.fill(line, with: .blank(style))
    let text = ListView.fit(notice.text, width: max(0, line.width - 2), alignment: .leading)
    buffer.write(text, at: Point(x: line.minX + 1, y: line.minY), style: style, clip: line)
  }
}

/// A one-line message for the user: what happened, or what did not and why.
public struct Notice: Hashable, Sendable {
  /// Whether the notice reports a failure.
  public enum Kind: Hashable, Sendable {
    /// Something happened that the user should know (`Copied the title`).
    case info
    /// Something the user asked for did not happen.
    case error
  }

  /// The message, a sentence the user can act on.
  public var text: String
  /// Information or failure.
  public var kind: Kind

  /// Creates a notice.
  public init(_ text: String, kind: Kind = .info) {
    self.text = text
    self.kind = kind
  }
}
