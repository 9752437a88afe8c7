import Foundation
import Synchronization

/// The store as the prompts use it: ``PromptError`` instead of ``StorageError``, dates as exact numbers.
struct PromptStorage: Sendable {
    let store: any KeyValueStore

    /// The value under `key`, if any.
    func value(at key: StorageKey) throws(PromptError) -> StoredValue? {
        do throws(StorageError) {
            return try store.value(forKey: key.rawValue)
        } catch {
            throw PromptError(error)
        }
    }

    /// Writes every change in one batch; `nil` removes a key.
    func apply(_ changes: [StorageKey: StoredValue?]) throws(PromptError) {
        var raw: [String: StoredValue?] = [:]
        for (key, value) in changes { raw[key.rawValue] = value }
        do throws(StorageError) {
            try store.apply(raw)
        } catch {
            throw PromptError(error)
        }
    }

    /// A date as stored: seconds since `Date`'s reference date, which round-trips exactly.
    static func stored(_ date: Date) -> StoredValue {
        .double(date.timeIntervalSinceReferenceDate)
    }

    /// Reads a date written by ``stored(_:)``.
    static func date(from value: StoredValue, key: StorageKey, field: String? = nil) throws(PromptError) -> Date {
        let seconds: Double
        switch value {
        case .double(let number): seconds = number
        case .int(let number): seconds = Double(number)
        default:
            throw .corruptState(
                key: key.rawValue, reason: "\(field.map { "'\($0)' " } ?? "")expected a date in seconds")
        }
        guard seconds.isFinite else {
            throw .corruptState(key: key.rawValue, reason: "\(field.map { "'\($0)' " } ?? "")is not a finite date")
        }
        return Date(timeIntervalSinceReferenceDate: seconds)
    }
}

/// A lock that serializes one prompt's read-modify-write updates.
final class PromptGate: Sendable {
    private let lock = Mutex(())

    func run<Result>(_ body: () throws(PromptError) -> Result) throws(PromptError) -> Result {
        try lock.withLock { (_: inout Void) throws(PromptError) -> Result in try body() }
    }
}
