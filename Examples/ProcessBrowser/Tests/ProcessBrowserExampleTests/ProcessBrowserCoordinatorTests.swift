import Coordinators
import CoordinatorsTesting
import ProcessBrowserExample
import TermCore
import TermUI
import Testing

/// A browser over a fake source on a headless terminal, with its first read delivered.
func makeBrowser(
  _ source: FakeProcessSource = FakeProcessSource(), size: Size = Size(width: 80, height: 12)
) async throws -> (HeadlessApp, ProcessBrowserApp) {
  let browser = ProcessBrowserApp(source: source)
  let app = HeadlessApp(application: browser.application, size: size)
  try await app.waitForBackgroundWork()
  return (app, browser)
}

@Suite struct ProcessBrowserCoordinatorTests {
  @Test func spinsUntilTheFirstListArrives() async throws {
    let source = FakeProcessSource()
    source.hold()
    let browser = ProcessBrowserApp(source: source)
    let app = HeadlessApp(application: browser.application, size: Size(width: 80, height: 12))
    app.send(events: [])
    #expect(app.screen.text.contains("⠋ Reading /proc"))
    // The read reports half its work before it waits: the bar under the spinner shows it.
    let deadline = ContinuousClock.now + .seconds(10)
    while browser.browser.list.loaded != 0.5, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(1))
      app.send(events: [])
    }
    app.advance(by: .milliseconds(200))
    #expect(app.screen.text.contains("⠹ Reading /proc"))
    #expect(app.screen.text.contains("]  50%"))
    assertAppSnapshot(of: app, named: "reading-80x12")
    source.release()
    try await app.waitForBackgroundWork()
    #expect(app.screen.text.contains("postgres -D /var/lib/postgres"))
    #expect(!app.screen.text.contains("Reading /proc"))
    assertAppSnapshot(of: app, named: "list-80x12")
  }

  @Test func readsAgainEveryTwoSeconds() async throws {
    let source = FakeProcessSource()
    let (app, browser) = try await makeBrowser(source)
    source.processes.append(ProcessEntry(pid: 2001, name: "make", state: "R", commandLine: "make test"))
    app.advance(by: .milliseconds(1_999))
    try await app.waitForBackgroundWork()
    #expect(!app.screen.text.contains("make test"))
    app.advance(by: .milliseconds(1))
    try await app.waitForBackgroundWork()
    #expect(app.screen.text.contains("make test"))
    #expect(browser.browser.refreshes == 2)
    for _ in 1...3 {
      app.advance(by: .seconds(2))
      try await app.waitForBackgroundWork()
    }
    #expect(source.reads == 5)
  }

  @Test func theFilterKeepsMatchingProcessesAcrossRefreshes() async throws {
    let source = FakeProcessSource()
    let (app, browser) = try await makeBrowser(source)
    try app.send("/post<Enter>")
    #expect(browser.browser.list.shown.map(\.pid) == [42])
    source.processes.append(ProcessEntry(pid: 3000, name: "postgres", commandLine: "postgres: writer"))
    app.advance(by: .seconds(2))
    try await app.waitForBackgroundWork()
    #expect(browser.browser.list.shown.map(\.pid) == [42, 3000])
    try app.send("<Esc>")
    #expect(browser.browser.list.shown.count == 5)
  }

  @Test func theSelectionStaysOnItsProcessWhenTheListChanges() async throws {
    let source = FakeProcessSource()
    let (app, browser) = try await makeBrowser(source)
    try app.send("jjj")
    #expect(browser.browser.list.selectedProcess?.pid == 1234)
    source.processes.removeFirst()
    app.advance(by: .seconds(2))
    try await app.waitForBackgroundWork()
    #expect(browser.browser.list.selectedProcess?.pid == 1234)
  }

  @Test func sigtermIsSentOnlyAfterConfirmation() async throws {
    let source = FakeProcessSource()
    let (app, _) = try await makeBrowser(source)
    try app.send("jx")
    #expect(app.screen.text.contains("Send SIGTERM to 42?"))
    assertAppSnapshot(of: app, named: "confirm-80x12")
    try app.send("<Enter>")
    try await app.waitForBackgroundWork()
    #expect(source.terminated == [])
    try app.send("x<Right><Enter>")
    try await app.waitForBackgroundWork()
    #expect(source.terminated == [42])
    #expect(app.screen.text.contains("SIGTERM sent to 42 (postgres)"))
  }

  @Test func escCancelsTheConfirmation() async throws {
    let source = FakeProcessSource()
    let (app, _) = try await makeBrowser(source)
    try app.send("x<Esc>")
    try await app.waitForBackgroundWork()
    #expect(source.terminated == [])
    #expect(app.coordinator.presentedViewControllers.isEmpty)
  }

  @Test func aFailedReadIsSaidAndTheLastListKept() async throws {
    let source = FakeProcessSource()
    let (app, browser) = try await makeBrowser(source)
    source.fail(with: .unreadable(path: "/proc", reason: "Permission denied"))
    app.advance(by: .seconds(2))
    try await app.waitForBackgroundWork()
    #expect(app.screen.text.contains("Cannot read the processes: cannot read /proc: Permission denied"))
    #expect(browser.browser.list.shown.count == 4)
  }

  @Test func aRefusedSignalIsSaid() async throws {
    let source = FakeProcessSource()
    let (app, _) = try await makeBrowser(source)
    source.fail(with: .notSignalled(pid: 1, reason: "Operation not permitted"))
    try app.send("x<Right><Enter>")
    try await app.waitForBackgroundWork()
    #expect(app.screen.text.contains("SIGTERM not sent: cannot signal process 1: Operation not permitted"))
  }

  @Test func closingTheBrowserCancelsTheReadInFlight() async throws {
    let source = FakeProcessSource()
    source.hold()
    let tracker = ReleaseTracker()
    do {
      let browser = ProcessBrowserApp(source: source)
      let app = HeadlessApp(application: browser.application)
      app.send(events: [])
      tracker.track(browser.browser, as: "browser")
      tracker.track(browser.browser.list, as: "list")
    }
    #expect(tracker.alive == [])
    let deadline = ContinuousClock.now + .seconds(10)
    while source.cancelledReads == 0, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(1)) }
    #expect(source.cancelledReads == 1)
    #expect(source.reads == 0)
  }
}
