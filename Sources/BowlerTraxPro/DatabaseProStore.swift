import AppServer
import Foundation
import Subscriptions

/// BowlerTrax Pro's store, written once for SQLite and PostgreSQL. An account is saved by one statement that
/// PostgreSQL re-checks against the row it waited for, so of two processes saving over the same revision only one
/// wins; a player's first account is made under the player's row lock, and links to one account under the account's,
/// so two processes never give one player two accounts nor an account more links than its limit. (SQLite's one
/// writer runs every write alone.)
struct DatabaseProStore: ProStore {
    let database: PlatformDatabase

    // MARK: Players

    func player(_ player: Int64) async throws -> ProPlayerRecord {
        try await database.read { db in try Self.player(player, db) }
    }

    private static func player(_ player: Int64, _ db: any SQLConnection) throws -> ProPlayerRecord {
        try db.first(
            "SELECT \(unescaped: ProPlayerRecord.columns) FROM bowler_pro_player WHERE player_id = \(player)",
            as: ProPlayerRecord.self) ?? .fresh(player)
    }

    func codeLinks(of id: StoreAccountID) async throws -> [ProPlayerRecord] {
        try await database.read { db in
            try db.all(
                """
                SELECT \(unescaped: ProPlayerRecord.columns) FROM bowler_pro_player
                WHERE account_id = \(id.rawValue) AND linked_by_code = \(true) ORDER BY linked_at, player_id
                """, as: ProPlayerRecord.self)
        }
    }

    func unlink(_ linkID: String, from id: StoreAccountID) async throws -> Bool {
        try await database.write { db in
            try db.returnsRow(
                """
                UPDATE bowler_pro_player
                SET account_id = NULL, linked_by_code = \(false), link_id = NULL, linked_at = NULL
                WHERE account_id = \(id.rawValue) AND link_id = \(linkID)
                RETURNING player_id
                """)
        }
    }

    func rememberPurchase(of player: Int64, key: String, result: String) async throws {
        try await database.write { db in
            try db.execute(
                """
                INSERT INTO bowler_pro_player
                    (player_id, account_id, paywall_shown, paywall_skipped, purchase_key, purchase_result)
                VALUES (\(player), NULL, \(false), \(false), \(key), \(result))
                ON CONFLICT (player_id) DO UPDATE
                SET purchase_key = excluded.purchase_key, purchase_result = excluded.purchase_result
                """)
        }
    }

    func savePaywall(of player: Int64, shown: Bool, skipped: Bool) async throws {
        try await database.write { db in
            try db.execute(
                """
                INSERT INTO bowler_pro_player (player_id, account_id, paywall_shown, paywall_skipped)
                VALUES (\(player), NULL, \(shown), \(skipped))
                ON CONFLICT (player_id) DO UPDATE
                SET paywall_shown = excluded.paywall_shown, paywall_skipped = excluded.paywall_skipped
                """)
        }
    }

    func accountCreatingIfNeeded(of player: Int64) async throws -> StoreAccountID {
        try await database.write { db in
            // The player's row lock: two first purchases of one player never make two accounts.
            try db.lockPlayer(player)
            if let account = try Self.player(player, db).accountID { return StoreAccountID(account) }
            let newID = RestoreCode.make().accountID
            let newAccount = try StoreAccount(id: newID).storedJSON()
            try db.execute(
                "INSERT INTO bowler_store_account (id, state, revision) VALUES (\(newID.rawValue), \(newAccount), 0)")
            try db.execute(
                """
                INSERT INTO bowler_pro_player (player_id, account_id, paywall_shown, paywall_skipped, linked_by_code)
                VALUES (\(player), \(newID.rawValue), \(false), \(false), \(false))
                ON CONFLICT (player_id) DO UPDATE SET account_id = excluded.account_id, linked_by_code = \(false),
                    link_id = NULL, linked_at = NULL
                """)
            return newID
        }
    }

