import Basics
import Foundation

/// Runs synthetic users through one or more flows in a row (first launch, then first calibration, ...),
/// with a simulated clock, and reports completion and time.
///
/// ```swift
/// let simulator = JourneySimulator(flows: [firstLaunch], copy: copy, language: .english)
/// let scripted = try simulator.run(script: [.advance(.next), .skip, .advance(.granted), ...])
/// let report = try simulator.simulate(users: 10_000, behaviour: JourneyBehaviour(), seed: 42)
/// report.medianSeconds
/// ```
public struct JourneySimulator: Sendable {
    /// The flows a journey goes through, in order; each must end before the next starts.
    public let flows: [FlowDefinition]
    public let copy: CopyCatalog
    public let language: Language
    public let assumptions: JourneyAssumptions
    /// Steps after which a journey counts as given up (a user going back and forth for ever).
    public let maximumSteps: Int

    public init(
        flows: [FlowDefinition], copy: CopyCatalog, language: Language = .english,
        assumptions: JourneyAssumptions = JourneyAssumptions(), maximumSteps: Int = 200
    ) {
        self.flows = flows
        self.copy = copy
        self.language = language
        self.assumptions = assumptions
        self.maximumSteps = maximumSteps
    }

    /// Plays one scripted journey with the assumptions' exact times (no variation).
    /// Throws when the script does something the flow refuses, or runs out before the journey ends.
    public func run(script: [JourneyAction], userID: String = "scripted") throws(JourneyError) -> JourneyRun {
        var remaining = script[...]
        var noGenerator = SeededGenerator(seed: 0)
        let run = try journey(userID: userID, journal: AnalyticsJournal(), jitter: false, generator: &noGenerator) {
            step, _, _ throws(JourneyError) in
            guard let action = remaining.popFirst() else { throw .scriptEnded(atStep: step.id) }
            return action
        }
        return run
    }

    /// Plays `users` randomized journeys, reproducibly for a given `seed`.
    public func simulate(users: Int, behaviour: JourneyBehaviour, seed: UInt64) throws(JourneyError) -> JourneyReport {
        var generator = SeededGenerator(seed: seed)
        let journal = AnalyticsJournal()
        var runs: [JourneyRun] = []
        runs.reserveCapacity(users)
        for user in 0..<users {
            runs.append(
                try journey(userID: "user-\(user)", journal: journal, jitter: true, generator: &generator) {
                    step, canGoBack, generator in
                    behaviour.action(on: step, canGoBack: canGoBack, using: &generator)
                })
        }
        return JourneyReport(runs: runs, records: journal.records)
    }

    private func journey(
        userID: String, journal: AnalyticsJournal, jitter: Bool, generator: inout SeededGenerator,
        decide: (FlowStep, Bool, inout SeededGenerator) throws(JourneyError) -> JourneyAction
    ) throws(JourneyError) -> JourneyRun {
        let clock = ManualClock(now: Date(timeIntervalSince1970: 1_767_225_600))
        let started = clock.now
        let store = InMemoryStore()
        let app: AppIdentifier = "simulation"
        var steps: [JourneyRun.Step] = []
        var results: [String] = []
        for flow in flows {
            let tracker = AnalyticsTracker(sink: journal, app: app, userID: userID, clock: clock)
            let runner = try refused { () throws(FlowError) in
                try FlowRunner(flow: flow, store: store, tracker: tracker)
            }
            var step = try refused { () throws(FlowError) in try runner.start() }
            while !step.isTerminal {
                guard steps.count < maximumSteps else {
                    try refused { () throws(FlowError) in try runner.abandon() }
                    return JourneyRun(
                        userID: userID, outcome: .gaveUp(atStep: step.id), steps: steps, results: results,
                        seconds: clock.now.timeIntervalSince(started))
                }
                let canGoBack = !(runner.progress?.history.isEmpty ?? true)
                let action = try decide(step, canGoBack, &generator)
                var seconds = assumptions.seconds(on: step, doing: action, copy: copy, language: language)
                if jitter && assumptions.variation > 0 {
                    seconds *= Double.random(
                        in: (1 - assumptions.variation)...(1 + assumptions.variation), using: &generator)
                }
                clock.advance(by: seconds)
                steps.append(JourneyRun.Step(flow: flow.id, step: step.id, action: action, seconds: seconds))
                let next = try refused { () throws(FlowError) in try runner.perform(action, at: step) }
                if action == .abandon {
                    return JourneyRun(
                        userID: userID, outcome: .abandoned(atStep: step.id), steps: steps,
                        results: results, seconds: clock.now.timeIntervalSince(started))
                }
                step = next
            }
            if case .terminal(let terminal) = step.kind { results.append(terminal.result) }
        }
        return JourneyRun(
            userID: userID, outcome: .completed, steps: steps, results: results,
            seconds: clock.now.timeIntervalSince(started))
    }
}

extension FlowRunner {
    /// Applies a journey's action at `step`, the current step, and returns the step it leads to (after
    /// abandoning, `step` itself).
    public func perform(_ action: JourneyAction, at step: FlowStep) throws(FlowError) -> FlowStep {
        switch action {
        case .advance(let outcome): return try advance(outcome)
        case .submit(let values): return try submit(values)
        case .skip: return try skip()
        case .back: return try back()
        case .abandon:
            try abandon()
            return step
        }
    }
}

/// Runs `body`, reporting a flow's refusal as the journey's error.
private func refused<T>(_ body: () throws(FlowError) -> T) throws(JourneyError) -> T {
    do {
        return try body()
    } catch {
        throw .flowRefused(error)
    }
}

/// Why a journey could not be simulated.
public enum JourneyError: Error, Equatable, CustomStringConvertible {
    /// The flow refused an action of the journey.
    case flowRefused(FlowError)
    /// The script had no action left for this step.
    case scriptEnded(atStep: String)

    public var description: String {
        switch self {
        case .flowRefused(let error): "The flow refused the journey's action: \(error)"
        case .scriptEnded(let step): "The script ran out of actions at the step '\(step)'."
        }
    }
}
