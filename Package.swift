// swift-tools-version:6.0
import PackageDescription

/// Kanji Navigator: a terminal kanji browser, and the terminal-UI coordinator library under it.
///
/// Dependencies point down: CNcurses → TermCore → TermUI → Coordinators → KanjiApp.
/// Only TermNcurses imports CNcurses.
let package = Package(
  name: "KanjiNavigator",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "TermCore", targets: ["TermCore"]),
    .library(name: "TermNcurses", targets: ["TermNcurses"]),
    .library(name: "TermUI", targets: ["TermUI"]),
    .library(name: "Coordinators", targets: ["Coordinators"]),
    .library(name: "TermSnapshotTesting", targets: ["TermSnapshotTesting"]),
    .library(name: "KanjiKit", targets: ["KanjiKit"]),
    .executable(name: "kanji", targets: ["kanji"]),
    .executable(name: "kanji-data", targets: ["kanji-data"]),
    .executable(name: "kanji-bench", targets: ["kanji-bench"]),
    .executable(name: "kanji-fuzz", targets: ["kanji-fuzz"]),
    .executable(name: "movies", targets: ["movies"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
  ],
  targets: [
    // MARK: - The terminal library

    .systemLibrary(
      name: "CNcurses",
      pkgConfig: "ncursesw",
      providers: [.apt(["libncursesw5-dev"])]
    ),
    .target(name: "TermCore"),
    .target(name: "TermNcurses", dependencies: ["CNcurses", "TermCore"]),
    .target(name: "TermUI", dependencies: ["TermCore"]),
    .target(name: "Coordinators", dependencies: ["TermUI", "TermCore"]),
    .target(
      name: "TermSnapshotTesting",
      dependencies: [
        "TermCore", "TermUI", "Coordinators",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),

    // MARK: - The kanji app

    .target(
      name: "KanjiKit",
      dependencies: [
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "_CryptoExtras", package: "swift-crypto"),
      ]
    ),
    .target(name: "KanjiApp", dependencies: ["KanjiKit", "Coordinators", "TermUI", "TermCore"]),
    .executableTarget(
      name: "kanji",
      dependencies: [
        "KanjiApp", "KanjiKit", "Coordinators", "TermUI", "TermCore", "TermNcurses",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "kanji-data",
      dependencies: [
        "KanjiKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "kanji-bench",
      dependencies: [
        "KanjiKit", "KanjiApp", "Coordinators", "TermUI", "TermCore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "kanji-fuzz",
      dependencies: [
        "KanjiApp", "KanjiKit", "Coordinators", "TermUI", "TermCore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .target(
      name: "MoviesExample",
      dependencies: ["Coordinators", "TermUI", "TermCore"],
      path: "Examples/MoviesExample"
    ),
    .executableTarget(
      name: "movies",
      dependencies: ["MoviesExample", "Coordinators", "TermUI", "TermCore", "TermNcurses"],
      path: "Examples/Movies"
    ),

    // MARK: - Tests

    .testTarget(
      name: "TermCoreTests",
      dependencies: ["TermCore", "TermSnapshotTesting"],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(name: "TermNcursesTests", dependencies: ["TermNcurses", "CNcurses", "TermCore"]),
    .testTarget(
      name: "TermUITests",
      dependencies: ["TermUI", "TermCore", "TermSnapshotTesting"],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "CoordinatorsTests",
      dependencies: ["Coordinators", "TermUI", "TermCore", "TermSnapshotTesting", "MoviesExample"],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "KanjiKitTests",
      dependencies: ["KanjiKit"],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "KanjiAppTests",
      dependencies: ["KanjiApp", "KanjiKit", "Coordinators", "TermUI", "TermCore", "TermSnapshotTesting"],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(name: "EndToEndTests", dependencies: ["TermCore", "KanjiKit"]),
  ],
  swiftLanguageModes: [.v6]
)
