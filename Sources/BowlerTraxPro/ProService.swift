import AppServer
import Basics
import Foundation
import HTTPTypes
import Logging
import OnboardingKit
import OnboardingScenarios
import Subscriptions

/// BowlerTrax Pro on the server, the authority on who has it: Subscriptions' ``LocalSubscriptionStore`` on the
/// platform's clock, each account persisted on its own (``ProStore``), renewals, expiry and grace periods worked out
/// lazily at the clock's now whenever an account is used. Purchases, restores and the paywall's answers are recorded
/// in the page's onboarding session as analytics (``PaywallFunnel``).
///
/// The seam to a real payment provider is ``withAccount(_:_:)``: it hands a ``SubscriptionStore`` the request's
/// account; a provider's store would be called there instead of the local one (the operator's test controls would
/// then be the provider's sandbox).
public struct ProService: Sendable {
    let configuration: LocalStoreConfiguration
    let store: any ProStore
    let onboarding: OnboardingService
    let clock: any AppClock
    /// Where a step that follows a stored purchase or restore (closing the paywall, the analytics) logs its failure.
    var logger = Logger(label: "firstrun.bowlertrax.pro")
    /// How many browsers (players) one restore code may serve: the buyer's and four more.
    var browsersPerRestoreCode = 5
    /// Wrong restore codes a client may send before it must wait: 10 in 10 minutes.
    let restoreGuesses = AttemptLimiter(limit: 10, window: 600)

    /// Pro on `platform`: the products and store behaviour shipped with the app, accounts in the platform's database,
    /// analytics in its onboarding sessions, time on its clock.
    public init(platform: Platform) throws {
        self.init(
            configuration: try Self.bundledConfiguration(), store: DatabaseProStore(database: platform.database),
            onboarding: platform.onboarding, clock: platform.clock)
    }

    init(
        configuration: LocalStoreConfiguration, store: any ProStore, onboarding: OnboardingService, clock: any AppClock
    ) {
        self.configuration = configuration
        self.store = store
        self.onboarding = onboarding
        self.clock = clock
    }

    /// The products and the store's behaviour shipped with the app (`bowlertrax-pro.store.json`).
    static func bundledConfiguration() throws -> LocalStoreConfiguration {
        guard let url = Bundle.module.url(forResource: "bowlertrax-pro.store", withExtension: "json") else {
            throw LocalStoreConfigurationError.unreadable("bowlertrax-pro.store.json is missing from the bundle")
        }
        return try LocalStoreConfiguration(contentsOf: url)
    }

    // MARK: Entitlement

    /// The player's subscription now: nil when no account is linked to them.
    func subscription(of player: Int64) async throws -> ProSubscription? {
        guard let linked = try await store.player(player).accountID else { return nil }
        return try await subscription(ofAccount: StoreAccountID(linked))
    }

    /// The account's subscription now.
    private func subscription(ofAccount id: StoreAccountID) async throws -> ProSubscription {
        try await withAccount(id) { local in
            let status = await local.status(of: id)
            return ProSubscription(
                status: status, pendingPurchase: await local.account(id)?.pendingProductID != nil,
                restoreCode: RestoreCode(accountID: id))
        }
    }

    /// Refuses (402 `pro-required`) a player without Pro now.
    public func requirePro(_ player: Int64?) async throws {
        guard let player, try await subscription(of: player)?.status.isEntitled == true else {
            throw APIError(
                HTTPResponse.Status(code: 402, reasonPhrase: "Payment Required"), "pro-required",
                "This is a BowlerTrax Pro feature: subscribe (or restore your purchase) from More to use it.")
        }
    }

    /// Whether the player finished the first launch (RootScreen's `onboardingFinished`).
    func firstLaunchFinished(in reference: OnboardingSessionReference) async throws -> Bool {
        try await onboarding.withSession(reference) { onboarding in
            try onboarding.progress(of: BowlerTraxFirstLaunch.id)?.isCompleted ?? false
        }
    }

    // MARK: The paywall

    /// The page reports the paywall shown, skipped ("Not Now") or closed (opened from More).
    func paywall(_ event: PaywallEvent, player: Int64, in reference: OnboardingSessionReference) async throws {
        let current = try await store.player(player)
        switch event {
        case .shown:
            try await store.savePaywall(of: player, shown: true, skipped: current.paywallSkipped)
            try await track(.paywallShown, in: reference)
        case .skipped:
            try await store.savePaywall(of: player, shown: false, skipped: true)
            try await track(.paywallSkipped, in: reference)
        case .closed:
            try await store.savePaywall(of: player, shown: false, skipped: current.paywallSkipped)
        }
    }

    // MARK: The player's actions

