import Logging
import NIOPosix
import PostgresNIO
import Synchronization

/// A PostgreSQL database shared by several server processes: postgres-nio's ``PostgresClient`` (a connection pool)
/// and the migrations that give it the platform's tables. ``AppDatabase`` is the SQLite counterpart for one machine.
///
/// The pool opens connections only while ``client`` runs: `firstrun` runs it as a service of its group
/// (``AppHost/serve(apps:configuration:clock:metrics:logger:databaseLogger:gracefulShutdownSignals:onReady:)``); tests
/// and tools ``start()`` it and ``close()`` it when done, or run it in a task that lasts as long as the database is
/// used and cancel that task:
///
/// ```swift
/// let database = PostgresAppDatabase(url: try PostgresConnectionURL(url), poolSize: 8)
/// try await withThrowingDiscardingTaskGroup { group in
///     group.addTask { await database.run() }
///     try await database.migrate()
///     let store = DatabasePlatformStore(database: .postgres(database))
///     // ...
///     group.cancelAll()
/// }
/// ```
public final class PostgresAppDatabase: Sendable {
    /// The connection pool; only the persistence layers (the stores) use it, through ``pool``.
    public let client: PostgresClient
    /// The pool as the stores use it: a connection waited for at most ``PostgresPool/leaseTimeout``.
    public let pool: PostgresPool
    /// The logger of the stores' queries.
    public let logger: Logger
    /// The task running the pool, between ``start()`` and ``close()``.
    private let running = Mutex<Task<Void, Never>?>(nil)
    /// The threads the stores' operations run on while they hold a connection: one per connection.
    private let threads: NIOThreadPool

    /// How long a query waits for a connection by default before it fails with ``DatabaseUnavailable``.
    public static let defaultLeaseTimeout: Duration = .seconds(5)

    /// A database at `url` with at most `poolSize` connections open at once.
    public convenience init(
        url: PostgresConnectionURL, poolSize: Int, leaseTimeout: Duration = defaultLeaseTimeout,
        logger: Logger = Logger(label: "firstrun.postgres")
    ) {
        self.init(configuration: url.configuration(poolSize: poolSize), leaseTimeout: leaseTimeout, logger: logger)
    }

    /// A database reached as `configuration` says (its pool size is `options.maximumConnections`).
    public init(
        configuration: PostgresClient.Configuration, leaseTimeout: Duration = defaultLeaseTimeout,
        logger: Logger = Logger(label: "firstrun.postgres")
    ) {
        self.client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        self.pool = PostgresPool(client: client, leaseTimeout: leaseTimeout)
        self.logger = logger
        self.threads = NIOThreadPool(numberOfThreads: max(1, configuration.options.maximumConnections))
        threads.start()
    }

    /// Runs `body` on a leased connection from one of ``threads`` (its statements wait there for their rows).
    func blocking<Result: Sendable>(_ body: @escaping @Sendable (PostgresBlockingConnection) throws -> Result)
        async throws -> Result
    {
        let (threads, logger) = (threads, logger)
        return try await pool.withConnection { connection in
            try await threads.runIfActive {
                try body(PostgresBlockingConnection(connection: connection, logger: logger))
            }
        }
    }

    /// Runs the connection pool until the calling task is cancelled.
    public func run() async {
        await client.run()
    }

    /// Runs the connection pool in a task of its own until ``close()``.
    public func start() {
        running.withLock { running in
            guard running == nil else { return }
            running = Task { await client.run() }
        }
    }

    /// Closes the connections of a pool begun with ``start()``, and the stores' threads; queries fail afterwards.
    public func close() async {
        try? await threads.shutdownGracefully()
        guard
            let task = running.withLock({ running in
                defer { running = nil }
                return running
            })
        else { return }
        task.cancel()
        await task.value
    }

    /// Answers when the server answers `SELECT 1`; throws when it cannot.
    public func ping() async throws {
        try await pool.query("SELECT 1", logger: logger)
    }

    /// Applies the host's migrations and then `migrations`, in order, that the database has not recorded yet;
    /// returns the identifiers it applied (`platform.v1`, …).
    @discardableResult
    public func migrate(_ migrations: [AppMigrations] = []) async throws -> [String] {
        try await PostgresMigrator.migrate([PlatformMigrations.migrations] + migrations, client: client, logger: logger)
    }
}
