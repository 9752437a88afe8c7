import Basics
import OnboardingKit
import OnboardingScenarios
import Testing

/// Section 10: "approximately 2-3 minutes for a new user who completes all steps, or under 1 minute for
/// users who skip optional steps", under ``BowlerTraxJourneys/assumptions``.
@Suite("BowlerTrax onboarding time (section 10)")
struct BowlerTraxJourneyTests {
    let simulator = JourneySimulator(
        flows: BowlerTraxJourneys.flows, copy: BowlerTraxJourneys.copy, assumptions: BowlerTraxJourneys.assumptions)

    @Test("skipping every optional step takes under 1 minute, in both languages", arguments: Language.allCases)
    func skipping(language: Language) throws {
        let simulator = JourneySimulator(
            flows: BowlerTraxJourneys.flows, copy: BowlerTraxJourneys.copy, language: language,
            assumptions: BowlerTraxJourneys.assumptions)
        let run = try simulator.run(script: BowlerTraxJourneys.skipsOptionalSteps)
        #expect(run.outcome == .completed)
        #expect(run.results == ["dashboard", "dashboard"])
        #expect(run.seconds < 60)
    }

    @Test("completing every step takes 2-3 minutes on screen; setting the phone up adds the rest")
    func completing() throws {
        let run = try simulator.run(script: BowlerTraxJourneys.completesEverything)
        #expect(run.results == ["dashboard", "recording"])
        var screensOnly = BowlerTraxJourneys.assumptions
        screensOnly.extraSeconds = [:]
        let onScreen = try JourneySimulator(
            flows: BowlerTraxJourneys.flows, copy: BowlerTraxJourneys.copy, assumptions: screensOnly
        ).run(script: BowlerTraxJourneys.completesEverything)
        #expect((120...180).contains(onScreen.seconds))
        #expect(run.seconds - onScreen.seconds == 62)  // 60 s positioning, 2 s calibration check
    }

    @Test("randomized new users: most finish, the funnel counts every start")
    func randomized() throws {
        let report = try simulator.simulate(users: 400, behaviour: BowlerTraxJourneys.newUsers, seed: 42)
        #expect(report.runs.count == 400)
        #expect((0.6...0.9).contains(report.completionRate))
        let funnel = Funnel(flow: BowlerTraxFirstLaunch.id, steps: ["welcome", "features", "camera", "hand", "ball"])
            .report(from: report.records)
        #expect(funnel.started == 400)
        #expect((0.2...0.4).contains(funnel.steps[1].skipRate))
        #expect(funnel.steps.allSatisfy { $0.passed <= $0.entered })
    }
}
