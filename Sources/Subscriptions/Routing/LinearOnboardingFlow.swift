import Basics
import OnboardingKit

/// The guide's onboarding as an OnboardingKit flow: `totalSteps` screens that only go forward, then the paywall.
///
/// ```
/// step1 -> step2 -> ... -> stepN -> paywall (terminal, result "paywall")
/// ```
///
/// Copy keys: `{id}.step{n}.title` for each screen and `{id}.next` for the button.
public enum LinearOnboardingFlow {
    /// The id of the terminal step, and the flow's result once finished.
    public static let paywallStepID = "paywall"

    /// A flow of `totalSteps` steps (none when `totalSteps` is below 1: the flow is finished at once).
    public static func definition(id: String, totalSteps: Int) -> FlowDefinition {
        let count = max(0, totalSteps)
        let ids = (0..<count).map { "step\($0 + 1)" } + [paywallStepID]
        var steps = (0..<count).map { index in
            FlowStep(
                id: ids[index],
                kind: .info(FlowInfo(title: CopyKey("\(id).\(ids[index]).title"), button: CopyKey("\(id).next"))),
                transitions: [.next: ids[index + 1]])
        }
        steps.append(FlowStep(id: paywallStepID, kind: .terminal(FlowTerminal(result: paywallStepID))))
        return FlowDefinition(id: id, startStepID: ids[0], steps: steps)
    }
}
