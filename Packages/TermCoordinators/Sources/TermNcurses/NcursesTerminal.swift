import CNcurses
import Glibc
import TermCore

/// The real terminal, through ncursesw.
///
/// Starting it sets the locale, enters full-screen mode with no echo, raw input (Ctrl-C
/// and Ctrl-Z arrive as keys, so the application decides what they do), keypad decoding,
/// a 25 ms Esc delay, and colours over the terminal's own background unless `NO_COLOR` is
/// set. ``present(_:)`` writes only the cells that changed since the last frame, each
/// glyph at its own column, then one `doupdate`. The terminal is restored by
/// ``restore()``, at exit, and on crashes; SIGTERM, SIGHUP and SIGINT arrive as
/// ``TermCore/InputEvent/terminate(signal:)``.
public final class NcursesTerminal: Terminal {
  /// How the terminal should look.
  public struct Options: Sendable {
    /// Draw without colours (also when `NO_COLOR` is set to any non-empty value).
    public var noColor: Bool
    /// Milliseconds ncurses waits after Esc for the rest of a key sequence.
    public var escapeDelay: Int32
    /// Report clicks and the wheel as ``TermCore/InputEvent/mouse(_:)``; false leaves the
    /// mouse to the terminal (its own selection and scrollback).
    public var mouse: Bool
    /// The colours of the style roles; `NO_COLOR` and ``noColor`` still win over it.
    public var palette: Palette

    public init(noColor: Bool = false, escapeDelay: Int32 = 25, mouse: Bool = true, palette: Palette = .dark) {
      self.noColor = noColor
      self.escapeDelay = escapeDelay
      self.mouse = mouse
      self.palette = palette
    }
  }

  public private(set) var size: Size
  private var previous: CellBuffer?
  private var cursorVisible: Bool?
  private let theme: Theme
  private(set) var isActive = true
  let usesMouse: Bool
  var clicks = MouseClickDetector()
  /// The reports asked for by the screen on top.
  var tracking: MouseTracking = .clicks
  /// What is known of the terminal's pixel reports (SGR-Pixels, mode 1016).
  var pixelReports = PixelReports.unknown
  /// The size of a cell in pixels while pixel reports are on; nil while reports are cells.
  var cellPixels: Size?
  /// Whether the last `get_wch` took something from the input (even a code it dropped).
  private var lastReadTookInput = false

  /// Starts full-screen mode.
  ///
  /// - Throws: ``TerminalStartError`` when input or output is not a terminal, `TERM` is
  ///   unset, `dumb` or unknown; nothing has been written to the terminal then.
  public init(options: Options = Options()) throws(TerminalStartError) {
    let term = try Self.checkUsable()
    try Self.setUnicodeLocale()
    let noColorEnv = getenv("NO_COLOR").map { String(cString: $0) } ?? ""
    guard cn_newterm() != nil else { throw .termUnknown(term) }
    raw()
    noecho()
    nonl()
    keypad(cn_stdscr(), true)
    set_escdelay(options.escapeDelay)
    // Reads never wait: nextEvent(timeout:wakeUp:) sleeps in poll, watching more than the input.
    wtimeout(cn_stdscr(), 0)
    // Bracketed paste: the terminal marks pasted text, which then arrives as one event.
    define_key(Self.pasteStartSequence, KeyDecoder.pasteStartCode)
    define_key(Self.pasteEndSequence, KeyDecoder.pasteEndCode)
    Self.writeRaw(Self.bracketedPasteOn)
    usesMouse = options.mouse
    if usesMouse {
      // SGR reports (mode 1006) are asked for and read here rather than through mousemask:
      // the terminfo of tmux-256color and screen names no SGR mouse (kmous is ESC [ M, no
      // XM), so ncurses would ask for X10 reports, which end at column 223 and garble the
      // multi-byte input that follows them.
      define_key(Self.mouseReportSequence, KeyDecoder.mouseCode)
      define_key(Self.pixelModeReportSequence, KeyDecoder.modeReportCode)
      Self.writeRaw(Self.mouseOn)
    }
    let wantsColor = !options.noColor && options.palette.usesColor && noColorEnv.isEmpty && has_colors()
    if wantsColor {
      start_color()
      use_default_colors()
    }
    theme = Theme(usesColor: wantsColor, palette: options.palette)
    theme.install()
    size = Size(width: Int(cn_cols()), height: Int(cn_lines()))
    SignalTrap.install(onCrash: { signal in
      // Best effort on the way down: give the terminal back, then die of the same signal.
      endwin()
      raise(signal)
    })
    // Only a terminal still in full-screen mode: a second endwin leaves the alternate screen
    // again, and the terminal puts the cursor back where it was when the program started,
    // over the lines a program prints after restore() (its error message).
    atexit { if !isendwin() { _ = endwin() } }
    setCursor(visible: false)
  }

