import Foundation

/// A store's answer about one account's subscription at one instant (``asOf``): what the server sends the page
/// and reads to decide who has Pro (``isEntitled``).
public struct SubscriptionStatus: Sendable, Hashable, Codable {
    public var account: StoreAccountID
    public var state: RenewalState
    /// The instant the store computed this answer; a newer answer replaces an older one, never the reverse.
    public var asOf: Date
    /// The current (or last) product, `nil` when never subscribed.
    public var productID: ProductID?
    /// Whether the current period is a free trial.
    public var isFreeTrial: Bool
    /// When the current (or last) paid or trial period ends.
    public var expiresAt: Date?
    /// Whether the subscription renews at ``expiresAt``; `false` after the subscriber cancelled auto-renew.
    public var willAutoRenew: Bool
    /// The product the subscription renews into when a downgrade is scheduled.
    public var renewalProductID: ProductID?
    /// In a billing issue: when access ends unless billing recovers.
    public var gracePeriodExpiresAt: Date?
    /// In a billing issue: when the store stops retrying and the subscription expires.
    public var billingRetryEndsAt: Date?
    /// When the purchase was refunded or revoked.
    public var revokedAt: Date?

    public init(
        account: StoreAccountID, state: RenewalState, asOf: Date, productID: ProductID? = nil,
        isFreeTrial: Bool = false, expiresAt: Date? = nil, willAutoRenew: Bool = false,
        renewalProductID: ProductID? = nil, gracePeriodExpiresAt: Date? = nil, billingRetryEndsAt: Date? = nil,
        revokedAt: Date? = nil
    ) {
        self.account = account
        self.state = state
        self.asOf = asOf
        self.productID = productID
        self.isFreeTrial = isFreeTrial
        self.expiresAt = expiresAt
        self.willAutoRenew = willAutoRenew
        self.renewalProductID = renewalProductID
        self.gracePeriodExpiresAt = gracePeriodExpiresAt
        self.billingRetryEndsAt = billingRetryEndsAt
        self.revokedAt = revokedAt
    }

    /// Whether the account has the entitlement now.
    public var isEntitled: Bool { state.isEntitled }

    /// The renewal date "Manage subscription" shows: the expiry date while the subscription will renew.
    public var renewalDate: Date? { state == .subscribed && willAutoRenew ? expiresAt : nil }

    /// Until when the account keeps the entitlement without the store being asked again (``validUntil`` while
    /// entitled; `nil` when not entitled): what a device that cannot reach the server may go on trusting.
    public var entitledUntil: Date? { isEntitled ? validUntil : nil }

    /// The next instant this answer can stop being true without anyone acting: the end of the period while
    /// subscribed, the end of the grace period or of billing retry in a billing issue; `nil` when it cannot
    /// change by itself.
    public var validUntil: Date? {
        switch state {
        case .subscribed: expiresAt
        case .inGracePeriod: gracePeriodExpiresAt
        case .inBillingRetry: billingRetryEndsAt
        case .neverSubscribed, .expired, .revoked: nil
        }
    }
}
