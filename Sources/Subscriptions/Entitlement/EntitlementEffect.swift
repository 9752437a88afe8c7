import Foundation

/// What an ``EntitlementMachine`` asks its shell to do.
public enum EntitlementEffect: Sendable, Hashable {
    /// Ask the store for the account's status and send the answer back as ``EntitlementEvent/statusReceived(_:)``
    /// (or ``EntitlementEvent/statusFailed``).
    case fetchStatus
    /// Send ``EntitlementEvent/clockTicked`` at this instant: the timeout or the end of the current status.
    case wakeUp(at: Date)
}
