/// Where an account's subscription stands, as StoreKit's `RenewalState` and the App Store Server API name it.
public enum RenewalState: String, Sendable, Hashable, Codable {
    /// The account has never had a subscription.
    case neverSubscribed = "never-subscribed"
    /// Paid (or in its free trial) until the expiry date.
    case subscribed
    /// A renewal's billing failed; the store keeps retrying and the subscriber keeps access until the grace
    /// period ends.
    case inGracePeriod = "in-grace-period"
    /// A renewal's billing failed and the grace period is over; the store keeps retrying, without access.
    case inBillingRetry = "in-billing-retry"
    /// The subscription ended: not renewed, or billing retry gave up.
    case expired
    /// The purchase was refunded or revoked; access ended at once.
    case revoked

    /// Whether the state grants the entitlement: `subscribed` and `inGracePeriod`.
    public var isEntitled: Bool { self == .subscribed || self == .inGracePeriod }
}
