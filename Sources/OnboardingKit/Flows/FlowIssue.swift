import Basics

/// A problem ``FlowDefinition/validate(copy:languages:)`` found in a flow.
///
/// ```swift
/// for issue in flow.validate(copy: catalog) { print(issue) }
/// // "Step 'ball' sends 'next' to 'dashbord', which is not a step of the flow."
/// ```
public enum FlowIssue: Sendable, Hashable, CustomStringConvertible {
    /// The start step id names no step.
    case missingStartStep(String)
    /// Two or more steps share this id.
    case duplicateStepID(String)
    /// A transition leads to a step id that does not exist.
    case unknownTarget(step: String, outcome: FlowOutcome, target: String)
    /// A skip leads to a step id that does not exist.
    case unknownSkipTarget(step: String, target: String)
    /// No path from the start step (through transitions or skips) reaches this step.
    case unreachableStep(String)
    /// A non-terminal step without transitions: a user who does not skip is stuck there.
    case deadEnd(String)
    /// Steps that lead only to each other, with no path to any terminal step (listed in flow order).
    case cycleWithoutExit([String])
    /// A required step that a skip can bypass.
    ///
    /// Precisely: with the step removed from the graph, no terminal step can be reached from the start
    /// through transitions alone (every normal path goes through it), yet `terminal`, which the normal
    /// route also ends at, can be reached once skips are followed too. A skip to a terminal that only
    /// skips reach is an exit with its own result, not a bypass.
    case bypassableRequiredStep(step: String, terminal: String)
    /// A required step has a skip; required steps cannot be skipped.
    case requiredStepHasSkip(String)
    /// An optional (skippable) step has no skip target.
    case optionalStepWithoutSkip(String)
    /// A transition keyed by an outcome this kind of step never reports (e.g. `granted` on an info step).
    case outcomeNotValid(step: String, outcome: FlowOutcome)
    /// An outcome the step reports has no route (a permission result, or a choice option).
    case missingRoute(step: String, outcome: FlowOutcome)
    /// A terminal step has transitions or a skip.
    case terminalHasExits(String)
    /// A step (a choice, or a form field's options) lists the same option id twice.
    case duplicateOptionID(step: String, option: String)
    /// A form lists the same field id twice.
    case duplicateFieldID(step: String, field: String)
    /// A carousel without cards, a choice without options or a form without fields.
    case emptyStep(String)
    /// A form field restricted to an empty list of values.
    case fieldWithoutOptions(step: String, field: String)
    /// The copy catalog has no text for a key the step shows, in `language`.
    case missingCopy(step: String, key: CopyKey, language: Language)

    public var description: String {
        switch self {
        case .missingStartStep(let id):
            "The flow starts at '\(id)', which is not a step of the flow: add it or fix the start step id."
        case .duplicateStepID(let id):
            "More than one step has the id '\(id)': give each step its own id."
        case .unknownTarget(let step, let outcome, let target):
            "Step '\(step)' sends '\(outcome)' to '\(target)', which is not a step of the flow."
        case .unknownSkipTarget(let step, let target):
            "Step '\(step)' skips to '\(target)', which is not a step of the flow."
        case .unreachableStep(let id):
            "Step '\(id)' can never be shown: no transition or skip from the start leads to it."
        case .deadEnd(let id):
            "Step '\(id)' is not terminal but has no transitions: users would be stuck there."
        case .cycleWithoutExit(let steps):
            "Steps \(steps.map { "'\($0)'" }.joined(separator: ", ")) lead only to each other and never "
                + "reach a terminal step: add a way out."
        case .bypassableRequiredStep(let step, let terminal):
            "Required step '\(step)' can be bypassed: skipping reaches '\(terminal)' without it. "
                + "Point the skips at or before '\(step)'."
        case .requiredStepHasSkip(let id):
            "Step '\(id)' is required but has a skip: remove the skip or make the step optional."
        case .optionalStepWithoutSkip(let id):
            "Step '\(id)' is optional but has no skip target: add one or make the step required."
        case .outcomeNotValid(let step, let outcome):
            "Step '\(step)' has a transition on '\(outcome)', which this kind of step never reports."
        case .missingRoute(let step, let outcome):
            "Step '\(step)' can report '\(outcome)' but has no transition for it."
        case .terminalHasExits(let id):
            "Terminal step '\(id)' has transitions or a skip: a terminal step ends the flow."
        case .duplicateOptionID(let step, let option):
            "Step '\(step)' lists the option '\(option)' twice."
        case .duplicateFieldID(let step, let field):
            "Step '\(step)' lists the field '\(field)' twice."
        case .emptyStep(let id):
            "Step '\(id)' has nothing to show: add cards, options or fields."
        case .fieldWithoutOptions(let step, let field):
            "Field '\(field)' of step '\(step)' allows no value at all: list its options or remove the restriction."
        case .missingCopy(let step, let key, let language):
            "Step '\(step)' shows '\(key)', which has no \(language.rawValue) text in the copy catalog."
        }
    }
}
