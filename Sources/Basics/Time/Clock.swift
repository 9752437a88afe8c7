import Foundation
import Synchronization

/// The source of "now" for every time-based rule (delays, cooldowns, snoozes, welcome back).
///
/// Inject ``SystemClock`` in apps and ``ManualClock`` in tests and simulations, so every
/// behaviour is deterministic.
public protocol AppClock: Sendable {
    /// The current instant.
    var now: Date { get }
}

/// The wall clock.
public struct SystemClock: AppClock {
    public init() {}
    public var now: Date { Date() }
}

/// A clock that only moves when told to.
///
/// ```swift
/// let clock = ManualClock(now: Date(timeIntervalSince1970: 0))
/// clock.advance(by: 24 * 3600)
/// ```
public final class ManualClock: AppClock {
    private let current: Mutex<Date>

    /// Creates a clock standing at `now`.
    public init(now: Date = Date(timeIntervalSince1970: 1_767_225_600)) {
        current = Mutex(now)
    }

    public var now: Date { current.withLock { $0 } }

    /// Moves the clock forward by `interval` seconds.
    public func advance(by interval: TimeInterval) {
        current.withLock { $0 += interval }
    }

    /// Sets the clock to `date`.
    public func set(_ date: Date) {
        current.withLock { $0 = date }
    }
}
