import Foundation

/// Counts each client's attempts at something (a wrong restore code, a new player) in a sliding window: after `limit`
/// of them within `window`, the client is refused until its oldest attempt leaves the window. At most `capacity`
/// clients are remembered (the least recently seen forgotten first), so the limiter's memory is bounded.
///
/// ```swift
/// let guesses = AttemptLimiter(limit: 10, window: 600)
/// guesses.retryAfter(for: "203.0.113.7", at: now)   // nil: may try
/// guesses.record(for: "203.0.113.7", at: now)
/// ```
public final class AttemptLimiter: Sendable {
    public let limit: Int
    public let window: TimeInterval
    private let attempts: BoundedCache<String, [Date]>

    public init(limit: Int, window: TimeInterval, capacity: Int = 100_000) {
        self.limit = limit
        self.window = window
        attempts = BoundedCache(capacity: capacity)
    }

    /// Nil when `client` may try now; else the whole seconds until it may.
    public func retryAfter(for client: String, at now: Date) -> Int? {
        let recent = (attempts.value(for: client) ?? []).filter { now.timeIntervalSince($0) < window }
        guard recent.count >= limit, let oldest = recent.min() else { return nil }
        return max(1, Int((window - now.timeIntervalSince(oldest)).rounded(.up)))
    }

    /// Refuses `client` while it must wait: a 429 with `code`, the sentence `message(seconds)` and Retry-After.
    public func requireTurn(
        for client: String, at now: Date, code: String, message: (Int) -> String
    ) throws(APIError) {
        guard let wait = retryAfter(for: client, at: now) else { return }
        var refusal = APIError(.tooManyRequests, code, message(wait))
        refusal.headers[.retryAfter] = String(wait)
        throw refusal
    }

    /// Counts an attempt of `client` at `now`.
    public func record(for client: String, at now: Date) {
        let recent = (attempts.value(for: client) ?? []).filter { now.timeIntervalSince($0) < window }
        attempts.insert(Array((recent + [now]).suffix(limit)), for: client)
    }
}
