import Basics
import Foundation
import OnboardingKit

/// A ``SubscriptionStore`` that keeps every account in memory under an injected clock: for development and
/// tests, never for real money.
///
/// It behaves like the App Store's sandbox, compressed into rules a test can drive: purchases end as told
/// (``setNextPurchaseOutcome(_:for:)``), renewals happen when the clock passes a period's end and their billing
/// succeeds or fails as told (``setRenewalBilling(succeeds:for:)``), a failed renewal leaves the subscriber a
/// grace period inside a longer billing retry, and refunds and approvals of pending purchases are the store's
/// own decisions (``refund(for:)``, ``approvePendingPurchase(for:)``).
///
/// ```swift
/// let clock = ManualClock()
/// let store = LocalSubscriptionStore(configuration: try .init(contentsOf: url), clock: clock)
/// _ = try await store.purchase("bowlertrax.pro.monthly", for: "player-42")
/// clock.advance(by: 31 * 86_400)
/// try await store.status(of: "player-42").state  // .subscribed: renewed once
/// ```
///
/// Its whole state is ``state``, a `Codable` value; start a store from a saved one with
/// ``init(configuration:clock:state:)``.
public actor LocalSubscriptionStore: SubscriptionStore {
    public let configuration: LocalStoreConfiguration
    /// Every account, as of the last request (renewals are worked out when an account is next used).
    public private(set) var state: LocalStoreState
    private let clock: any AppClock

    /// A store selling `configuration`'s products, telling time by `clock`, holding `state`.
    public init(configuration: LocalStoreConfiguration, clock: any AppClock, state: LocalStoreState = .init()) {
        self.configuration = configuration
        self.clock = clock
        self.state = state
    }

    /// The stored account `id` (for persisting one account on its own), or `nil` if it never did anything.
    public func account(_ id: StoreAccountID) -> StoreAccount? {
        state.accounts[id]
    }

    /// Puts `account` back (for example read back from disk), replacing any account with its id.
    public func restoreAccount(_ account: StoreAccount) {
        state.accounts[account.id] = account
    }

    // MARK: - SubscriptionStore

    public func products() -> [SubscriptionProduct] {
        configuration.products
    }

    public func status(of account: StoreAccountID) -> SubscriptionStatus {
        update(account) { record, now in record.advance(to: now, configuration: configuration) }
    }

    public func purchase(
        _ productID: ProductID, for account: StoreAccountID
    ) throws(SubscriptionStoreError) -> PurchaseResult {
        try modify(account) { (record, now) throws(SubscriptionStoreError) in
            try record.purchase(productID, at: now, configuration: configuration)
        }
    }

    public func restorePurchases(for account: StoreAccountID) -> SubscriptionStatus {
        status(of: account)
    }

    public func setAutoRenew(
        _ isOn: Bool, for account: StoreAccountID
    ) throws(SubscriptionStoreError) -> SubscriptionStatus {
        try update(account) { (record, now) throws(SubscriptionStoreError) in
            try record.setAutoRenew(isOn, at: now, configuration: configuration)
        }
    }

    // MARK: - Test and development controls

    /// Makes `account`'s next purchase end with `outcome` (once).
    public func setNextPurchaseOutcome(_ outcome: PurchaseOutcome, for account: StoreAccountID) {
        update(account) { record, _ in record.nextPurchaseOutcome = outcome }
    }

    /// Makes `account`'s renewals succeed or fail from now on; success during a billing issue renews now.
    @discardableResult
    public func setRenewalBilling(succeeds: Bool, for account: StoreAccountID) -> SubscriptionStatus {
        update(account) { record, now in
            record.setRenewalBilling(succeeds: succeeds, at: now, configuration: configuration)
        }
    }

    /// Approves `account`'s pending purchase now (Ask to Buy accepted).
    @discardableResult
    public func approvePendingPurchase(for account: StoreAccountID) throws(SubscriptionStoreError)
        -> SubscriptionStatus
    {
        try update(account) { (record, now) throws(SubscriptionStoreError) in
            try record.approvePendingPurchase(at: now, configuration: configuration)
        }
    }

    /// Declines `account`'s pending purchase.
    @discardableResult
    public func declinePendingPurchase(for account: StoreAccountID) throws(SubscriptionStoreError)
        -> SubscriptionStatus
    {
        try update(account) { (record, now) throws(SubscriptionStoreError) in
            record.advance(to: now, configuration: configuration)
            try record.declinePendingPurchase()
        }
    }

    /// Refunds `account`'s latest transaction now: the subscription is revoked at once.
    @discardableResult
    public func refund(for account: StoreAccountID) throws(SubscriptionStoreError) -> SubscriptionStatus {
        try update(account) { (record, now) throws(SubscriptionStoreError) in
            try record.refund(at: now, configuration: configuration)
        }
    }

    // MARK: - Internals

    /// Runs `change` on `id`'s account at the clock's now and returns its status (see ``modify(_:_:)``).
    @discardableResult
    private func update<Failure: Error>(
        _ id: StoreAccountID, _ change: (inout StoreAccount, Date) throws(Failure) -> Void
    ) throws(Failure) -> SubscriptionStatus {
        try modify(id) { (account, now) throws(Failure) in
            try change(&account, now)
            return account.status(at: now, configuration: configuration)
        }
    }

    /// Runs `change` on `id`'s account at the clock's now and keeps the account if it existed or changed; a
    /// thrown error keeps nothing.
    private func modify<Result, Failure: Error>(
        _ id: StoreAccountID, _ change: (inout StoreAccount, Date) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let existing = state.accounts[id]
        var account = existing ?? StoreAccount(id: id)
        let result = try change(&account, clock.now)
        if existing != nil || account != StoreAccount(id: id) { state.accounts[id] = account }
        return result
    }
}
