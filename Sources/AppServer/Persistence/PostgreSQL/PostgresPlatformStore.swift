import Foundation
import Logging
import OnboardingKit
import PostgresNIO

/// The host's store on a shared PostgreSQL database: the same operations and answers as ``SQLitePlatformStore``.
///
/// ``writeOnboarding(_:)`` runs its body while this process's other onboarding writes wait, as SQLite's single
/// writer does, and writes what the body set and appended in one transaction: all of it or none.
public struct PostgresPlatformStore: PlatformStore {
    let database: PostgresAppDatabase
    private let onboardingWrites = AsyncLock()

    /// A store on `database`, which must be migrated (``PostgresAppDatabase/migrate(_:)``) and running.
    public init(database: PostgresAppDatabase) {
        self.database = database
    }

    private var client: PostgresPool { database.pool }
    private var logger: Logger { database.logger }

    public func player(withToken token: String) async throws -> Int64? {
        let rows = try await client.query("SELECT id FROM player WHERE token = \(token)", logger: logger)
        for try await id in rows.decode(Int64.self) { return id }
        return nil
    }

    public func createPlayer(token: String) async throws -> Int64 {
        let rows = try await client.query(
            """
            INSERT INTO player (token, display_name, created_at) VALUES (\(token), \(PlayerRecord.newPlayerName), \(Date()))
            RETURNING id
            """, logger: logger)
        for try await id in rows.decode(Int64.self) { return id }
        throw PostgresStoreError.noRowReturned("INSERT INTO player")
    }

    public func displayName(of player: Int64) async throws -> String {
        let rows = try await client.query("SELECT display_name FROM player WHERE id = \(player)", logger: logger)
        for try await name in rows.decode(String.self) { return name }
        throw StoreError.noSuchPlayer(player)
    }

    public func rename(_ player: Int64, to name: String) async throws {
        let rows = try await client.query(
            "UPDATE player SET display_name = \(name) WHERE id = \(player) RETURNING id", logger: logger)
        for try await _ in rows.decode(Int64.self) { return }
        throw StoreError.noSuchPlayer(player)
    }

    public func onboardingValues(of player: Int64, app: String) async throws -> [String: StoredValue] {
        let rows = try await client.query(
            "SELECT key, value FROM onboarding_value WHERE player_id = \(player) AND app = \(app)", logger: logger)
        let decoder = JSONDecoder()
        var values: [String: StoredValue] = [:]
        for try await (key, value) in rows.decode((String, Data).self) {
            values[key] = try decoder.decode(StoredValue.self, from: value)
        }
        return values
    }

    public func writeOnboarding(_ body: @escaping @Sendable (any OnboardingWriter) throws -> Void) async throws {
        try await onboardingWrites.withLock {
            let writer = StatementCollector()
            try body(writer)
            let statements = writer.statements
            guard !statements.isEmpty else { return }
            try await client.transaction(logger: logger) { connection in
                for statement in statements { try await connection.query(statement, logger: logger) }
            }
        }
    }

    public func funnelCounts(app: String) async throws -> FunnelCounts {
        try await client.transaction(logger: logger) { connection in
            // One snapshot for every count, as SQLite's read transaction gives.
            try await connection.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY", logger: logger)
            return try await PostgresFunnelQueries.fetch(connection, app: app, logger: logger)
        }
    }

    /// The onboarding writer: each value set or removed and each event appended becomes a statement of the
    /// transaction that ``writeOnboarding(_:)`` runs once the body returns.
    private final class StatementCollector: OnboardingWriter {
        private(set) var statements: [PostgresQuery] = []

        func set(_ value: StoredValue?, key: String, player: Int64, app: String) throws {
            if let value {
                let json = try JSONEncoder().encode(value)
                statements.append(
                    try """
                    INSERT INTO onboarding_value (player_id, app, key, value) VALUES (\(player), \(app), \(key), \(json))
                    ON CONFLICT (player_id, app, key) DO UPDATE SET value = EXCLUDED.value
                    """)
            } else {
                statements.append(
                    "DELETE FROM onboarding_value WHERE player_id = \(player) AND app = \(app) AND key = \(key)")
            }
        }

        func append(_ record: AnalyticsRecord, player: Int64, app: String) throws {
            let properties = String(decoding: try JSONEncoder.sorted.encode(record.event.properties), as: UTF8.self)
            statements.append(
                """
                INSERT INTO onboarding_event (player_id, app, surface, name, detail, properties, recorded_at)
                VALUES (\(player), \(app), \(record.app.rawValue), \(record.event.name),
                        \(FunnelCounts.detail(of: record.event)), \(properties)::jsonb, \(record.timestamp))
                """)
        }
    }
}

/// A failure of the PostgreSQL store that is a fault of the server, not of the request.
public enum PostgresStoreError: Error, CustomStringConvertible {
    /// A statement that returns a row returned none.
    case noRowReturned(String)

    public var description: String {
        switch self {
        case .noRowReturned(let statement): "PostgreSQL returned no row for \(statement)."
        }
    }
}
