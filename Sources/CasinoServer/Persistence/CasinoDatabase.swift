import Foundation
import GRDB

/// The casino's SQLite database: players, their tables in progress, settled rounds, saved matches, and
/// onboarding state and analytics.
///
/// A `DatabasePool` in WAL mode; the schema is migrated when the database opens.
public final class CasinoDatabase: Sendable {
    let pool: DatabasePool

    /// Opens (creating if needed, readable by its owner only) the database at `path` and migrates it.
    ///
    /// Every commit is synced to disk (`synchronous = FULL` in WAL mode): an answered change survives a crash of
    /// the process and a loss of power. Group commit spreads the cost of the sync over many requests.
    public init(path: String) throws {
        try Self.createPrivately(path)
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        pool = try DatabasePool(path: path, configuration: configuration)
        // The pool opens its one writer connection with `synchronous = NORMAL` (WAL mode's usual choice); every
        // write goes through that connection.
        try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
        try CasinoDatabase.migrator.migrate(pool)
    }

    /// Creates the database's folder (mode 0700, if new) and an empty database file (mode 0600, if missing);
    /// SQLite gives its WAL and shared-memory files the database file's mode.
    private static func createPrivately(_ path: String) throws {
        let manager = FileManager.default
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        if !manager.fileExists(atPath: folder.path) {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        if !manager.fileExists(atPath: path) {
            guard manager.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
            }
        }
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
        migrator.registerMigration("v3-hardening") { db in
            // Refills complete the ledger: balance = start + settled nets + refills - stakes in play.
            try db.create(table: "bankrollRefill") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("playerID", .integer).notNull().references("player", onDelete: .cascade).indexed()
                table.column("amountCents", .integer).notNull()
                table.column("refilledAt", .datetime).notNull()
            }
            // One leaderboard entry per player and match, rated on its staked rounds.
            try db.alter(table: "savedMatch") { table in
                table.add(column: "matchID", .text).notNull().defaults(to: "")
                table.add(column: "stakedWins", .integer).notNull().defaults(to: 0)
                table.add(column: "stakedDecided", .integer).notNull().defaults(to: 0)
                table.add(column: "rating", .double)
            }
            try db.execute(sql: "UPDATE savedMatch SET matchID = 'saved-before-ids-' || id")
            try db.create(index: "savedMatchByPlayerAndMatch", on: "savedMatch", columns: ["playerID", "matchID"], unique: true)
            try db.create(index: "savedMatchByRating", on: "savedMatch", columns: ["rating", "stakedWins"])
            // The funnel is counted in SQL: what each event names (a hint, a choice) in a column of its own.
            try db.alter(table: "onboardingEvent") { table in
                table.add(column: "detail", .text)
            }
            try db.execute(sql: """
                UPDATE onboardingEvent SET detail = CASE name
                    WHEN 'hint_shown' THEN json_extract(CAST(event AS TEXT), '$.hintShown.hint')
                    WHEN 'welcome_answered' THEN json_extract(CAST(event AS TEXT), '$.welcomeAnswered.choice')
                END
                """)
            try db.create(index: "onboardingEventByStage", on: "onboardingEvent", columns: ["app", "name", "detail", "playerID"])
        }
        return migrator
    }
}
