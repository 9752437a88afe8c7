// swift-tools-version: 6.1
import PackageDescription

/// BowlerTraxVision and BowlerTraxSynthetic loop over every pixel of every frame: built as this project (its tests,
/// its tools), they are optimized in debug builds too. Checked out as another package's dependency (SwiftPM's and
/// Xcode's `checkouts` folders), where SwiftPM refuses unsafe flags, they build without any.
let isDependency = ["/.build/checkouts/", "/SourcePackages/checkouts/"].contains {
    Context.packageDirectory.contains($0)
}
let pixelLoops: [SwiftSetting] = isDependency ? [] : [.unsafeFlags(["-O"])]

let package = Package(
    name: "FirstRun",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Basics", targets: ["Basics"]),
        .library(name: "OnboardingKit", targets: ["OnboardingKit"]),
        .library(name: "OnboardingScenarios", targets: ["OnboardingScenarios"]),
        .library(name: "Subscriptions", targets: ["Subscriptions"]),
        .library(name: "CasinoKit", targets: ["CasinoKit"]),
        .library(name: "Blackjack", targets: ["Blackjack"]),
        .library(name: "Baccarat", targets: ["Baccarat"]),
        .library(name: "XiDach", targets: ["XiDach"]),
        .executable(name: "onboarding", targets: ["onboarding"]),
        .executable(name: "casino", targets: ["casino"]),
        .executable(name: "firstrun", targets: ["firstrun"]),
        .library(name: "BowlerTraxVision", targets: ["BowlerTraxVision"]),
        .library(name: "BowlerTrax", targets: ["BowlerTrax"]),
        .library(name: "BowlerTraxVideo", targets: ["BowlerTraxVideo"]),
        .library(name: "BowlerTraxSynthetic", targets: ["BowlerTraxSynthetic"]),
        .executable(name: "bowlertrax", targets: ["BowlerTraxTool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    ],
    targets: [
        // What the engines, the onboarding engine and the servers share: languages and copy catalogs, and the
        // injected clock. Foundation only.
        .target(name: "Basics"),
        // The onboarding engine: Foundation only, no I/O beyond the injected file store.
        .target(name: "OnboardingKit", dependencies: ["Basics"]),
        // The source documents' onboarding expressed with the engine: flows, hints, copy.
        .target(name: "OnboardingScenarios", dependencies: ["Basics", "OnboardingKit"]),
        // The paywall guide's shell as pure decisions: products and prices, the store seam and a local store,
        // the entitlement machine, RootScreen routing, background music and video cache rules. Foundation only.
        .target(name: "Subscriptions", dependencies: ["Basics", "OnboardingKit"]),
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
                "Basics", "OnboardingKit",
                "OnboardingScenarios",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The host: one Hummingbird process serving several apps (ServedApp) on one SQLite database; what every app
        // shares (identity, errors, coders, onboarding, copy, group commit) and the web shell (Public/). The platform's
        // store also runs on PostgreSQL (postgres-nio) for several processes on one shared database.
        .target(
            name: "AppServer",
            dependencies: [
                "Basics", "OnboardingKit",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTLS", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            resources: [.copy("Public"), .copy("Offline/service-worker.js")]
        ),
        // The casino as a ServedApp: its routes, its store (records + migrations), its page (Public/casino).
        .target(
            name: "CasinoServer",
            dependencies: [
                "AppServer", "CasinoKit", "Blackjack", "Baccarat", "XiDach", "Basics", "OnboardingKit",
                "OnboardingScenarios",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            resources: [.copy("Public")]
        ),
        // BowlerTrax Pro, the paywall guide's shell on the server: Subscriptions' local store (configured by
        // bowlertrax-pro.store.json) persisted per account, the paywall, purchases, restore codes, its analytics.
        .target(
            name: "BowlerTraxPro",
            dependencies: [
                "AppServer", "Basics", "OnboardingKit", "OnboardingScenarios", "Subscriptions",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("bowlertrax-pro.store.json")]
        ),
        // BowlerTrax as a ServedApp: sessions, shots, balls, calibrations and manual games per player; the shot's
        // metrics from the page's image-space track by the core; the features BowlerTrax Pro unlocks; its page
        // (Public/bowlertrax) with the tracker in WebAssembly.
        .target(
            name: "BowlerTraxServer",
            dependencies: [
                "AppServer", "BowlerTrax", "BowlerTraxPro", "BowlerTraxVision", "Basics", "OnboardingKit",
                "OnboardingScenarios", "Subscriptions",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Public")]
        ),
        // The server of every app: the README's first command.
        .executableTarget(
            name: "firstrun",
            dependencies: [
                "AppServer", "CasinoServer", "BowlerTraxServer", "Basics", "OnboardingKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
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
        // BowlerTrax's per-frame ball tracker: no Foundation, compiles natively and with Embedded Swift to wasm32.
        .target(
            name: "BowlerTraxVision", swiftSettings: pixelLoops,
            // Its square roots are libm's where nothing else (Foundation) links it, as for a caller of it alone.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // BowlerTrax's measurement core: lane, calibration, mapping, metrics, coaching. Foundation only, no I/O.
        .target(name: "BowlerTrax", dependencies: ["BowlerTraxVision", "Basics"]),
        // Video files in and out through ffmpeg subprocess pipes.
        .target(name: "BowlerTraxVideo"),
        // The synthetic shot renderer with exact truth, written independently of the tracker.
        .target(name: "BowlerTraxSynthetic", swiftSettings: pixelLoops),
        // The BowlerTrax command-line tool (the `bowlertrax` product): analyze, calibrate, render. Its folder is not
        // Sources/bowlertrax, which would be Sources/BowlerTrax on a file system that ignores case.
        .executableTarget(
            name: "BowlerTraxTool",
            dependencies: [
                "BowlerTrax", "BowlerTraxVision", "BowlerTraxVideo", "BowlerTraxSynthetic", "Basics",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "OnboardingKitTests", dependencies: ["Basics", "OnboardingKit"]),
        .testTarget(
            name: "OnboardingScenariosTests", dependencies: ["Basics", "OnboardingKit", "OnboardingScenarios"]),
        .testTarget(name: "SubscriptionsTests", dependencies: ["Subscriptions", "Basics", "OnboardingKit"]),
        .testTarget(name: "CasinoKitTests", dependencies: ["CasinoKit"]),
        .testTarget(name: "BlackjackTests", dependencies: ["Blackjack", "CasinoKit"]),
        .testTarget(name: "BaccaratTests", dependencies: ["Baccarat", "CasinoKit"]),
        .testTarget(name: "XiDachTests", dependencies: ["XiDach", "CasinoKit"]),
        // What the server tests share: a host on a fresh database, a visitor that keeps its cookie, and the databases a
        // store's tests run on (SQLite, and the PostgreSQL at FIRSTRUN_TEST_POSTGRES_URL).
        .target(
            name: "HostTesting",
            dependencies: [
                "AppServer", "Basics", "OnboardingKit",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            path: "Tests/HostTesting"
        ),
        .testTarget(
            name: "AppServerTests",
            dependencies: [
                "AppServer", "CasinoServer", "HostTesting", "Basics", "OnboardingKit",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
        .testTarget(
            name: "CasinoServerTests",
            dependencies: [
                "AppServer", "CasinoServer", "HostTesting", "CasinoKit", "Basics", "OnboardingKit",
                "OnboardingScenarios",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
        .testTarget(
            name: "BowlerTraxServerTests",
            dependencies: [
                "AppServer", "BowlerTraxServer", "BowlerTraxPro", "HostTesting", "BowlerTrax", "BowlerTraxVision",
                "BowlerTraxSynthetic", "Basics", "OnboardingKit", "Subscriptions",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
        .testTarget(
            name: "BowlerTraxTests",
            dependencies: ["BowlerTrax", "BowlerTraxVision", "BowlerTraxVideo", "BowlerTraxSynthetic"],
            // The path-traced quick clips (scripts/render-corpus --quick), read from disk by PhotorealCorpusTests.
            exclude: ["Corpus"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
