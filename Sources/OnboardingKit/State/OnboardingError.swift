/// Why an onboarding request was refused. Nothing is changed when one is thrown.
public enum OnboardingError: Error, Equatable, CustomStringConvertible {
    /// An app identifier must be lowercase letters, digits, `-` or `_`.
    case invalidAppIdentifier(String)
    /// The hint key is not among the hints registered for the app.
    case unknownHint(key: String, app: String)
    /// The store failed; see the underlying error.
    case storage(StorageError)

    public var description: String {
        switch self {
        case .invalidAppIdentifier(let raw):
            "'\(raw)' is not a valid app identifier: use 1-64 lowercase letters, digits, '-' or '_'."
        case .unknownHint(let key, let app):
            "There is no hint '\(key)' in the onboarding of '\(app)'."
        case .storage(let error):
            error.description
        }
    }
}
