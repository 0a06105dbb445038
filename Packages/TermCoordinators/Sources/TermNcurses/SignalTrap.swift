import Glibc
import Synchronization
import TermCore

/// The signal a handler recorded and the run loop has not yet taken; 0 when none.
private let pendingSignal = Atomic<Int32>(0)
/// Set by SIGCONT: the process was stopped from outside and the screen must be redrawn.
private let resumed = Atomic<Bool>(false)
/// The write end of the pipe the handlers wake the loop through; -1 before install.
private let wakeWriteEnd = Atomic<Int32>(-1)
/// The SIGWINCH handler ncurses installed (its address), called before the loop is woken.
private let previousResizeHandler = Atomic<Int>(0)

/// Wakes the loop from a signal handler: a process-wide signal may be delivered to any
/// thread, so the one waiting for input learns of it through the pipe it watches.
private func wakeFromHandler() {
  let fd = wakeWriteEnd.load(ordering: .sequentiallyConsistent)
  guard fd >= 0 else { return }
  let saved = errno
  var byte: UInt8 = 1
  _ = write(fd, &byte, 1)
  errno = saved
}

/// Catches the signals that must end the program cleanly, and crashes, so the terminal is
/// always given back in the state it was found.
///
/// Termination signals only record themselves and wake the loop (through ``wakeUp``, which
/// the terminal watches beside its input): ``NcursesTerminal/nextEvent(timeout:wakeUp:)``
/// turns them into ``TermCore/InputEvent/terminate(signal:)`` so the application saves its
/// state and quits through its normal path. A resize goes to ncurses' own handler, then
/// wakes the loop too. A crash restores the terminal at once and re-raises.
enum SignalTrap {
  /// The pipe the handlers write to; the terminal polls its read end.
  static let wakeUp = WakeUp()

  static let terminating: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
  static let crashing: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

  /// Installs the handlers. No `SA_RESTART`, so a blocking read returns at once.
  static func install(onCrash: @convention(c) (Int32) -> Void) {
    // A parent may have left signals blocked; the ones handled here must get through.
    var set = sigset_t()
    sigemptyset(&set)
    for signal in terminating + crashing + [SIGCONT, SIGWINCH, SIGTSTP] { sigaddset(&set, signal) }
    sigprocmask(SIG_UNBLOCK, &set, nil)
    wakeWriteEnd.store(wakeUp.writeFileDescriptor, ordering: .sequentiallyConsistent)
    for signal in terminating {
      handle(
        signal,
        with: {
          pendingSignal.store($0, ordering: .sequentiallyConsistent)
          wakeFromHandler()
        }, flags: 0)
    }
    handle(
      SIGCONT,
      with: { _ in
        resumed.store(true, ordering: .sequentiallyConsistent)
        wakeFromHandler()
      }, flags: SA_RESTART)
    // ncurses notes the new size in its own handler and reports it at the next read.
    let previous = handle(
      SIGWINCH,
      with: { signal in
        let address = previousResizeHandler.load(ordering: .sequentiallyConsistent)
        if address != 0 {
          unsafeBitCast(address, to: (@convention(c) (Int32) -> Void).self)(signal)
        }
        wakeFromHandler()
      }, flags: SA_RESTART)
    if let handler = previous, unsafeBitCast(handler, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self) {
      previousResizeHandler.store(unsafeBitCast(handler, to: Int.self), ordering: .sequentiallyConsistent)
    }
    for signal in crashing { handle(signal, with: onCrash, flags: Int32(bitPattern: UInt32(SA_RESETHAND))) }
  }

  /// Puts every handler back to the default (ncurses' own for a resize).
  static func uninstall() {
    for signal in terminating + crashing + [SIGCONT] { Glibc.signal(signal, SIG_DFL) }
    let address = previousResizeHandler.exchange(0, ordering: .sequentiallyConsistent)
    if address != 0 {
      Glibc.signal(SIGWINCH, unsafeBitCast(address, to: (@convention(c) (Int32) -> Void).self))
    } else {
      Glibc.signal(SIGWINCH, SIG_DFL)
    }
    wakeWriteEnd.store(-1, ordering: .sequentiallyConsistent)
  }

  /// Installs `handler` for `signal`; returns the handler it replaced (nil for the default).
  @discardableResult
  private static func handle(
    _ signal: Int32, with handler: @convention(c) (Int32) -> Void, flags: Int32
  ) -> (@convention(c) (Int32) -> Void)? {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    action.sa_flags = flags
    sigemptyset(&action.sa_mask)
    var old = sigaction()
    sigaction(signal, &action, &old)
    return old.__sigaction_handler.sa_handler
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
