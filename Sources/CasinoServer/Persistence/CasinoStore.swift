import AppServer
import Basics
import CasinoKit
import Foundation
import XiDach

/// What the casino keeps in the database, by named operation. ``DatabaseCasinoStore`` is the real one (on SQLite or
/// PostgreSQL); tests may use a double (a store that fails its writes, say).
protocol CasinoStore: Sendable {
    /// Whether other processes may write the same players, so a state held in memory must be checked against
    /// ``version(of:)`` before it is trusted.
    var isSharedByProcesses: Bool { get }
    /// The player's balance, settings, tables and version, read together; the defaults (version 0) for a player the
    /// casino has not seen.
    func state(of player: Int64) async throws -> PlayerState
    /// The player's stored version: 0 for a player the casino has not seen.
    func version(of player: Int64) async throws -> Int64
    /// The player's balance and settings, without the tables; the defaults for a player the casino has not seen.
    func account(of player: Int64) async throws -> CasinoAccount
    /// Writes `writes` in one transaction (group commit with other players' writes) and returns once durable;
    /// throws ``StaleCasinoWrite`` if the player's version is no longer the one `writes` expect.
    func write(_ writes: [CasinoWrite]) async throws
    /// The leaderboard as `viewer` sees it.
    func leaderboard(viewer: Int64?) async throws -> [LeaderboardEntry]
    /// Deletes the viewer's saved match `id`; false if they have none with that id.
    func deleteSavedMatch(_ id: Int64, of viewer: Int64?) async throws -> Bool
}

/// A player's balance and settings.
struct CasinoAccount: Sendable {
    var balance: Money
    var settings: PlayerSettings

    /// What a player the casino has not seen has: $1,000 (the documents' beginner-friendly start) and the defaults.
    static let new = CasinoAccount(balance: Bankroll.defaultStartingBalance, settings: PlayerSettings())
}

/// A write over a player's state that another process changed since it was read: the player's stored version is
/// not the one the write expected. Nothing of the transaction is written.
struct StaleCasinoWrite: Error, APIErrorConvertible {
    var apiError: APIError {
        .conflict("Your game changed on another server meanwhile; reload and try again.", code: "stale-write")
    }
}

/// One change to the casino's tables, made by a request that already applied it in memory. A request's writes
/// start with its ``account(playerID:balanceCents:settings:expectedVersion:)``, which checks and raises the player's
/// version.
enum CasinoWrite: PendingWrite {
    /// The balance and settings, written only over `expectedVersion` (0: no account yet), which it raises by one.
    /// `settings` nil: unchanged, so not written again (only for an account that has a row: version above 0).
    case account(playerID: Int64, balanceCents: Int, settings: PlayerSettings?, expectedVersion: Int64)
    case table(playerID: Int64, game: Game, state: Data, at: Date)
    case settledRound(playerID: Int64, game: Game, round: SettledRound, balanceAfterCents: Int, at: Date)
    case savedMatch(playerID: Int64, match: XiDachSavedMatch, at: Date)
    case refill(playerID: Int64, amountCents: Int, at: Date)

    /// The player whose state the write changes.
    var playerID: Int64 {
        switch self {
        case .account(let playerID, _, _, _), .table(let playerID, _, _, _), .settledRound(let playerID, _, _, _, _),
            .savedMatch(let playerID, _, _), .refill(let playerID, _, _):
            playerID
        }
    }

