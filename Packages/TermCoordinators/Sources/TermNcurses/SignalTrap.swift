import Glibc
import Synchronization

/// The signal a handler recorded and the run loop has not yet taken; 0 when none.
private let pendingSignal = Atomic<Int32>(0)
/// Set by SIGCONT: the process was stopped from outside and the screen must be redrawn.
private let resumed = Atomic<Bool>(false)

/// Catches the signals that must end the program cleanly, and crashes, so the terminal is
/// always given back in the state it was found.
///
/// Termination signals only record themselves: ``NcursesTerminal/nextEvent()`` turns them
/// into ``TermCore/InputEvent/terminate(signal:)`` so the application saves its state and
/// quits through its normal path. A crash restores the terminal at once and re-raises.
enum SignalTrap {
  static let terminating: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
  static let crashing: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

  /// Installs the handlers. No `SA_RESTART`, so a blocking read returns at once.
  static func install(onCrash: @convention(c) (Int32) -> Void) {
    // A parent may have left signals blocked; the ones handled here must get through.
    var set = sigset_t()
    sigemptyset(&set)
    for signal in terminating + crashing + [SIGCONT, SIGWINCH, SIGTSTP] { sigaddset(&set, signal) }
    sigprocmask(SIG_UNBLOCK, &set, nil)
    for signal in terminating {
      handle(signal, with: { pendingSignal.store($0, ordering: .sequentiallyConsistent) }, flags: 0)
    }
    handle(SIGCONT, with: { _ in resumed.store(true, ordering: .sequentiallyConsistent) }, flags: SA_RESTART)
    for signal in crashing { handle(signal, with: onCrash, flags: Int32(bitPattern: UInt32(SA_RESETHAND))) }
  }

  /// Puts every handler back to the default.
  static func uninstall() {
    for signal in terminating + crashing + [SIGCONT] { Glibc.signal(signal, SIG_DFL) }
  }

  private static func handle(_ signal: Int32, with handler: @convention(c) (Int32) -> Void, flags: Int32) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    action.sa_flags = flags
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
  }

  /// The termination signal that arrived, taken once; nil when none did.
  static func takeTermination() -> Int32? {
    let s = pendingSignal.exchange(0, ordering: .sequentiallyConsistent)
    return s == 0 ? nil : s
  }

  /// Whether the process was continued after a stop since the last call.
  static func takeResumed() -> Bool {
    resumed.exchange(false, ordering: .sequentiallyConsistent)
  }
}
