/// Why a store refused a request. Nothing changed when one is thrown.
public enum SubscriptionStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No product has this identifier.
    case unknownProduct(ProductID)
    /// The account is already subscribed to this product and it renews.
    case alreadySubscribed(ProductID)
    /// A purchase of this product already waits for approval.
    case purchasePending(ProductID)
    /// No purchase waits for approval.
    case noPendingPurchase
    /// The request needs a current subscription and the account has none.
    case notSubscribed
    /// The store could not be reached or failed; try again later.
    case unavailable(String)

    public var description: String {
        switch self {
        case .unknownProduct(let id):
            "There is no product '\(id)': use one of the store's products."
        case .alreadySubscribed(let id):
            "The account is already subscribed to '\(id)'."
        case .purchasePending(let id):
            "A purchase of '\(id)' is waiting for approval; wait for it to be approved or declined."
        case .noPendingPurchase:
            "No purchase is waiting for approval."
        case .notSubscribed:
            "The account has no current subscription."
        case .unavailable(let reason):
            "The store is unavailable (\(reason)); try again later."
        }
    }
}
