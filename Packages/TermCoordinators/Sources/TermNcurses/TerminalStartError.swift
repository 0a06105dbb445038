/// Why a full-screen terminal could not be started, in words a user can act on.
public enum TerminalStartError: Error, Equatable, CustomStringConvertible {
  /// Standard input or output is not a terminal (a pipe, a file).
  case notATerminal(stream: String)
  /// `TERM` is not set.
  case termUnset
  /// `TERM` names a terminal that cannot show a full-screen program.
  case termDumb
  /// `TERM` names a terminal the terminfo database does not know.
  case termUnknown(String)
  /// The locale cannot show text beyond ASCII (wide characters, accents).
  case noUnicodeLocale

  public var description: String {
    switch self {
    case .notATerminal(let stream):
      "standard \(stream) is not a terminal: run the program in a terminal"
    case .termUnset:
      "TERM is not set: set it to your terminal's type (for example TERM=xterm-256color)"
    case .termDumb:
      "TERM is 'dumb', which cannot show a full-screen program: set TERM to your terminal's type (for example xterm-256color)"
    case .termUnknown(let name):
      "TERM '\(name)' is not in the terminfo database: install ncurses-term, or set TERM to a known type such as xterm-256color"
    case .noUnicodeLocale:
      "no UTF-8 locale is available to show text beyond ASCII: set LANG to a UTF-8 locale such as C.UTF-8"
    }
  }
}
