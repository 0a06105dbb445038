// swift-tools-version:6.0
import PackageDescription

/// A package that depends on TermCoordinators by URL, as a package outside this repository
/// does: the library's "Adding it" section quotes this manifest.
///
/// The URL names a repository written by `make library-release`, which does not exist at
/// this address; `Scripts/check-library-release.sh` (part of `make test`) copies this
/// package, points the URL at a release it has just made in a temporary folder, resolves
/// the version, builds the package and runs its program.
let package = Package(
  name: "URLConsumer",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(url: "https://git.example.com/TermCoordinators.git", from: "0.1.0")
  ],
  targets: [
    .executableTarget(
      name: "hello-release",
      dependencies: [
        .product(name: "Coordinators", package: "TermCoordinators"),
        .product(name: "TermUI", package: "TermCoordinators"),
        .product(name: "TermCore", package: "TermCoordinators"),
        .product(name: "TermNcurses", package: "TermCoordinators"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
