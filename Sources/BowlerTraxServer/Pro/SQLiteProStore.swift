import AppServer
import Foundation
import GRDB
import Subscriptions

/// BowlerTrax Pro's store on the shared SQLite database: each write is one transaction of its single writer.
struct SQLiteProStore: ProStore {
    let database: AppDatabase

    private var pool: DatabasePool { database.pool }

    // MARK: Players

    /// The player's Pro row; a fresh one if they never touched Pro.
    func player(_ player: Int64) async throws -> ProPlayerRecord {
        try await pool.read { db in try ProPlayerRecord.fetchOne(db, key: player) ?? .fresh(player) }
    }

    func rememberPurchase(of player: Int64, key: String, result: String) async throws {
        try await changePlayer(player) { record in
            record.purchaseKey = key
            record.purchaseResult = result
        }
    }

    /// Saves the player's paywall answers, keeping their link.
    func savePaywall(of player: Int64, shown: Bool, skipped: Bool) async throws {
        try await changePlayer(player) { record in
            record.paywallShown = shown
            record.paywallSkipped = skipped
        }
    }

    /// Changes the player's Pro row (a fresh one if they have none) in one write.
    private func changePlayer(_ player: Int64, _ change: @escaping @Sendable (inout ProPlayerRecord) -> Void)
        async throws
    {
        try await pool.write { db in
            var record = try ProPlayerRecord.fetchOne(db, key: player) ?? .fresh(player)
            change(&record)
            try record.upsert(db)
        }
    }

    /// The player's linked account; a new empty one (its id a new restore code) linked to them if they have none.
    func accountCreatingIfNeeded(of player: Int64) async throws -> StoreAccountID {
        try await pool.write { db in
            var record = try ProPlayerRecord.fetchOne(db, key: player) ?? .fresh(player)
            if let id = record.accountID { return StoreAccountID(id) }
            let id = RestoreCode.make().accountID
            try StoreAccountRecord(id: id.rawValue, state: try StoreAccount(id: id).storedJSON(), revision: 0).insert(
                db)
            record.accountID = id.rawValue
            record.linkedByCode = false
            record.linkID = nil
            record.linkedAt = nil
            try record.upsert(db)
            return id
        }
    }

    /// Links the existing account `id` to the player (replacing any other link), unless the account is already
    /// linked to `limit` other players or does not exist.
    func link(_ player: Int64, to id: StoreAccountID, limit: Int, at now: Date) async throws -> AccountLink {
        try await pool.write { db in
            guard try StoreAccountRecord.exists(db, key: id.rawValue) else { return .unknownAccount }
            var record = try ProPlayerRecord.fetchOne(db, key: player) ?? .fresh(player)
            if record.accountID == id.rawValue { return .linked }
            let linked = try ProPlayerRecord.filter(Column("accountID") == id.rawValue).fetchCount(db)
            guard linked < limit else { return .tooManyLinks }
            record.accountID = id.rawValue
            record.linkedByCode = true
            record.linkID = SecureToken.make()
            record.linkedAt = now
            try record.upsert(db)
            return .linked
        }
    }

    func codeLinks(of id: StoreAccountID) async throws -> [ProPlayerRecord] {
        try await pool.read { db in
            try ProPlayerRecord.filter(Column("accountID") == id.rawValue && Column("linkedByCode") == true)
                .order(Column("linkedAt"), Column("playerID")).fetchAll(db)
        }
    }

    func unlink(_ linkID: String, from id: StoreAccountID) async throws -> Bool {
        try await pool.write { db in
            try ProPlayerRecord.filter(Column("accountID") == id.rawValue && Column("linkID") == linkID)
                .updateAll(
                    db, Column("accountID").set(to: nil), Column("linkedByCode").set(to: false),
                    Column("linkID").set(to: nil), Column("linkedAt").set(to: nil)) > 0
        }
    }

    // MARK: Accounts

    /// The account `id` as stored, with the revision to save it over; nil if there is none.
    func account(_ id: StoreAccountID) async throws -> (account: StoreAccount, revision: Int)? {
        let record = try await pool.read { db in try StoreAccountRecord.fetchOne(db, key: id.rawValue) }
        guard let record else { return nil }
        return (try StoreAccount(storedJSON: record.state), record.revision)
    }

    /// Saves `account` if it is still at `revision`; false if another request saved it meanwhile.
    func save(_ account: StoreAccount, over revision: Int) async throws -> Bool {
        let state = try account.storedJSON()
        return try await pool.write { db in
            try StoreAccountRecord.filter(Column("id") == account.id.rawValue && Column("revision") == revision)
                .updateAll(db, Column("state").set(to: state), Column("revision").set(to: revision + 1)) > 0
        }
    }

    // MARK: The operator's controls

    /// The store-wide controls; empty ones until the operator sets any.
    func controls() async throws -> StoreControlRecord {
        try await pool.read { db in try StoreControlRecord.fetchOne(db, key: StoreControlRecord.onlyID) }
            ?? StoreControlRecord()
    }

    /// Makes the next purchase, whoever makes it, end with `outcome`.
    func setNextPurchaseOutcome(_ outcome: PurchaseOutcome) async throws {
        try await changeControls { $0.nextPurchaseOutcome = outcome.rawValue }
    }

    /// Takes the next purchase's outcome if the operator set one: only one purchase gets it.
    func takeNextPurchaseOutcome() async throws -> PurchaseOutcome? {
        try await pool.write { db in
            guard var record = try StoreControlRecord.fetchOne(db, key: StoreControlRecord.onlyID),
                let outcome = record.nextPurchaseOutcome
            else { return nil }
            record.nextPurchaseOutcome = nil
            try record.update(db)
            return PurchaseOutcome(rawValue: outcome)
        }
    }

    /// Makes every account's renewals succeed or fail from now on.
    func setRenewalBilling(succeeds: Bool) async throws {
        try await changeControls { $0.renewalBillingSucceeds = succeeds }
    }

    private func changeControls(_ change: @escaping @Sendable (inout StoreControlRecord) -> Void) async throws {
        try await pool.write { db in
            var record = try StoreControlRecord.fetchOne(db, key: StoreControlRecord.onlyID) ?? StoreControlRecord()
            change(&record)
            try record.upsert(db)
        }
    }
}
