import ArgumentParser
import Basics
import Foundation
import OnboardingKit
import OnboardingScenarios

/// A shipped flow the tool can walk or check.
enum ShippedFlow: String, CaseIterable, ExpressibleByArgument {
    case bowlertrax
    case calibration
    case paywall

    var definition: FlowDefinition {
        switch self {
        case .bowlertrax: BowlerTraxFirstLaunch.flow
        case .calibration: BowlerTraxFirstCalibration.flow
        case .paywall: PaywallShell.flow
        }
    }

    var copy: CopyCatalog {
        switch self {
        case .bowlertrax: BowlerTraxFirstLaunch.copy
        case .calibration: BowlerTraxFirstCalibration.copy
        case .paywall: PaywallShell.copy
        }
    }
}

/// Walks a flow screen by screen as a scripted user, printing each screen's copy and the analytics events.
struct FlowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flow",
        abstract: "Walk a shipped onboarding flow as a user would, printing every screen and analytics event.")

    @Argument(help: "The flow: bowlertrax (first launch), calibration (first calibration), or paywall.")
    var flow: ShippedFlow = .bowlertrax

    @Option(help: "The language of the copy: en or vi.")
    var language: Language = .english

    @Option(help: "The answer to permission requests: granted or denied.")
    var permission: PermissionStatus = .granted

    @Flag(help: "Use every skip link on the way.")
    var skipOptional = false

    func run() throws {
        let definition = flow.definition
        let copy = flow.copy
        let clock = ManualClock()
        let journal = AnalyticsJournal()
        let runner = try FlowRunner(
            flow: definition, store: InMemoryStore(),
            tracker: AnalyticsTracker(sink: journal, app: "demo", userID: "demo-user", clock: clock))
        var step = try runner.start()
        var printedEvents = 0
        func flushEvents() {
            for record in journal.records.dropFirst(printedEvents) {
                let properties = record.event.properties.sorted { $0.key < $1.key }
                    .map { "\($0.key)=\($0.value)" }.joined(separator: " ")
                print("      analytics: \(record.event.name) \(properties)")
            }
            printedEvents = journal.records.count
        }
        while true {
            flushEvents()
            print("\n[\(step.id)] \(step.kind.name)\(step.isRequired ? "" : " (skippable)")")
            for key in step.kind.copyKeys {
                print("    " + (try copy.text(key, in: language)).replacingOccurrences(of: "\n", with: "\n    "))
            }
            if step.isTerminal { break }
            clock.advance(by: 10)
            let action = scriptedAction(on: step, in: runner.flow, visited: Set(runner.progress?.history ?? []))
            print("  -> \(action)")
            step = try runner.perform(action, at: step)
        }
        flushEvents()
        if let progress = runner.progress {
            print(
                "\ncompleted in \(progress.durationSeconds ?? 0) s; skipped: \(progress.skippedSteps); "
                    + "permissions: \(progress.permissions.mapValues(\.rawValue))")
        }
    }

    /// The happy path: grant or deny as asked, fill forms, and go on down the flow.
    private func scriptedAction(on step: FlowStep, in flow: FlowDefinition, visited: Set<String>) -> JourneyAction {
        if skipOptional, step.skip != nil { return .skip }
        switch step.kind {
        case .permission: return .advance(permission == .granted ? .granted : .denied)
        case .form(let form):
            return .submit(
                Dictionary(
                    uniqueKeysWithValues: form.fields.map { field in
                        (field.id, field.options?.first?.id ?? "Storm Hyroad Pearl")
                    }))
        default:
            // Of the outcomes leading to a step not visited yet, take the one landing furthest down the flow,
            // past side routes such as help screens and retries.
            let position = Dictionary(uniqueKeysWithValues: flow.steps.enumerated().map { ($1.id, $0) })
            let forward = step.acceptedOutcomes.compactMap { outcome -> (outcome: FlowOutcome, position: Int)? in
                guard let target = step.target(for: outcome), target != step.id, !visited.contains(target) else {
                    return nil
                }
                return (outcome, position[target] ?? -1)
            }
            return .advance(forward.max { $0.position < $1.position }?.outcome ?? step.acceptedOutcomes.first ?? .next)
        }
    }
}

extension PermissionStatus: ExpressibleByArgument {}
