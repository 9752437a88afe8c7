/// The documents' key format, `onboarding.{appIdentifier}.{property}`.
///
/// ```swift
/// StorageKey(app: "blackjack", property: "hasLaunched").rawValue  // "onboarding.blackjack.hasLaunched"
/// ```
public struct StorageKey: Sendable, Hashable, CustomStringConvertible {
    /// The full key as stored.
    public let rawValue: String

    /// The key of `property` for `app`.
    public init(app: AppIdentifier, property: String) {
        rawValue = "\(StorageKey.prefix(for: app))\(property)"
    }

    /// The prefix shared by every key of `app`: `onboarding.{appIdentifier}.`.
    public static func prefix(for app: AppIdentifier) -> String {
        "onboarding.\(app.rawValue)."
    }

    public var description: String { rawValue }
}

/// Names one app (or game) whose onboarding state is kept apart from every other's.
///
/// Lowercase letters, digits, `-` and `_` only, so no identifier's keys can overlap another's.
public struct AppIdentifier: Sendable, Hashable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The identifier as written in keys.
    public let rawValue: String

    /// Validates `rawValue`.
    public init(_ rawValue: String) throws(OnboardingError) {
        let allowed = rawValue.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
        }
        guard !rawValue.isEmpty, rawValue.count <= 64, allowed else {
            throw .invalidAppIdentifier(rawValue)
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
