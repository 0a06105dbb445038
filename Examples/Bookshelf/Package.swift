// swift-tools-version:6.0
import PackageDescription

/// The Bookshelf example: the app the library's README and its "Build a two-tab app"
/// article walk through, compiled and tested, so every snippet they quote is real code.
///
/// Two tabs (Books, About), a list with pushed details, a typed "Add a book" modal flow,
/// an app key (`f`) in an app context, typed routes for deep links and in-app jumps, and
/// navigation state saved as JSON. It depends on the library by path and on nothing else.
let package = Package(
  name: "Bookshelf",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "bookshelf", targets: ["bookshelf"]),
    .executable(name: "hello", targets: ["hello"]),
  ],
  dependencies: [
    .package(path: "../../Packages/TermCoordinators")
  ],
  targets: [
    .target(
      name: "BookshelfExample",
      dependencies: [
        .product(name: "Coordinators", package: "TermCoordinators"),
        .product(name: "TermUI", package: "TermCoordinators"),
        .product(name: "TermCore", package: "TermCoordinators"),
      ]
    ),
    .executableTarget(
      name: "bookshelf",
      dependencies: [
        "BookshelfExample",
        .product(name: "Coordinators", package: "TermCoordinators"),
        .product(name: "TermNcurses", package: "TermCoordinators"),
      ]
    ),
    // The README's first program: a dozen lines on a real terminal.
    .executableTarget(
      name: "hello",
      dependencies: [
        .product(name: "Coordinators", package: "TermCoordinators"),
        .product(name: "TermUI", package: "TermCoordinators"),
        .product(name: "TermNcurses", package: "TermCoordinators"),
      ]
    ),
    .testTarget(
      name: "BookshelfExampleTests",
      dependencies: [
        "BookshelfExample",
        .product(name: "Coordinators", package: "TermCoordinators"),
        .product(name: "CoordinatorsTesting", package: "TermCoordinators"),
        .product(name: "TermCore", package: "TermCoordinators"),
        .product(name: "TermUI", package: "TermCoordinators"),
      ],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
