import Coordinators
import Foundation
import Testing

@Suite struct RouteTests {
  @Test func splitsAPathIntoComponents() {
    let route = Route("word/中文")
    #expect(route.kind == "word")
    #expect(route.arguments == ["中文"])
    #expect(route.path == "word/中文")
    #expect(Route("/book//中/") == Route(components: ["book", "中"]))
  }

  @Test func encodesAsItsPath() throws {
    let data = try JSONEncoder().encode(["account/starred"] as [Route])
    #expect(String(decoding: data, as: UTF8.self) == #"["account\/starred"]"#)
    #expect(try JSONDecoder().decode([Route].self, from: data) == ["account/starred"])
  }
}