    func write(_ db: any SQLConnection) throws {
        switch self {
        case .account(let playerID, let balanceCents, let settings, let expectedVersion):
            let statement: SQL =
                if let settings {
                    """
                    INSERT INTO casino_account (player_id, balance_cents, settings, version)
                    VALUES (\(playerID), \(balanceCents), \(try settings.json()), \(expectedVersion + 1))
                    ON CONFLICT (player_id) DO UPDATE SET
                        balance_cents = excluded.balance_cents, settings = excluded.settings, version = excluded.version
                    WHERE casino_account.version = \(expectedVersion)
                    RETURNING player_id
                    """
                } else {
                    // The settings unchanged: only the balance and the version (the row exists).
                    """
                    UPDATE casino_account SET balance_cents = \(balanceCents), version = \(expectedVersion + 1)
                    WHERE player_id = \(playerID) AND version = \(expectedVersion)
                    RETURNING player_id
                    """
                }
            guard try db.returnsRow(statement) else { throw StaleCasinoWrite() }
        case .table(let playerID, let game, let state, let at):
            try db.execute(
                """
                INSERT INTO game_table (player_id, game, state, updated_at)
                VALUES (\(playerID), \(game.rawValue), \(state), \(at))
                ON CONFLICT (player_id, game) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at
                """)
        case .settledRound(let playerID, let game, let round, let balanceAfterCents, let at):
            try db.execute(
                """
                INSERT INTO settled_round
                    (player_id, game, stake_cents, net_cents, balance_after_cents, detail, settled_at)
                VALUES (\(playerID), \(game.rawValue), \(round.stake.cents), \(round.net.cents), \(balanceAfterCents),
                        \(round.detail), \(at))
                """)
        case .savedMatch(let playerID, let match, let at):
            // One entry per player and match: a later save replaces it only if it rates at least as well.
            try db.execute(
                """
                INSERT INTO saved_match (player_id, match_id, name, user_wins, computer_wins, staked_wins,
                                         staked_decided, rating, saved_at)
                VALUES (\(playerID), \(match.matchID), \(match.name), \(match.score.userWins),
                        \(match.score.computerWins), \(match.score.stakedWins), \(match.score.stakedDecided),
                        \(match.score.rating), \(at))
                ON CONFLICT (player_id, match_id) DO UPDATE SET
                    name = excluded.name, user_wins = excluded.user_wins, computer_wins = excluded.computer_wins,
                    staked_wins = excluded.staked_wins, staked_decided = excluded.staked_decided,
                    rating = excluded.rating, saved_at = excluded.saved_at
                WHERE COALESCE(excluded.rating, -1) >= COALESCE(saved_match.rating, -1)
                """)
        case .refill(let playerID, let amountCents, let at):
            // The ledger's other half: balance = start + settled nets + refills - stakes in play.
            try db.execute(
                """
                INSERT INTO bankroll_refill (player_id, amount_cents, refilled_at)
                VALUES (\(playerID), \(amountCents), \(at))
                """)
        }
    }
}

/// The casino's store, written once for SQLite and PostgreSQL, writing through the host's group commit. On
/// PostgreSQL another process may write the same player at any time, so a state held in memory is checked against
/// ``version(of:)`` and every write against the version it was made over
/// (``CasinoWrite/account(playerID:balanceCents:settings:expectedVersion:)``); on SQLite one process owns the file.
struct DatabaseCasinoStore: CasinoStore {
    let database: PlatformDatabase
    let committer: GroupCommitter

    var isSharedByProcesses: Bool { database.isSharedByProcesses }

    func state(of player: Int64) async throws -> PlayerState {
        // The account and the tables from one snapshot: a player's write lands whole or not at all.
        try await database.snapshot { db in
            let (account, version) = try Self.account(of: player, db)
            var tables: [Game: any GameTable] = [:]
            let rows = try db.rows("SELECT game, state FROM game_table WHERE player_id = \(player)")
            for row in rows {
                // A table that cannot be read fails the read (a 500 logged with the row): replacing it with a new one
                // would lose the stakes on it.
                let name: String = try row.value("game")
                let key = "\(player)/\(name)"
                let game = try CorruptRow.decode(Game.self, name, table: "game_table", column: "game", key: key)
                tables[game] = try CorruptRow.decode(
                    game.tableType, json: try row.value("state", as: Data.self), table: "game_table", column: "state",
                    key: key)
            }
            return PlayerState(balance: account.balance, settings: account.settings, tables: tables, version: version)
        }
    }

    func version(of player: Int64) async throws -> Int64 {
        try await database.read { db in
            try db.scalar("SELECT version FROM casino_account WHERE player_id = \(player)", as: Int64.self) ?? 0
        }
    }

    func account(of player: Int64) async throws -> CasinoAccount {
        try await database.read { db in try Self.account(of: player, db).account }
    }

    private static func account(of player: Int64, _ db: any SQLConnection) throws
        -> (account: CasinoAccount, version: Int64)
    {
        try db.first("SELECT balance_cents, settings, version FROM casino_account WHERE player_id = \(player)") { row in
            let settings = try CorruptRow.decode(
                PlayerSettings.self, json: Data(try row.value("settings", as: String.self).utf8),
                table: "casino_account",
                column: "settings", key: player)
            return (
                CasinoAccount(balance: Money(cents: try row.value("balance_cents")), settings: settings),
                try row.value("version")
            )
        } ?? (.new, 0)
    }

    func write(_ writes: [CasinoWrite]) async throws {
        // A player's writes share one lane of the group commit; other players' go side by side in the others.
        try await committer.waitUntilCommitted(committer.submit(writes, lane: writes.first?.playerID ?? 0))
    }

    func leaderboard(viewer: Int64?) async throws -> [LeaderboardEntry] {
        try await database.read { db in try LeaderboardEntry.top(viewer: viewer, db) }
    }

    func deleteSavedMatch(_ id: Int64, of viewer: Int64?) async throws -> Bool {
        guard let viewer else { return false }
        return try await database.write { db in
            try db.returnsRow("DELETE FROM saved_match WHERE id = \(id) AND player_id = \(viewer) RETURNING id")
        }
    }
}

extension PlayerSettings {
    /// The settings as stored.
    func json() throws -> String {
        String(decoding: try SortedJSONEncoder().encode(self), as: UTF8.self)
    }
}
