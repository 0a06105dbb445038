import Coordinators
import CoordinatorsTesting
import MoviesExample
import TermCore
import TermUI
import Testing

@Suite struct MoviesExampleTests {
  func make(size: Size = Size(width: 80, height: 24)) -> (HeadlessApp, MoviesCoordinator) {
    let root = MoviesCoordinator()
    return (HeadlessApp(root: root, size: size), root)
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func opensAMovieAndACastMember(width: Int, height: Int) throws {
    let (app, root) = make(size: Size(width: width, height: height))
    try app.send("j<Enter>")
    #expect(root.movies.viewControllers.map(\.title) == ["Movies", "七人の侍"])
    // G goes to the end of the text (which scrolls at 40x12), then down into the cast list.
    try app.send("Gjj<Enter>")
    #expect(root.movies.viewControllers.map(\.title) == ["Movies", "七人の侍", "志村喬"])
    assertAppSnapshot(of: app, named: "cast-member-\(width)x\(height)")
  }

  @Test func theDetailCoordinatorEndsWhenItsMovieIsPopped() throws {
    let (app, root) = make()
    let tracker = ReleaseTracker()
    try app.send("<Enter>")
    tracker.track(try #require(root.movies.children.first), as: "detail coordinator")
    try app.send("j<Enter>")
    try app.send("<Esc>")
    #expect(tracker.alive == ["detail coordinator"], "its first screen is still shown")
    try app.send("h")
    #expect(tracker.alive == [])
    #expect(root.movies.viewControllers.count == 1)
  }

  @Test func keepsTheMoviesStackWhileTheAccountTabIsShown() throws {
    let (app, root) = make()
    try app.send("jj<Enter>2")
    #expect(root.selectedIndex == 1)
    try app.send("1")
    #expect(root.movies.viewControllers.map(\.title) == ["Movies", "千と千尋の神隠し"])
    try app.send("1")
    #expect(root.movies.viewControllers.count == 1, "the active tab's number pops to its root")
  }

  @Test func filtersTheListAsYouType() throws {
    let (app, root) = make(size: Size(width: 40, height: 12))
    try app.send("/黒澤")
    assertAppSnapshot(of: app, named: "filter-40x12")
    try app.send("<Enter>j<Enter>")
    #expect(root.movies.topViewController?.title == "羅生門")
    try app.send("<Esc><Esc>")
    #expect((root.movies.topViewController as? ListViewController)?.filterText == "")
  }

  @Test func registersThroughTheModalFlow() throws {
    let (app, root) = make()
    let tracker = ReleaseTracker()
    try app.send("2<Enter>")
    tracker.track(try #require(app.coordinator.presentedViewControllers.first), as: "flow's stack")
    try app.send("me<Enter>")
    #expect(app.screen.text.contains("That does not look like an email address."))
    try app.send("@example.jp<Enter>hunter2<Enter>")
    #expect(app.screen.text.contains("At least 8 characters"))
    #expect(!app.screen.text.contains("hunter2"))
    try app.send("!!<Enter>")
    assertAppSnapshot(of: app, named: "registration-name-80x24")
    try app.send("qj1<Space>山田<Enter>")
    #expect(root.account.user == User(email: "me@example.jp", name: "qj1 山田"))
    #expect(root.account.lastRegistration == .finished(User(email: "me@example.jp", name: "qj1 山田")))
    #expect(tracker.alive == [])
    #expect(app.screen.text.contains("Signed in as qj1 山田 <me@example.jp>"))
  }

  @Test func escapeAsksBeforeThrowingTheRegistrationAway() throws {
    let (app, root) = make(size: Size(width: 40, height: 12))
    try app.send("2<Enter>me@x.jp<Enter>secret<Esc>")
    assertAppSnapshot(of: app, named: "discard-registration-40x12")
    try app.send("<Esc>")
    #expect(app.coordinator.presentedViewControllers.count == 1)
    try app.send("<Esc><Right><Enter>")
    #expect(root.account.lastRegistration == .cancelled)
    #expect(root.account.user == nil)
    #expect(app.coordinator.presentedViewControllers.isEmpty)
  }

  @Test func anUntouchedRegistrationCancelsAtOnce() throws {
    let (app, root) = make()
    try app.send("2<Enter><Esc>")
    #expect(root.account.lastRegistration == .cancelled)
  }

  @Test func shiftTabOnTheFirstStepSaysThereIsNoPreviousStep() throws {
    let (app, _) = make()
    try app.send("2<Enter><S-Tab>")
    #expect(app.screen.text.contains("No previous step: cannot go back"))
    #expect(app.coordinator.presentedViewControllers.count == 1, "the flow stays open")
  }

  @Test func savesAndRestoresTheWholeState() throws {
    let (app, _) = make()
    try app.send("jj<Enter>2<Enter>me@x.jp<Enter>")
    let state = app.coordinator.navigationState
    #expect(
      state.description == """
        tab 1: movies > movie/spirited-away
        tab 2*: account
        modal 1 sheet register: register/email > register/password
        """)
    let (fresh, root) = make()
    try fresh.coordinator.apply(state)
    #expect(fresh.coordinator.navigationState == state)
    #expect(root.movies.viewControllers.map(\.title) == ["Movies", "千と千尋の神隠し"])
    #expect(fresh.navigationDump == app.navigationDump)
    #expect(throws: RouteError.invalid("movie/jaws", reason: "no such movie")) {
      try fresh.coordinator.apply(NavigationState(selectedTab: 0, tabs: [["movies", "movie/jaws"], ["account"]]))
    }
    #expect(fresh.coordinator.navigationState == state)
  }

  @Test func theNavigationDumpSaysWhereTheUserIs() throws {
    let (app, _) = make()
    try app.send("<Enter>j<Enter>2<Enter>")
    #expect(
      app.navigationDump == """
        window
          MoviesCoordinator: tabs, 2 of 2 selected
            tab 1 "Movies": MovieListCoordinator
              stack: Movies > Alien > Sigourney Weaver
              MovieDetailCoordinator(alien)
            tab 2 "Account" (selected): AccountCoordinator
              stack: Account
              presents RegistrationCoordinator in modal 1
          modal 1 sheet "Sign up": RegistrationCoordinator
            stack: Email

        """)
  }
}
