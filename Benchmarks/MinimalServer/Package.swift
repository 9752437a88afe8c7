// swift-tools-version: 6.1
// A minimal Hummingbird + GRDB server doing what one casino game action does durably: the baseline that
// scripts/bench-instructions measures `firstrun` against, instruction for instruction. Not part of the main build.
import PackageDescription

let package = Package(
    name: "MinimalServer",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .executableTarget(
            name: "MinimalServer",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
