// swift-tools-version:6.0
import PackageDescription

/// The ProcessBrowser example: a live list of the machine's processes read from `/proc`,
/// refreshed every two seconds off the loop's thread, with a filter, a memory gauge, a
/// spinner while the first list is read, and a confirmation before a process is sent
/// SIGTERM.
///
/// It shows the library's timers (`every`), background work (`run(_:while:then:)`), the
/// progress views and headless tests on virtual time. It depends on the library by path and
/// on nothing else; `loop-bench` measures the run loop (an idle app's CPU time, and the
/// delay from a post on another thread to the frame on screen).
let package = Package(
  name: "ProcessBrowser",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "process-browser", targets: ["process-browser"]),
    .executable(name: "loop-bench", targets: ["loop-bench"]),
  ],
  dependencies: [
    .package(path: "../../Packages/TermCoordinators")
  ],
  targets: [
    .target(
      name: "ProcessBrowserExample",
      dependencies: [
        .product(name: "Coordinators", package: "TermCoordinators"),
        .product(name: "TermUI", package: "TermCoordinators"),
        .product(name: "TermCore", package: "TermCoordinators"),
      ]
    ),
    .executableTarget(
      name: "process-browser",
      dependencies: [
        "ProcessBrowserExample",
        .product(name: "Coordinators", package: "TermCoordinators"),
        .product(name: "TermNcurses", package: "TermCoordinators"),
      ]
    ),
    .executableTarget(
      name: "loop-bench",
      dependencies: [
        .product(name: "Coordinators", package: "TermCoordinators"),
        .product(name: "TermUI", package: "TermCoordinators"),
        .product(name: "TermCore", package: "TermCoordinators"),
        .product(name: "TermNcurses", package: "TermCoordinators"),
      ]
    ),
    .testTarget(
      name: "ProcessBrowserExampleTests",
      dependencies: [
        "ProcessBrowserExample",
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