    /// Buys `productID` for the player on their account (made, with its restore code, on their first purchase); the
    /// paywall closes on success.
    ///
    /// A purchase sent again under the `key` of the player's last one (its answer lost to a timeout) answers what that
    /// one answered, and buys nothing.
    func purchase(
        _ productID: ProductID, player: Int64, key: String? = nil, in reference: OnboardingSessionReference
    ) async throws -> PurchaseResult {
        guard configuration.product(productID) != nil else {
            throw SubscriptionStoreError.unknownProduct(productID).apiError
        }
        if let key, case let record = try await store.player(player), record.purchaseKey == key,
            let stored = record.purchaseResult
        {
            // The first answer, never a second purchase: an answer that cannot be read fails the retry instead.
            return try CorruptRow.decode(
                PurchaseResult.self, json: Data(stored.utf8), table: "proPlayer", column: "purchaseResult", key: player)
        }
        let id = try await store.accountCreatingIfNeeded(of: player)
        let outcome = try await store.controls().nextPurchaseOutcome.flatMap(PurchaseOutcome.init(rawValue:))
        let result = try await withAccount(id) { local in
            if let outcome { await local.setNextPurchaseOutcome(outcome, for: id) }
            return try await local.purchase(productID, for: id)
        }
        // The purchase is stored: what follows may fail without the answer saying otherwise (a failure here would
        // tell the client "nothing was changed", and its retry would meet 409 already-subscribed).
        let ending: AnalyticsEvent
        switch result {
        case .success: ending = .purchaseCompleted(product: productID)
        case .cancelled: ending = .purchaseFailed(product: productID, reason: "cancelled")
        case .pending: ending = .purchaseFailed(product: productID, reason: "pending")
        case .failed: ending = .purchaseFailed(product: productID, reason: "failed")
        }
        await afterCommit("purchase") {
            if let key {
                let answer = String(decoding: try JSONEncoder().encode(result), as: UTF8.self)
                try await store.rememberPurchase(of: player, key: key, result: answer)
            }
            if outcome != nil { _ = try await store.takeNextPurchaseOutcome() }
            if case .success = result { try await closePaywall(of: player) }
            try await onboarding.withSession(reference) { onboarding in
                onboarding.track(.purchaseStarted(product: productID))
                onboarding.track(ending)
            }
        }
        return result
    }

    /// Runs the steps that follow a stored change; their failure is logged, never answered: the change stands.
    private func afterCommit(_ what: String, _ steps: () async throws -> Void) async {
        do {
            try await steps()
        } catch {
            logger.error("a step after the \(what) failed; the \(what) stands", metadata: ["error": "\(error)"])
        }
    }

    /// "Restore Purchases": the player's own account looked up again, or with `code` the account of that restore
    /// code (another browser of the same person), which is linked to this player. True when the player has Pro after.
    ///
    /// A code is guessable only slowly: `client`'s wrong codes are limited (``restoreGuesses``, then 429 with
    /// Retry-After). A code serves at most ``browsersPerRestoreCode`` browsers (409 `restore-code-full`), and a player
    /// whose own account has Pro is never silently moved off it (409 `own-subscription`).
    func restore(code: String?, player: Int64, client: String, in reference: OnboardingSessionReference) async throws
        -> Bool
    {
        let id: StoreAccountID
        if let code {
            try restoreGuesses.requireTurn(for: client, at: clock.now, code: "too-many-restore-attempts") { wait in
                "Too many restore codes that were not right; try again in \(wait) seconds."
            }
            guard let restoreCode = RestoreCode(code), try await store.account(restoreCode.accountID) != nil else {
                restoreGuesses.record(for: client, at: clock.now)
                throw APIError.notFound(
                    "No purchase has this restore code; check it on the browser where you bought Pro (More > Pro).",
                    code: "unknown-restore-code")
            }
            let record = try await store.player(player)
            if let own = record.accountID, !record.linkedByCode, own != restoreCode.accountID.rawValue,
                try await subscription(ofAccount: StoreAccountID(own)).status.isEntitled
            {
                throw APIError.conflict(
                    "This browser has its own BowlerTrax Pro; restoring another code would leave it. Turn its "
                        + "auto-renew off and let it end first.", code: "own-subscription")
            }
            switch try await store.link(
                player, to: restoreCode.accountID, limit: browsersPerRestoreCode, at: clock.now)
            {
            case .linked: break
            case .unknownAccount:
                throw APIError.notFound(
                    "No purchase has this restore code; check it on the browser where you bought Pro (More > Pro).",
                    code: "unknown-restore-code")
            case .tooManyLinks:
                throw APIError.conflict(
                    "This restore code already serves \(browsersPerRestoreCode) browsers, the most one code may.",
                    code: "restore-code-full")
            }
            id = restoreCode.accountID
        } else {
            guard let linked = try await store.player(player).accountID else { return false }
            id = StoreAccountID(linked)
        }
        let status = try await withAccount(id) { local in await local.restorePurchases(for: id) }
        guard status.isEntitled else { return false }
        await afterCommit("restore") {
            try await closePaywall(of: player)
            try await track(.purchaseRestored, in: reference)
        }
        return true
    }

    /// "Manage subscription": turns auto-renew off (Pro stays until the renewal date) or back on.
    /// Only the buyer's browser may: one that restored the code uses Pro but does not manage it (403 `buyer-only`).
    func setAutoRenew(_ isOn: Bool, player: Int64) async throws {
        let id = try await buyersAccount(of: player, doing: "change its renewal")
        _ = try await withAccount(id) { local in try await local.setAutoRenew(isOn, for: id) }
    }

