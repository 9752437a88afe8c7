// swift-tools-version: 6.1
// Benchmarks live in their own package so the main build and CI never compile ordo-one/benchmark.
// Run them with `scripts/bench` (or `swift package --package-path Benchmarks benchmark`).
import PackageDescription

let package = Package(
    name: "FirstRunBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "FirstRun", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "OnboardingBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "OnboardingKit", package: "FirstRun"),
            ],
            path: "Benchmarks/OnboardingBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "CasinoBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Baccarat", package: "FirstRun"),
                .product(name: "Blackjack", package: "FirstRun"),
            ],
            path: "Benchmarks/CasinoBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