  deinit { restore() }

  /// How long a read that poll announced waits for the rest of a character.
  private static let restOfInputMilliseconds: Int32 = 20
  private static let pasteStartSequence = "\u{1B}[200~"
  private static let pasteEndSequence = "\u{1B}[201~"
  private static let bracketedPasteOn = "\u{1B}[?2004h"
  private static let bracketedPasteOff = "\u{1B}[?2004l"
  static let mouseReportSequence = "\u{1B}[<"
  /// Presses, releases and the wheel (1000), reported as SGR (1006).
  static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
  /// Every mouse mode this terminal may have turned on, off.
  static let mouseOff = "\u{1B}[?1016l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
  /// Writes control bytes straight to the terminal, outside ncurses' screen model.
  static func writeRaw(_ sequence: String) {
    let bytes = Array(sequence.utf8)
    // A terminal that cannot take these bytes only loses bracketed paste.
    _ = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
  }

  /// Checks, without touching the terminal, that standard input and output are terminals
  /// and `TERM` names a usable one, so a program can refuse before doing any work.
  ///
  /// - Returns: the value of `TERM`.
  @discardableResult
  public static func checkUsable() throws(TerminalStartError) -> String {
    if isatty(STDIN_FILENO) == 0 { throw .notATerminal(stream: "input") }
    if isatty(STDOUT_FILENO) == 0 { throw .notATerminal(stream: "output") }
    let term = getenv("TERM").map { String(cString: $0) } ?? ""
    if term.isEmpty { throw .termUnset }
    if term == "dumb" { throw .termDumb }
    return term
  }

  /// Leaves full-screen mode and puts the terminal back as it was; safe to call twice.
  public func restore() {
    guard isActive else { return }
    isActive = false
    curs_set(1)
    Self.writeRaw(Self.bracketedPasteOff)
    if usesMouse { Self.writeRaw(Self.mouseOff) }
    endwin()
    SignalTrap.uninstall()
  }

  // MARK: - Output

  public func present(_ buffer: CellBuffer) {
    guard isActive else { return }
    let full = previous == nil || previous?.size != buffer.size
    if full { werase(cn_stdscr()) }
    // Neighbouring cells mostly share a style: its attributes are looked up once per run.
    var style = Cell.blank.style
    var look = theme.attributes(for: style)
    buffer.forEachChange(since: full ? nil : previous) { cell, x, y in
      if cell.style != style {
        style = cell.style
        look = theme.attributes(for: style)
      }
      draw(cell, x: x, y: y, attrs: look.attrs, pair: look.pair)
    }
    if let cursor = buffer.cursor, buffer.bounds.contains(cursor) {
      wmove(cn_stdscr(), Int32(cursor.y), Int32(cursor.x))
      setCursor(visible: true)
    } else {
      setCursor(visible: false)
    }
    wnoutrefresh(cn_stdscr())
    doupdate()
    previous = buffer
  }

  private func draw(_ cell: Cell, x: Int, y: Int, attrs: attr_t, pair: Int16) {
    switch cell.content {
    case .glyph(let glyph):
      if let scalar = glyph.scalar {
        var wide: (wchar_t, wchar_t) = (wchar_t(bitPattern: scalar.value), 0)
        _ = withUnsafePointer(to: &wide) {
          $0.withMemoryRebound(to: wchar_t.self, capacity: 2) { cn_put_glyph(Int32(y), Int32(x), $0, attrs, pair) }
        }
        return
      }
      var wide = Self.cellCharacters(of: glyph.text).map { wchar_t(bitPattern: $0.value) }
      wide.append(0)
      _ = cn_put_glyph(Int32(y), Int32(x), wide, attrs, pair)
    case .line(let line):
      _ = cn_put_line_char(Int32(y), Int32(x), Self.lineCharacter(line), attrs, pair)
    case .continuation:
      break
    }
  }

