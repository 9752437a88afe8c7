import Baccarat
import Benchmark
import Blackjack

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        timeUnits: .milliseconds, maxDuration: .seconds(5), maxIterations: 1_000)

    Benchmark("exact 8-deck baccarat analysis") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try BaccaratAnalysis.exact(decks: 8))
        }
    }

    Benchmark("baccarat simulation, 1M coups (8 decks)", configuration: .init(maxIterations: 5)) { benchmark in
        for _ in benchmark.scaledIterations {
            var simulator = try BaccaratSimulator(decks: 8, seed: 1)
            simulator.deal(coups: 1_000_000)
            blackHole(simulator.report)
        }
    }

    // One core; throughput is hands per second (scaled: each iteration plays 1M hands).
    Benchmark("blackjack simulation with basic strategy, 1M hands (6 decks, S17, DAS)",
              configuration: .init(maxIterations: 10)) { benchmark in
        let simulator = try BlackjackSimulator(rules: .vegas)
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            blackHole(simulator.run(hands: 1_000_000, seed: UInt64(iteration)))
        }
    }
}
