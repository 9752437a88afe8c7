import AppServer
import Foundation
import HostTesting
import Logging
import PostgresNIO
import Testing

/// The databases the platform store runs on. PostgreSQL is the server at `FIRSTRUN_TEST_POSTGRES_URL` (`scripts/test`
/// starts one with `scripts/postgres-test-server`); the tests that need it carry ``postgresConfigured``, so without
/// it they are reported as skipped.
enum PlatformStoreDatabase: CaseIterable, CustomTestStringConvertible {
    case sqlite, postgres

    var testDescription: String { self == .sqlite ? "SQLite" : "PostgreSQL" }

    /// The environment variable naming the test PostgreSQL server.
    static let postgresURLVariable = "FIRSTRUN_TEST_POSTGRES_URL"

    /// The test PostgreSQL server's URL, if the environment names one.
    static var postgresURL: String? {
        ProcessInfo.processInfo.environment[postgresURLVariable].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Runs a test or suite only when the environment names a PostgreSQL server; skips it, saying why, otherwise.
    static var postgresConfigured: ConditionTrait {
        .enabled(
            if: postgresURL != nil,
            "\(postgresURLVariable) is not set: scripts/test starts a PostgreSQL with scripts/postgres-test-server")
    }

    /// Runs `body` with a store on a fresh, migrated database of this kind, removed afterwards.
    func withStore(_ body: (any PlatformStore) async throws -> Void) async throws {
        switch self {
        case .sqlite:
            let path = temporaryDatabasePath()
            defer {
                for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            }
            try await body(SQLitePlatformStore(database: try AppDatabase(path: path)))
        case .postgres:
            try await Self.withPostgres { database in
                try await database.migrate()
                try await body(PostgresPlatformStore(database: database))
            }
        }
    }

    /// Runs `body` with a running ``PostgresAppDatabase`` on a schema of its own (nothing migrated yet), dropped
    /// afterwards, so tests running at once never see each other's rows. The test must carry ``postgresConfigured``.
    static func withPostgres(poolSize: Int = 4, _ body: (PostgresAppDatabase) async throws -> Void) async throws {
        let url = try #require(postgresURL, "a PostgreSQL test runs only with \(postgresURLVariable) set")
        let schema = "test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        var configuration = try PostgresConnectionURL(url).configuration(poolSize: poolSize)
        configuration.options.additionalStartupParameters = [("search_path", schema)]
        // The pool warns when the first query asks for a connection before the task running it has started, and
        // logs at info when a test ends while a connection is being opened: both expected here, so errors only.
        var logger = Logger(label: "firstrun.postgres.test")
        logger.logLevel = .error
        let database = PostgresAppDatabase(configuration: configuration, logger: logger)
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
}
