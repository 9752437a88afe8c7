import Synchronization

/// A first-come, first-served lock that a task can hold across `await`s: the second caller waits (without
/// blocking a thread) until the first is done.
public final class AsyncLock: Sendable {
    private let state = Mutex(State())

    private struct State {
        var isHeld = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    public init() {}

    /// Runs `body` holding the lock.
    public func withLock<Value: Sendable>(_ body: () async throws -> Value) async throws -> Value {
        await acquire()
        defer { release() }
        return try await body()
    }

    private func acquire() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let acquired = state.withLock { state in
                guard state.isHeld else {
                    state.isHeld = true
                    return true
                }
                state.waiters.append(continuation)
                return false
            }
            if acquired { continuation.resume() }
        }
    }

    /// Hands the lock to the longest waiter, or frees it.
    private func release() {
        let next = state.withLock { state in
            guard !state.waiters.isEmpty else {
                state.isHeld = false
                return nil as CheckedContinuation<Void, Never>?
            }
            return state.waiters.removeFirst()
        }
        next?.resume()
    }
}
