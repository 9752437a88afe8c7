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
/// Lowercase letters, digits, `-` and `_` only (see ``KeySafeIdentifier``).
public struct AppIdentifier: KeySafeIdentifier {
    /// The identifier as written in keys.
    public let rawValue: String

    /// Validates `rawValue`.
    public init(_ rawValue: String) throws(OnboardingError) {
        guard Self.isKeySafe(rawValue) else { throw .invalidAppIdentifier(rawValue) }
        self.rawValue = rawValue
    }
}
