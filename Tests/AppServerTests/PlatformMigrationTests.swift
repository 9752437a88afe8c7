import Foundation
import GRDB
import HostTesting
import OnboardingKit
import Testing

@testable import AppServer

/// A SQLite database written before the host's tables were renamed (camelCase, migration v1) opens with its players,
/// onboarding values and events readable by today's store, under PostgreSQL's names.
@Suite("The host's SQLite tables renamed")
struct PlatformMigrationTests {
    @Test("a database made before the rename keeps its players, values and events")
    func aDatabaseMadeBeforeTheRenameKeepsEveryRow() async throws {
        let path = temporaryDatabasePath()
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        do {
            let old = try DatabaseQueue(path: path)
            var migrator = DatabaseMigrator()
            for (name, migrate) in PlatformMigrations.migrations.through("v1").sqliteSteps {
                migrator.registerMigration("platform.\(name)", migrate: migrate)
            }
            try migrator.migrate(old)
            try await old.write { db in
                try db.execute(
                    sql:
                        "INSERT INTO player (id, token, displayName, createdAt) VALUES (7, 'tok', 'Lan', '2026-11-23 09:00:00.000')"
                )
                try db.execute(
                    sql:
                        "INSERT INTO onboardingValue (playerID, app, key, value) VALUES (7, 'casino', 'k', CAST('true' AS BLOB))"
                )
                try db.execute(
                    sql: """
                        INSERT INTO onboardingEvent (playerID, app, surface, name, detail, properties, recordedAt)
                        VALUES (7, 'casino', 'blackjack', 'welcome_shown', NULL, '{}', '2026-11-23 09:00:00.000')
                        """)
            }
            try old.close()
        }

        let database = try AppDatabase(path: path)
        defer { try? database.close() }
        let store = DatabasePlatformStore(database: .sqlite(database))
        #expect(try await store.player(withToken: "tok") == 7)
        #expect(try await store.displayName(of: 7) == "Lan")
        #expect(try await store.onboardingValues(of: 7, app: "casino") == ["k": .bool(true)])
        #expect(try await store.funnelCounts(app: "casino").welcomeShown(try AppIdentifier("blackjack")) == 1)
        // A new player goes on from the old ids.
        #expect(try await store.createPlayer(token: "new") == 8)
    }
}