    /// The other browsers the buyer's restore code serves, oldest first (the buyer's browser only).
    func codeLinks(of player: Int64) async throws -> [ProPlayerRecord] {
        try await store.codeLinks(of: try await buyersAccount(of: player, doing: "see the browsers it serves"))
    }

    /// Ends the link `linkID` to the buyer's account: that browser no longer has Pro (the buyer's browser only).
    func revokeLink(_ linkID: String, player: Int64) async throws {
        let account = try await buyersAccount(of: player, doing: "remove a browser from it")
        guard try await store.unlink(linkID, from: account) else {
            throw APIError.notFound("No browser uses your Pro through this link.", code: "unknown-link")
        }
    }

    /// The player's own account: 409 `not-subscribed` without one, 403 `buyer-only` for a browser that restored
    /// another's with its code.
    private func buyersAccount(of player: Int64, doing what: String) async throws -> StoreAccountID {
        let record = try await store.player(player)
        guard let linked = record.accountID else { throw SubscriptionStoreError.notSubscribed.apiError }
        guard !record.linkedByCode else {
            throw APIError(
                .forbidden, "buyer-only",
                "Only the browser that bought Pro can \(what); this one restored it with the code.")
        }
        return StoreAccountID(linked)
    }

    // MARK: The operator's controls of the local store

    /// Makes the next purchase end with `outcome`: of the account `code`, else whoever buys next.
    func setNextPurchaseOutcome(_ outcome: PurchaseOutcome, code: String?) async throws -> ProSubscription? {
        guard let code else {
            try await store.setNextPurchaseOutcome(outcome)
            return nil
        }
        let id = try await existingAccount(code)
        try await withAccount(id) { local in await local.setNextPurchaseOutcome(outcome, for: id) }
        return try await subscription(ofAccount: id)
    }

    /// Makes renewals' billing succeed or fail from now on: of the account `code` (success then recovers a billing
    /// issue at once), else of every account.
    func setRenewalBilling(succeeds: Bool, code: String?) async throws -> ProSubscription? {
        guard let code else {
            try await store.setRenewalBilling(succeeds: succeeds)
            return nil
        }
        let id = try await existingAccount(code)
        try await withAccount(id) { local in await local.setRenewalBilling(succeeds: succeeds, for: id) }
        return try await subscription(ofAccount: id)
    }

    /// Refunds the account's latest transaction: Pro ends at once.
    func refund(code: String) async throws -> ProSubscription {
        let id = try await existingAccount(code)
        try await withAccount(id) { local in try await local.refund(for: id) }
        return try await subscription(ofAccount: id)
    }

    /// Approves or declines the account's pending purchase (Ask to Buy).
    func resolvePendingPurchase(code: String, approve: Bool) async throws -> ProSubscription {
        let id = try await existingAccount(code)
        try await withAccount(id) { local in
            approve ? try await local.approvePendingPurchase(for: id) : try await local.declinePendingPurchase(for: id)
        }
        return try await subscription(ofAccount: id)
    }

    // MARK: Internals

    /// Runs `body` on a local store holding the account `id` as stored, then saves the account if it changed, over
    /// the revision it was read at; a concurrent change is retried on the newer account.
    @discardableResult
    private func withAccount<Value>(
        _ id: StoreAccountID, _ body: (LocalSubscriptionStore) async throws -> Value
    ) async throws -> Value {
        var configuration = configuration
        if let succeeds = try await store.controls().renewalBillingSucceeds {
            configuration.renewalBillingSucceeds = succeeds
        }
        for _ in 0..<3 {
            guard let (account, revision) = try await store.account(id) else { throw Self.unknownCode }
            let local = LocalSubscriptionStore(
                configuration: configuration, clock: clock, state: LocalStoreState(accounts: [account]))
            let value: Value
            do {
                value = try await body(local)
            } catch let refusal as SubscriptionStoreError {
                throw refusal.apiError
            }
            let changed = await local.account(id) ?? account
            if changed == account { return value }
            if try await store.save(changed, over: revision) { return value }
        }
        throw APIError(.serviceUnavailable, "busy", "The purchase changed meanwhile; try again.")
    }

    private func existingAccount(_ code: String) async throws -> StoreAccountID {
        guard let id = RestoreCode(code)?.accountID, try await store.account(id) != nil else { throw Self.unknownCode }
        return id
    }

    private static let unknownCode = APIError.notFound(
        "No store account has this restore code.", code: "unknown-restore-code")

    private func closePaywall(of player: Int64) async throws {
        try await store.savePaywall(of: player, shown: false, skipped: try await store.player(player).paywallSkipped)
    }

    private func track(_ event: AnalyticsEvent, in reference: OnboardingSessionReference) async throws {
        try await onboarding.withSession(reference) { onboarding in onboarding.track(event) }
    }
}

/// A player's subscription as the server answers it: the store's status now, whether a purchase waits for approval,
/// and the account's restore code.
struct ProSubscription: Sendable {
    let status: SubscriptionStatus
    let pendingPurchase: Bool
    let restoreCode: RestoreCode
}
