import AppServer
import CasinoKit
import Foundation
import GRDB
import Logging
import PostgresNIO
import XiDach

/// What the casino keeps in the database, by named operation. ``SQLiteCasinoStore`` (one process) and
/// ``PostgresCasinoStore`` (a database shared by several processes) are the real ones; tests may use a double (a
/// store that fails its writes, say).
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
    case account(playerID: Int64, balanceCents: Int, settings: PlayerSettings, expectedVersion: Int64)
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

    func write(_ db: Database) throws {
        switch self {
        case .account(let playerID, let balanceCents, let settings, let expectedVersion):
            try db.execute(
                sql: """
                    INSERT INTO casinoAccount (playerID, balanceCents, settings, version) VALUES (?, ?, ?, ?)
                    ON CONFLICT(playerID) DO UPDATE SET
                        balanceCents = excluded.balanceCents, settings = excluded.settings, version = excluded.version
                    WHERE casinoAccount.version = ?
                    """,
                arguments: [playerID, balanceCents, try settings.json(), expectedVersion + 1, expectedVersion])
            guard db.changesCount == 1 else { throw StaleCasinoWrite() }
        case .table(let playerID, let game, let state, let at):
            try GameTableRecord(playerID: playerID, game: game.rawValue, state: state, updatedAt: at).upsert(db)
        case .settledRound(let playerID, let game, let round, let balanceAfterCents, let at):
            var record = SettledRoundRecord(
                id: nil, playerID: playerID, game: game.rawValue, stakeCents: round.stake.cents,
                netCents: round.net.cents,
                balanceAfterCents: balanceAfterCents, detail: round.detail, settledAt: at)
            try record.insert(db)
        case .savedMatch(let playerID, let match, let at):
            try SavedMatchRecord.keepBest(SavedMatchRecord(playerID: playerID, match: match, savedAt: at), in: db)
        case .refill(let playerID, let amountCents, let at):
            var record = BankrollRefillRecord(id: nil, playerID: playerID, amountCents: amountCents, refilledAt: at)
            try record.insert(db)
        }
    }

    func write(_ connection: PostgresConnection, logger: Logger) async throws {
        switch self {
        case .account(let playerID, let balanceCents, let settings, let expectedVersion):
            let rows = try await connection.query(
                """
                INSERT INTO casino_account (player_id, balance_cents, settings, version)
                VALUES (\(playerID), \(balanceCents), \(try settings.json()), \(expectedVersion + 1))
                ON CONFLICT (player_id) DO UPDATE SET
                    balance_cents = EXCLUDED.balance_cents, settings = EXCLUDED.settings, version = EXCLUDED.version
                WHERE casino_account.version = \(expectedVersion)
                RETURNING player_id
                """, logger: logger)
            for try await _ in rows.decode(Int64.self) { return }
            throw StaleCasinoWrite()
        case .table(let playerID, let game, let state, let at):
            try await connection.query(
                """
                INSERT INTO game_table (player_id, game, state, updated_at) VALUES (\(playerID), \(game.rawValue), \(state), \(at))
                ON CONFLICT (player_id, game) DO UPDATE SET state = EXCLUDED.state, updated_at = EXCLUDED.updated_at
                """, logger: logger)
        case .settledRound(let playerID, let game, let round, let balanceAfterCents, let at):
            try await connection.query(
                """
                INSERT INTO settled_round (player_id, game, stake_cents, net_cents, balance_after_cents, detail, settled_at)
                VALUES (\(playerID), \(game.rawValue), \(round.stake.cents), \(round.net.cents), \(balanceAfterCents),
                        \(round.detail), \(at))
                """, logger: logger)
        case .savedMatch(let playerID, let match, let at):
            let record = SavedMatchRecord(playerID: playerID, match: match, savedAt: at)
            try await connection.query(
                """
                INSERT INTO saved_match (player_id, match_id, name, user_wins, computer_wins, staked_wins,
                                         staked_decided, rating, saved_at)
                VALUES (\(record.playerID), \(record.matchID), \(record.name), \(record.userWins),
                        \(record.computerWins), \(record.stakedWins), \(record.stakedDecided), \(record.rating),
                        \(record.savedAt))
                ON CONFLICT (player_id, match_id) DO UPDATE SET
                    name = EXCLUDED.name, user_wins = EXCLUDED.user_wins, computer_wins = EXCLUDED.computer_wins,
                    staked_wins = EXCLUDED.staked_wins, staked_decided = EXCLUDED.staked_decided,
                    rating = EXCLUDED.rating, saved_at = EXCLUDED.saved_at
                WHERE COALESCE(EXCLUDED.rating, -1) >= COALESCE(saved_match.rating, -1)
                """, logger: logger)
        case .refill(let playerID, let amountCents, let at):
            try await connection.query(
                """
                INSERT INTO bankroll_refill (player_id, amount_cents, refilled_at)
                VALUES (\(playerID), \(amountCents), \(at))
                """, logger: logger)
        }
    }
}

