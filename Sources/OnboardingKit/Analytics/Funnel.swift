/// A funnel over onboarding analytics: started, then each listed step, then completed.
///
/// List the steps every user must pass (branch-only steps make a funnel ambiguous). A user passes a
/// step by completing or skipping it.
///
/// ```swift
/// let report = Funnel(flow: "bowlertrax-first-launch", steps: ["welcome", "features", "camera"])
///     .report(from: journal.records)
/// report.steps[1].skipRate
/// ```
public struct Funnel: Sendable {
    public let flow: String
    public let steps: [String]

    public init(flow: String, steps: [String]) {
        self.flow = flow
        self.steps = steps
    }

    /// Counts distinct users at each stage of the funnel.
    public func report(from records: [AnalyticsRecord]) -> FunnelReport {
        var started = Set<String>()
        var completed = Set<String>()
        var passed: [String: Set<String>] = [:]
        var skipped: [String: Set<String>] = [:]
        for record in records where record.event.properties["flow"] == flow {
            let event = record.event
            switch event.name {
            case AnalyticsEvent.Name.onboardingStarted:
                started.insert(record.userID)
            case AnalyticsEvent.Name.onboardingCompleted:
                completed.insert(record.userID)
            case AnalyticsEvent.Name.onboardingStepCompleted:
                guard let step = event.properties["step"] else { continue }
                passed[step, default: []].insert(record.userID)
            case AnalyticsEvent.Name.onboardingStepSkipped:
                guard let step = event.properties["step"] else { continue }
                passed[step, default: []].insert(record.userID)
                skipped[step, default: []].insert(record.userID)
            default:
                break
            }
        }
        var previous = started.count
        let stages = steps.map { step in
            let stage = FunnelReport.Stage(
                step: step, entered: previous, passed: passed[step]?.count ?? 0,
                skipped: skipped[step]?.count ?? 0)
            previous = stage.passed
            return stage
        }
        return FunnelReport(flow: flow, started: started.count, steps: stages, completed: completed.count)
    }
}

/// The numbers of a ``Funnel``.
public struct FunnelReport: Sendable, Equatable {
    /// One step of the funnel.
    public struct Stage: Sendable, Equatable {
        public let step: String
        /// Users who passed the previous stage (or started, for the first step).
        public let entered: Int
        /// Users who completed or skipped this step.
        public let passed: Int
        /// Users who skipped this step.
        public let skipped: Int

        /// Share of entering users who did not pass this step.
        public var dropOffRate: Double { entered == 0 ? 0 : Double(max(0, entered - passed)) / Double(entered) }
        /// Share of passing users who skipped this step.
        public var skipRate: Double { passed == 0 ? 0 : Double(skipped) / Double(passed) }
    }

    public let flow: String
    public let started: Int
    public let steps: [Stage]
    public let completed: Int

    /// Share of starting users who completed the flow.
    public var completionRate: Double { started == 0 ? 0 : Double(completed) / Double(started) }
}
