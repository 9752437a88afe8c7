/// Why a form submission was refused.
public enum FormAnswerProblem: Sendable, Equatable, CustomStringConvertible {
    /// A required field is absent or blank.
    case missing
    /// The value is not one of the field's options.
    case notAllowed(value: String, allowed: [String])
    /// The form has no field with this id.
    case unknownField
    /// The value has `count` characters, more than the field's `limit`.
    case tooLong(count: Int, limit: Int)
    /// A value sent for a form whose values stay on the device (``FlowForm/valuesStayOnDevice``).
    case staysOnDevice

    public var description: String {
        switch self {
        case .missing: "is required"
        case .notAllowed(let value, let allowed):
            "does not accept '\(value)' (choose one of: \(allowed.joined(separator: ", ")))"
        case .unknownField: "is not a field of this form"
        case .tooLong(let count, let limit): "has \(count) characters; at most \(limit) are accepted"
        case .staysOnDevice: "is kept on the device; send the form without values"
        }
    }
}

/// Why a ``FlowRunner`` refused a request. When one is thrown nothing was stored and nothing was tracked.
public enum FlowError: Error, Equatable, CustomStringConvertible {
    /// The flow definition has structural issues; the runner refuses to run it.
    case invalidFlow([FlowIssue])
    /// ``FlowRunner/start()`` has not been called for this user yet.
    case notStarted
    /// The step id is not a step of the flow.
    case unknownStep(String)
    /// The request named a step other than the current one (e.g. a stale screen).
    case notCurrentStep(requested: String, current: String)
    /// The current step does not accept this outcome.
    case outcomeNotAccepted(step: String, outcome: FlowOutcome, accepted: [FlowOutcome])
    /// The current step is required, so it cannot be skipped.
    case stepNotSkippable(String)
    /// The current step does not allow going back.
    case backNotAllowed(String)
    /// The current step allows going back, but it is the first step shown.
    case nothingToGoBackTo(String)
    /// The flow already reached a terminal step.
    case flowAlreadyCompleted(result: String)
    /// Values were submitted at a step that is not a form.
    case notAFormStep(String)
    /// A form value was refused.
    case invalidFormAnswer(step: String, field: String, problem: FormAnswerProblem)
    /// The stored progress cannot be read or does not fit the flow; it was left as it is.
    case corruptProgress(key: String, reason: String)
    /// The store failed; nothing was changed.
    case storage(StorageError)

    public var description: String {
        switch self {
        case .invalidFlow(let issues):
            "The flow cannot run: " + issues.map(\.description).joined(separator: " ")
        case .notStarted:
            "The flow has not been started: call start() first."
        case .unknownStep(let id):
            "There is no step '\(id)' in this flow."
        case .notCurrentStep(let requested, let current):
            "The request was for step '\(requested)', but the user is on '\(current)'."
        case .outcomeNotAccepted(let step, let outcome, let accepted):
            "Step '\(step)' does not accept '\(outcome)'; it accepts: "
                + (accepted.isEmpty ? "nothing" : accepted.map(\.rawValue).joined(separator: ", ")) + "."
        case .stepNotSkippable(let id):
            "Step '\(id)' is required and cannot be skipped."
        case .backNotAllowed(let id):
            "Going back is not allowed from step '\(id)'."
        case .nothingToGoBackTo(let id):
            "Step '\(id)' is the first step shown: there is nothing to go back to."
        case .flowAlreadyCompleted(let result):
            "The flow is already completed (ended at '\(result)'); reset it to run it again."
        case .notAFormStep(let id):
            "Step '\(id)' is not a form: use advance(_:) instead of submit(_:)."
        case .invalidFormAnswer(let step, let field, let problem):
            "Field '\(field)' of step '\(step)' \(problem)."
        case .corruptProgress(let key, let reason):
            "The stored progress under '\(key)' is corrupt and was left untouched (\(reason)). "
                + "Reset the flow to start over."
        case .storage(let error):
            error.description
        }
    }
}
