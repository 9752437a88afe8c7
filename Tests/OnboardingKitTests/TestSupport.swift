import Foundation
import Synchronization

@testable import OnboardingKit

/// A store whose reads come from `base` and whose writes fail while `failing` is set.
final class FailingStore: KeyValueStore {
    let base: InMemoryStore
    private let isFailing: Mutex<Bool>

    init(base: InMemoryStore, failing: Bool = true) {
        self.base = base
        isFailing = Mutex(failing)
    }

    var failing: Bool {
        get { isFailing.withLock { $0 } }
        set { isFailing.withLock { $0 = newValue } }
    }

    func value(forKey key: String) -> StoredValue? { base.value(forKey: key) }
    func keys(withPrefix prefix: String) -> [String] { base.keys(withPrefix: prefix) }
    func apply(_ changes: [String: StoredValue?]) throws(StorageError) {
        if failing { throw .writeFailed(path: "test", reason: "disk full") }
        base.apply(changes)
    }
}

/// A new, empty directory under the system's temporary directory.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("firstrun-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
