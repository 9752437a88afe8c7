import ArgumentParser
import Basics
import OnboardingKit
import OnboardingScenarios

/// Checks every shipped scenario: flows validate, hint sets load, and every string exists in every language.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check the shipped onboarding scenarios; exits non-zero if any problem is found.")

    func run() throws {
        var problems: [String] = []
        for game in CasinoOnboarding.Game.allCases {
            do {
                _ = try HintCoordinator(
                    app: game.app, hints: CasinoOnboarding.hints(for: game), store: InMemoryStore(),
                    clock: ManualClock())
            } catch {
                problems.append("\(game.rawValue) hints: \(error)")
            }
        }
        for flow in ShippedFlow.allCases {
            let issues = flow.definition.validate(copy: flow.copy)
            problems += issues.map { "\(flow.definition.id): \($0)" }
            if issues.isEmpty { print("\(flow.definition.id): \(flow.definition.steps.count) steps, no problems") }
        }
        for gap in BowlerTraxPrompts.copy.missing(BowlerTraxPrompts.copyKeys) {
            problems.append("BowlerTrax prompts copy: '\(gap.key)' has no \(gap.language.rawValue) text")
        }
        for gap in CasinoOnboarding.copy.missing(CasinoOnboarding.referencedCopyKeys) {
            problems.append("casino copy: '\(gap.key)' has no \(gap.language.rawValue) text")
        }
        if problems.isEmpty {
            print("casino onboarding: \(CasinoOnboarding.referencedCopyKeys.count) copy keys, no problems")
        } else {
            problems.forEach { print("problem: \($0)") }
            throw ExitCode.failure
        }
    }
}
