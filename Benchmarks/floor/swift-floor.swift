// The least a Swift program linking Foundation does before its first screen: the floor of
// what Swift's runtime and Foundation cost at start-up and in memory, beside the ncurses
// floor program. It prints one line with "quit" (the text the benchmark waits for), then
// waits for `q` in raw mode. `make bench` builds it the way it builds `kanji`.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

var mode = termios()
tcgetattr(0, &mode)
cfmakeraw(&mode)
tcsetattr(0, TCSANOW, &mode)
FileHandle.standardOutput.write(Data("swift floor, \(Date().timeIntervalSince1970 > 0): q to quit\r\n".utf8))
var byte: UInt8 = 0
while read(0, &byte, 1) == 1, byte != UInt8(ascii: "q") {}
