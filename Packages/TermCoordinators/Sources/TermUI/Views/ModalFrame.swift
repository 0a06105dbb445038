import TermCore

/// The frame of a modal: the background dimmed, a cleared, bordered box with a title.
public struct ModalFrame {
  /// The title written into the top border, or nil.
  public var title: String?

  /// Creates a frame.
  public init(title: String? = nil) {
    self.title = title
  }

  /// Restyles every cell of `area` to the dim role, keeping what the cells show.
  ///
  /// Attributes go too, so a reverse-video selection under a modal does not shine through.
  public static func dim(_ area: Rect, in buffer: inout CellBuffer) {
    buffer.restyle(area) { style in style = .dim }
  }

  /// The rectangle of a frame around content of `contentSize`, centred in `area`.
  public static func frame(around contentSize: Size, in area: Rect) -> Rect {
    area.centered(Size(width: contentSize.width + 4, height: contentSize.height + 2))
  }

  /// Clears `frame`, draws its border and title, and returns the area inside.
  ///
  /// The inside keeps one blank column on each side of the border. A frame too small for a
  /// border is simply cleared and returned whole.
  @discardableResult
  public func render(_ frame: Rect, into buffer: inout CellBuffer) -> Rect {
    buffer.fill(frame)
    guard frame.width >= 4, frame.height >= 3 else { return frame }
    buffer.box(frame)
    if let title, frame.width > 6 {
      let text = " " + DisplayWidth.truncate(title, to: frame.width - 6) + " "
      buffer.write(text, at: frame.origin.offsetBy(dx: 2), style: .title, clip: frame.inset(dx: 1))
    }
    return frame.inset(top: 1, left: 2, bottom: 1, right: 2)
  }
}
