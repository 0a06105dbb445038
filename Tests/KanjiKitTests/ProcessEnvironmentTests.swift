import Foundation
import Testing

@testable import KanjiKit

@Suite struct ProcessEnvironmentTests {
  @Test func readsWhatProcessInfoReads() {
    let names = ["HOME", "PATH", "KANJI_NAVIGATOR_TEST_SURELY_UNSET_\(getpid())", "XDG_DATA_HOME"]
    let all = ProcessInfo.processInfo.environment
    let values = ProcessEnvironment.values(names)
    for name in names {
      #expect(values[name] == all[name], "\(name)")
    }
    #expect(values["KANJI_NAVIGATOR_TEST_SURELY_UNSET_\(getpid())"] == nil)
  }

  @Test func holdsOnlyTheVariablesAskedFor() {
    #expect(Set(ProcessEnvironment.values(["PATH"]).keys).isSubset(of: ["PATH"]))
  }
}
