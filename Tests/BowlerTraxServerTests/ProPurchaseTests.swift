import Basics
import Foundation
import HostTesting
import OnboardingKit
import Subscriptions
import Synchronization
import Testing

@testable import AppServer
@testable import BowlerTraxPro
@testable import BowlerTraxServer

/// A purchase is one outcome the client is told truthfully: once the store has the subscription, a step after it that
/// fails (closing the paywall, the analytics) is logged, never answered as "nothing was changed".
@Suite("Pro purchase: the answer tells what was stored")
struct ProPurchaseTests {
    @Test("a paywall write failing after the purchase was stored still answers the purchase, and Pro holds")
    func aFailureAfterThePurchaseIsNotAnsweredAsNothingChanged() async throws {
        try await TestDatabase.sqlite.withBowlerTraxStores { stores, _ in
            let player = try await stores.platform.createPlayer(token: "lan")
            let failing = PaywallWriteFails(base: stores.pro)
            let onboarding = OnboardingService(
                app: "bowlertrax", surfaces: [], flows: [], copy: CopyCatalog(), store: stores.platform,
                sessions: OnboardingSessions(), clock: SystemClock())
            let service = ProService(
                configuration: try ProService.bundledConfiguration(), store: failing, onboarding: onboarding,
                clock: SystemClock())
            let session = try await onboarding.startSession(playerID: player)
            let result = try await service.purchase(
                ProductID("bowlertrax.pro.yearly"), player: player, in: OnboardingSessionReference(session: session))
            guard case .success(let status) = result else {
                Issue.record("the purchase answered \(result), not its success")
                return
            }
            #expect(status.isEntitled)
            #expect(try await service.subscription(of: player)?.status.isEntitled == true)
            #expect(failing.attempts.withLock { $0 } == 1, "the paywall write was tried")
        }
    }
}

/// The Pro store, but its paywall write fails: a connection lost after the purchase was stored.
private final class PaywallWriteFails: ProStore {
    struct WriteFailed: Error {}
    let base: any ProStore
    let attempts = Mutex(0)

    init(base: any ProStore) { self.base = base }

    func savePaywall(of player: Int64, shown: Bool, skipped: Bool) async throws {
        attempts.withLock { $0 += 1 }
        throw WriteFailed()
    }

    func player(_ player: Int64) async throws -> ProPlayerRecord { try await base.player(player) }
    func accountCreatingIfNeeded(of player: Int64) async throws -> StoreAccountID {
        try await base.accountCreatingIfNeeded(of: player)
    }
    func link(_ player: Int64, to id: StoreAccountID, limit: Int, at now: Date) async throws -> AccountLink {
        try await base.link(player, to: id, limit: limit, at: now)
    }
    func codeLinks(of id: StoreAccountID) async throws -> [ProPlayerRecord] { try await base.codeLinks(of: id) }
    func unlink(_ linkID: String, from id: StoreAccountID) async throws -> Bool {
        try await base.unlink(linkID, from: id)
    }
    func account(_ id: StoreAccountID) async throws -> (account: StoreAccount, revision: Int)? {
        try await base.account(id)
    }
    func save(_ account: StoreAccount, over revision: Int) async throws -> Bool {
        try await base.save(account, over: revision)
    }
    func rememberPurchase(of player: Int64, key: String, result: String) async throws {
        try await base.rememberPurchase(of: player, key: key, result: result)
    }
    func controls() async throws -> StoreControlRecord { try await base.controls() }
    func setNextPurchaseOutcome(_ outcome: PurchaseOutcome) async throws {
        try await base.setNextPurchaseOutcome(outcome)
    }
    func takeNextPurchaseOutcome() async throws -> PurchaseOutcome? { try await base.takeNextPurchaseOutcome() }
    func setRenewalBilling(succeeds: Bool) async throws { try await base.setRenewalBilling(succeeds: succeeds) }
}
