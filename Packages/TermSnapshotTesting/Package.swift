// swift-tools-version:6.0
import PackageDescription

/// TermSnapshotTesting: swift-snapshot-testing strategies for TermCoordinators' cell buffers.
///
/// A package of its own so that only a program that opts into swift-snapshot-testing (and
/// the packages it brings) resolves it; TermCoordinators' own `CoordinatorsTesting` product
/// compares snapshots without any dependency.
let package = Package(
  name: "TermSnapshotTesting",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "TermSnapshotTesting", targets: ["TermSnapshotTesting"])
  ],
  dependencies: [
    .package(path: "../TermCoordinators"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  ],
  targets: [
    .target(
      name: "TermSnapshotTesting",
      dependencies: [
        .product(name: "TermCore", package: "TermCoordinators"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    .testTarget(
      name: "TermSnapshotTestingTests",
      dependencies: [
        "TermSnapshotTesting",
        .product(name: "TermCore", package: "TermCoordinators"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