  /// The code points of a grapheme cluster that one ncurses cell can hold: the base and
  /// up to four zero-width marks after it.
  ///
  /// A cell is a spacing character and a few combining ones; an emoji ZWJ sequence (👨‍👩‍👧)
  /// joins spacing characters, which no cell can hold, so it is drawn as its first emoji —
  /// never as that emoji and a lone joiner. Marks beyond the fourth are left out of the
  /// drawing (the text itself keeps them).
  public static func cellCharacters(of cluster: String) -> [Unicode.Scalar] {
    var scalars = cluster.unicodeScalars.makeIterator()
    guard let base = scalars.next() else { return [] }
    var out = [base]
    while out.count < 5, let next = scalars.next() {
      if next.value == 0x200D || DisplayWidth.of(next) > 0 { break }
      out.append(next)
    }
    return out
  }

  static func lineCharacter(_ line: LineGlyph) -> UnsafePointer<cchar_t> {
    switch line {
    case .horizontal: cn_wacs_hline()
    case .vertical: cn_wacs_vline()
    case .topLeft: cn_wacs_ulcorner()
    case .topRight: cn_wacs_urcorner()
    case .bottomLeft: cn_wacs_llcorner()
    case .bottomRight: cn_wacs_lrcorner()
    case .teeLeft: cn_wacs_ltee()
    case .teeRight: cn_wacs_rtee()
    case .teeTop: cn_wacs_ttee()
    case .teeBottom: cn_wacs_btee()
    case .cross: cn_wacs_plus()
    }
  }

  private func setCursor(visible: Bool) {
    guard cursorVisible != visible else { return }
    cursorVisible = visible
    curs_set(visible ? 1 : 0)
  }

  public func invalidate() {
    previous = nil
    clearok(cn_curscr(), true)
  }

  // MARK: - Input

  public var clock: any LoopClock { SystemClock.shared }

