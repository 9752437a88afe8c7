import AppServer
import Basics
import Foundation
import HostTesting
import OnboardingKit
import Subscriptions
import Testing

@testable import BowlerTraxPro
@testable import BowlerTraxServer

/// BowlerTrax Pro's store on SQLite: every clause of ``ProStoreContract``.
@Suite("Pro store on SQLite")
struct SQLiteProStoreTests {
    @Test("the Pro store's contract holds", arguments: ProStoreContract.allCases)
    func contract(clause: ProStoreContract) async throws {
        try await TestDatabase.sqlite.withBowlerTraxStores(clause.check)
    }
}

/// BowlerTrax Pro's store on the PostgreSQL at `FIRSTRUN_TEST_POSTGRES_URL`: the same clauses, skipped without it.
@Suite("Pro store on PostgreSQL", TestDatabase.postgresConfigured)
struct PostgresProStoreTests {
    @Test("the Pro store's contract holds", arguments: ProStoreContract.allCases)
    func contract(clause: ProStoreContract) async throws {
        try await TestDatabase.postgres.withBowlerTraxStores(clause.check)
    }
}

/// BowlerTrax Pro's store's contract, clause by clause: the same answers whatever the database, and an account saved
/// by two processes at once never loses either's change unnoticed.
enum ProStoreContract: CaseIterable, CustomTestStringConvertible {
    case players, accounts, revisions, controls, concurrentSaves, concurrentFirstAccount, concurrentOutcomeTaking

    var testDescription: String {
        switch self {
        case .players:
            "a player starts fresh; paywall answers and the account link are kept apart, and the first account stays theirs"
        case .accounts: "an account is read at revision 0; a restore code links an existing account only"
        case .revisions: "an account is saved only over the revision it was read at: a stale revision loses"
        case .controls: "the controls start empty; the next purchase's outcome is set, taken once, and billing kept"
        case .concurrentSaves: "of two processes saving an account over the same revision at once, exactly one wins"
        case .concurrentFirstAccount: "two processes making a player's first account at once give them one account"
        case .concurrentOutcomeTaking: "two processes taking the next purchase's outcome at once: exactly one gets it"
        }
    }

    /// Checks this clause on `stores`, fresh and migrated, and `anotherProcess`'s stores on the same database.
    func check(_ stores: BowlerTraxStores, anotherProcess: BowlerTraxStores) async throws {
        switch self {
        case .players: try await Self.players(stores)
        case .accounts: try await Self.accounts(stores)
        case .revisions: try await Self.revisions(stores)
        case .controls: try await Self.controls(stores)
        case .concurrentSaves: try await Self.concurrentSaves(stores, anotherProcess)
        case .concurrentFirstAccount: try await Self.concurrentFirstAccount(stores, anotherProcess)
        case .concurrentOutcomeTaking: try await Self.concurrentOutcomeTaking(stores, anotherProcess)
        }
    }

    private static func players(_ stores: BowlerTraxStores) async throws {
        let store = stores.pro
        let (lan, minh) = try await stores.twoPlayers()
        expectPlayer(try await store.player(lan), lan, account: nil, shown: false, skipped: false)
        try await store.savePaywall(of: lan, shown: true, skipped: false)
        expectPlayer(try await store.player(lan), lan, account: nil, shown: true, skipped: false)
        let account = try await store.accountCreatingIfNeeded(of: lan)
        expectPlayer(try await store.player(lan), lan, account: account.rawValue, shown: true, skipped: false)
        try await store.savePaywall(of: lan, shown: false, skipped: true)
        expectPlayer(try await store.player(lan), lan, account: account.rawValue, shown: false, skipped: true)
        #expect(try await store.accountCreatingIfNeeded(of: lan) == account)
        expectPlayer(try await store.player(minh), minh, account: nil, shown: false, skipped: false)
        #expect(try await store.accountCreatingIfNeeded(of: minh) != account)
    }

