import OnboardingKit

/// The guide's `OnboardingFlowModel(totalSteps:)` on OnboardingKit: a ``LinearOnboardingFlow`` run by a
/// ``FlowRunner``, so progress is stored (a returning user resumes where they left off) and the onboarding
/// analytics events are tracked.
///
/// ```swift
/// let flow = try OnboardingFlowModel(totalSteps: 3, store: store, tracker: tracker)
/// flow.currentStep   // 0: the first screen
/// try flow.nextStep()
/// try flow.nextStep()
/// try flow.nextStep()
/// flow.isFinished    // true: RootScreen.route(onboardingFinished: true, ...) shows the paywall
/// ```
public final class OnboardingFlowModel: Sendable {
    /// How many onboarding screens there are (never below 0).
    public let totalSteps: Int
    private let runner: FlowRunner

    /// The onboarding of `totalSteps` screens for the user of `tracker`, started (or resumed) in `store` under
    /// the flow id `flowID`.
    public init(
        totalSteps: Int, store: any KeyValueStore, tracker: AnalyticsTracker, flowID: String = "onboarding"
    ) throws(FlowError) {
        self.totalSteps = max(0, totalSteps)
        runner = try FlowRunner(
            flow: LinearOnboardingFlow.definition(id: flowID, totalSteps: totalSteps), store: store, tracker: tracker)
        try runner.start()
    }

    /// The index of the screen shown, from 0; ``totalSteps`` once finished.
    public var currentStep: Int {
        min(runner.progress?.completedSteps.count ?? 0, totalSteps)
    }

    /// Whether the user went through every screen; the paywall comes next.
    public var isFinished: Bool { runner.isCompleted }

    /// Moves to the next screen, finishing onboarding after the last one; does nothing once finished.
    public func nextStep() throws(FlowError) {
        guard !isFinished else { return }
        try runner.advance(.next)
    }
}
