// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "FirstRun",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "OnboardingKit", targets: ["OnboardingKit"]),
        .library(name: "OnboardingScenarios", targets: ["OnboardingScenarios"]),
        .library(name: "CasinoKit", targets: ["CasinoKit"]),
        .library(name: "Blackjack", targets: ["Blackjack"]),
        .library(name: "Baccarat", targets: ["Baccarat"]),
        .library(name: "XiDach", targets: ["XiDach"]),
        .executable(name: "onboarding", targets: ["onboarding"]),
        .executable(name: "casino", targets: ["casino"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The onboarding engine: Foundation only, no I/O beyond the injected file store.
        .target(name: "OnboardingKit"),
        // The source documents' onboarding expressed with the engine: flows, hints, copy.
        .target(name: "OnboardingScenarios", dependencies: ["OnboardingKit"]),
        // Cards, shoe, random sources, money in cents, bankroll, table limits.
        .target(name: "CasinoKit"),
        // The game engines: rules as configuration, round state machines, strategy, analysis.
        .target(name: "Blackjack", dependencies: ["CasinoKit"]),
        .target(name: "Baccarat", dependencies: ["CasinoKit"]),
        .target(name: "XiDach", dependencies: ["CasinoKit"]),
        // Command-line demo of the engine.
        .executableTarget(
            name: "onboarding",
            dependencies: [
                "OnboardingKit",
                "OnboardingScenarios",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The casino's command-line tool: analysis, strategy, simulation, road maps.
        .executableTarget(
            name: "casino",
            dependencies: [
                "CasinoKit", "Blackjack", "Baccarat", "XiDach",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "OnboardingKitTests", dependencies: ["OnboardingKit"]),
        .testTarget(name: "OnboardingScenariosTests", dependencies: ["OnboardingKit", "OnboardingScenarios"]),
        .testTarget(name: "CasinoKitTests", dependencies: ["CasinoKit"]),
        .testTarget(name: "BlackjackTests", dependencies: ["Blackjack", "CasinoKit"]),
        .testTarget(name: "BaccaratTests", dependencies: ["Baccarat", "CasinoKit"]),
        .testTarget(name: "XiDachTests", dependencies: ["XiDach", "CasinoKit"]),
    ],
    swiftLanguageModes: [.v6]
)
