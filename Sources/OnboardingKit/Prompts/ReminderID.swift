/// Names one reminder of an app; its state is stored under `onboarding.{app}.prompt.{id}`.
///
/// Lowercase letters, digits, `-` and `_` only:
/// ```swift
/// let id: ReminderID = "ball-profile"        // a literal: a malformed one traps
/// let parsed = try ReminderID(someString)    // a runtime value: throws PromptError.invalidReminderID
/// ```
public struct ReminderID: Sendable, Hashable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The identifier as written in keys.
    public let rawValue: String

    /// Validates `rawValue`.
    public init(_ rawValue: String) throws(PromptError) {
        let allowed = rawValue.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
        }
        guard !rawValue.isEmpty, rawValue.count <= 64, allowed else {
            throw .invalidReminderID(rawValue)
        }
        self.rawValue = rawValue
    }

    /// A literal identifier; a malformed literal is a programming error.
    public init(stringLiteral value: String) {
        do {
            try self.init(value)
        } catch {
            preconditionFailure(error.description)
        }
    }

    public init(from decoder: any Decoder) throws {
        try self.init(try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }
}
