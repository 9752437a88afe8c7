import Logging
import PostgresNIO

/// Applies the PostgreSQL steps of ``AppMigrations`` in one transaction under an advisory lock: a second process migrating the same
/// database meanwhile waits, then finds every step recorded and applies none. PostgreSQL's DDL is transactional, so
/// a failing step leaves the database as it was.
enum PostgresMigrator {
    /// The advisory lock's key, taken for the migrating transaction ("FirstRun" in ASCII).
    static let lockKey: Int64 = 0x4669_7273_7452_756E

    /// Applies the steps of `owners`, in order, that the database has not recorded yet; returns their identifiers.
    @discardableResult
    static func migrate(_ owners: [AppMigrations], client: PostgresClient, logger: Logger) async throws
        -> [String]
    {
        // On the client itself: the start waits for the server as long as it is told, not a request's lease timeout.
        try await client.withTransaction(logger: logger) { connection in
            try await apply(owners, on: connection, logger: logger)
        }
    }

    private static func apply(_ owners: [AppMigrations], on connection: PostgresConnection, logger: Logger)
        async throws -> [String]
    {
        try await connection.query("SELECT pg_advisory_xact_lock(\(lockKey))", logger: logger)
        try await connection.query(
            """
            CREATE TABLE IF NOT EXISTS schema_migrations (
                identifier text PRIMARY KEY,
                applied_at timestamptz NOT NULL DEFAULT now())
            """, logger: logger)
        let rows = try await connection.query("SELECT identifier FROM schema_migrations", logger: logger)
        var applied = Set<String>()
        for try await identifier in rows.decode(String.self) { applied.insert(identifier) }
        var newlyApplied: [String] = []
        for owner in owners {
            for step in owner.postgresSteps {
                let identifier = "\(owner.owner).\(step.name)"
                guard !applied.contains(identifier) else { continue }
                for statement in step.statements {
                    try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                }
                try await connection.query(
                    "INSERT INTO schema_migrations (identifier) VALUES (\(identifier))", logger: logger)
                newlyApplied.append(identifier)
            }
        }
        return newlyApplied
    }
}
