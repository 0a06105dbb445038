import Coordinators
import TermUI

/// The Movies tab: a filterable list of films; opening one starts a detail coordinator
/// that pushes onto this tab's stack.
public final class MovieListCoordinator: NavigationCoordinator {
  private var shown: [Movie] = MovieCatalog.all

  /// Creates the tab.
  public init() {
    super.init(title: "Movies")
  }

  public override func start() {
    // A one-screen stack is never empty, the only way setStack fails.
    try? setStack([destinationForList()])
  }

  /// Opens `movie`: a child coordinator pushes its screens here and ends when they leave.
  public func show(_ movie: Movie) {
    let detail = MovieDetailCoordinator(movie: movie, host: self)
    store(detail)
    detail.start()
  }

  public override func destination(for route: Route) throws(RouteError) -> StackItem {
    switch route.kind {
    case "movies":
      return destinationForList()
    case "movie":
      guard let id = route.arguments.first, let movie = MovieCatalog.movie(id: id) else {
        throw .invalid(route, reason: "no such movie")
      }
      let detail = MovieDetailCoordinator(movie: movie, host: self)
      return StackItem(detail.makeScreen(), route: route, owner: detail)
    default:
      throw .unknown(route)
    }
  }

  private func destinationForList() -> StackItem {
    let source = ClosureListDataSource(count: { [unowned self] in shown.count }) { [unowned self] index in
      let movie = shown[index]
      return ListRow([movie.title, String(movie.year), movie.director], opens: true)
    }
    let list = ListViewController(
      title: "Movies", dataSource: source,
      columns: [ListColumn(.fill), ListColumn(.fixed(4), alignment: .trailing), ListColumn(.fixed(16))],
      emptyMessage: "No movie matches the filter.")
    list.onOpen = { [unowned self] index in
      show(shown[index])
    }
    list.onFilterChange = { [unowned self, unowned list] text in
      let needle = text.lowercased()
      shown =
        needle.isEmpty
        ? MovieCatalog.all
        : MovieCatalog.all.filter { "\($0.title) \($0.director) \($0.year)".lowercased().contains(needle) }
      list.reloadData()
    }
    return StackItem(list, route: "movies")
  }
}
