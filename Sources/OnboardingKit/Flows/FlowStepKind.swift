import Basics

/// What a step shows and which outcomes it can report.
///
/// Encoded as `{"type": "permission", "content": {...}}`.
public enum FlowStepKind: Sendable, Equatable, Codable {
    /// Text and one button; reports `.next` (or a named outcome).
    case info(FlowInfo)
    /// Swipeable cards; reports `.next` (or a named outcome).
    case carousel(FlowCarousel)
    /// A permission request; reports `.granted` or `.denied` (or a named outcome).
    case permission(FlowPermission)
    /// One answer among options; reports `.choice(id)` (or a named outcome).
    case singleChoice(FlowChoice)
    /// Input fields; reports `.next` with the values (or a named outcome).
    case form(FlowForm)
    /// The end of the flow.
    case terminal(FlowTerminal)

    /// The kind's name as encoded: `info`, `carousel`, `permission`, `single-choice`, `form`, `terminal`.
    public var name: String { tag.rawValue }

    /// Whether the flow ends here.
    public var isTerminal: Bool {
        if case .terminal = self { return true }
        return false
    }

    /// Every copy key the step's screen shows.
    public var copyKeys: [CopyKey] {
        switch self {
        case .info(let content): content.copyKeys
        case .carousel(let content): content.copyKeys
        case .permission(let content): content.copyKeys
        case .singleChoice(let content): content.copyKeys
        case .form(let content): content.copyKeys
        case .terminal(let content): content.copyKeys
        }
    }

    /// Whether a transition keyed by `outcome` makes sense for this kind.
    ///
    /// A single-choice step may also have a `.next` transition: the route of every option
    /// without a `.choice` transition of its own.
    public func allowsTransition(on outcome: FlowOutcome) -> Bool {
        switch (self, outcome) {
        case (.terminal, _): false
        case (_, .named): true
        case (.info, .next), (.carousel, .next), (.form, .next): true
        case (.permission, .granted), (.permission, .denied): true
        case (.singleChoice(let content), .choice(let option)): content.options.contains { $0.id == option }
        case (.singleChoice, .next): true
        default: false
        }
    }

    private enum Tag: String, Codable {
        case info, carousel, permission, form, terminal
        case singleChoice = "single-choice"
    }

    private var tag: Tag {
        switch self {
        case .info: .info
        case .carousel: .carousel
        case .permission: .permission
        case .singleChoice: .singleChoice
        case .form: .form
        case .terminal: .terminal
        }
    }

    private enum CodingKeys: String, CodingKey {
        case type, content
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Tag.self, forKey: .type) {
        case .info: self = .info(try container.decode(FlowInfo.self, forKey: .content))
        case .carousel: self = .carousel(try container.decode(FlowCarousel.self, forKey: .content))
        case .permission: self = .permission(try container.decode(FlowPermission.self, forKey: .content))
        case .singleChoice: self = .singleChoice(try container.decode(FlowChoice.self, forKey: .content))
        case .form: self = .form(try container.decode(FlowForm.self, forKey: .content))
        case .terminal: self = .terminal(try container.decode(FlowTerminal.self, forKey: .content))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tag, forKey: .type)
        switch self {
        case .info(let content): try container.encode(content, forKey: .content)
        case .carousel(let content): try container.encode(content, forKey: .content)
        case .permission(let content): try container.encode(content, forKey: .content)
        case .singleChoice(let content): try container.encode(content, forKey: .content)
        case .form(let content): try container.encode(content, forKey: .content)
        case .terminal(let content): try container.encode(content, forKey: .content)
        }
    }
}
