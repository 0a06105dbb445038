// swift-tools-version:6.0
import PackageDescription

/// TermCoordinators: full-screen terminal interfaces in Swift, with the iOS Coordinator
/// pattern for navigation: tabs, stacks, modal flows and typed routes over ncursesw.
///
/// The runtime products depend on no package, only on the system's ncursesw; the test
/// support (`CoordinatorsTesting`) is a product of its own. Dependencies point down:
///
///     TermCore            cells, widths, geometry, styles, keys, the Terminal protocol
///     ├── TermNcurses     the ncursesw backend: the one module that imports CNcurses
///     └── TermUI          views, screens, containers, the key map
///         └── Coordinators    navigation, tabs, modals, routes, the run loop
///             └── CoordinatorsTesting   headless app, audit, release tracker, snapshots
let package = Package(
  name: "TermCoordinators",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "TermCore", targets: ["TermCore"]),
    .library(name: "TermNcurses", targets: ["TermNcurses"]),
    .library(name: "TermUI", targets: ["TermUI"]),
    .library(name: "Coordinators", targets: ["Coordinators"]),
    .library(name: "CoordinatorsTesting", targets: ["CoordinatorsTesting"]),
  ],
  targets: [
    // The module map links ncursesw itself: no pkg-config, so no compiler flags reach a
    // package that depends on this one.
    .systemLibrary(
      name: "CNcurses",
      providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]
    ),
    .target(name: "TermCore"),
    .target(name: "TermNcurses", dependencies: ["CNcurses", "TermCore"]),
    .target(name: "TermUI", dependencies: ["TermCore"]),
    .target(name: "Coordinators", dependencies: ["TermUI", "TermCore"]),
    .target(name: "CoordinatorsTesting", dependencies: ["Coordinators", "TermUI", "TermCore"]),

    .testTarget(
      name: "TermCoreTests",
      dependencies: ["TermCore", "CoordinatorsTesting"],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(name: "TermNcursesTests", dependencies: ["TermNcurses", "CNcurses", "TermCore"]),
    .testTarget(
      name: "TermUITests",
      dependencies: ["TermUI", "TermCore", "CoordinatorsTesting"],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "CoordinatorsTests",
      dependencies: ["Coordinators", "TermUI", "TermCore", "CoordinatorsTesting"],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "CoordinatorsTestingTests",
      dependencies: ["CoordinatorsTesting", "Coordinators", "TermUI", "TermCore"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
