import AppServer
import Foundation
import GRDB
import Logging
import PostgresNIO
import Testing

/// The databases a store's tests run on: SQLite in a temporary file, and the PostgreSQL server at
/// `FIRSTRUN_TEST_POSTGRES_URL` (`scripts/test` starts one with `scripts/postgres-test-server`). The tests that need
/// PostgreSQL carry ``postgresConfigured``, so without it they are reported as skipped.
///
/// ```swift
/// @Suite("Notes on PostgreSQL", TestDatabase.postgresConfigured)
/// struct PostgresNoteTests {
///     @Test func notesAreKept() async throws {
///         try await TestDatabase.withPostgres { database in try await database.migrate([notes]) /* ... */ }
///     }
/// }
/// ```
public enum TestDatabase: CaseIterable, CustomTestStringConvertible, Sendable {
    case sqlite, postgres

    public var testDescription: String { self == .sqlite ? "SQLite" : "PostgreSQL" }

    /// The environment variable naming the test PostgreSQL server.
    public static let postgresURLVariable = "FIRSTRUN_TEST_POSTGRES_URL"

    /// The test PostgreSQL server's URL, if the environment names one.
    public static var postgresURL: String? {
        ProcessInfo.processInfo.environment[postgresURLVariable].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The databases this run can test on: SQLite, and PostgreSQL when the environment names a server (a test
    /// parameterized over them runs its PostgreSQL case only then).
    public static var available: [TestDatabase] { postgresURL == nil ? [.sqlite] : [.sqlite, .postgres] }

    /// Runs a test or suite only when the environment names a PostgreSQL server; skips it, saying why, otherwise.
    public static var postgresConfigured: ConditionTrait {
        .enabled(
            if: postgresURL != nil,
            "\(postgresURLVariable) is not set: scripts/test starts a PostgreSQL with scripts/postgres-test-server")
    }

    /// Runs `body` with a fresh SQLite database (the host's migrations and then `migrations` applied), removed
    /// afterwards.
    public static func withSQLite<Value>(
        migrations: [AppMigrations] = [], _ body: (AppDatabase) async throws -> Value
    ) async throws -> Value {
        let path = temporaryDatabasePath()
        defer {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
        return try await body(try AppDatabase(path: path, migrations: migrations))
    }

    /// Runs `body` with a SQLite database an older version wrote: migrated with `before`, holding player 7 ("Lan") and
    /// the `rows` the statements store, then opened again with `after` (today's migrations); removed afterwards.
    public static func withSQLiteUpgraded(
        from before: AppMigrations, rows: [String], to after: AppMigrations, _ body: (AppDatabase) async throws -> Void
    ) async throws {
        let path = temporaryDatabasePath()
        defer {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
        let old = try AppDatabase(path: path, migrations: [before])
        try await old.pool.write { db in
            try db.execute(
                sql: """
                    INSERT INTO player (id, token, display_name, created_at)
                    VALUES (7, 't', 'Lan', '2026-11-23 09:00:00.000')
                    """)
            for row in rows { try db.execute(sql: row) }
        }
        try old.close()
        let database = try AppDatabase(path: path, migrations: [after])
        defer { try? database.close() }
        try await body(database)
    }

    /// Runs `body` with a second ``AppDatabase`` (a connection pool of its own, as another process has) on the file of
    /// `database`, one that ``withSQLite(migrations:_:)`` made.
    public static func withAnotherProcess<Value>(
        on database: AppDatabase, _ body: (AppDatabase) async throws -> Value
    ) async throws -> Value {
        let other = try AppDatabase(path: database.pool.path)
        defer { try? other.close() }
        return try await body(other)
    }

    /// Runs `body` with a running ``PostgresAppDatabase`` on a schema of its own (nothing migrated yet), dropped
    /// afterwards, so tests running at once never see each other's rows. The test must carry ``postgresConfigured``.
    public static func withPostgres(poolSize: Int = 4, _ body: (PostgresAppDatabase) async throws -> Void)
        async throws
    {
        let schema = "test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        let database = try postgresDatabase(schema: schema, poolSize: poolSize)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await database.run() }
            defer { group.cancelAll() }
            try await database.client.query("CREATE SCHEMA \(unescaped: schema)")
            do {
                try await body(database)
            } catch {
                _ = try? await database.client.query("DROP SCHEMA \(unescaped: schema) CASCADE")
                throw error
            }
            try await database.client.query("DROP SCHEMA \(unescaped: schema) CASCADE")
        }
    }

    /// Runs `body` with a second running ``PostgresAppDatabase`` (a pool of its own, as another server process has)
    /// on the schema of `database`, one that ``withPostgres(poolSize:_:)`` made.
    public static func withAnotherProcess(
        on database: PostgresAppDatabase, poolSize: Int = 4, _ body: (PostgresAppDatabase) async throws -> Void
    ) async throws {
        let rows = try await database.client.query("SELECT current_schema()")
        var schema = ""
        for try await name in rows.decode(String.self) { schema = name }
        let other = try postgresDatabase(schema: schema, poolSize: poolSize)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await other.run() }
            defer { group.cancelAll() }
            try await body(other)
        }
    }

    /// Runs `body` with the URL of a new, empty database on the test server (for whole hosts, which open their own
    /// pools), dropped afterwards even with connections still open.
    public static func withPostgresDatabase(_ body: (PostgresConnectionURL) async throws -> Void) async throws {
        let url = try #require(postgresURL)
        let name = "test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        var components = try #require(URLComponents(string: url))
        components.path = "/" + name
        let admin = PostgresAppDatabase(url: try PostgresConnectionURL(url), poolSize: 1)
        admin.start()
        do {
            try await admin.client.query("CREATE DATABASE \(unescaped: name)")
            try await body(try PostgresConnectionURL(try #require(components.string)))
        } catch {
            _ = try? await admin.client.query("DROP DATABASE IF EXISTS \(unescaped: name) WITH (FORCE)")
            await admin.close()
            throw error
        }
        try await admin.client.query("DROP DATABASE \(unescaped: name) WITH (FORCE)")
        await admin.close()
    }

    /// A database on the test server whose connections see `schema` first.
    private static func postgresDatabase(schema: String, poolSize: Int) throws -> PostgresAppDatabase {
        let url = try #require(postgresURL, "a PostgreSQL test runs only with \(postgresURLVariable) set")
        var configuration = try PostgresConnectionURL(url).configuration(poolSize: poolSize)
        configuration.options.additionalStartupParameters = [("search_path", schema)]
        // The pool warns when the first query asks for a connection before the task running it has started, and
        // logs at info when a test ends while a connection is being opened: both expected here, so errors only.
        var logger = Logger(label: "firstrun.postgres.test")
        logger.logLevel = .error
        return PostgresAppDatabase(configuration: configuration, logger: logger)
    }
}