    private static func accounts(_ stores: BowlerTraxStores) async throws {
        let store = stores.pro
        let (lan, minh) = try await stores.twoPlayers()
        let id = try await store.accountCreatingIfNeeded(of: lan)
        let stored = try #require(try await store.account(id))
        #expect(stored.account == StoreAccount(id: id) && stored.revision == 0)
        let unknown = RestoreCode.make().accountID
        #expect(try await store.account(unknown) == nil)
        #expect(try await store.link(minh, to: unknown, limit: 5, at: StoreSamples.monday) == .unknownAccount)
        expectPlayer(try await store.player(minh), minh, account: nil, shown: false, skipped: false)
        try await store.savePaywall(of: minh, shown: true, skipped: true)
        #expect(try await store.link(minh, to: id, limit: 5, at: StoreSamples.monday) == .linked)
        expectPlayer(try await store.player(minh), minh, account: id.rawValue, shown: true, skipped: true)
        #expect(try await store.accountCreatingIfNeeded(of: minh) == id)
        // Lan and Minh hold the account: with a limit of 2 a third player is refused, theirs are kept.
        let third = try await stores.platform.createPlayer(token: "third")
        #expect(try await store.link(third, to: id, limit: 2, at: StoreSamples.monday) == .tooManyLinks)
        #expect(try await store.player(third).accountID == nil)
        #expect(try await store.link(minh, to: id, limit: 2, at: StoreSamples.monday) == .linked)
        #expect(
            try await store.link(third, to: id, limit: 3, at: StoreSamples.monday.addingTimeInterval(60)) == .linked)
        let thirdLinkedByCode = try await store.player(third).linkedByCode
        let buyerLinkedByCode = try await store.player(lan).linkedByCode
        #expect(thirdLinkedByCode && !buyerLinkedByCode)
        // The last purchase's key and answer, kept beside the paywall's answers.
        try await store.rememberPurchase(of: minh, key: "k1", result: #"{"cancelled":{}}"#)
        let remembered = try await store.player(minh)
        #expect(remembered.purchaseKey == "k1" && remembered.purchaseResult == #"{"cancelled":{}}"#)
        #expect(remembered.paywallShown && remembered.accountID == id.rawValue)
        try await store.rememberPurchase(of: minh, key: "k2", result: "{}")
        #expect(try await store.player(minh).purchaseKey == "k2")
        // The code's links, oldest first, each with its own id; one removed, that player has no account.
        let links = try await store.codeLinks(of: id)
        #expect(links.map(\.playerID) == [minh, third] && Set(links.compactMap(\.linkID)).count == 2)
        #expect(links.map(\.linkedAt) == [StoreSamples.monday, StoreSamples.monday.addingTimeInterval(60)])
        #expect(try await store.unlink(try #require(links[0].linkID), from: id))
        #expect(try await store.unlink(try #require(links[0].linkID), from: id) == false)
        #expect(try await store.player(minh).accountID == nil)
        #expect(try await store.codeLinks(of: id).map(\.playerID) == [third])
        #expect(try await store.player(lan).accountID == id.rawValue)
    }

    private static func revisions(_ stores: BowlerTraxStores) async throws {
        let store = stores.pro
        let (lan, _) = try await stores.twoPlayers()
        let id = try await store.accountCreatingIfNeeded(of: lan)
        let failing = try await changed(StoreAccount(id: id), outcome: .failed)
        let pending = try await changed(StoreAccount(id: id), outcome: .pending)
        #expect(try await store.save(failing, over: 0))
        #expect(try await store.account(id)?.account == failing)
        #expect(try await store.account(id)?.revision == 1)
        #expect(try await store.save(pending, over: 0) == false)
        #expect(try await store.account(id)?.account == failing)
        #expect(try await store.account(id)?.revision == 1)
        #expect(try await store.save(pending, over: 1))
        #expect(try await store.account(id)?.account == pending)
        #expect(try await store.account(id)?.revision == 2)
    }

    private static func controls(_ stores: BowlerTraxStores) async throws {
        let store = stores.pro
        expectControls(try await store.controls(), outcome: nil, billing: nil)
        #expect(try await store.takeNextPurchaseOutcome() == nil)
        try await store.setNextPurchaseOutcome(.pending)
        expectControls(try await store.controls(), outcome: "pending", billing: nil)
        try await store.setRenewalBilling(succeeds: false)
        expectControls(try await store.controls(), outcome: "pending", billing: false)
        try await store.setNextPurchaseOutcome(.cancelled)
        #expect(try await store.takeNextPurchaseOutcome() == .cancelled)
        #expect(try await store.takeNextPurchaseOutcome() == nil)
        expectControls(try await store.controls(), outcome: nil, billing: false)
        try await store.setRenewalBilling(succeeds: true)
        expectControls(try await store.controls(), outcome: nil, billing: true)
    }

