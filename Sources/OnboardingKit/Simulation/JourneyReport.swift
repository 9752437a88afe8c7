import Foundation

/// One synthetic user's journey.
public struct JourneyRun: Sendable, Hashable {
    /// How a journey ended.
    public enum Outcome: Sendable, Hashable {
        case completed
        case abandoned(atStep: String)
        case gaveUp(atStep: String)
    }

    /// One step and what the user did there.
    public struct Step: Sendable, Hashable {
        public let flow: String
        public let step: String
        public let action: JourneyAction
        public let seconds: TimeInterval
    }

    public let userID: String
    public let outcome: Outcome
    public let steps: [Step]
    /// The terminal result of each flow finished, in order (e.g. `["dashboard", "recording"]`).
    public let results: [String]
    /// Simulated seconds from the first screen to the end.
    public let seconds: TimeInterval

    /// Whether the user used any skip link.
    public var skippedAnything: Bool { steps.contains { $0.action == .skip } }
}

/// What many synthetic journeys add up to.
public struct JourneyReport: Sendable {
    public let runs: [JourneyRun]
    /// Every analytics record the runs emitted, for funnels.
    public let records: [AnalyticsRecord]

    public init(runs: [JourneyRun], records: [AnalyticsRecord]) {
        self.runs = runs
        self.records = records
    }

    public var completed: [JourneyRun] { runs.filter { $0.outcome == .completed } }
    public var completionRate: Double { runs.isEmpty ? 0 : Double(completed.count) / Double(runs.count) }

    /// The `fraction` quantile (0...1) of completed journeys' seconds, optionally only those matching `filter`.
    public func quantileSeconds(_ fraction: Double, where filter: (JourneyRun) -> Bool = { _ in true }) -> TimeInterval?
    {
        let times = completed.filter(filter).map(\.seconds).sorted()
        guard !times.isEmpty else { return nil }
        let position = min(times.count - 1, max(0, Int((Double(times.count - 1) * fraction).rounded())))
        return times[position]
    }

    /// The median seconds of completed journeys.
    public var medianSeconds: TimeInterval? { quantileSeconds(0.5) }
}
