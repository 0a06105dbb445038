import Coordinators
import TermUI

/// One film's pages, pushed onto the host tab's stack: the film, then a cast member.
///
/// Like the detail coordinator of the coordinator tutorials, it pushes onto its parent's
/// stack rather than owning one, and its life ends when its first screen is popped.
public final class MovieDetailCoordinator: BaseCoordinator {
  /// The film shown.
  public let movie: Movie
  private weak var host: NavigationCoordinator?

  /// Creates the coordinator for `movie` on `host`'s stack.
  public init(movie: Movie, host: NavigationCoordinator) {
    self.movie = movie
    self.host = host
  }

  public override var dumpName: String { "MovieDetailCoordinator(\(movie.id))" }

  public override func start() {
    host?.push(makeScreen(), route: Route(components: ["movie", movie.id]), by: self)
  }

  /// The film's page; opening a cast member pushes their page.
  func makeScreen() -> ViewController {
    let cast = ListView(
      dataSource: ArrayListDataSource(movie.cast.map { ListRow($0, opens: true) }), emptyMessage: "No cast listed.")
    let screen = DetailViewController(
      title: movie.title, heading: "\(movie.title) (\(movie.year))",
      sections: [
        .text(title: "Director", body: movie.director),
        .text(title: "Synopsis", body: movie.synopsis),
        .list(title: "Cast", list: cast),
      ])
    screen.onOpen = { [unowned self] index in
      showPerson(movie.cast[index])
    }
    return screen
  }

  private func showPerson(_ name: String) {
    let films = MovieCatalog.movies(with: name).map { "\($0.title) (\($0.year))" }
    let screen = DetailViewController(
      title: name, heading: name, sections: [.text(title: "Appears in", body: films.joined(separator: "\n"))])
    host?.push(screen, route: Route(components: ["person", name]), by: self)
  }
}
