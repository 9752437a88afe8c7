import Foundation

/// Where a session stands on the Pro entitlement, as ``EntitlementMachine`` tracks it.
///
/// `unknown` is a real state: the store has not answered since launch (or since the last answer ran out).
/// Entitled: ``active(_:)`` and ``inGracePeriod(_:)``.
public enum EntitlementState: Sendable, Hashable, Codable {
    /// Waiting for the store since the date; lasts at most the machine's timeout.
    case unknown(since: Date)
    /// The store did not answer within the timeout, or failed: treated as not entitled until an answer comes.
    case assumedFree(since: Date)
    /// The account never subscribed.
    case notSubscribed(SubscriptionStatus)
    /// Subscribed (paid or in a free trial) until the status' expiry date.
    case active(SubscriptionStatus)
    /// A renewal failed; access continues until the grace period ends.
    case inGracePeriod(SubscriptionStatus)
    /// A renewal failed and the grace period is over; no access while the store retries.
    case inBillingRetry(SubscriptionStatus)
    /// The subscription ended.
    case expired(SubscriptionStatus)
    /// The purchase was refunded or revoked.
    case revoked(SubscriptionStatus)

    /// The state a store's answer puts the session in.
    public init(_ status: SubscriptionStatus) {
        switch status.state {
        case .neverSubscribed: self = .notSubscribed(status)
        case .subscribed: self = .active(status)
        case .inGracePeriod: self = .inGracePeriod(status)
        case .inBillingRetry: self = .inBillingRetry(status)
        case .expired: self = .expired(status)
        case .revoked: self = .revoked(status)
        }
    }

    /// What the state means for the screens.
    public var access: EntitlementAccess {
        switch self {
        case .unknown: .loading
        case .active, .inGracePeriod: .entitled
        case .assumedFree, .notSubscribed, .inBillingRetry, .expired, .revoked: .notEntitled
        }
    }

    /// The store's answer the state rests on, `nil` while unknown or assumed free.
    public var status: SubscriptionStatus? {
        switch self {
        case .unknown, .assumedFree: nil
        case .notSubscribed(let status), .active(let status), .inGracePeriod(let status),
            .inBillingRetry(let status), .expired(let status), .revoked(let status):
            status
        }
    }
}
