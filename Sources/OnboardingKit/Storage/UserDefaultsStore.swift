import Foundation
import Synchronization

/// A key-value store on `UserDefaults`, as the source documents persist onboarding state.
///
/// Each value is kept as its JSON encoding (`Data`) under the documented key, e.g.
/// `onboarding.blackjack.hasLaunched`.
public final class UserDefaultsStore: KeyValueStore {
    // UserDefaults is documented as thread-safe; the mutex only makes batches atomic.
    private let defaults: Mutex<UserDefaults>

    /// Uses the defaults database named `suiteName`, or the standard one when `nil`.
    public init(suiteName: String? = nil) {
        defaults = Mutex(suiteName.flatMap { UserDefaults(suiteName: $0) } ?? .standard)
    }

    public func value(forKey key: String) throws(StorageError) -> StoredValue? {
        let object = defaults.withLock { $0.object(forKey: key) }
        guard let object else { return nil }
        guard let data = object as? Data else {
            throw .corruptValue(key: key, reason: "expected JSON data, found \(type(of: object))")
        }
        do {
            return try StoredValue.decoder.decode(StoredValue.self, from: data)
        } catch {
            throw .corruptValue(key: key, reason: "not JSON")
        }
    }

    public func keys(withPrefix prefix: String) -> [String] {
        defaults.withLock { $0.dictionaryRepresentation().keys.filter { $0.hasPrefix(prefix) }.sorted() }
    }

    public func apply(_ changes: [String: StoredValue?]) throws(StorageError) {
        var encoded: [String: Data?] = [:]
        for (key, value) in changes {
            guard let value else {
                encoded[key] = .some(nil)
                continue
            }
            do {
                encoded[key] = try StoredValue.encoder.encode(value)
            } catch {
                throw .unencodableValue(type: "StoredValue", reason: "\(error)")
            }
        }
        defaults.withLock { defaults in
            for (key, data) in encoded {
                if let data { defaults.set(data, forKey: key) } else { defaults.removeObject(forKey: key) }
            }
        }
    }
}
