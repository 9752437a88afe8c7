import AppServer
import Foundation
import Logging
import PostgresNIO
import Subscriptions

/// BowlerTrax Pro's store on a PostgreSQL database shared by several server processes: the same operations and
/// answers as ``SQLiteProStore``. An account is saved by one statement that PostgreSQL re-checks against the row it
/// waited for, so of two processes saving over the same revision only one wins; a player's first account is made
/// under the player's row lock, so two processes never give one player two.
struct PostgresProStore: ProStore {
    let database: PostgresAppDatabase

    /// A store on `database`, which must be migrated with ``PostgresBowlerTraxMigrations`` and running.
    init(database: PostgresAppDatabase) {
        self.database = database
    }

    private var client: PostgresPool { database.pool }
    private var logger: Logger { database.logger }

    // MARK: Players

    func player(_ player: Int64) async throws -> ProPlayerRecord {
        let rows = try await client.query(
            """
            SELECT \(unescaped: Self.playerColumns) FROM bowler_pro_player WHERE player_id = \(player)
            """, logger: logger)
        for try await row in rows { return try Self.record(row) }
        return .fresh(player)
    }

    private static let playerColumns = """
        player_id, account_id, paywall_shown, paywall_skipped, linked_by_code, link_id, linked_at, purchase_key,
        purchase_result
        """

    private static func record(_ row: PostgresRow) throws -> ProPlayerRecord {
        let (player, account, shown, skipped, byCode, linkID, linkedAt, key, result) = try row.decode(
            (Int64, String?, Bool, Bool, Bool, String?, Date?, String?, String?).self)
        return ProPlayerRecord(
            playerID: player, accountID: account, paywallShown: shown, paywallSkipped: skipped, linkedByCode: byCode,
            linkID: linkID, linkedAt: linkedAt, purchaseKey: key, purchaseResult: result)
    }

    func codeLinks(of id: StoreAccountID) async throws -> [ProPlayerRecord] {
        var links: [ProPlayerRecord] = []
        for try await row in try await client.query(
            """
            SELECT \(unescaped: Self.playerColumns) FROM bowler_pro_player
            WHERE account_id = \(id.rawValue) AND linked_by_code ORDER BY linked_at, player_id
            """, logger: logger)
        {
            links.append(try Self.record(row))
        }
        return links
    }

    func unlink(_ linkID: String, from id: StoreAccountID) async throws -> Bool {
        try await client.query(
            """
            UPDATE bowler_pro_player
            SET account_id = NULL, linked_by_code = false, link_id = NULL, linked_at = NULL
            WHERE account_id = \(id.rawValue) AND link_id = \(linkID)
            RETURNING player_id
            """, logger: logger
        ).collect().isEmpty == false
    }

    func rememberPurchase(of player: Int64, key: String, result: String) async throws {
        try await client.query(
            """
            INSERT INTO bowler_pro_player (player_id, account_id, paywall_shown, paywall_skipped, purchase_key,
                                           purchase_result)
            VALUES (\(player), NULL, false, false, \(key), \(result))
            ON CONFLICT (player_id) DO UPDATE
            SET purchase_key = EXCLUDED.purchase_key, purchase_result = EXCLUDED.purchase_result
            """, logger: logger)
    }

    func savePaywall(of player: Int64, shown: Bool, skipped: Bool) async throws {
        try await client.query(
            """
            INSERT INTO bowler_pro_player (player_id, account_id, paywall_shown, paywall_skipped)
            VALUES (\(player), NULL, \(shown), \(skipped))
            ON CONFLICT (player_id) DO UPDATE
            SET paywall_shown = EXCLUDED.paywall_shown, paywall_skipped = EXCLUDED.paywall_skipped
            """, logger: logger)
    }

    func accountCreatingIfNeeded(of player: Int64) async throws -> StoreAccountID {
        try await client.transaction(logger: logger) { connection in
            // The player's row lock: two first purchases of one player never make two accounts.
            try await connection.query("SELECT id FROM player WHERE id = \(player) FOR NO KEY UPDATE", logger: logger)
            let linked = try await connection.query(
                "SELECT account_id FROM bowler_pro_player WHERE player_id = \(player)", logger: logger)
            for try await account in linked.decode(String?.self) {
                if let account { return StoreAccountID(account) }
            }
            let newID = RestoreCode.make().accountID
            let newAccount = try StoreAccount(id: newID).storedJSON()
            try await connection.query(
                "INSERT INTO bowler_store_account (id, state, revision) VALUES (\(newID.rawValue), \(newAccount), 0)",
                logger: logger)
            try await connection.query(
                """
                INSERT INTO bowler_pro_player (player_id, account_id, paywall_shown, paywall_skipped, linked_by_code)
                VALUES (\(player), \(newID.rawValue), false, false, false)
                ON CONFLICT (player_id) DO UPDATE SET account_id = EXCLUDED.account_id, linked_by_code = false,
                    link_id = NULL, linked_at = NULL
                """, logger: logger)
            return newID
        }
    }

