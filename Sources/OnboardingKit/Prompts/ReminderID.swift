/// Names one reminder of an app; its state is stored under `onboarding.{app}.prompt.{id}`.
///
/// Lowercase letters, digits, `-` and `_` only:
/// ```swift
/// let id: ReminderID = "ball-profile"        // a literal: a malformed one traps
/// let parsed = try ReminderID(someString)    // a runtime value: throws PromptError.invalidReminderID
/// ```
public struct ReminderID: KeySafeIdentifier {
    /// The identifier as written in keys.
    public let rawValue: String

    /// Validates `rawValue`.
    public init(_ rawValue: String) throws(PromptError) {
        guard Self.isKeySafe(rawValue) else { throw .invalidReminderID(rawValue) }
        self.rawValue = rawValue
    }
}
