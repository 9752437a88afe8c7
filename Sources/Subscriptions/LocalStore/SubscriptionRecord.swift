import Foundation

/// An account's current (or last) subscription, as the local store keeps it.
public struct SubscriptionRecord: Sendable, Hashable, Codable {
    public internal(set) var productID: ProductID
    /// When the current paid or trial period began.
    public internal(set) var periodStart: Date
    /// When the current paid or trial period ends.
    public internal(set) var expiresAt: Date
    public internal(set) var isFreeTrial: Bool
    public internal(set) var willAutoRenew: Bool
    /// The product the next renewal switches to (a scheduled downgrade or crossgrade).
    public internal(set) var renewalProductID: ProductID?
    /// When a renewal's billing failed (the start of grace period and billing retry), while unresolved.
    public internal(set) var billingIssueSince: Date?
    /// When the purchase was refunded or revoked.
    public internal(set) var revokedAt: Date?
}
