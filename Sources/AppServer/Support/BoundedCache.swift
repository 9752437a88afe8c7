import Synchronization

/// The one in-memory cache type of the server: values by key, at most `capacity` of them, forgetting the least
/// recently used first. A value being used (``retain(_:orInsert:)`` without its ``release(_:)``) is never forgotten.
///
/// ```swift
/// let tokens = BoundedCache<String, Int64>(capacity: 100_000)
/// tokens.insert(7, for: "5f0c…")
/// tokens.value(for: "5f0c…")   // 7
/// ```
public final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// The most values kept.
    public let capacity: Int
    private let state = Mutex(State())

    private struct Slot {
        var value: Value
        var users: Int
        var lastUsed: UInt64
    }

    private struct State {
        var slots: [Key: Slot] = [:]
        var tick: UInt64 = 0
    }

    public init(capacity: Int) {
        precondition(capacity > 0, "A cache holds at least one value.")
        self.capacity = capacity
    }

    /// The number of values held.
    public var count: Int { state.withLock { $0.slots.count } }

    /// The value for `key`, if held (it becomes the most recently used).
    public func value(for key: Key) -> Value? {
        state.withLock { state in
            guard var slot = state.slots[key] else { return nil }
            state.tick += 1
            slot.lastUsed = state.tick
            state.slots[key] = slot
            return slot.value
        }
    }

    /// Keeps `value` for `key`, replacing any held, and forgets the least recently used values past ``capacity``.
    public func insert(_ value: Value, for key: Key) {
        state.withLock { state in
            state.tick += 1
            let users = state.slots[key]?.users ?? 0
            state.slots[key] = Slot(value: value, users: users, lastUsed: state.tick)
            Self.trim(&state, to: capacity)
        }
    }

    /// Forgets the value for `key`.
    public func removeValue(for key: Key) {
        _ = state.withLock { $0.slots.removeValue(forKey: key) }
    }

    /// The values matching `predicate`, for a caller that needs to look across keys (e.g. one player's sessions).
    public func values(where predicate: (Value) -> Bool) -> [Value] {
        state.withLock { $0.slots.values.map(\.value).filter(predicate) }
    }

    /// The value for `key`, inserting `make()` if none is held, marked in use until ``release(_:)``: a value in
    /// use is never forgotten. `make` runs under the cache's lock and must not call back into it.
    public func retain(_ key: Key, orInsert make: () -> Value) -> Value {
        state.withLock { state in
            state.tick += 1
            var slot = state.slots[key] ?? Slot(value: make(), users: 0, lastUsed: 0)
            slot.users += 1
            slot.lastUsed = state.tick
            state.slots[key] = slot
            if state.slots.count > capacity { Self.trim(&state, to: capacity) }
            return slot.value
        }
    }

    /// Ends one use of `key`'s value begun by ``retain(_:orInsert:)``.
    public func release(_ key: Key) {
        state.withLock { state in
            guard var slot = state.slots[key] else { return }
            slot.users = max(0, slot.users - 1)
            state.slots[key] = slot
        }
    }

    /// Forgets the least recently used values not in use until at most a tenth under `capacity` remain, so a full
    /// cache trims once per many inserts rather than on each.
    private static func trim(_ state: inout State, to capacity: Int) {
        guard state.slots.count > capacity else { return }
        let target = max(1, capacity - max(1, capacity / 10))
        let idle = state.slots.filter { $0.value.users == 0 }.sorted { $0.value.lastUsed < $1.value.lastUsed }
        for (key, _) in idle.prefix(state.slots.count - target) {
            state.slots[key] = nil
        }
    }
}
