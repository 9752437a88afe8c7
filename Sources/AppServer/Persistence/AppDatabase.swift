import Foundation
import GRDB

/// The one SQLite database every app shares: a `DatabasePool` in WAL mode whose schema is the host's migrations
/// (players, onboarding) followed by each app's, registered under the app's id (`casino.v1`, …).
///
/// Every commit is synced to disk (`synchronous = FULL`): an answered change survives a crash of the process and a
/// loss of power. Group commit (``GroupCommitter``) spreads the cost of the sync over many requests.
public final class AppDatabase: Sendable {
    /// The pool; only the persistence layers (the stores) use it.
    public let pool: DatabasePool

    /// Opens (creating if needed, readable by its owner only) the database at `path` and migrates it with the
    /// host's migrations and then `migrations`, in order. At most `maximumReaderCount` connections read at once,
    /// beside the one writer.
    public init(path: String, migrations: [AppMigrations] = [], maximumReaderCount: Int = 5) throws {
        precondition(maximumReaderCount > 0, "A database pool needs at least one reader.")
        try Self.createPrivately(path)
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.maximumReaderCount = maximumReaderCount
        pool = try DatabasePool(path: path, configuration: configuration)
        // The pool opens its one writer connection with `synchronous = NORMAL` (WAL mode's usual choice); every
        // write goes through that connection.
        try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
        try Self.refuseSingleAppLayout(pool, path: path)
        var migrator = DatabaseMigrator()
        for app in [PlatformMigrations.migrations] + migrations {
            for (name, migrate) in app.sqliteSteps {
                migrator.registerMigration("\(app.owner).\(name)", migrate: migrate)
            }
        }
        try migrator.migrate(pool)
    }

    /// Answers when the database answers a trivial query; throws when it cannot (closed, or the file is gone bad).
    public func ping() async throws {
        try await pool.read { db in try db.execute(sql: "SELECT 1") }
    }

    /// Closes every connection; reads and writes fail afterwards. The host calls it last, at shutdown, after the
    /// group committer's ``GroupCommitter/flush()``.
    public func close() throws {
        try pool.close()
    }

    /// Refuses a database of the single-app casino (migrated as `v1`, `v2-onboarding`, ...), whose tables the
    /// platform's would collide with, with a sentence rather than SQLite's "table player already exists".
    private static func refuseSingleAppLayout(_ pool: DatabasePool, path: String) throws {
        let older = try pool.read { db -> Bool in
            guard try db.tableExists("grdb_migrations") else { return false }
            return try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM grdb_migrations WHERE identifier = 'v1')")
                ?? false
        }
        if older { throw AppDatabaseError.singleAppLayout(path: path) }
    }

    /// Creates the database's folder (mode 0700, if new) and an empty database file (mode 0600, if missing);
    /// SQLite gives its WAL and shared-memory files the database file's mode.
    private static func createPrivately(_ path: String) throws {
        let manager = FileManager.default
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        if !manager.fileExists(atPath: folder.path) {
            try manager.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        if !manager.fileExists(atPath: path) {
            guard manager.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
            }
        }
    }
}

/// The host's tables: players, and the onboarding state and analytics of every app. The steps are history: v1 named
/// the columns in camelCase, v2 renames them to PostgreSQL's snake_case, the one vocabulary of the stores.
enum PlatformMigrations {
    static let migrations = AppMigrations(
        owner: "platform",
        steps: [.each("v1", sqlite: v1, postgres: postgresV1), .sqliteOnly("v2-snake-case", v2)])

    private static func v1(_ db: Database) throws {
        try db.create(table: "player") { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("token", .text).notNull().unique()
            table.column("displayName", .text).notNull()
            table.column("createdAt", .datetime).notNull()
        }
        // OnboardingKit's key-value state of each player in each app (`onboarding.{surface}.{property}`), JSON values.
        try db.create(table: "onboardingValue") { table in
            table.column("playerID", .integer).notNull().references("player", onDelete: .cascade)
            table.column("app", .text).notNull()
            table.column("key", .text).notNull()
            table.column("value", .blob).notNull()
            table.primaryKey(["playerID", "app", "key"])
        }
        // Onboarding analytics: one row per event. The funnel is counted in SQL over `detail` (what the event
        // names: the hint shown, the welcome's answer, the flow step).
        try db.create(table: "onboardingEvent") { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("playerID", .integer).notNull().references("player", onDelete: .cascade)
            table.column("app", .text).notNull()
            table.column("surface", .text).notNull()
            table.column("name", .text).notNull()
            table.column("detail", .text)
            table.column("properties", .text).notNull()
            table.column("recordedAt", .datetime).notNull()
        }
        try db.create(
            index: "onboardingEventByStage", on: "onboardingEvent",
            columns: ["app", "surface", "name", "detail", "playerID"])
    }
}

extension PlatformMigrations {
    /// Every table and column in snake_case, as on PostgreSQL.
    private static func v2(_ db: Database) throws {
        try SQLiteRenaming.toSnakeCase(
            [
                ("player", ["displayName", "createdAt"]),
                ("onboardingValue", ["playerID"]),
                ("onboardingEvent", ["playerID", "recordedAt"]),
            ], in: db)
    }
}

/// A database the host cannot open.
public enum AppDatabaseError: Error, CustomStringConvertible {
    /// The file is the single-app casino's, from before the platform.
    case singleAppLayout(path: String)

    public var description: String {
        switch self {
        case .singleAppLayout(let path):
            "\(path) is a database of the casino before it became one app of several; its players are not carried over. "
                + "Start with a new file (--database), e.g. the default ~/.local/share/firstrun/firstrun.sqlite."
        }
    }
}
