// swift-tools-version:6.0
import PackageDescription

/// Kanji Navigator: a terminal kanji browser, built on the TermCoordinators library.
///
/// The library is a package of its own in `Packages/TermCoordinators` (it depends on no
/// package, only the system's ncursesw); this package holds the app. Dependencies point
/// down: the `kanji` command → KanjiApp → KanjiKit and the library's Coordinators →
/// TermUI → TermCore; TermNcurses (beside TermUI) is used by the command alone, and only
/// TermNcurses imports CNcurses. ARCHITECTURE.md draws the whole graph.
let package = Package(
  name: "KanjiNavigator",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "kanji", targets: ["kanji"]),
    .executable(name: "kanji-data", targets: ["kanji-data"]),
    .executable(name: "kanji-bench", targets: ["kanji-bench"]),
    .executable(name: "kanji-fuzz", targets: ["kanji-fuzz"]),
  ],
  dependencies: [
    .package(path: "Packages/TermCoordinators"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
    // The configuration file's TOML (the app's only; the library stays without packages).
    .package(url: "https://github.com/LebJe/TOMLKit", exact: "0.6.0"),
  ],
  targets: [
    // zlib, for reading the gzipped bundled dataset; the module map links it.
    .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
    .target(
      name: "KanjiKit",
      dependencies: [
        "CZlib",
        .product(name: "GRDB", package: "GRDB.swift"),
        // SQLite's C interface, for binding the bulk writer's values directly.
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "_CryptoExtras", package: "swift-crypto"),
      ]
    ),
    .target(
      name: "KanjiApp",
      dependencies: [
        "KanjiKit",
        .product(name: "Coordinators", package: "TermCoordinators"),
        .product(name: "TermUI", package: "TermCoordinators"),
        .product(name: "TermCore", package: "TermCoordinators"),
        .product(name: "TOMLKit", package: "TOMLKit"),
      ]
    ),
    // The random-event fuzzer over the whole app (`make fuzz` and the fuzz tests); kept out
    // of KanjiApp so that the shipped program carries no test support.
    .target(
      name: "KanjiFuzzing",
      dependencies: [
        "KanjiApp", "KanjiKit",
        .product(name: "Coordinators", package: "TermCoordinators"),
        .product(name: "CoordinatorsTesting", package: "TermCoordinators"),
        .product(name: "TermUI", package: "TermCoordinators"),
        .product(name: "TermCore", package: "TermCoordinators"),
      ]
    ),
    .executableTarget(
      name: "kanji",
      dependencies: [
        "KanjiApp", "KanjiKit",
        .product(name: "Coordinators", package: "TermCoordinators"),
        .product(name: "TermUI", package: "TermCoordinators"),
        .product(name: "TermCore", package: "TermCoordinators"),
        .product(name: "TermNcurses", package: "TermCoordinators"),
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
        "KanjiKit", "KanjiApp",
        .product(name: "Coordinators", package: "TermCoordinators"),
        .product(name: "TermUI", package: "TermCoordinators"),
        .product(name: "TermCore", package: "TermCoordinators"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "kanji-fuzz",
      dependencies: [
        "KanjiFuzzing", "KanjiKit",
        .product(name: "TermCore", package: "TermCoordinators"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    .testTarget(
      name: "KanjiKitTests",
      dependencies: ["KanjiKit", .product(name: "GRDB", package: "GRDB.swift")],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "KanjiAppTests",
      dependencies: [
        "KanjiApp", "KanjiKit", "KanjiFuzzing", .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Coordinators", package: "TermCoordinators"),
        .product(name: "CoordinatorsTesting", package: "TermCoordinators"),
        .product(name: "TermUI", package: "TermCoordinators"),
        .product(name: "TermCore", package: "TermCoordinators"),
      ],
      exclude: ["__Snapshots__"]
    ),
    // The command line of the `kanji` executable itself (its fast path against the parser).
    .testTarget(
      name: "KanjiCommandTests",
      dependencies: ["kanji", .product(name: "ArgumentParser", package: "swift-argument-parser")]
    ),
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["KanjiKit", .product(name: "TermCore", package: "TermCoordinators")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
