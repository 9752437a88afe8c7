import Logging
import PostgresNIO

/// A PostgreSQL database shared by several server processes: postgres-nio's ``PostgresClient`` (a connection pool)
/// and the migrations that give it the platform's tables. ``AppDatabase`` is the SQLite counterpart for one machine.
///
/// The pool opens connections only while ``run()`` runs, so run it in a task that lasts as long as the database is
/// used, and cancel that task to close the connections:
///
/// ```swift
/// let database = PostgresAppDatabase(url: try PostgresConnectionURL(url), poolSize: 8)
/// try await withThrowingDiscardingTaskGroup { group in
///     group.addTask { await database.run() }
///     try await database.migrate()
///     let store = PostgresPlatformStore(database: database)
///     // ...
///     group.cancelAll()
/// }
/// ```
public final class PostgresAppDatabase: Sendable {
    /// The connection pool; only the persistence layers (the stores) use it.
    public let client: PostgresClient
    /// The logger of the stores' queries.
    public let logger: Logger

    /// A database at `url` with at most `poolSize` connections open at once.
    public convenience init(
        url: PostgresConnectionURL, poolSize: Int, logger: Logger = Logger(label: "firstrun.postgres")
    ) {
        self.init(configuration: url.configuration(poolSize: poolSize), logger: logger)
    }

    /// A database reached as `configuration` says (its pool size is `options.maximumConnections`).
    public init(configuration: PostgresClient.Configuration, logger: Logger = Logger(label: "firstrun.postgres")) {
        self.client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        self.logger = logger
    }

    /// Runs the connection pool until the calling task is cancelled.
    public func run() async {
        await client.run()
    }

    /// Applies the host's migrations and then `migrations`, in order, that the database has not recorded yet;
    /// returns the identifiers it applied (`platform.v1`, …).
    @discardableResult
    public func migrate(_ migrations: [PostgresMigrations] = []) async throws -> [String] {
        try await PostgresMigrator.migrate(
            [PostgresPlatformMigrations.migrations] + migrations, client: client, logger: logger)
    }
}
