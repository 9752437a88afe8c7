import Foundation
import GRDB
import Logging
import PostgresNIO

/// Where the host keeps its data: an embedded SQLite file (one process on one machine) or a PostgreSQL server
/// (shared by several processes).
public enum DatabaseLocation: Sendable, CustomStringConvertible {
    case sqlite(path: String)
    case postgres(PostgresConnectionURL)

    /// Reads `--database`: a `postgres://` or `postgresql://` URL names a PostgreSQL server, anything else a file.
    public init(_ argument: String) throws(PostgresConnectionURLError) {
        if argument.hasPrefix("postgres://") || argument.hasPrefix("postgresql://") {
            self = .postgres(try PostgresConnectionURL(argument))
        } else {
            self = .sqlite(path: argument)
        }
    }

    /// The file's path, or the server's URL without its password.
    public var description: String {
        switch self {
        case .sqlite(let path): path
        case .postgres(let url): url.description
        }
    }
}

/// The opened, migrated database the host and its apps share. Each app's store takes the case it finds: its SQLite
/// store on ``sqlite(_:)``, its PostgreSQL store on ``postgres(_:)``.
public enum PlatformDatabase: Sendable {
    case sqlite(AppDatabase)
    case postgres(PostgresAppDatabase)

    /// Opens `location` and applies the host's migrations and then each app's, in order. A PostgreSQL database's
    /// connection pool runs from now until ``close()``; a server that does not let the migrations finish within
    /// `timeout` (unreachable, refusing the user) is an error rather than a wait without end.
    static func open(
        _ location: DatabaseLocation, apps: [any ServedApp], poolSize: Int, timeout: Duration, logger: Logger
    ) async throws -> PlatformDatabase {
        switch location {
        case .sqlite(let path):
            return try openSQLite(path, apps: apps, poolSize: poolSize)
        case .postgres(let url):
            let database = PostgresAppDatabase(url: url, poolSize: poolSize, logger: logger)
            database.start()
            do {
                // Closing the pool fails the migration's wait for a connection, however far it got.
                try await migrate(
                    database, at: url, apps: apps, timeout: timeout, onTimeout: { await database.close() })
            } catch {
                await database.close()
                throw error
            }
            return .postgres(database)
        }
    }

    /// Applies the host's migrations and then each app's on `database`, whose pool runs (started, or a service of
    /// the process's group). A server that does not let them finish within `timeout` is
    /// ``PlatformDatabaseError/unreachable(_:timeout:)``: the migration is cancelled, after `onTimeout`.
    static func migrate(
        _ database: PostgresAppDatabase, at url: PostgresConnectionURL, apps: [any ServedApp], timeout: Duration,
        onTimeout: @escaping @Sendable () async -> Void = {}
    ) async throws {
        let started = ContinuousClock.now
        do {
            let timedOut = try await withThrowingTaskGroup(of: Bool.self) { group in
                group.addTask {
                    try await database.migrate(apps.map(\.migrations))
                    return false
                }
                group.addTask {
                    guard (try? await Task.sleep(for: timeout)) != nil else { return false }
                    await onTimeout()
                    return true
                }
                defer { group.cancelAll() }
                return try await group.next() ?? false
            }
            if timedOut { throw PlatformDatabaseError.unreachable(url, timeout: timeout) }
        } catch {
            // The migration may fail first, as the pool closes or the wait is cancelled: the cause is the timeout.
            if ContinuousClock.now - started >= timeout {
                throw PlatformDatabaseError.unreachable(url, timeout: timeout)
            }
            throw error
        }
    }

    /// Opens (creating if needed) the SQLite database at `path`, with the host's migrations and then each app's; at
    /// most `poolSize` connections read at once.
    static func openSQLite(_ path: String, apps: [any ServedApp], poolSize: Int) throws -> PlatformDatabase {
        .sqlite(try AppDatabase(path: path, migrations: apps.map(\.migrations), maximumReaderCount: poolSize))
    }

    /// Whether several processes may share the database, so what one process holds in memory may be stale.
    public var isSharedByProcesses: Bool {
        if case .postgres = self { true } else { false }
    }

    /// Answers when the database answers a trivial query; throws when it cannot.
    public func ping() async throws {
        switch self {
        case .sqlite(let database): try await database.ping()
        case .postgres(let database): try await database.ping()
        }
    }

    /// Closes every connection; reads and writes fail afterwards.
    public func close() async throws {
        switch self {
        case .sqlite(let database): try database.close()
        case .postgres(let database): await database.close()
        }
    }
}

/// A database the host could not open.
public enum PlatformDatabaseError: Error, CustomStringConvertible {
    /// The PostgreSQL server did not let the migrations finish in time.
    case unreachable(PostgresConnectionURL, timeout: Duration)

    public var description: String {
        switch self {
        case .unreachable(let url, let timeout):
            "PostgreSQL at \(url) did not answer within \(timeout.components.seconds) s: is it running, and does it "
                + "accept this user and database? (The log above has the connection errors.)"
        }
    }
}
