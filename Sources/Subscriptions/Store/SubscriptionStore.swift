/// The seam between the app and whoever takes the money.
///
/// The app (here, the BowlerTrax server) asks a store for its products and for an account's status, and starts
/// purchases, restores and auto-renew changes through it; everything else happens inside the store as time
/// passes (renewals, billing retries, expiry) or by the store's own decision (refunds, approvals of pending
/// purchases), and shows in the next ``status(of:)``.
///
/// ``LocalSubscriptionStore`` implements it for development and tests. A real payment provider implements the
/// same five requirements over its API: `products()` from its catalogue, `status(of:)` from its record of the
/// account's latest transaction and renewal info (the App Store Server API's `ACTIVE`, `BILLING_GRACE_PERIOD`,
/// `BILLING_RETRY`, `EXPIRED`, `REVOKED` map to ``RenewalState``), `purchase` by its checkout, and
/// `setAutoRenew` by its subscription management. Map network and provider failures to
/// ``SubscriptionStoreError/unavailable(_:)``.
///
/// ```swift
/// let store: any SubscriptionStore = LocalSubscriptionStore(configuration: configuration, clock: clock)
/// switch try await store.purchase("bowlertrax.pro.monthly", for: "player-42") {
/// case .success(let status): print(status.renewalDate as Any)
/// case .pending: print("waiting for approval")
/// case .cancelled, .failed: print("still free")
/// }
/// ```
public protocol SubscriptionStore: Sendable {
    /// The products on sale, in the order the paywall lists them.
    func products() async throws(SubscriptionStoreError) -> [SubscriptionProduct]

    /// The account's subscription now.
    func status(of account: StoreAccountID) async throws(SubscriptionStoreError) -> SubscriptionStatus

    /// Buys `productID` for `account`.
    ///
    /// Buying another product while subscribed changes the subscription: to a higher
    /// ``SubscriptionProduct/level`` at once (an upgrade), to a lower or equal level at the next renewal.
    /// Buying the current product after cancelling auto-renew turns auto-renew back on.
    func purchase(_ productID: ProductID, for account: StoreAccountID) async throws(SubscriptionStoreError)
        -> PurchaseResult

    /// The account's purchases, looked up again (a new device or browser of the same account).
    func restorePurchases(for account: StoreAccountID) async throws(SubscriptionStoreError) -> SubscriptionStatus

    /// Turns auto-renew off (cancel: access continues until the period ends) or back on.
    func setAutoRenew(_ isOn: Bool, for account: StoreAccountID) async throws(SubscriptionStoreError)
        -> SubscriptionStatus
}
