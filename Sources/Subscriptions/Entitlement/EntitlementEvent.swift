/// What can happen to an ``EntitlementMachine``.
public enum EntitlementEvent: Sendable, Hashable {
    /// The app launched, came to the foreground or wants a fresh answer: fetch the status.
    case refreshRequested
    /// The store answered (a status fetch, a purchase, a restore or an auto-renew change).
    case statusReceived(SubscriptionStatus)
    /// The store could not answer.
    case statusFailed
    /// Time passed (the wake-up the machine asked for, or any tick).
    case clockTicked
}
