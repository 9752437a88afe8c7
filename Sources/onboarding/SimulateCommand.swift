import ArgumentParser
import Basics
import Foundation
import OnboardingKit
import OnboardingScenarios

/// Times the BowlerTrax onboarding for scripted and randomized new users against the specification's target.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract:
            "Simulate new users through the BowlerTrax onboarding and compare with \"2-3 minutes, under 1 when skipping\"."
    )

    @Option(help: "How many randomized users to simulate.")
    var users: Int = 2_000

    @Option(help: "The seed of the randomized users (the same seed gives the same report).")
    var seed: UInt64 = 42

    @Option(help: "The language of the copy the users read: en or vi.")
    var language: Language = .english

    @Flag(help: "Print each scripted user's time step by step.")
    var steps = false

    func validate() throws {
        guard (1...1_000_000).contains(users) else { throw ValidationError("--users must be between 1 and 1,000,000.") }
    }

    func run() throws {
        let simulator = JourneySimulator(
            flows: BowlerTraxJourneys.flows, copy: BowlerTraxJourneys.copy, language: language,
            assumptions: BowlerTraxJourneys.assumptions)
        let a = BowlerTraxJourneys.assumptions
        print(
            "Assumptions: \(Int(a.readingWordsPerMinute)) words/min, \(a.secondsPerTap) s a tap, "
                + "\(a.systemDialogSeconds) s for the camera dialog, \(a.typingCharactersPerSecond) characters/s typing, "
                + "extra: \(a.extraSeconds.sorted { $0.key < $1.key }.map { "\($0.key) \(Int($0.value)) s" }.joined(separator: ", "))"
        )

        var screensOnly = BowlerTraxJourneys.assumptions
        screensOnly.extraSeconds = [:]
        let onScreen = JourneySimulator(
            flows: BowlerTraxJourneys.flows, copy: BowlerTraxJourneys.copy, language: language, assumptions: screensOnly
        )
        let complete = try simulator.run(script: BowlerTraxJourneys.completesEverything)
        let completeOnScreen = try onScreen.run(script: BowlerTraxJourneys.completesEverything)
        let skipping = try simulator.run(script: BowlerTraxJourneys.skipsOptionalSteps)
        print("\nScripted users                       time          target     verdict")
        row("completes every step", complete.seconds, target: "2-3 min", fits: (120...180).contains(complete.seconds))
        row(
            "  the same, screens only", completeOnScreen.seconds, target: "2-3 min",
            fits: (120...180).contains(completeOnScreen.seconds))
        row("skips every optional step", skipping.seconds, target: "< 1 min", fits: skipping.seconds < 60)

        if steps {
            for (name, run) in [("completes every step", complete), ("skips every optional step", skipping)] {
                print("\n  \(name):")
                for step in run.steps {
                    print(
                        "    \(step.step.padding(toLength: 16, withPad: " ", startingAt: 0)) "
                            + String(format: "%5.1f s  ", step.seconds) + "\(step.action)")
                }
            }
        }

        let report = try simulator.simulate(users: users, behaviour: BowlerTraxJourneys.newUsers, seed: seed)
        let finished = report.completed
        let calibrated = { (run: JourneyRun) in run.results.last == "recording" }
        print("\nRandomized users: \(users) (seed \(seed))")
        print("  completed both flows:        \(percent(report.completionRate))")
        print(
            "  calibrated and recording:    \(percent(Double(finished.filter(calibrated).count) / Double(max(1, users))))"
        )
        if let median = report.quantileSeconds(0.5, where: calibrated),
            let p90 = report.quantileSeconds(0.9, where: calibrated)
        {
            print("  time, calibrated:            median \(minutes(median)), 90th percentile \(minutes(p90))")
        }
        if let median = report.quantileSeconds(0.5, where: { !calibrated($0) }) {
            print("  time, skipped calibration:   median \(minutes(median))")
        }
        let funnel = Funnel(flow: BowlerTraxFirstLaunch.id, steps: ["welcome", "features", "camera", "hand", "ball"])
            .report(from: report.records)
        print("\nFirst-launch funnel: \(funnel.started) started, \(funnel.completed) completed")
        for stage in funnel.steps {
            print(
                "  \(stage.step.padding(toLength: 10, withPad: " ", startingAt: 0)) entered \(stage.entered), "
                    + "passed \(stage.passed), drop-off \(percent(stage.dropOffRate)), skipped \(percent(stage.skipRate))"
            )
        }
    }

    private func row(_ name: String, _ seconds: TimeInterval, target: String, fits: Bool) {
        print(
            "  \(name.padding(toLength: 34, withPad: " ", startingAt: 0)) \(minutes(seconds))   "
                + "\(target.padding(toLength: 10, withPad: " ", startingAt: 0)) \(fits ? "fits" : "does not fit")")
    }
}

private func minutes(_ seconds: TimeInterval) -> String {
    let total = Int(seconds.rounded())
    return "\(total / 60) min \(total % 60 < 10 ? "0" : "")\(total % 60) s"
}

private func percent(_ share: Double) -> String {
    String(format: "%.1f%%", share * 100)
}