  /// Waits for a key, the mouse, a resize or a signal, at most `timeout`, or until `wakeUp`
  /// is signalled.
  ///
  /// What ncurses already holds (the rest of a key sequence, a resize it noted) is taken
  /// first; then the thread sleeps in `poll` on the terminal's input, the signal handlers'
  /// pipe and `wakeUp` together, so an idle program with no timers uses no processor time
  /// at all, and a closure posted from another thread is seen at once.
  public func nextEvent(timeout: Duration?, wakeUp: WakeUp) -> TerminalWait {
    let deadline = timeout.map { SystemClock.now.advanced(by: $0) }
    var inputReady = false
    while isActive {
      SignalTrap.wakeUp.drain()
      if let signal = SignalTrap.takeTermination() { return .event(.terminate(signal: signal)) }
      if SignalTrap.takeResumed() {
        invalidate()
        return .event(.resize(currentSize()))
      }
      // A code that means nothing (an unknown key) is dropped and the next one read: what
      // ncurses buffered itself is not seen by poll.
      // Once poll saw input, the first read may wait a little for the rest of a character
      // whose bytes came in two writes; before that, a read only takes what is there.
      var wait: Int32 = inputReady ? Self.restOfInputMilliseconds : 0
      repeat {
        if let event = readEvent(waitingMilliseconds: wait) { return .event(event) }
        wait = 0
      } while lastReadTookInput
      if wakeUp.drain() { return .woken }
      var waitMilliseconds: Int32 = -1
      if let deadline {
        let left = SystemClock.now.duration(to: deadline)
        if left <= .zero { return .timedOut }
        waitMilliseconds = Int32(clamping: left.milliseconds(roundingUp: true))
      }
      var fds = [
        pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
        pollfd(fd: SignalTrap.wakeUp.fileDescriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakeUp.fileDescriptor, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&fds, nfds_t(fds.count), waitMilliseconds)
      if ready < 0, errno != EINTR {
        // The input is gone (or poll cannot watch it): nothing more will arrive.
        return .ended
      }
      if fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0, fds[0].revents & Int16(POLLIN) == 0 {
        return .ended
      }
      inputReady = fds[0].revents & Int16(POLLIN) != 0
    }
    return .ended
  }

  public func pendingEvent() -> InputEvent? {
    guard isActive else { return nil }
    return readEvent()
  }

  /// One event from `get_wch` if input is there (ncurses' input does not wait: the loop
  /// waits in `poll`); nil when none is, on an interrupt, or for a code to ignore.
  private func readEvent(waitingMilliseconds wait: Int32 = 0) -> InputEvent? {
    wtimeout(cn_stdscr(), wait)
    defer { if wait != 0 { wtimeout(cn_stdscr(), 0) } }
    var value: wint_t = 0
    let rc = wget_wch(cn_stdscr(), &value)
    lastReadTookInput = rc != cn_err()
    if rc == cn_err() { return nil }  // no input, or interrupted: the caller looks at the signals again
    if rc == cn_key_code_yes(), Int32(bitPattern: UInt32(value)) == KeyDecoder.pasteStartCode {
      return readPaste()
    }
    if rc == cn_key_code_yes(), usesMouse,
      Int32(bitPattern: UInt32(value)) == KeyDecoder.mouseCode || Int32(bitPattern: UInt32(value)) == KEY_MOUSE
    {
      return readMouseReport()
    }
    if rc == cn_key_code_yes(), usesMouse, Int32(bitPattern: UInt32(value)) == KeyDecoder.modeReportCode {
      readPixelModeReport()
      return nil
    }
    guard let event = KeyDecoder.decode(returnCode: rc, value: UInt32(value), size: currentSize) else { return nil }
    if case .resize(let newSize) = event {
      size = newSize
      previous = nil
      // A font change resizes the window in cells and its cells in pixels together.
      if cellPixels != nil { cellPixels = Self.currentCellPixels() }
    }
    return event
  }

  /// The text between the terminal's paste markers, as one ``InputEvent/text(_:)`` event.
  ///
  /// Line breaks become spaces (a paste goes into one-line fields); a paste whose end marker
  /// never comes ends after a second with no input, so a broken terminal cannot hang it.
  private func readPaste() -> InputEvent {
    var scalars = String.UnicodeScalarView()
    wtimeout(cn_stdscr(), 1_000)
    defer { wtimeout(cn_stdscr(), 0) }
    while isActive {
      var value: wint_t = 0
      let rc = wget_wch(cn_stdscr(), &value)
      if rc == cn_err() { break }
      if rc == cn_key_code_yes() {
        if Int32(bitPattern: UInt32(value)) == KeyDecoder.pasteEndCode { break }
        continue
      }
      guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
      scalars.append(scalar == "\r" || scalar == "\n" || scalar == "\t" ? " " : scalar)
    }
    return .text(String(scalars))
  }

  /// Seconds on the monotonic clock.
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  private func currentSize() -> Size {
    Size(width: Int(getmaxx(cn_stdscr())), height: Int(getmaxy(cn_stdscr())))
  }

  // MARK: - Clipboard

  /// Sends `text` to the system clipboard as an OSC 52 sequence, after the frame on screen.
  public func copyToClipboard(_ text: String) {
    guard isActive else { return }
    Self.writeRaw(Clipboard.osc52(text))
  }

  // MARK: - Job control

  /// Gives the terminal back to the shell and stops until `fg`, then redraws in full.
  public func suspend() {
    guard isActive else { return }
    def_prog_mode()
    Self.writeRaw(Self.bracketedPasteOff)
    if usesMouse { Self.writeRaw(Self.mouseOff) }
    endwin()
    Glibc.signal(SIGTSTP, SIG_DFL)
    kill(getpid(), SIGTSTP)
    // Continued: back to full-screen mode and a complete redraw.
    _ = SignalTrap.takeResumed()
    reset_prog_mode()
    Self.writeRaw(Self.bracketedPasteOn)
    if usesMouse {
      Self.writeRaw(Self.mouseOn)
      // The drawing screen still on top gets its drags (and pixels) again.
      let wanted = tracking
      tracking = .clicks
      cellPixels = nil
      setMouseTracking(wanted)
    }
    size = currentSize()
    invalidate()
  }

  // MARK: - Locale

  /// Sets the locale from the environment, falling back to C.UTF-8 when it is not UTF-8.
  static func setUnicodeLocale() throws(TerminalStartError) {
    setlocale(LC_ALL, "")
    if isUTF8() { return }
    if setlocale(LC_CTYPE, "C.UTF-8") != nil, isUTF8() { return }
    throw .noUnicodeLocale
  }

  private static func isUTF8() -> Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).uppercased()
    return name == "UTF-8" || name == "UTF8"
  }
}
