import Testing

@testable import KanjiKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing a command's output: whole, or a failure in words, never a trap.
@Suite struct StandardStreamTests {
  @Test func aFullDeviceIsAFailureWithTheSystemsReason() throws {
    let descriptor = open("/dev/full", O_WRONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    #expect(throws: StandardStream.Failure.failed(stream: "standard output", reason: "No space left on device")) {
      try StandardStream.writeOutput("日本\n", to: descriptor)
    }
  }

  @Test func aPipeWhoseReaderHasGoneIsAClosedPipe() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    close(ends[0])
    defer { close(ends[1]) }
    // As when the shell that started kanji ignores SIGPIPE: the write fails with EPIPE.
    let previous = signal(SIGPIPE, SIG_IGN)
    defer { signal(SIGPIPE, previous) }
    #expect(throws: StandardStream.Failure.closedPipe) { try StandardStream.writeOutput("x", to: ends[1]) }
  }

  @Test func everyByteArrivesInOrder() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let text = String(repeating: "漢字 kanji\n", count: 2_000)
    try StandardStream.writeOutput(text, to: ends[1])
    close(ends[1])
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(ends[0], &buffer, buffer.count)
      if count <= 0 { break }
      received += buffer[0..<count]
    }
    #expect(String(decoding: received, as: UTF8.self) == text)
  }
}

/// What may reach the terminal of a message built from the user's input.
@Suite struct VisibleTextTests {
  @Test func controlsAreShownAsEscapesAndLinesKept() {
    let hostile = "cannot open 'kanji/\u{1B}]0;PWNED\u{07}\u{1B}[2J'\nnext\tline\r\u{7F}\u{85}\u{202E}x"
    #expect(
      StandardStream.visible(hostile)
        == "cannot open 'kanji/\\e]0;PWNED\\a\\e[2J'\nnext\tline\\r\\x7F\\u{85}\\u{202E}x")
  }

  @Test func longLinesAreCutAndShortOnesKept() {
    let value = String(repeating: "あ", count: 20_000)
    let shown = StandardStream.visible("bad value: \(value)\nkanji: second line", lineLimit: 40)
    let lines = shown.split(separator: "\n")
    #expect(lines[0].count == 41 && lines[0].hasSuffix("…"))
    #expect(lines[1] == "kanji: second line")
    #expect(StandardStream.visible("日本 kanji") == "日本 kanji")
  }
}
