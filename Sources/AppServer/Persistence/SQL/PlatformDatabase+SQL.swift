import GRDB
import PostgresNIO

extension PlatformDatabase {
    /// Runs `body`, a store's read written once for both databases: on SQLite in one of the pool's readers (one
    /// snapshot), on PostgreSQL on a leased connection (each statement its own snapshot), from a thread of its own.
    /// A connection not leased within ``PostgresPool/leaseTimeout`` is ``DatabaseUnavailable``, and `body` never runs.
    public func read<Result: Sendable>(_ body: @escaping @Sendable (any SQLConnection) throws -> Result) async throws
        -> Result
    {
        switch self {
        case .sqlite(let database):
            return try await database.pool.read { db in try body(SQLiteConnection(db: db)) }
        case .postgres(let database):
            return try await database.blocking { connection in try body(connection) }
        }
    }

    /// Runs `body`, a read of several statements that must agree (a player's account and tables): one snapshot on
    /// both databases (on PostgreSQL a read-only repeatable-read transaction, which costs two more round trips).
    public func snapshot<Result: Sendable>(_ body: @escaping @Sendable (any SQLConnection) throws -> Result)
        async throws -> Result
    {
        switch self {
        case .sqlite:
            return try await read(body)
        case .postgres(let database):
            return try await database.blocking { connection in
                try connection.transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", body)
            }
        }
    }

    /// Runs `body`, a store's write written once for both databases, in one transaction: committed when it returns,
    /// rolled back when it throws (and what it threw rethrown as it is). On SQLite it is a write of the one writer
    /// (so it runs alone); on PostgreSQL the rows it must decide on are locked by its `SELECT`s
    /// (``SQLDialect/lock(_:)``).
    public func write<Result: Sendable>(_ body: @escaping @Sendable (any SQLConnection) throws -> Result) async throws
        -> Result
    {
        switch self {
        case .sqlite(let database):
            return try await database.pool.writeWithoutTransaction { db in try SQLiteConnection(db: db).transaction(body) }
        case .postgres(let database):
            return try await database.blocking { connection in try connection.transaction("BEGIN", body) }
        }
    }
}