    private static func concurrentSaves(_ stores: BowlerTraxStores, _ anotherProcess: BowlerTraxStores) async throws {
        let (lan, _) = try await stores.twoPlayers()
        let id = try await stores.pro.accountCreatingIfNeeded(of: lan)
        // Eight different changes of the account read at revision 0, four by each process.
        var changes: [StoreAccount] = []
        for outcome in PurchaseOutcome.allCases {
            for billing in [true, false] {
                changes.append(
                    try await changed(StoreAccount(id: id), outcome: outcome, renewalBillingSucceeds: billing))
            }
        }
        #expect(Set(changes).count == 8)
        let saved = try await withThrowingTaskGroup(of: StoreAccount?.self) { group in
            for (index, change) in changes.enumerated() {
                let store = index.isMultiple(of: 2) ? stores.pro : anotherProcess.pro
                group.addTask { try await store.save(change, over: 0) ? change : nil }
            }
            return try await group.reduce(into: [StoreAccount]()) { saved, won in if let won { saved.append(won) } }
        }
        #expect(saved.count == 1)
        let stored = try #require(try await stores.pro.account(id))
        #expect(stored.account == saved.first && stored.revision == 1)
    }

    private static func concurrentFirstAccount(_ stores: BowlerTraxStores, _ anotherProcess: BowlerTraxStores)
        async throws
    {
        let (lan, _) = try await stores.twoPlayers()
        let accounts = try await withThrowingTaskGroup(of: StoreAccountID.self) { group in
            for index in 0..<8 {
                let store = index.isMultiple(of: 2) ? stores.pro : anotherProcess.pro
                group.addTask { try await store.accountCreatingIfNeeded(of: lan) }
            }
            return try await group.reduce(into: Set<StoreAccountID>()) { $0.insert($1) }
        }
        #expect(accounts.count == 1)
        #expect(try await stores.pro.player(lan).accountID == accounts.first?.rawValue)
    }

    private static func concurrentOutcomeTaking(_ stores: BowlerTraxStores, _ anotherProcess: BowlerTraxStores)
        async throws
    {
        try await stores.pro.setNextPurchaseOutcome(.failed)
        let taken = try await withThrowingTaskGroup(of: PurchaseOutcome?.self) { group in
            for index in 0..<8 {
                let store = index.isMultiple(of: 2) ? stores.pro : anotherProcess.pro
                group.addTask { try await store.takeNextPurchaseOutcome() }
            }
            return try await group.reduce(into: [PurchaseOutcome]()) { taken, outcome in
                if let outcome { taken.append(outcome) }
            }
        }
        #expect(taken == [.failed])
        expectControls(try await stores.pro.controls(), outcome: nil, billing: nil)
    }

    // MARK: Helpers

    /// `account` changed as the local store changes it: its next purchase's outcome set, and its renewals' billing.
    private static func changed(
        _ account: StoreAccount, outcome: PurchaseOutcome, renewalBillingSucceeds: Bool? = nil
    ) async throws -> StoreAccount {
        let local = LocalSubscriptionStore(
            configuration: try ProService.bundledConfiguration(), clock: SystemClock(),
            state: LocalStoreState(accounts: [account]))
        await local.setNextPurchaseOutcome(outcome, for: account.id)
        if let renewalBillingSucceeds {
            _ = await local.setRenewalBilling(succeeds: renewalBillingSucceeds, for: account.id)
        }
        return try #require(await local.account(account.id))
    }

    private static func expectPlayer(
        _ record: ProPlayerRecord, _ player: Int64, account: String?, shown: Bool, skipped: Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(record.playerID == player, sourceLocation: sourceLocation)
        #expect(record.accountID == account, sourceLocation: sourceLocation)
        #expect(record.paywallShown == shown, sourceLocation: sourceLocation)
        #expect(record.paywallSkipped == skipped, sourceLocation: sourceLocation)
    }

    private static func expectControls(
        _ record: StoreControlRecord, outcome: String?, billing: Bool?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(record.nextPurchaseOutcome == outcome, sourceLocation: sourceLocation)
        #expect(record.renewalBillingSucceeds == billing, sourceLocation: sourceLocation)
    }
}
