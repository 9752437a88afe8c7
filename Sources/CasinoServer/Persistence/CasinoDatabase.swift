import Foundation
import GRDB

/// The casino's SQLite database: players, their tables in progress, settled rounds, saved matches, and
/// onboarding state and analytics.
///
/// A `DatabasePool` in WAL mode; the schema is migrated when the database opens.
public final class CasinoDatabase: Sendable {
    let pool: DatabasePool

    /// Opens (creating if needed) the database at `path` and migrates it.
    public init(path: String) throws {
        try FileManager.default.createDirectory(
            at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        configuration.busyMode = .timeout(5)
        pool = try DatabasePool(path: path, configuration: configuration)
        try CasinoDatabase.migrator.migrate(pool)
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "player") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("token", .text).notNull().unique()
                table.column("displayName", .text).notNull()
                table.column("balanceCents", .integer).notNull().check { $0 >= 0 }
                table.column("settings", .text).notNull()
                table.column("createdAt", .datetime).notNull()
            }
            try db.create(table: "gameTable") { table in
                table.column("playerID", .integer).notNull().references("player", onDelete: .cascade)
                table.column("game", .text).notNull()
                table.column("state", .blob).notNull()
                table.column("updatedAt", .datetime).notNull()
                table.primaryKey(["playerID", "game"])
            }
            try db.create(table: "settledRound") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("playerID", .integer).notNull().references("player", onDelete: .cascade).indexed()
                table.column("game", .text).notNull()
                table.column("stakeCents", .integer).notNull()
                table.column("netCents", .integer).notNull()
                table.column("balanceAfterCents", .integer).notNull()
                table.column("detail", .text).notNull()
                table.column("settledAt", .datetime).notNull()
            }
            try db.create(table: "savedMatch") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("playerID", .integer).notNull().references("player", onDelete: .cascade).indexed()
                table.column("name", .text).notNull()
                table.column("userWins", .integer).notNull()
                table.column("computerWins", .integer).notNull()
                table.column("savedAt", .datetime).notNull()
            }
        }
        migrator.registerMigration("v2-onboarding") { db in
            // OnboardingKit's key-value state of each player (`onboarding.{game}.{property}`), JSON values.
            try db.create(table: "onboardingValue") { table in
                table.column("playerID", .integer).notNull().references("player", onDelete: .cascade)
                table.column("key", .text).notNull()
                table.column("value", .blob).notNull()
                table.primaryKey(["playerID", "key"])
            }
            // Onboarding analytics: one row per event, the event as OnboardingKit's JSON.
            try db.create(table: "onboardingEvent") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("playerID", .integer).notNull().references("player", onDelete: .cascade)
                table.column("app", .text).notNull().indexed()
                table.column("name", .text).notNull()
                table.column("event", .blob).notNull()
                table.column("recordedAt", .datetime).notNull()
            }
        }
        return migrator
    }
}
