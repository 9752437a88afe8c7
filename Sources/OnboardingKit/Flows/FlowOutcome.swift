/// What a user did at a step; a step's transitions map outcomes to the next step.
///
/// Outcomes are stored and keyed by their ``rawValue``: `next`, `granted`, `denied`,
/// `choice:{option}` and `named:{name}`.
///
/// ```swift
/// let transitions: [FlowOutcome: String] = [.granted: "hand", .denied: "camera-denied"]
/// FlowOutcome(rawValue: "choice:left")  // .choice("left")
/// ```
public enum FlowOutcome: Sendable, Hashable, Comparable, RawRepresentable, Codable, CodingKeyRepresentable,
    CustomStringConvertible
{
    /// The step's primary action: a button, "Continue", a submitted form.
    case next
    /// A permission request was granted.
    case granted
    /// A permission request was denied (or the user went on without it).
    case denied
    /// The option with this id was picked at a single-choice step.
    case choice(String)
    /// An app-defined action, e.g. `.named("sign-in")` for a second button.
    case named(String)

    private static let choicePrefix = "choice:"
    private static let namedPrefix = "named:"

    /// Parses `next`, `granted`, `denied`, `choice:{option}` or `named:{name}` (option and name not empty).
    public init?(rawValue: String) {
        switch rawValue {
        case "next": self = .next
        case "granted": self = .granted
        case "denied": self = .denied
        default:
            if rawValue.hasPrefix(Self.choicePrefix), rawValue.count > Self.choicePrefix.count {
                self = .choice(String(rawValue.dropFirst(Self.choicePrefix.count)))
            } else if rawValue.hasPrefix(Self.namedPrefix), rawValue.count > Self.namedPrefix.count {
                self = .named(String(rawValue.dropFirst(Self.namedPrefix.count)))
            } else {
                return nil
            }
        }
    }

    /// The stored form, e.g. `choice:left`.
    public var rawValue: String {
        switch self {
        case .next: "next"
        case .granted: "granted"
        case .denied: "denied"
        case .choice(let option): Self.choicePrefix + option
        case .named(let name): Self.namedPrefix + name
        }
    }

    /// Orders outcomes by their stored form, so lists of outcomes are deterministic.
    public static func < (lhs: FlowOutcome, rhs: FlowOutcome) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { rawValue }

    /// The permission result this outcome reports, if it is `.granted` or `.denied`.
    public var permissionStatus: PermissionStatus? {
        switch self {
        case .granted: .granted
        case .denied: .denied
        default: nil
        }
    }
}

/// The answer a user gave to a permission request.
public enum PermissionStatus: String, Sendable, Hashable, Codable {
    case granted
    case denied
}
