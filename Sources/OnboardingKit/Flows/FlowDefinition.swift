import Basics

/// A declarative, serializable onboarding flow: a graph of steps from a start step to terminal steps.
///
/// Check a definition with ``validate(copy:languages:)`` and run it for one user with ``FlowRunner``.
///
/// ```swift
/// let flow = FlowDefinition(id: "tour", startStepID: "hello", steps: [
///     FlowStep(id: "hello", kind: .info(FlowInfo(title: "tour.hello", button: "tour.go")),
///              transitions: [.next: "done"]),
///     FlowStep(id: "done", kind: .terminal(FlowTerminal(result: "main"))),
/// ])
/// let issues = flow.validate(copy: catalog)  // [] when the flow is sound
/// ```
public struct FlowDefinition: Sendable, Equatable, Codable {
    /// Names the flow in storage keys (`onboarding.{app}.flow.{id}`) and analytics (`flow` property).
    public var id: String
    /// The id of the first step.
    public var startStepID: String
    /// Every step, in display order (the order only matters for reports).
    public var steps: [FlowStep]

    public init(id: String, startStepID: String, steps: [FlowStep]) {
        self.id = id
        self.startStepID = startStepID
        self.steps = steps
    }

    /// The first step with id `id`, if any.
    public func step(_ id: String) -> FlowStep? {
        steps.first { $0.id == id }
    }

    /// Every copy key used by any step, sorted and without duplicates.
    public var allCopyKeys: [CopyKey] {
        Set(steps.flatMap(\.allCopyKeys)).sorted()
    }

    /// The structural problems of the flow (everything ``validate(copy:languages:)`` finds but missing copy).
    public func validateStructure() -> [FlowIssue] {
        FlowValidator(flow: self).structuralIssues()
    }

    /// Every problem of the flow: its structure, and copy keys `copy` lacks in any of `languages`.
    ///
    /// An empty result means every step is reachable, every path can end, skips bypass no required
    /// step and every screen has its text.
    public func validate(copy: CopyCatalog, languages: [Language] = Language.allCases) -> [FlowIssue] {
        let validator = FlowValidator(flow: self)
        return validator.structuralIssues() + validator.copyIssues(copy: copy, languages: languages)
    }
}
