/// Which mouse reports a screen wants from the terminal while it is on top.
///
/// Every screen gets presses, releases and the wheel (``clicks``), which is all a list or a
/// button needs and leaves a moving pointer unreported. A screen that draws under the
/// pointer asks for ``drags``: the pointer's moves while a button is held arrive too, as
/// ``MouseEvent/Kind/drag`` events, and where the terminal can say where in a cell the
/// pointer is (SGR-Pixels), every event carries a ``MouseEvent/finePosition``. The window
/// asks the terminal for what the screen on top wants, and for clicks again when it leaves.
public enum MouseTracking: String, Hashable, Sendable, CaseIterable {
  /// Presses, releases and the wheel (xterm's mode 1000, reported as SGR, 1006).
  case clicks
  /// Those and the pointer's moves with a button held (1002 with 1006), in pixels where
  /// the terminal offers them (1016).
  case drags
}
