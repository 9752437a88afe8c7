import Foundation

/// Counts each client's failed attempts at something guessable (a restore code) in a sliding window: after `limit`
/// failures within `window`, the client is refused until its oldest failure leaves the window. At most `capacity`
/// clients are remembered (the least recently seen forgotten first), so the limiter's memory is bounded.
///
/// ```swift
/// let guesses = FailureLimiter(limit: 10, window: 600)
/// guesses.retryAfter(for: "203.0.113.7", at: now)   // nil: may try
/// guesses.recordFailure(for: "203.0.113.7", at: now)
/// ```
public final class FailureLimiter: Sendable {
    public let limit: Int
    public let window: TimeInterval
    private let failures: BoundedCache<String, [Date]>

    public init(limit: Int, window: TimeInterval, capacity: Int = 100_000) {
        self.limit = limit
        self.window = window
        failures = BoundedCache(capacity: capacity)
    }

    /// Nil when `client` may try now; else the whole seconds until it may.
    public func retryAfter(for client: String, at now: Date) -> Int? {
        let recent = (failures.value(for: client) ?? []).filter { now.timeIntervalSince($0) < window }
        guard recent.count >= limit, let oldest = recent.min() else { return nil }
        return max(1, Int((window - now.timeIntervalSince(oldest)).rounded(.up)))
    }

    /// Counts a failed attempt of `client` at `now`.
    public func recordFailure(for client: String, at now: Date) {
        let recent = (failures.value(for: client) ?? []).filter { now.timeIntervalSince($0) < window }
        failures.insert(Array((recent + [now]).suffix(limit)), for: client)
    }
}
