import Coordinators
import CoordinatorsTesting
import TermCore
import TermUI
import Testing

/// The program ends the loop itself, from a key's handling, a timer or finished work.
@Suite struct RequestQuitTests {
  @Test func aTimerThatRequestsQuitEndsTheLoopAndSavesTheState() throws {
    let (app, screen, stack) = makeTickingApp()
    var saved: [NavigationState] = []
    app.application.onQuit = { saved.append($0) }
    screen.after(.seconds(3)) { [weak stack] _ in stack?.requestQuit() }
    #expect(try app.send("<wait 2s>") == .inputEnded)
    #expect(saved.isEmpty)
    #expect(try app.send("<wait 2s>x") == .quit)
    #expect(saved.count == 1)
    #expect(screen.countsAtKeys.isEmpty, "the key after the request is not handled")
  }

  @Test func aRequestMadeBeforeTheRunEndsItBeforeAnyKey() throws {
    let (app, screen, stack) = makeTickingApp()
    #expect(stack.requestQuit())
    #expect(app.send(events: [.key(.character("a")), .key(.character("b"))]) == .quit)
    #expect(screen.countsAtKeys.isEmpty)
  }

  @Test func aKeyWhoseHandlingRequestsQuitIsTheLastOneHandled() throws {
    let (app, _, stack) = makeTickingApp()
    let quitter = QuittingScreen(title: "Quit on x")
    // The screen reports the key; its coordinator decides to end the program.
    quitter.onDone = { [weak stack] in stack?.requestQuit() }
    stack.push(quitter)
    #expect(app.send(events: [.key(.character("a")), .key(.character("x")), .key(.character("b"))]) == .quit)
    #expect(quitter.keys == ["a", "x"])
  }

  @Test func keysThatArriveTogetherStopAtTheOneThatRequestsQuit() {
    let (app, _, stack) = makeTickingApp()
    let quitter = QuittingScreen(title: "Quit on x")
    quitter.onDone = { [weak stack] in stack?.requestQuit() }
    stack.push(quitter)
    // A paste: the keys after the first are pending when it is handled.
    app.terminal.enqueue([.key(.character("a")), .key(.character("x")), .key(.character("b"))], together: true)
    #expect(app.advance(by: .zero) == .quit)
    #expect(quitter.keys == ["a", "x"])
  }

  @Test func aCoordinatorOutsideAWindowCannotRequest() {
    #expect(NavigationCoordinator(title: "Alone").requestQuit() == false)
  }

  @Test func workThatFinishesCanEndTheRun() async throws {
    let (app, screen, stack) = makeTickingApp()
    screen.run({ 42 }) { [weak stack] screen, value in
      screen.count = value
      stack?.requestQuit()
    }
    try await app.waitForBackgroundWork()
    #expect(app.advance(by: .zero) == .quit)
    #expect(screen.count == 42)
  }
}

/// A screen that reports `x` as done.
final class QuittingScreen: ViewController {
  var keys: [Character] = []
  var onDone: (() -> Void)?

  override func handle(_ event: InputEvent) -> EventResult {
    guard let character = event.character else { return .ignored }
    keys.append(character)
    if character == "x" { onDone?() }
    return .handled
  }
}
