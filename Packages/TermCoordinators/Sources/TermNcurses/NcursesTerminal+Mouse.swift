import CNcurses
import TermCore

/// The mouse beyond clicks: the moves of a held button for a drawing screen, in pixels
/// where the terminal offers them.
extension NcursesTerminal {
  /// Moves with a button held too (1002, which includes 1000's reports).
  static let dragsOn = "\u{1B}[?1002h"
  /// Back to 1000: in xterm, resetting 1002 turns every report off, so 1000 is set again.
  static let dragsOff = "\u{1B}[?1002l\u{1B}[?1000h"
  /// Pixel positions (1016) instead of cells, in the same SGR form.
  static let pixelsOn = "\u{1B}[?1016h"
  /// Back to cells: resetting 1016 leaves no SGR form in xterm, so 1006 is set again.
  static let pixelsOff = "\u{1B}[?1016l\u{1B}[?1006h"
  /// DECRQM for mode 1016: does the terminal know pixel reports?
  static let pixelModeQuery = "\u{1B}[?1016$p"
  /// The start of its answer, `ESC [ ? 1016 ; state $ y`.
  static let pixelModeReportSequence = "\u{1B}[?1016;"

  /// What the terminal said of pixel reports.
  enum PixelReports {
    /// Not asked (or no cell size in pixels to turn them into cells with).
    case unknown
    /// Asked with DECRQM; no answer yet (a terminal that does not know DECRQM never answers).
    case asked
    /// The terminal knows mode 1016.
    case available
    /// The terminal does not know it, or it is fixed off.
    case unavailable
  }

  /// The rest of an SGR mouse report (`0;12;3M`), as a click, press, drag, release or wheel
  /// event, in pixels while they are on; nil for a report that is broken or means nothing
  /// here.
  ///
  /// The report arrives in one write, so a short wait is enough; what is read of a broken
  /// one is dropped rather than typed into a field.
  func readMouseReport() -> InputEvent? {
    var report = ""
    wtimeout(cn_stdscr(), 50)
    defer { wtimeout(cn_stdscr(), 0) }
    while isActive, report.count < 24 {
      var value: wint_t = 0
      let rc = wget_wch(cn_stdscr(), &value)
      guard rc == cn_ok(), let scalar = Unicode.Scalar(UInt32(value)) else { return nil }
      report.unicodeScalars.append(scalar)
      if scalar == "M" || scalar == "m" { break }
      guard scalar == ";" || ("0"..."9").contains(scalar) else { return nil }
    }
    guard let event = KeyDecoder.decodeSGRMouse(report, cellPixels: cellPixels) else { return nil }
    return .mouse(clicks.resolve(event, at: Self.now()))
  }

  /// The rest of the terminal's answer about mode 1016 (`2$y`): pixel reports are turned
  /// on for a drawing screen only once the terminal has said it knows them, since a
  /// terminal that does not would go on reporting cells, read then as pixels.
  func readPixelModeReport() {
    var report = "1016;"
    wtimeout(cn_stdscr(), 50)
    defer { wtimeout(cn_stdscr(), 0) }
    while isActive, report.count < 16 {
      var value: wint_t = 0
      let rc = wget_wch(cn_stdscr(), &value)
      guard rc == cn_ok(), let scalar = Unicode.Scalar(UInt32(value)) else { return }
      report.unicodeScalars.append(scalar)
      if scalar == "y" { break }
    }
    guard let answer = KeyDecoder.decodeModeReport(report), answer.mode == 1016 else { return }
    pixelReports = answer.canBeSet ? .available : .unavailable
    if tracking == .drags { setPixelReports(on: true) }
  }

  // MARK: - Mouse reports

  /// Asks for the moves of a held button (and pixel positions, where the terminal has
  /// them) while a drawing screen is on top, and for clicks alone again when it leaves.
  ///
  /// Pixel reports need two things: the cell's size in pixels (from the window size the
  /// terminal gives the kernel), and the terminal's word that it knows mode 1016, asked
  /// with DECRQM the first time drags are wanted and answered through the input.
  public func setMouseTracking(_ tracking: MouseTracking) {
    guard isActive, usesMouse, tracking != self.tracking else { return }
    self.tracking = tracking
    switch tracking {
    case .drags:
      Self.writeRaw(Self.dragsOn)
      if pixelReports == .unknown, Self.currentCellPixels() != nil {
        pixelReports = .asked
        Self.writeRaw(Self.pixelModeQuery)
      }
      setPixelReports(on: true)
    case .clicks:
      setPixelReports(on: false)
      Self.writeRaw(Self.dragsOff)
    }
  }

  /// Turns pixel reports on (when the terminal has them and its cells' size is known) or
  /// off.
  private func setPixelReports(on: Bool) {
    if on {
      guard pixelReports == .available, cellPixels == nil, let size = Self.currentCellPixels() else { return }
      cellPixels = size
      Self.writeRaw(Self.pixelsOn)
    } else if cellPixels != nil {
      cellPixels = nil
      Self.writeRaw(Self.pixelsOff)
    }
  }

  /// The size of a cell in pixels, or nil when the terminal does not give it.
  static func currentCellPixels() -> Size? {
    var width: Int32 = 0
    var height: Int32 = 0
    cn_cell_pixels(&width, &height)
    guard width > 0, height > 0 else { return nil }
    return Size(width: Int(width), height: Int(height))
  }
}
