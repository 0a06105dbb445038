import Coordinators
import Foundation
import Testing

@Suite struct RouteTests {
  @Test func splitsAPathIntoComponents() {
    let route = Route("word/日本")
    #expect(route.kind == "word")
    #expect(route.arguments == ["日本"])
    #expect(route.path == "word/日本")
    #expect(Route("/kanji//日/") == Route(components: ["kanji", "日"]))
  }

  @Test func encodesAsItsPath() throws {
    let data = try JSONEncoder().encode(["account/starred"] as [Route])
    #expect(String(decoding: data, as: UTF8.self) == #"["account\/starred"]"#)
    #expect(try JSONDecoder().decode([Route].self, from: data) == ["account/starred"])
  }
}
