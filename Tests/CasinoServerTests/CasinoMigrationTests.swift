import AppServer
import Foundation
import GRDB
import HostTesting
import Testing

@testable import CasinoServer

/// A SQLite database written before the casino's tables were renamed (camelCase, migrations v1-v2) opens with every
/// row readable by today's store, under PostgreSQL's names.
@Suite("The casino's SQLite tables renamed")
struct CasinoMigrationTests {
    @Test("a database made before the rename keeps every row, read under the new names")
    func aDatabaseMadeBeforeTheRenameKeepsEveryRow() async throws {
        let rows = [
            "INSERT INTO casinoAccount (playerID, balanceCents, settings, version) VALUES (7, 123456, '{}', 9)",
            """
            INSERT INTO savedMatch (playerID, matchID, name, userWins, computerWins, stakedWins, stakedDecided, rating,
                savedAt)
            VALUES (7, 'm1', 'Lan', 5, 3, 5, 8, 0.625, '2026-11-23 09:00:00.000')
            """,
            "INSERT INTO bankrollRefill (playerID, amountCents, refilledAt) VALUES (7, 100, '2026-11-23 09:00:00.000')",
        ]
        try await TestDatabase.withSQLiteUpgraded(
            from: CasinoMigrations.migrations.through("v2"), rows: rows, to: CasinoMigrations.migrations
        ) { database in
            let store = DatabaseCasinoStore(
                database: .sqlite(database), committer: GroupCommitter(database: .sqlite(database), metrics: HostMetrics()))
            let state = try await store.state(of: 7)
            #expect(state.balance.cents == 123_456 && state.version == 9 && state.tables.isEmpty)
            let board = try await store.leaderboard(viewer: 7)
            #expect(board.map(\.name) == ["Lan"] && board.map(\.rating) == [0.625] && board.allSatisfy(\.mine))
            #expect(try count(database, "SELECT amount_cents FROM bankroll_refill WHERE player_id = 7") == 100)
            // A write over the stored version lands and raises it.
            try await store.write([.account(playerID: 7, balanceCents: 100, settings: PlayerSettings(), expectedVersion: 9)]
            )
            #expect(try await store.version(of: 7) == 10)
        }
    }
}
