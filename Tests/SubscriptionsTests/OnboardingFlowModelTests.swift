import Basics
import Foundation
import OnboardingKit
import Subscriptions
import Testing

@Suite("OnboardingFlowModel")
struct OnboardingFlowModelTests {
    let store = InMemoryStore()
    let journal = AnalyticsJournal()
    var tracker: AnalyticsTracker {
        AnalyticsTracker(
            sink: journal, app: "bowlertrax", userID: "player-42", clock: ManualClock(now: newYear))
    }

    @Test("three steps: nextStep walks 0, 1, 2, then onboarding is finished and routes to the paywall")
    func threeSteps() throws {
        let flow = try OnboardingFlowModel(totalSteps: 3, store: store, tracker: tracker)
        #expect(flow.totalSteps == 3)
        #expect(flow.currentStep == 0)
        #expect(!flow.isFinished)
        try flow.nextStep()
        #expect(flow.currentStep == 1)
        try flow.nextStep()
        #expect(flow.currentStep == 2)
        #expect(!flow.isFinished)
        try flow.nextStep()
        #expect(flow.isFinished)
        #expect(flow.currentStep == 3)
        let screen = RootScreen.route(
            onboardingFinished: flow.isFinished, entitlement: .notEntitled, paywallShown: false, paywallSkipped: false)
        #expect(screen == .paywall)
    }

    @Test("nextStep after the last step changes nothing")
    func pastTheEnd() throws {
        let flow = try OnboardingFlowModel(totalSteps: 1, store: store, tracker: tracker)
        try flow.nextStep()
        try flow.nextStep()
        #expect(flow.isFinished)
        #expect(flow.currentStep == 1)
    }

    @Test("a returning user resumes at the step they reached")
    func resumes() throws {
        try OnboardingFlowModel(totalSteps: 4, store: store, tracker: tracker).nextStep()
        let again = try OnboardingFlowModel(totalSteps: 4, store: store, tracker: tracker)
        #expect(again.currentStep == 1)
    }

    @Test("the onboarding analytics events are tracked through OnboardingKit")
    func analytics() throws {
        let flow = try OnboardingFlowModel(totalSteps: 2, store: store, tracker: tracker, flowID: "pro-intro")
        try flow.nextStep()
        try flow.nextStep()
        #expect(
            journal.records.map(\.event.name) == [
                "onboarding_started", "onboarding_step_completed", "onboarding_step_completed", "onboarding_completed",
            ])
        #expect(journal.records.first?.event.properties["flow"] == "pro-intro")
    }

    @Test("no steps (or a negative count) means onboarding is already finished")
    func noSteps() throws {
        for count in [0, -2] {
            let flow = try OnboardingFlowModel(
                totalSteps: count, store: InMemoryStore(), tracker: tracker)
            #expect(flow.totalSteps == 0)
            #expect(flow.isFinished)
            #expect(flow.currentStep == 0)
        }
    }

    @Test("the generated flow is a sound OnboardingKit flow ending at the paywall")
    func definition() {
        let flow = LinearOnboardingFlow.definition(id: "onboarding", totalSteps: 3)
        #expect(flow.validateStructure().isEmpty)
        #expect(flow.steps.map(\.id) == ["step1", "step2", "step3", "paywall"])
        #expect(flow.step("step3")?.target(for: .next) == "paywall")
        #expect(flow.step("paywall")?.isTerminal == true)
        #expect(flow.allCopyKeys.contains("onboarding.step2.title"))
    }
}
