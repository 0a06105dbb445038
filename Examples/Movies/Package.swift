// swift-tools-version:6.0
import PackageDescription

/// The Movies example: a two-tab app (a film list with pushed details, an account tab with
/// a modal sign-up flow) on TermCoordinators, as a package of its own.
///
/// It depends on the library by path, as an app outside this repository would by URL, and
/// on nothing of Kanji Navigator's.
let package = Package(
  name: "Movies",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "movies", targets: ["movies"])
  ],
  dependencies: [
    .package(path: "../../Packages/TermCoordinators")
  ],
  targets: [
    .target(
      name: "MoviesExample",
      dependencies: [
        .product(name: "Coordinators", package: "TermCoordinators"),
        .product(name: "TermUI", package: "TermCoordinators"),
      ]
    ),
    .executableTarget(
      name: "movies",
      dependencies: [
        "MoviesExample",
        .product(name: "Coordinators", package: "TermCoordinators"),
        .product(name: "TermNcurses", package: "TermCoordinators"),
      ]
    ),
    .testTarget(
      name: "MoviesExampleTests",
      dependencies: [
        "MoviesExample",
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
