/// What a synthetic user does on the step in front of them.
public enum JourneyAction: Sendable, Hashable {
    /// Answers the step (a button, a permission result, a choice, a named outcome).
    case advance(FlowOutcome)
    /// Fills in and submits a form step.
    case submit([String: String])
    /// Uses the step's skip link.
    case skip
    /// Goes back one step.
    case back
    /// Leaves the app.
    case abandon
}
