import Foundation

/// One charge (or free trial start) on an account, as the local store records it.
public struct StoreTransaction: Sendable, Hashable, Codable, Identifiable {
    /// Why the transaction happened.
    public enum Reason: String, Sendable, Hashable, Codable {
        /// A first purchase, or a new one after expiry.
        case purchase
        /// A first purchase that starts a free trial (charged nothing).
        case freeTrial = "free-trial"
        /// An automatic renewal, or recovery from a billing issue.
        case renewal
        /// A move to a higher level, charged at once.
        case upgrade
    }

    /// `{account}-{number}`, unique in the store.
    public var id: String
    public var productID: ProductID
    public var reason: Reason
    public var date: Date
    /// What was charged (zero for a free trial).
    public var price: Price
    /// When the transaction was refunded.
    public var refundedAt: Date?
}
