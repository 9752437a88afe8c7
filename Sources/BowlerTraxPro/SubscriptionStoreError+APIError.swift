import AppServer
import Subscriptions

extension SubscriptionStoreError {
    /// What the client is told: a 400 for a product that is not on sale, a 409 for a request the subscription's
    /// state refuses now, a 503 when the store cannot be reached.
    var apiError: APIError {
        switch self {
        case .unknownProduct:
            APIError.badRequest(description, code: "unknown-product")
        case .alreadySubscribed:
            APIError.conflict(description, code: "already-subscribed")
        case .purchasePending:
            APIError.conflict(description, code: "purchase-pending")
        case .noPendingPurchase:
            APIError.conflict(description, code: "no-pending-purchase")
        case .notSubscribed:
            APIError.conflict(description, code: "not-subscribed")
        case .unavailable:
            APIError(.serviceUnavailable, "store-unavailable", description)
        }
    }
}
