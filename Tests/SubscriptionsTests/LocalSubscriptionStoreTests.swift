import Basics
import Foundation
import OnboardingKit
import Subscriptions
import Testing

@Suite("LocalSubscriptionStore")
struct LocalSubscriptionStoreTests {
    let player: StoreAccountID = "player-42"

    private func subscribed(
        _ store: LocalSubscriptionStore, to productID: ProductID, for account: StoreAccountID
    ) async throws -> SubscriptionStatus {
        guard case .success(let status) = try await store.purchase(productID, for: account) else {
            Issue.record("the purchase of \(productID) did not succeed")
            return await store.status(of: account)
        }
        return status
    }

    // MARK: - Purchase outcomes

    @Test("a successful purchase subscribes for one period, renewing on the same day next month")
    func purchaseSuccess() async throws {
        let (store, _) = try makeStore()
        let status = try await subscribed(store, to: "pro.monthly", for: player)
        #expect(status.state == .subscribed)
        #expect(status.isEntitled)
        #expect(status.productID == "pro.monthly")
        #expect(status.expiresAt == date("2026-02-01T00:00:00Z"))
        #expect(status.willAutoRenew)
        #expect(status.renewalDate == date("2026-02-01T00:00:00Z"))
        #expect(!status.isFreeTrial)
        let account = try #require(await store.account(player))
        #expect(account.transactions.map(\.reason) == [.purchase])
        #expect(account.transactions.first?.price == Price(minorUnits: 499, currency: .usd))
    }

    @Test("a cancelled or failed purchase changes nothing")
    func purchaseCancelledOrFailed() async throws {
        let (store, _) = try makeStore()
        await store.setNextPurchaseOutcome(.cancelled, for: player)
        #expect(try await store.purchase("pro.monthly", for: player) == .cancelled)
        await store.setNextPurchaseOutcome(.failed, for: player)
        #expect(try await store.purchase("pro.monthly", for: player) == .failed)
        let status = await store.status(of: player)
        #expect(status.state == .neverSubscribed)
        #expect(!status.isEntitled)
        #expect(await store.account(player)?.transactions.isEmpty == true)
    }

    @Test("the next purchase's outcome applies once; later purchases follow the configuration")
    func outcomeOnce() async throws {
        let (store, _) = try makeStore()
        await store.setNextPurchaseOutcome(.failed, for: player)
        #expect(try await store.purchase("pro.monthly", for: player) == .failed)
        #expect(try await subscribed(store, to: "pro.monthly", for: player).state == .subscribed)
    }

    @Test("a configuration can make every purchase end the same way")
    func configuredOutcome() async throws {
        var configuration = try proConfiguration()
        configuration.purchaseOutcome = .cancelled
        let store = LocalSubscriptionStore(configuration: configuration, clock: ManualClock(now: newYear))
        #expect(try await store.purchase("pro.monthly", for: player) == .cancelled)
        #expect(try await store.purchase("pro.weekly", for: player) == .cancelled)
    }

