/// How a purchase ended, as the paywall reports it.
public enum PurchaseResult: Sendable, Hashable, Codable {
    /// The store charged (or started the free trial); the status is the account's new one.
    case success(SubscriptionStatus)
    /// The buyer closed the payment sheet; nothing changed.
    case cancelled
    /// The purchase waits for someone else (Ask to Buy, a bank's strong authentication); it is approved or
    /// declined later and the account's status tells which.
    case pending
    /// The payment failed (declined card, store error); nothing changed.
    case failed
}
