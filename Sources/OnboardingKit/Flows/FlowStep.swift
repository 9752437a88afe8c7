import Basics

/// Where "skip" goes from a skippable step, and the label of the skip link.
public struct FlowSkip: Sendable, Equatable, Codable {
    /// The id of the step shown after skipping.
    public var target: String
    /// The skip link's label, e.g. "Skip intro".
    public var label: CopyKey

    public init(to target: String, label: CopyKey) {
        self.target = target
        self.label = label
    }
}

/// One node of a ``FlowDefinition``: what it shows, where each outcome leads, and whether it can be skipped.
///
/// ```swift
/// FlowStep(
///     id: "ball",
///     kind: .form(ballForm),
///     isRequired: false,
///     transitions: [.next: "dashboard"],
///     skip: FlowSkip(to: "dashboard", label: "app.ball.skip"),
///     allowsBack: true)
/// ```
public struct FlowStep: Sendable, Equatable, Codable, Identifiable {
    /// Unique within its flow; used in stored progress and analytics (`step` property).
    public var id: String
    public var kind: FlowStepKind
    /// A required step cannot be skipped and has no ``skip``; an optional one must have one.
    public var isRequired: Bool
    /// The next step's id for each outcome this step can report.
    public var transitions: [FlowOutcome: String]
    /// Where "skip" goes; only on optional steps.
    public var skip: FlowSkip?
    /// Whether the user may go back from this step to the step before it.
    public var allowsBack: Bool

    public init(
        id: String, kind: FlowStepKind, isRequired: Bool = true, transitions: [FlowOutcome: String] = [:],
        skip: FlowSkip? = nil, allowsBack: Bool = false
    ) {
        self.id = id
        self.kind = kind
        self.isRequired = isRequired
        self.transitions = transitions
        self.skip = skip
        self.allowsBack = allowsBack
    }

    /// The id of the step "skip" goes to, if any.
    public var skipTarget: String? { skip?.target }

    /// Whether the flow ends at this step.
    public var isTerminal: Bool { kind.isTerminal }

    /// Every copy key of the step (its screen and its skip link), without duplicates, in screen order.
    public var allCopyKeys: [CopyKey] {
        var seen = Set<CopyKey>()
        return (kind.copyKeys + [skip?.label].compactMap { $0 }).filter { seen.insert($0).inserted }
    }

    /// The outcomes ``FlowRunner/advance(_:at:)`` accepts here: those with a route.
    ///
    /// At a single-choice step these are `.choice(id)` for each routed option (never a bare `.next`).
    public var acceptedOutcomes: [FlowOutcome] {
        if case .singleChoice(let content) = kind {
            let choices = content.options.map { FlowOutcome.choice($0.id) }.filter { target(for: $0) != nil }
            let named = transitions.keys.filter { if case .named = $0 { true } else { false } }.sorted()
            return choices + named
        }
        return transitions.keys.filter { target(for: $0) != nil }.sorted()
    }

    /// The id of the step `outcome` leads to, or `nil` when this step does not accept `outcome`.
    ///
    /// A single-choice option without a `.choice` transition of its own follows the `.next` transition.
    public func target(for outcome: FlowOutcome) -> String? {
        guard kind.allowsTransition(on: outcome) else { return nil }
        if case .singleChoice = kind {
            switch outcome {
            case .next: return nil
            case .choice: return transitions[outcome] ?? transitions[.next]
            default: break
            }
        }
        return transitions[outcome]
    }

    private enum CodingKeys: String, CodingKey {
        case id, kind, isRequired, transitions, skip, allowsBack
    }

    /// Decodes a step; `isRequired` defaults to `true`, `transitions` to none, `allowsBack` to `false`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        kind = try container.decode(FlowStepKind.self, forKey: .kind)
        isRequired = try container.decodeIfPresent(Bool.self, forKey: .isRequired) ?? true
        transitions = try container.decodeIfPresent([FlowOutcome: String].self, forKey: .transitions) ?? [:]
        skip = try container.decodeIfPresent(FlowSkip.self, forKey: .skip)
        allowsBack = try container.decodeIfPresent(Bool.self, forKey: .allowsBack) ?? false
    }
}