    func link(_ player: Int64, to id: StoreAccountID, limit: Int, at now: Date) async throws -> AccountLink {
        try await database.write { db in
            // The account's row lock makes links to one account one after another, whichever process makes them.
            guard
                try db.returnsRow(
                    "SELECT id FROM bowler_store_account WHERE id = \(id.rawValue)\(db.dialect.lock(.noKeyUpdate))")
            else { return .unknownAccount }
            let links = try db.first(
                """
                SELECT COUNT(CASE WHEN player_id <> \(player) THEN 1 END) AS others,
                       COUNT(CASE WHEN player_id = \(player) THEN 1 END) AS mine
                FROM bowler_pro_player WHERE account_id = \(id.rawValue)
                """
            ) { row in (others: try row.value("others", as: Int.self), mine: try row.value("mine", as: Int.self)) }
            if let links, links.mine > 0 { return .linked }
            guard (links?.others ?? 0) < limit else { return .tooManyLinks }
            try db.execute(
                """
                INSERT INTO bowler_pro_player
                    (player_id, account_id, paywall_shown, paywall_skipped, linked_by_code, link_id, linked_at)
                VALUES (\(player), \(id.rawValue), \(false), \(false), \(true), \(SecureToken.make()), \(now))
                ON CONFLICT (player_id) DO UPDATE SET account_id = excluded.account_id, linked_by_code = \(true),
                    link_id = excluded.link_id, linked_at = excluded.linked_at
                """)
            return .linked
        }
    }

    // MARK: Accounts

    func account(_ id: StoreAccountID) async throws -> (account: StoreAccount, revision: Int)? {
        let stored = try await database.read { db in
            try db.first("SELECT state, revision FROM bowler_store_account WHERE id = \(id.rawValue)") { row in
                (state: try row.value("state", as: String.self), revision: try row.value("revision", as: Int.self))
            }
        }
        guard let stored else { return nil }
        return (try StoreAccount(storedJSON: stored.state), stored.revision)
    }

    func save(_ account: StoreAccount, over revision: Int) async throws -> Bool {
        let state = try account.storedJSON()
        // A concurrent save over the same revision waits for this one's row lock, then finds the revision gone.
        return try await database.write { db in
            try db.returnsRow(
                """
                UPDATE bowler_store_account SET state = \(state), revision = \(revision + 1)
                WHERE id = \(account.id.rawValue) AND revision = \(revision)
                RETURNING id
                """)
        }
    }

    // MARK: The operator's controls

    func controls() async throws -> StoreControlRecord {
        try await database.read { db in
            try db.first(
                """
                SELECT next_purchase_outcome, renewal_billing_succeeds FROM bowler_store_control
                WHERE id = \(StoreControlRecord.onlyID)
                """
            ) { row in
                StoreControlRecord(
                    nextPurchaseOutcome: try row.optional("next_purchase_outcome"),
                    renewalBillingSucceeds: try row.optional("renewal_billing_succeeds"))
            } ?? StoreControlRecord()
        }
    }

    func setNextPurchaseOutcome(_ outcome: PurchaseOutcome) async throws {
        try await database.write { db in
            try db.execute(
                """
                INSERT INTO bowler_store_control (id, next_purchase_outcome)
                VALUES (\(StoreControlRecord.onlyID), \(outcome.rawValue))
                ON CONFLICT (id) DO UPDATE SET next_purchase_outcome = excluded.next_purchase_outcome
                """)
        }
    }

    func takeNextPurchaseOutcome() async throws -> PurchaseOutcome? {
        try await database.write { db in
            // The row lock lets one taker clear the outcome; another waiting meanwhile then reads none.
            let outcome = try db.scalar(
                """
                SELECT next_purchase_outcome FROM bowler_store_control
                WHERE id = \(StoreControlRecord.onlyID)\(db.dialect.lock(.noKeyUpdate))
                """, as: String.self)
            guard let outcome else { return nil }
            try db.execute(
                "UPDATE bowler_store_control SET next_purchase_outcome = NULL WHERE id = \(StoreControlRecord.onlyID)")
            return PurchaseOutcome(rawValue: outcome)
        }
    }

    func setRenewalBilling(succeeds: Bool) async throws {
        try await database.write { db in
            try db.execute(
                """
                INSERT INTO bowler_store_control (id, renewal_billing_succeeds)
                VALUES (\(StoreControlRecord.onlyID), \(succeeds))
                ON CONFLICT (id) DO UPDATE SET renewal_billing_succeeds = excluded.renewal_billing_succeeds
                """)
        }
    }
}