/// The casino's store on the shared SQLite database, writing through the host's group commit.
struct SQLiteCasinoStore: CasinoStore {
    let database: AppDatabase
    let committer: GroupCommitter

    /// One process owns the file: what it holds in memory is what it last wrote.
    var isSharedByProcesses: Bool { false }

    func state(of player: Int64) async throws -> PlayerState {
        try await database.pool.read { db in
            let account = try Self.account(of: player, in: db)
            var tables: [Game: any GameTable] = [:]
            for record in try GameTableRecord.filter(Column("playerID") == player).fetchAll(db) {
                // A table that cannot be read fails the read (a 500 logged with the row): replacing it with a new one
                // would lose the stakes on it.
                let key = "\(player)/\(record.game)"
                let game = try CorruptRow.decode(Game.self, record.game, table: "gameTable", column: "game", key: key)
                tables[game] = try CorruptRow.decode(
                    game.tableType, json: record.state, table: "gameTable", column: "state", key: key)
            }
            return PlayerState(
                balance: account.balance, settings: account.settings, tables: tables,
                version: try Self.version(of: player, in: db))
        }
    }

    func version(of player: Int64) async throws -> Int64 {
        try await database.pool.read { db in try Self.version(of: player, in: db) }
    }

    private static func version(of player: Int64, in db: Database) throws -> Int64 {
        try CasinoAccountRecord.filter(key: player).select(Column("version"), as: Int64.self).fetchOne(db) ?? 0
    }

    func account(of player: Int64) async throws -> CasinoAccount {
        try await database.pool.read { db in try Self.account(of: player, in: db) }
    }

    private static func account(of player: Int64, in db: Database) throws -> CasinoAccount {
        guard let record = try CasinoAccountRecord.fetchOne(db, key: player) else { return .new }
        let settings = try CorruptRow.decode(
            PlayerSettings.self, json: Data(record.settings.utf8), table: "casinoAccount", column: "settings",
            key: player)
        return CasinoAccount(balance: Money(cents: record.balanceCents), settings: settings)
    }

    func write(_ writes: [CasinoWrite]) async throws {
        try await committer.waitUntilCommitted(committer.submit(writes, lane: writes.first?.playerID ?? 0))
    }

    func leaderboard(viewer: Int64?) async throws -> [LeaderboardEntry] {
        try await database.pool.read { db in try SavedMatchRecord.leaderboard(db, viewer: viewer) }
    }

    func deleteSavedMatch(_ id: Int64, of viewer: Int64?) async throws -> Bool {
        guard let viewer else { return false }
        return try await database.pool.write { db in
            try SavedMatchRecord.filter(key: id).filter(Column("playerID") == viewer).deleteAll(db) == 1
        }
    }
}

extension PlayerSettings {
    /// The settings as stored.
    func json() throws -> String {
        String(decoding: try JSONEncoder().encode(self), as: UTF8.self)
    }
}
