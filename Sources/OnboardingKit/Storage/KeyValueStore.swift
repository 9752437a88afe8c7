import Foundation
import Synchronization

/// Where onboarding state lives. Implementations: ``InMemoryStore``, ``JSONFileStore``, ``UserDefaultsStore``.
///
/// Keys follow `onboarding.{appIdentifier}.{property}` (see ``StorageKey``), so apps sharing one store
/// never share state. A batch passed to ``apply(_:)`` is written all at once or not at all.
public protocol KeyValueStore: Sendable {
    /// The value stored under `key`, if any.
    func value(forKey key: String) throws(StorageError) -> StoredValue?
    /// Every key that starts with `prefix`, sorted.
    func keys(withPrefix prefix: String) throws(StorageError) -> [String]
    /// Writes every change at once; a `nil` value removes its key.
    func apply(_ changes: [String: StoredValue?]) throws(StorageError)
}

extension KeyValueStore {
    /// Stores `value` under `key`, or removes the key when `value` is `nil`.
    public func setValue(_ value: StoredValue?, forKey key: String) throws(StorageError) {
        try apply([key: value])
    }

    /// Removes every key that starts with `prefix`, in one batch.
    public func removeValues(withPrefix prefix: String) throws(StorageError) {
        let doomed = try keys(withPrefix: prefix)
        guard !doomed.isEmpty else { return }
        try apply(Dictionary(uniqueKeysWithValues: doomed.map { ($0, StoredValue?.none) }))
    }
}

/// A key-value store held in memory: for tests, simulations and previews.
public final class InMemoryStore: KeyValueStore {
    private let values: Mutex<[String: StoredValue]>

    /// Creates a store holding `values`.
    public init(_ values: [String: StoredValue] = [:]) {
        self.values = Mutex(values)
    }

    /// Every stored key and value.
    public var snapshot: [String: StoredValue] { values.withLock { $0 } }

    public func value(forKey key: String) -> StoredValue? {
        values.withLock { $0[key] }
    }

    public func keys(withPrefix prefix: String) -> [String] {
        values.withLock { $0.keys.filter { $0.hasPrefix(prefix) }.sorted() }
    }

    public func apply(_ changes: [String: StoredValue?]) {
        values.withLock { stored in
            for (key, value) in changes { stored[key] = value }
        }
    }
}
