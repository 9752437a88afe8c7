/// Why an onboarding request was refused. Nothing is changed when one is thrown.
public enum OnboardingError: Error, Equatable, CustomStringConvertible {
    /// An app identifier must be lowercase letters, digits, `-` or `_`.
    case invalidAppIdentifier(String)
    /// The hint key is not among the hints registered for the app.
    case unknownHint(key: String, app: String)
    /// The store failed; see the underlying error.
    case storage(StorageError)
    /// Two hint definitions share a key.
    case duplicateHint(String)
    /// A hint names a prerequisite that is not defined.
    case unknownPrerequisite(hint: String, prerequisite: String)
    /// Hints that wait on each other in a circle, so none could ever show.
    case prerequisiteCycle([String])
    /// A hint definition is malformed (display limit below 1, negative delay, ...).
    case invalidHint(key: String, reason: String)
    /// The presentation to dismiss is not the one showing.
    case notShowing(PresentationID)

    public var description: String {
        switch self {
        case .invalidAppIdentifier(let raw):
            "'\(raw)' is not a valid app identifier: use 1-64 lowercase letters, digits, '-' or '_'."
        case .unknownHint(let key, let app):
            "There is no hint '\(key)' in the onboarding of '\(app)'."
        case .storage(let error):
            error.description
        case .duplicateHint(let key):
            "The hint '\(key)' is defined twice."
        case .unknownPrerequisite(let hint, let prerequisite):
            "The hint '\(hint)' waits for '\(prerequisite)', which is not defined."
        case .prerequisiteCycle(let keys):
            "The hints \(keys.joined(separator: " -> ")) wait for each other, so none would ever show."
        case .invalidHint(let key, let reason):
            "The hint '\(key)' is invalid: \(reason)."
        case .notShowing(let id):
            "\(id) is not showing, so it cannot be dismissed."
        }
    }
}
