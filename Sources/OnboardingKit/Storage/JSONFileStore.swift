import Foundation
import Synchronization

/// A key-value store kept in one JSON file.
///
/// Every change rewrites the file atomically (a temporary file renamed over the old one), so a crash
/// mid-write leaves either the old or the new file, never a torn one. Opening a corrupt file throws
/// ``StorageError/corruptFile(path:reason:)`` and leaves the file as it is. One process should own a file.
///
/// ```swift
/// let store = try JSONFileStore(url: URL(filePath: "onboarding.json"))
/// let state = try OnboardingState(app: "blackjack", hintKeys: ["bettingZone", "dealButton"], store: store)
/// ```
public final class JSONFileStore: KeyValueStore {
    /// The file this store reads and writes.
    public let url: URL
    private let values: Mutex<[String: StoredValue]>

    /// Opens the store at `url`, creating nothing until the first write.
    public init(url: URL) throws(StorageError) {
        self.url = url
        self.values = Mutex(try JSONFileStore.load(from: url))
    }

    public func value(forKey key: String) -> StoredValue? {
        values.withLock { $0[key] }
    }

    public func keys(withPrefix prefix: String) -> [String] {
        values.withLock { $0.keys.filter { $0.hasPrefix(prefix) }.sorted() }
    }

    public func apply(_ changes: [String: StoredValue?]) throws(StorageError) {
        let url = self.url
        try values.withLock { (stored: inout [String: StoredValue]) throws(StorageError) in
            var updated = stored
            for (key, value) in changes { updated[key] = value }
            try JSONFileStore.write(updated, to: url)
            stored = updated
        }
    }

    private static func load(from url: URL) throws(StorageError) -> [String: StoredValue] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableFile(path: url.path, reason: error.localizedDescription)
        }
        do {
            return try StoredValue.decoder.decode([String: StoredValue].self, from: data)
        } catch {
            throw .corruptFile(path: url.path, reason: "not a JSON object of stored values")
        }
    }

    private static func write(_ values: [String: StoredValue], to url: URL) throws(StorageError) {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(values)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw .writeFailed(path: url.path, reason: error.localizedDescription)
        }
    }
}
