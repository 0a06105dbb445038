import Foundation
import GRDB
import Testing

@testable import KanjiKit

@Suite struct DictionaryStoreInterruptTests {
  @Test func aRunningQueryIsAbandonedWhenInterrupted() throws {
    let store = try Fixtures.store()
    let interrupter = Thread {
      Thread.sleep(forTimeInterval: 0.05)
      store.interrupt()
    }
    interrupter.start()
    let started = Date()
    do {
      // Counting to 10^9 takes minutes; the interrupt must end it within a fraction of that.
      _ = try store.queue.read { db in
        try Int.fetchOne(
          db,
          sql:
            "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000000000) SELECT count(*) FROM c"
        )
      }
      Issue.record("the query ran to its end")
    } catch {
      #expect(DictionaryStore.isInterruption(error), "\(error)")
    }
    #expect(Date().timeIntervalSince(started) < 5)
    // The store answers the next query as usual.
    #expect(try store.kanji(literal: "日")?.literal == "日")
  }
}