    func link(_ player: Int64, to id: StoreAccountID, limit: Int, at now: Date) async throws -> AccountLink {
        try await client.transaction(logger: logger) { connection in
            // The account's row lock makes links to one account one after another, whichever process makes them.
            let account = try await connection.query(
                "SELECT id FROM bowler_store_account WHERE id = \(id.rawValue) FOR UPDATE", logger: logger
            ).collect()
            guard !account.isEmpty else { return .unknownAccount }
            let rows = try await connection.query(
                """
                SELECT COUNT(*) FILTER (WHERE player_id <> \(player)), bool_or(player_id = \(player))
                FROM bowler_pro_player WHERE account_id = \(id.rawValue)
                """, logger: logger)
            var others = 0
            for try await (count, mine) in rows.decode((Int, Bool?).self) {
                if mine == true { return .linked }
                others = count
            }
            guard others < limit else { return .tooManyLinks }
            try await connection.query(
                """
                INSERT INTO bowler_pro_player
                    (player_id, account_id, paywall_shown, paywall_skipped, linked_by_code, link_id, linked_at)
                VALUES (\(player), \(id.rawValue), false, false, true, \(SecureToken.make()), \(now))
                ON CONFLICT (player_id) DO UPDATE SET account_id = EXCLUDED.account_id, linked_by_code = true,
                    link_id = EXCLUDED.link_id, linked_at = EXCLUDED.linked_at
                """, logger: logger)
            return .linked
        }
    }

    // MARK: Accounts

    func account(_ id: StoreAccountID) async throws -> (account: StoreAccount, revision: Int)? {
        let rows = try await client.query(
            "SELECT state, revision FROM bowler_store_account WHERE id = \(id.rawValue)", logger: logger)
        for try await (state, revision) in rows.decode((String, Int).self) {
            return (try StoreAccount(storedJSON: state), revision)
        }
        return nil
    }

    func save(_ account: StoreAccount, over revision: Int) async throws -> Bool {
        let state = try account.storedJSON()
        // A concurrent save over the same revision waits for this one's row lock, then finds the revision gone.
        return try await client.query(
            """
            UPDATE bowler_store_account SET state = \(state), revision = \(revision + 1)
            WHERE id = \(account.id.rawValue) AND revision = \(revision)
            RETURNING id
            """, logger: logger
        ).collect().isEmpty == false
    }

    // MARK: The operator's controls

    func controls() async throws -> StoreControlRecord {
        let rows = try await client.query(
            """
            SELECT next_purchase_outcome, renewal_billing_succeeds FROM bowler_store_control
            WHERE id = \(StoreControlRecord.onlyID)
            """, logger: logger)
        for try await (outcome, succeeds) in rows.decode((String?, Bool?).self) {
            return StoreControlRecord(nextPurchaseOutcome: outcome, renewalBillingSucceeds: succeeds)
        }
        return StoreControlRecord()
    }

    func setNextPurchaseOutcome(_ outcome: PurchaseOutcome) async throws {
        try await client.query(
            """
            INSERT INTO bowler_store_control (id, next_purchase_outcome)
            VALUES (\(StoreControlRecord.onlyID), \(outcome.rawValue))
            ON CONFLICT (id) DO UPDATE SET next_purchase_outcome = EXCLUDED.next_purchase_outcome
            """, logger: logger)
    }

    func takeNextPurchaseOutcome() async throws -> PurchaseOutcome? {
        // The row lock of `FOR UPDATE` lets one taker clear the outcome; another waiting meanwhile then finds none.
        let rows = try await client.query(
            """
            WITH taken AS (
                SELECT next_purchase_outcome AS outcome FROM bowler_store_control
                WHERE id = \(StoreControlRecord.onlyID) AND next_purchase_outcome IS NOT NULL FOR UPDATE)
            UPDATE bowler_store_control SET next_purchase_outcome = NULL FROM taken
            WHERE id = \(StoreControlRecord.onlyID)
            RETURNING taken.outcome
            """, logger: logger)
        for try await outcome in rows.decode(String.self) { return PurchaseOutcome(rawValue: outcome) }
        return nil
    }

    func setRenewalBilling(succeeds: Bool) async throws {
        try await client.query(
            """
            INSERT INTO bowler_store_control (id, renewal_billing_succeeds)
            VALUES (\(StoreControlRecord.onlyID), \(succeeds))
            ON CONFLICT (id) DO UPDATE SET renewal_billing_succeeds = EXCLUDED.renewal_billing_succeeds
            """, logger: logger)
    }
}
