import Foundation

/// Why a store could not read or write. Every failure leaves the stored state as it was.
public enum StorageError: Error, Equatable, CustomStringConvertible {
    /// The store file exists but is not a JSON object of stored values; it was left untouched.
    case corruptFile(path: String, reason: String)
    /// The store file could not be read.
    case unreadableFile(path: String, reason: String)
    /// Writing the store file failed; the previous file and values are unchanged.
    case writeFailed(path: String, reason: String)
    /// A stored value does not have the expected shape.
    case corruptValue(key: String, reason: String)
    /// A value could not be encoded for storage.
    case unencodableValue(type: String, reason: String)

    public var description: String {
        switch self {
        case .corruptFile(let path, let reason):
            "The onboarding store at \(path) is corrupt and was left untouched (\(reason)). Move it aside to start fresh."
        case .unreadableFile(let path, let reason):
            "The onboarding store at \(path) could not be read: \(reason)."
        case .writeFailed(let path, let reason):
            "Could not write the onboarding store at \(path); nothing was changed: \(reason)."
        case .corruptValue(let key, let reason):
            "The stored value for '\(key)' is corrupt: \(reason)."
        case .unencodableValue(let type, let reason):
            "A value of type \(type) could not be stored: \(reason)."
        }
    }
}
