import Foundation

/// The session's entitlement as a pure reducer: events and the time in, a new state and effects out.
///
/// It starts ``EntitlementState/unknown(since:)``, so a paying user is never routed to the paywall before the
/// store answers; after ``timeout`` without an answer it becomes ``EntitlementState/assumedFree(since:)``, so a
/// free user is not blocked forever, and a late answer that says subscribed still unlocks. Answers older than
/// the newest one held are ignored, so a slow launch fetch cannot undo a purchase.
///
/// When a status runs out by itself (``SubscriptionStatus/validUntil``) the machine moves on at that instant:
/// a subscription that will not renew expires; one that would renew, or a grace period or billing retry that
/// ends, goes back to `unknown` and asks for a fresh answer, because only the store knows whether the billing
/// went through.
///
/// ```swift
/// var machine = EntitlementMachine(launchedAt: now)
/// machine.handle(.refreshRequested, at: now)                   // [.fetchStatus, .wakeUp(at: now + 5)]
/// machine.handle(.statusReceived(status), at: now + 1)         // [.wakeUp(at: status.expiresAt)]
/// machine.access                                               // .entitled
/// ```
public struct EntitlementMachine: Sendable, Hashable, Codable {
    /// How long a session waits for the store before treating the user as free: 5 seconds, as Superwall waits.
    public static let defaultTimeout: TimeInterval = 5

    /// Seconds the machine stays `unknown` before it assumes the user is free.
    public let timeout: TimeInterval
    public private(set) var state: EntitlementState
    /// The newest store answer received, kept while a fresh one is awaited (for "Manage subscription").
    public private(set) var latestStatus: SubscriptionStatus?

    /// A machine waiting for the store since `launchedAt`; send ``EntitlementEvent/refreshRequested`` next.
    public init(launchedAt: Date, timeout: TimeInterval = defaultTimeout) {
        self.timeout = max(0, timeout)
        self.state = .unknown(since: launchedAt)
    }

    /// What the current state means for the screens.
    public var access: EntitlementAccess { state.access }

    /// Applies `event` at `now` (after whatever time alone changes by `now`) and returns what the shell must do.
    @discardableResult
    public mutating func handle(_ event: EntitlementEvent, at now: Date) -> [EntitlementEffect] {
        var needsFetch = passTime(to: now)
        switch event {
        case .clockTicked:
            break
        case .refreshRequested:
            needsFetch = true
        case .statusFailed:
            if case .unknown(let since) = state { state = .assumedFree(since: since) }
        case .statusReceived(let status):
            if let latestStatus, status.asOf < latestStatus.asOf { break }
            latestStatus = status
            state = EntitlementState(status)
            needsFetch = passTime(to: now) || needsFetch
        }
        var effects: [EntitlementEffect] = needsFetch ? [.fetchStatus] : []
        if let deadline = nextDeadline, deadline > now { effects.append(.wakeUp(at: deadline)) }
        return effects
    }

    /// The instant time alone changes the state next: the end of the timeout, or the end of the status.
    public var nextDeadline: Date? {
        switch state {
        case .unknown(let since): since.addingTimeInterval(timeout)
        default: state.status?.validUntil
        }
    }

    /// Moves the state as far as time alone moves it by `now`; returns whether a fresh answer is needed.
    private mutating func passTime(to now: Date) -> Bool {
        guard let deadline = nextDeadline, now >= deadline else { return false }
        switch state {
        case .unknown(let since):
            state = .assumedFree(since: since)
            return false
        case .active(var status) where !status.willAutoRenew:
            status.state = .expired
            state = .expired(status)
            return false
        default:
            state = .unknown(since: now)
            return true
        }
    }
}
