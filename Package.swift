// swift-tools-version:6.0
import PackageDescription

/// Kanji Navigator: a terminal kanji browser, built on the TermCoordinators library.
///
/// The library is a package of its own in `Packages/TermCoordinators` (it depends on no
/// package, only the system's ncursesw); this package holds the app. Dependencies point
/// down: the `kanji` command → KanjiApp → UserData → KanjiKit → JapaneseText, and KanjiApp →
/// the library's Coordinators → TermUI → TermCore; TermNcurses (beside TermUI) is used by
/// the command alone, and only TermNcurses imports CNcurses. ARCHITECTURE.md draws the
/// whole graph.
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
    // Japanese text rules that need nothing: kana, romaji, the inflection table,
    // deinflection and conjugation, English look-up keys. No Foundation, no package.
    .target(name: "JapaneseText"),
    // The FSRS-6 scheduler (a port of py-fsrs 6.3.2): cards, ratings and the formulas.
    // Pure: no Foundation, no package, no storage.
    .target(name: "SpacedRepetition"),
    // Handwriting recognition: a drawing's strokes matched against templates of how each
    // character is written (KanjiVG's, loaded by KanjiKit). Pure: no Foundation, no package.
    .target(name: "Handwriting"),
    // The dictionary: models, the SQLite store and its search, the source readers and the
    // import, the shipped data, KanjiVG's strokes and components, the word tables.
    .target(
      name: "KanjiKit",
      dependencies: [
        "JapaneseText",
        "Handwriting",
        "CZlib",
        .product(name: "GRDB", package: "GRDB.swift"),
        // SQLite's C interface, for binding the bulk writer's values directly.
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
        // SHA-256 of the bundled dataset, which the shipped database names as its source.
        .product(name: "Crypto", package: "swift-crypto"),
      ]
    ),
    // What the learner made: accounts and their password hashes, stars, history, saved
    // navigation state, the review log, and their export. Uses the dictionary only to resolve what it keeps.
    .target(
      name: "UserData",
      dependencies: [
        "KanjiKit", "SpacedRepetition",
        .product(name: "GRDB", package: "GRDB.swift"),
        // PBKDF2-HMAC-SHA256 for the password hashes (_CryptoExtras has the KDF).
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "_CryptoExtras", package: "swift-crypto"),
      ]
    ),
    // The app: routes, coordinators, screens, keys and the configuration file.
    .target(
      name: "KanjiApp",
      dependencies: [
        "JapaneseText", "KanjiKit", "Handwriting", "UserData", "SpacedRepetition",
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
        "KanjiApp", "KanjiKit", "UserData",
        .product(name: "Coordinators", package: "TermCoordinators"),
        .product(name: "CoordinatorsTesting", package: "TermCoordinators"),
        .product(name: "TermUI", package: "TermCoordinators"),
        .product(name: "TermCore", package: "TermCoordinators"),
      ]
    ),
    .executableTarget(
      name: "kanji",
      dependencies: [
        "KanjiApp", "KanjiKit", "Handwriting", "UserData", "JapaneseText", "SpacedRepetition",
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
        "KanjiKit", "Handwriting", "UserData", "KanjiApp", "JapaneseText", "SpacedRepetition",
        .product(name: "Coordinators", package: "TermCoordinators"),
        // HeadlessApp turns the loop for the reader's figures (B12) until its work is in.
        .product(name: "CoordinatorsTesting", package: "TermCoordinators"),
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

    // Runs with no database and no fixture file.
    .testTarget(name: "JapaneseTextTests", dependencies: ["JapaneseText"]),
    // Replays py-fsrs's histories (Fixtures/, made by `make fsrs-fixtures`).
    // The recogniser's rules and its accuracy on distorted drawings of the shipped templates.
    .testTarget(name: "HandwritingTests", dependencies: ["Handwriting", "KanjiKit"]),
    .testTarget(name: "SpacedRepetitionTests", dependencies: ["SpacedRepetition"], exclude: ["Fixtures"]),
    .testTarget(
      name: "KanjiKitTests",
      dependencies: ["JapaneseText", "KanjiKit", .product(name: "GRDB", package: "GRDB.swift")],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "UserDataTests",
      dependencies: ["UserData", "KanjiKit", "SpacedRepetition", .product(name: "GRDB", package: "GRDB.swift")],
      // user.sqlite files of the earlier schemas, as SQL (the v2 one is the package test's).
      exclude: ["SchemaFixtures"]
    ),
    .testTarget(
      name: "KanjiAppTests",
      dependencies: [
        "KanjiApp", "JapaneseText", "KanjiKit", "UserData", "KanjiFuzzing", "SpacedRepetition",
        .product(name: "GRDB", package: "GRDB.swift"),
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
      dependencies: [
        "KanjiKit", "UserData", "SpacedRepetition", .product(name: "TermCore", package: "TermCoordinators"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
