import Foundation

/// Why a prompt (reminder, What's New, welcome back) request was refused.
///
/// Nothing is written to the store when one is thrown: a corrupt stored value is reported, never overwritten.
public enum PromptError: Error, Equatable, CustomStringConvertible {
    /// A reminder identifier must be 1-64 lowercase letters, digits, `-` or `_`.
    case invalidReminderID(String)
    /// A ``ReminderPolicy`` value breaks one of its rules; the associated text says which.
    case invalidPolicy(String)
    /// A welcome-back threshold must be a positive, finite number of seconds.
    case invalidThreshold(TimeInterval)
    /// Release notes must list at least one feature.
    case emptyReleaseNotes(SemanticVersion)
    /// Two release notes in one catalog are for the same version.
    case duplicateReleaseNotes(SemanticVersion)
    /// The value stored under `key` is not what this prompt wrote; it was left untouched.
    case corruptState(key: String, reason: String)
    /// The store failed; see the underlying error.
    case storage(StorageError)

    /// Wraps a store failure, reporting a malformed value as ``corruptState(key:reason:)``.
    init(_ error: StorageError) {
        if case .corruptValue(let key, let reason) = error {
            self = .corruptState(key: key, reason: reason)
        } else {
            self = .storage(error)
        }
    }

    public var description: String {
        switch self {
        case .invalidReminderID(let raw):
            "'\(raw)' is not a valid reminder identifier: use 1-64 lowercase letters, digits, '-' or '_'."
        case .invalidPolicy(let reason):
            "Invalid reminder policy: \(reason)."
        case .invalidThreshold(let seconds):
            "A welcome-back threshold of \(seconds) seconds is invalid: use a positive, finite number of seconds."
        case .emptyReleaseNotes(let version):
            "The release notes for \(version) list no features: add at least one, or leave the version out."
        case .duplicateReleaseNotes(let version):
            "There are two release notes for \(version): merge them into one."
        case .corruptState(let key, let reason):
            "The stored value for '\(key)' is corrupt and was left untouched (\(reason)). Reset the prompt to start fresh."
        case .storage(let error):
            error.description
        }
    }
}
