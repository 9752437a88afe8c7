import Benchmark
import Foundation
import OnboardingKit

/// A coordinator with `count` hint definitions, all triggered, so every decision ranks a full queue.
private func loadedCoordinator(count: Int, clock: ManualClock) throws -> HintCoordinator {
    var hints: [HintDefinition] = []
    for index in 0..<count {
        let event = OnboardingEvent("event\(index % 50)")
        let trigger: HintTrigger = index.isMultiple(of: 2) ? .event(event) : .count(event, atLeast: 1)
        let prerequisites: [String] = index >= 10 && index.isMultiple(of: 7) ? ["hint\(index - 10)"] : []
        hints.append(HintDefinition(
            key: "hint\(index)", anchor: "anchor\(index % 20)", messageKey: CopyKey("copy.\(index)"),
            trigger: trigger, prerequisites: prerequisites, presentationDelay: Double(index % 3),
            priority: index % 17))
    }
    let coordinator = try HintCoordinator(
        app: "benchmark", hints: hints, store: InMemoryStore(), clock: clock, hintsWaitForWelcome: false)
    for event in 0..<50 { try coordinator.record(OnboardingEvent("event\(event)")) }
    clock.advance(by: 5)
    return coordinator
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        timeUnits: .nanoseconds, maxDuration: .seconds(3), maxIterations: 10_000_000)

    Benchmark("decide() with 1,000 hint definitions", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let clock = ManualClock()
        let coordinator = try loadedCoordinator(count: 1_000, clock: clock)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(coordinator.decide())
        }
    }

    // Each iteration shows and dismisses one hint, so the run stops before the queue is empty.
    Benchmark("present, dismiss and decide with 1,000 hint definitions",
              configuration: .init(maxIterations: 900)) { benchmark in
        let clock = ManualClock()
        let coordinator = try loadedCoordinator(count: 1_000, clock: clock)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            if let shown = coordinator.presentNext() {
                try coordinator.dismiss(shown)
                clock.advance(by: 1)
            }
            blackHole(coordinator.decide())
        }
    }

    Benchmark("shouldShowHint(key:)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let keys = (0..<1_000).map { "hint\($0)" }
        let state = try OnboardingState(app: "benchmark", hintKeys: keys, store: InMemoryStore())
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            blackHole(try state.shouldShowHint(key: keys[index % keys.count]))
        }
    }
}
