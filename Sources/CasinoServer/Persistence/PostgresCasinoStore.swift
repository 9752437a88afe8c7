import AppServer
import CasinoKit
import Foundation
import Logging
import PostgresNIO

/// The casino's store on a PostgreSQL database shared by several processes, writing through the process's group
/// commit: the same operations and answers as ``SQLiteCasinoStore``. Another process may write the same player at
/// any time, so a state held in memory is checked against ``version(of:)`` and every write against the version it
/// was made over (``CasinoWrite/account(playerID:balanceCents:settings:expectedVersion:)``).
struct PostgresCasinoStore: CasinoStore {
    let database: PostgresAppDatabase
    let committer: GroupCommitter

    var isSharedByProcesses: Bool { true }

    private var client: PostgresPool { database.pool }
    private var logger: Logger { database.logger }

    func state(of player: Int64) async throws -> PlayerState {
        try await client.transaction(logger: logger) { connection in
            // The account and the tables from one snapshot: a player's write lands whole or not at all.
            try await connection.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY", logger: logger)
            let (account, version) = try await Self.account(of: player, on: connection, logger: logger)
            var tables: [Game: any GameTable] = [:]
            let rows = try await connection.query(
                "SELECT game, state FROM game_table WHERE player_id = \(player)", logger: logger)
            for try await (name, state) in rows.decode((String, Data).self) {
                // A table that cannot be read fails the read (a 500 logged with the row): replacing it with a new one
                // would lose the stakes on it.
                let key = "\(player)/\(name)"
                let game = try CorruptRow.decode(Game.self, name, table: "game_table", column: "game", key: key)
                tables[game] = try CorruptRow.decode(
                    game.tableType, json: state, table: "game_table", column: "state", key: key)
            }
            return PlayerState(
                balance: account.balance, settings: account.settings, tables: tables, version: version)
        }
    }

    func version(of player: Int64) async throws -> Int64 {
        let rows = try await client.query(
            "SELECT version FROM casino_account WHERE player_id = \(player)", logger: logger)
        for try await version in rows.decode(Int64.self) { return version }
        return 0
    }

    func account(of player: Int64) async throws -> CasinoAccount {
        try await client.withConnection { connection in
            try await Self.account(of: player, on: connection, logger: logger).account
        }
    }

    private static func account(of player: Int64, on connection: PostgresConnection, logger: Logger) async throws
        -> (account: CasinoAccount, version: Int64)
    {
        let rows = try await connection.query(
            "SELECT balance_cents, settings, version FROM casino_account WHERE player_id = \(player)", logger: logger)
        for try await (balanceCents, settings, version) in rows.decode((Int, String, Int64).self) {
            let decoded = try CorruptRow.decode(
                PlayerSettings.self, json: Data(settings.utf8), table: "casino_account", column: "settings",
                key: player)
            return (CasinoAccount(balance: Money(cents: balanceCents), settings: decoded), version)
        }
        return (.new, 0)
    }

    func write(_ writes: [CasinoWrite]) async throws {
        // A player's writes share one lane of the group commit; other players' go side by side in the others.
        try await committer.waitUntilCommitted(committer.submit(writes, lane: writes.first?.playerID ?? 0))
    }

    func leaderboard(viewer: Int64?) async throws -> [LeaderboardEntry] {
        let rows = try await client.query(
            """
            SELECT id, player_id, name, user_wins, computer_wins, staked_wins, staked_decided, rating, saved_at FROM (
                SELECT *, ROW_NUMBER() OVER (
                    PARTITION BY player_id ORDER BY rating IS NULL, rating DESC, staked_wins DESC, saved_at DESC
                ) AS best
                FROM saved_match) AS ranked
            WHERE best = 1
            ORDER BY rating IS NULL, rating DESC, staked_wins DESC, saved_at DESC LIMIT 100
            """, logger: logger)
        var entries: [LeaderboardEntry] = []
        for try await (id, player, name, userWins, computerWins, stakedWins, stakedDecided, rating, savedAt)
            in rows.decode((Int64, Int64, String, Int, Int, Int, Int, Double?, Date).self)
        {
            entries.append(
                LeaderboardEntry(
                    id: id, savedBy: player, name: name, userWins: userWins, computerWins: computerWins,
                    stakedWins: stakedWins, stakedDecided: stakedDecided, rating: rating, savedAt: savedAt,
                    viewer: viewer))
        }
        return entries
    }

    func deleteSavedMatch(_ id: Int64, of viewer: Int64?) async throws -> Bool {
        guard let viewer else { return false }
        let rows = try await client.query(
            "DELETE FROM saved_match WHERE id = \(id) AND player_id = \(viewer) RETURNING id", logger: logger)
        for try await _ in rows.decode(Int64.self) { return true }
        return false
    }
}