    @Test("a pending purchase grants nothing until approved, then subscribes from the approval")
    func pendingApproved() async throws {
        let (store, clock) = try makeStore()
        await store.setNextPurchaseOutcome(.pending, for: player)
        #expect(try await store.purchase("pro.monthly", for: player) == .pending)
        #expect(await store.status(of: player).state == .neverSubscribed)
        await #expect(throws: SubscriptionStoreError.purchasePending("pro.monthly")) {
            try await store.purchase("pro.weekly", for: player)
        }
        clock.advance(by: 2 * day)
        let status = try await store.approvePendingPurchase(for: player)
        #expect(status.state == .subscribed)
        #expect(status.productID == "pro.monthly")
        #expect(status.expiresAt == date("2026-02-03T00:00:00Z"))
        await #expect(throws: SubscriptionStoreError.noPendingPurchase) {
            try await store.approvePendingPurchase(for: player)
        }
    }

    @Test("a declined pending purchase leaves the account free and able to buy again")
    func pendingDeclined() async throws {
        let (store, _) = try makeStore()
        await store.setNextPurchaseOutcome(.pending, for: player)
        #expect(try await store.purchase("pro.monthly", for: player) == .pending)
        #expect(try await store.declinePendingPurchase(for: player).state == .neverSubscribed)
        await #expect(throws: SubscriptionStoreError.noPendingPurchase) {
            try await store.declinePendingPurchase(for: player)
        }
        #expect(try await subscribed(store, to: "pro.monthly", for: player).state == .subscribed)
    }

    @Test("an unknown product or a second purchase of the current product is refused")
    func refusals() async throws {
        let (store, _) = try makeStore()
        await #expect(throws: SubscriptionStoreError.unknownProduct("pro.lifetime")) {
            try await store.purchase("pro.lifetime", for: player)
        }
        _ = try await subscribed(store, to: "pro.monthly", for: player)
        await #expect(throws: SubscriptionStoreError.alreadySubscribed("pro.monthly")) {
            try await store.purchase("pro.monthly", for: player)
        }
    }

    // MARK: - Restore

    @Test("restore on a second device of the same account finds the subscription; another account finds none")
    func restore() async throws {
        let (store, _) = try makeStore()
        _ = try await subscribed(store, to: "pro.monthly", for: player)
        let restored = await store.restorePurchases(for: player)
        #expect(restored.state == .subscribed)
        #expect(restored.productID == "pro.monthly")
        #expect(await store.restorePurchases(for: "someone-else").state == .neverSubscribed)
        #expect(await store.account("someone-else") == nil)
    }

    // MARK: - Time

    @Test("a month later the subscription has renewed once, dated at the period's end")
    func renewal() async throws {
        let (store, clock) = try makeStore()
        _ = try await subscribed(store, to: "pro.monthly", for: player)
        clock.advance(by: 31 * day + 3600)
        let status = await store.status(of: player)
        #expect(status.state == .subscribed)
        #expect(status.expiresAt == date("2026-03-01T00:00:00Z"))
        let transactions = try #require(await store.account(player)).transactions
        #expect(transactions.map(\.reason) == [.purchase, .renewal])
        #expect(transactions.last?.date == date("2026-02-01T00:00:00Z"))
    }

    @Test("a weekly subscription left alone for a month renews every week")
    func manyRenewals() async throws {
        let (store, clock) = try makeStore()
        _ = try await subscribed(store, to: "pro.weekly", for: player)
        clock.set(date("2026-02-01T00:00:00Z"))
        let status = await store.status(of: player)
        #expect(status.expiresAt == date("2026-02-05T00:00:00Z"))
        let dates = try #require(await store.account(player)).transactions.map(\.date)
        #expect(
            dates == ["01", "08", "15", "22", "29"].map { date("2026-01-\($0)T00:00:00Z") })
    }

    @Test("cancelling auto-renew keeps access until the period ends, then the subscription expires")
    func cancelAutoRenew() async throws {
        let (store, clock) = try makeStore()
        _ = try await subscribed(store, to: "pro.monthly", for: player)
        clock.advance(by: 10 * day)
        let cancelled = try await store.setAutoRenew(false, for: player)
        #expect(cancelled.state == .subscribed)
        #expect(cancelled.isEntitled)
        #expect(!cancelled.willAutoRenew)
        #expect(cancelled.renewalDate == nil)
        #expect(cancelled.expiresAt == date("2026-02-01T00:00:00Z"))
        clock.set(date("2026-01-31T23:59:59Z"))
        #expect(await store.status(of: player).isEntitled)
        clock.set(date("2026-02-01T00:00:00Z"))
        let expired = await store.status(of: player)
        #expect(expired.state == .expired)
        #expect(!expired.isEntitled)
        #expect(try #require(await store.account(player)).transactions.count == 1)
        await #expect(throws: SubscriptionStoreError.notSubscribed) { try await store.setAutoRenew(true, for: player) }
    }

    @Test("turning auto-renew back on, or buying the same product again, resumes renewals")
    func resume() async throws {
        let (store, clock) = try makeStore()
        _ = try await subscribed(store, to: "pro.monthly", for: player)
        _ = try await store.setAutoRenew(false, for: player)
        #expect(try await store.setAutoRenew(true, for: player).renewalDate == date("2026-02-01T00:00:00Z"))
        _ = try await store.setAutoRenew(false, for: player)
        let resubscribed = try await subscribed(store, to: "pro.monthly", for: player)
        #expect(resubscribed.willAutoRenew)
        #expect(resubscribed.expiresAt == date("2026-02-01T00:00:00Z"))
        clock.set(date("2026-02-02T00:00:00Z"))
        #expect(await store.status(of: player).expiresAt == date("2026-03-01T00:00:00Z"))
    }

    @Test("an expired account buys again from the day it buys")
    func buyAfterExpiry() async throws {
        let (store, clock) = try makeStore()
        _ = try await subscribed(store, to: "pro.monthly", for: player)
        _ = try await store.setAutoRenew(false, for: player)
        clock.set(date("2026-03-10T00:00:00Z"))
        let status = try await subscribed(store, to: "pro.monthly", for: player)
        #expect(status.expiresAt == date("2026-04-10T00:00:00Z"))
    }

    // MARK: - Billing issues

    @Test("a failed renewal keeps access through the 6-day grace period, then billing retry locks, then expiry")
    func gracePeriodAndBillingRetry() async throws {
        let (store, clock) = try makeStore()
        let bought = try await subscribed(store, to: "pro.monthly", for: player)
        // What a device with no network may trust: the paid month, then the grace period, then nothing.
        #expect(bought.entitledUntil == date("2026-02-01T00:00:00Z"))
        await store.setRenewalBilling(succeeds: false, for: player)
        clock.set(date("2026-02-03T00:00:00Z"))
        let grace = await store.status(of: player)
        #expect(grace.state == .inGracePeriod)
        #expect(grace.isEntitled)
        #expect(grace.gracePeriodExpiresAt == date("2026-02-07T00:00:00Z"))
        #expect(grace.entitledUntil == date("2026-02-07T00:00:00Z"))
        #expect(grace.billingRetryEndsAt == date("2026-04-02T00:00:00Z"))
        clock.set(date("2026-02-07T00:00:00Z"))
        let retry = await store.status(of: player)
        #expect(retry.state == .inBillingRetry)
        #expect(!retry.isEntitled)
        #expect(retry.entitledUntil == nil)
        clock.set(date("2026-04-02T00:00:00Z"))
        let expired = await store.status(of: player)
        #expect(expired.state == .expired)
        #expect(!expired.willAutoRenew)
        #expect(expired.entitledUntil == nil)
        #expect(try #require(await store.account(player)).transactions.count == 1)
    }

    @Test("billing that recovers during retry renews from that day")
    func billingRecovers() async throws {
        let (store, clock) = try makeStore()
        _ = try await subscribed(store, to: "pro.monthly", for: player)
        await store.setRenewalBilling(succeeds: false, for: player)
        clock.set(date("2026-02-10T00:00:00Z"))
        #expect(await store.status(of: player).state == .inBillingRetry)
        let recovered = await store.setRenewalBilling(succeeds: true, for: player)
        #expect(recovered.state == .subscribed)
        #expect(recovered.expiresAt == date("2026-03-10T00:00:00Z"))
        #expect(recovered.gracePeriodExpiresAt == nil)
        let last = try #require(await store.account(player)?.transactions.last)
        #expect(last.reason == .renewal)
        #expect(last.date == date("2026-02-10T00:00:00Z"))
    }

    @Test("without a grace period a failed renewal locks at once")
    func noGracePeriod() async throws {
        var configuration = try proConfiguration()
        configuration.gracePeriodDays = 0
        configuration.renewalBillingSucceeds = false
        let clock = ManualClock(now: newYear)
        let store = LocalSubscriptionStore(configuration: configuration, clock: clock)
        _ = try await subscribed(store, to: "pro.weekly", for: player)
        clock.set(date("2026-01-08T00:00:00Z"))
        #expect(await store.status(of: player).state == .inBillingRetry)
    }

    @Test("cancelling during the grace period ends the subscription at once")
    func cancelInGrace() async throws {
        let (store, clock) = try makeStore()
        _ = try await subscribed(store, to: "pro.monthly", for: player)
        await store.setRenewalBilling(succeeds: false, for: player)
        clock.set(date("2026-02-02T00:00:00Z"))
        #expect(try await store.setAutoRenew(false, for: player).state == .expired)
    }

    // MARK: - Refunds

    @Test("a refund revokes access at once and marks the transaction")
    func refund() async throws {
        let (store, clock) = try makeStore()
        _ = try await subscribed(store, to: "pro.monthly", for: player)
        clock.advance(by: 3 * day)
        let revoked = try await store.refund(for: player)
        #expect(revoked.state == .revoked)
        #expect(!revoked.isEntitled)
        #expect(revoked.revokedAt == date("2026-01-04T00:00:00Z"))
        #expect(!revoked.willAutoRenew)
        #expect(await store.account(player)?.transactions.last?.refundedAt == date("2026-01-04T00:00:00Z"))
        clock.set(date("2026-03-01T00:00:00Z"))
        #expect(await store.status(of: player).state == .revoked)
        await #expect(throws: SubscriptionStoreError.notSubscribed) { try await store.refund(for: player) }
        await #expect(throws: SubscriptionStoreError.notSubscribed) { try await store.refund(for: "nobody") }
    }

    // MARK: - Changing products

    @Test("an upgrade takes effect at once with a new period")
    func upgrade() async throws {
        let (store, clock) = try makeStore()
        _ = try await subscribed(store, to: "pro.weekly", for: player)
        clock.advance(by: 2 * day)
        let upgraded = try await subscribed(store, to: "pro.monthly", for: player)
        #expect(upgraded.productID == "pro.monthly")
        #expect(upgraded.expiresAt == date("2026-02-03T00:00:00Z"))
        #expect(upgraded.renewalProductID == nil)
        let last = try #require(await store.account(player)?.transactions.last)
        #expect(last.reason == .upgrade)
        #expect(last.price == Price(minorUnits: 499, currency: .usd))
    }

    @Test("a downgrade waits for the next renewal")
    func downgrade() async throws {
        let (store, clock) = try makeStore()
        _ = try await subscribed(store, to: "pro.monthly", for: player)
        clock.advance(by: 5 * day)
        let scheduled = try await subscribed(store, to: "pro.weekly", for: player)
        #expect(scheduled.productID == "pro.monthly")
        #expect(scheduled.renewalProductID == "pro.weekly")
        #expect(scheduled.expiresAt == date("2026-02-01T00:00:00Z"))
        clock.set(date("2026-02-02T00:00:00Z"))
        let renewed = await store.status(of: player)
        #expect(renewed.productID == "pro.weekly")
        #expect(renewed.expiresAt == date("2026-02-08T00:00:00Z"))
        #expect(renewed.renewalProductID == nil)
        #expect(await store.account(player)?.transactions.last?.price == Price(minorUnits: 199, currency: .usd))
    }

    // MARK: - Free trial

    @Test("the yearly product starts with a free one-week trial, then charges the year")
    func freeTrial() async throws {
        let (store, clock) = try makeStore()
        let trial = try await subscribed(store, to: "pro.yearly", for: player)
        #expect(trial.isFreeTrial)
        #expect(trial.isEntitled)
        #expect(trial.expiresAt == date("2026-01-08T00:00:00Z"))
        #expect(await store.account(player)?.transactions.first?.price == Price(minorUnits: 0, currency: .usd))
        clock.set(date("2026-01-09T00:00:00Z"))
        let paid = await store.status(of: player)
        #expect(!paid.isFreeTrial)
        #expect(paid.expiresAt == date("2027-01-08T00:00:00Z"))
        #expect(await store.account(player)?.transactions.last?.price == Price(minorUnits: 2999, currency: .usd))
    }

    @Test("an account that subscribed before gets no second trial")
    func noSecondTrial() async throws {
        let (store, clock) = try makeStore()
        _ = try await subscribed(store, to: "pro.monthly", for: player)
        _ = try await store.setAutoRenew(false, for: player)
        clock.set(date("2026-03-01T00:00:00Z"))
        let yearly = try await subscribed(store, to: "pro.yearly", for: player)
        #expect(!yearly.isFreeTrial)
        #expect(yearly.expiresAt == date("2027-03-01T00:00:00Z"))
    }

    @Test("billing that fails at the end of the trial starts the grace period")
    func trialBillingFails() async throws {
        let (store, clock) = try makeStore()
        _ = try await subscribed(store, to: "pro.yearly", for: player)
        await store.setRenewalBilling(succeeds: false, for: player)
        clock.set(date("2026-01-09T00:00:00Z"))
        let grace = await store.status(of: player)
        #expect(grace.state == .inGracePeriod)
        #expect(grace.gracePeriodExpiresAt == date("2026-01-14T00:00:00Z"))
    }

    // MARK: - Persistence

    @Test("the whole state survives JSON, and a store built on it answers the same")
    func codableState() async throws {
        let (store, clock) = try makeStore()
        _ = try await subscribed(store, to: "pro.monthly", for: player)
        await store.setNextPurchaseOutcome(.pending, for: "other")
        let data = try JSONEncoder().encode(await store.state)
        let state = try JSONDecoder().decode(LocalStoreState.self, from: data)
        #expect(state == (await store.state))
        let reopened = LocalSubscriptionStore(configuration: try proConfiguration(), clock: clock, state: state)
        clock.set(date("2026-02-15T00:00:00Z"))
        #expect(await reopened.status(of: player) == (await store.status(of: player)))
        #expect(try await reopened.purchase("pro.weekly", for: "other") == .pending)
    }

    @Test("one account survives JSON on its own and can be put back in a fresh store")
    func codableAccount() async throws {
        let (store, clock) = try makeStore()
        _ = try await subscribed(store, to: "pro.monthly", for: player)
        let saved = try JSONEncoder().encode(try #require(await store.account(player)))
        let account = try JSONDecoder().decode(StoreAccount.self, from: saved)
        let fresh = LocalSubscriptionStore(configuration: try proConfiguration(), clock: clock)
        await fresh.restoreAccount(account)
        #expect(await fresh.restorePurchases(for: player).expiresAt == date("2026-02-01T00:00:00Z"))
    }

    @Test("the store is usable through the protocol a real provider implements")
    func throughTheSeam() async throws {
        let (local, _) = try makeStore()
        let store: any SubscriptionStore = local
        #expect(try await store.products().map(\.id) == ["pro.weekly", "pro.monthly", "pro.yearly"])
        guard case .success = try await store.purchase("pro.monthly", for: player) else {
            Issue.record("expected a success")
            return
        }
        #expect(try await store.status(of: player).isEntitled)
    }
}
