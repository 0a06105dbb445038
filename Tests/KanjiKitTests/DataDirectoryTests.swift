import Foundation
import Testing

@testable import KanjiKit

@Suite struct DataDirectoryTests {
  @Test func usesXDGDataHome() {
    #expect(
      DataDirectory.defaultURL(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/a"]).path
        == "/data/kanji-navigator")
  }

  @Test func fallsBackToLocalShare() {
    #expect(DataDirectory.defaultURL(environment: ["HOME": "/home/a"]).path == "/home/a/.local/share/kanji-navigator")
    // The XDG specification ignores relative paths.
    #expect(
      DataDirectory.defaultURL(environment: ["XDG_DATA_HOME": "rel", "HOME": "/home/a"]).path
        == "/home/a/.local/share/kanji-navigator")
  }
}
