/// What is wrong with a configuration file: each problem as `FILE:LINE: problem`.
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// One thing wrong, on one line.
  public struct Problem: Hashable, Sendable {
    /// The line (1-based), or nil for the file as a whole (it cannot be read).
    public var line: Int?
    /// What is wrong, in words that say how to fix it.
    public var message: String

    /// Creates a problem.
    public init(line: Int?, _ message: String) {
      self.line = line
      self.message = message
    }
  }

  /// The file.
  public var path: String
  /// What is wrong, first line first.
  public var problems: [Problem]

  /// Creates an error for `path`.
  public init(path: String, problems: [Problem]) {
    self.path = path
    self.problems = problems.sorted { ($0.line ?? 0) < ($1.line ?? 0) }
  }

  /// Creates an error with one problem.
  public init(path: String, line: Int?, problem: String) {
    self.init(path: path, problems: [Problem(line: line, problem)])
  }

  public var description: String {
    problems.map { problem in
      if let line = problem.line { return "\(path):\(line): \(problem.message)" }
      return "\(path): \(problem.message)"
    }.joined(separator: "\n")
  }
}
