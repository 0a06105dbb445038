#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few environment variables start-up reads, each with `getenv`.
///
/// `ProcessInfo.processInfo.environment` builds a dictionary of every variable on each use:
/// about 0.5 M instructions, and a start asked for it three times before the first screen.
/// The functions that take an `environment:` dictionary (for tests) get one holding only the
/// variables they read.
public enum ProcessEnvironment {
  /// The variables among `names` that are set, by name.
  public static func values(_ names: [String]) -> [String: String] {
    var values: [String: String] = [:]
    for name in names {
      if let value = getenv(name) { values[name] = String(cString: value) }
    }
    return values
  }
}
