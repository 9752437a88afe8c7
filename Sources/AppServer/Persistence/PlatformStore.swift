import Foundation
import OnboardingKit

/// What the host keeps in the database, by named operation: players and their names, and every app's onboarding
/// state and analytics. ``DatabasePlatformStore`` is the real one (on SQLite or PostgreSQL); tests may use a double.
public protocol PlatformStore: Sendable {
    /// The player holding `token`, if any.
    func player(withToken token: String) async throws -> Int64?
    /// Creates a player with `token` and the default display name.
    func createPlayer(token: String) async throws -> Int64
    /// The token of `player`, if there is such a player (an app's own secret for them, like a backup code, hands a
    /// new browser their identity with it).
    func token(of player: Int64) async throws -> String?
    /// The player's display name; ``StoreError/noSuchPlayer`` if there is none.
    func displayName(of player: Int64) async throws -> String
    /// Renames the player.
    func rename(_ player: Int64, to name: String) async throws
    /// The player's stored onboarding values in `app`.
    func onboardingValues(of player: Int64, app: String) async throws -> [String: StoredValue]
    /// Runs `body` inside one write transaction, handing it a writer of onboarding values and events. The bodies of
    /// one process run one at a time, in the order of the calls; the transaction commits all they wrote or nothing.
    func writeOnboarding(_ body: @escaping @Sendable (any OnboardingWriter) throws -> Void) async throws
    /// The funnel's counts for `app`, computed by the database.
    func funnelCounts(app: String) async throws -> FunnelCounts
}

/// Writes onboarding values and events inside ``PlatformStore/writeOnboarding(_:)``'s transaction.
public protocol OnboardingWriter {
    /// Sets (or, with `nil`, removes) one value.
    func set(_ value: StoredValue?, key: String, player: Int64, app: String) throws
    /// Appends one analytics event.
    func append(_ record: AnalyticsRecord, player: Int64, app: String) throws
}

/// A failure of a store that the client should hear about.
public enum StoreError: Error, APIErrorConvertible, CustomStringConvertible {
    case noSuchPlayer(Int64)

    public var description: String {
        switch self {
        case .noSuchPlayer(let id): "There is no player \(id)."
        }
    }

    public var apiError: APIError { .notFound("There is no such player.") }
}

/// The host's store, written once for SQLite and PostgreSQL.
///
/// ``writeOnboarding(_:)`` runs its body while this process's other onboarding writes wait (SQLite's one writer runs
/// them so; on PostgreSQL a lock of the process's does), and writes what the body set and appended in one
/// transaction: all of it or none.
public struct DatabasePlatformStore: PlatformStore {
    let database: PlatformDatabase
    private let onboardingWrites = AsyncLock()

    /// The display name of a new player.
    public static let newPlayerName = "Player"

    /// A store on `database`, migrated and running.
    public init(database: PlatformDatabase) {
        self.database = database
    }

    public func player(withToken token: String) async throws -> Int64? {
        try await database.read { db in try db.scalar("SELECT id FROM player WHERE token = \(token)", as: Int64.self) }
    }

    public func createPlayer(token: String) async throws -> Int64 {
        try await database.write { db in
            let created = try db.scalar(
                """
                INSERT INTO player (token, display_name, created_at) VALUES (\(token), \(Self.newPlayerName), \(Date()))
                RETURNING id
                """, as: Int64.self)
            guard let created else { throw SQLRowError.noRowReturned("INSERT INTO player") }
            return created
        }
    }

    public func token(of player: Int64) async throws -> String? {
        try await database.read { db in try db.scalar("SELECT token FROM player WHERE id = \(player)", as: String.self) }
    }

    public func displayName(of player: Int64) async throws -> String {
        let name = try await database.read { db in
            try db.scalar("SELECT display_name FROM player WHERE id = \(player)", as: String.self)
        }
        guard let name else { throw StoreError.noSuchPlayer(player) }
        return name
    }

    public func rename(_ player: Int64, to name: String) async throws {
        let renamed = try await database.write { db in
            try db.returnsRow("UPDATE player SET display_name = \(name) WHERE id = \(player) RETURNING id")
        }
        guard renamed else { throw StoreError.noSuchPlayer(player) }
    }

    public func onboardingValues(of player: Int64, app: String) async throws -> [String: StoredValue] {
        try await database.read { db in
            let decoder = JSONDecoder()
            var values: [String: StoredValue] = [:]
            for row in try db.rows(
                "SELECT key, value FROM onboarding_value WHERE player_id = \(player) AND app = \(app)")
            {
                values[try row.value("key")] = try decoder.decode(StoredValue.self, from: try row.value("value"))
            }
            return values
        }
    }

    public func writeOnboarding(_ body: @escaping @Sendable (any OnboardingWriter) throws -> Void) async throws {
        guard database.isSharedByProcesses else {
            return try await database.write { db in try body(Writer(db: db)) }
        }
        try await onboardingWrites.withLock {
            try await database.write { db in try body(Writer(db: db)) }
        }
    }

    public func funnelCounts(app: String) async throws -> FunnelCounts {
        // One snapshot for every count.
        try await database.snapshot { db in try FunnelCounts.fetch(db, app: app) }
    }

    private struct Writer: OnboardingWriter {
        let db: any SQLConnection

        func set(_ value: StoredValue?, key: String, player: Int64, app: String) throws {
            if let value {
                try db.execute(
                    """
                    INSERT INTO onboarding_value (player_id, app, key, value)
                    VALUES (\(player), \(app), \(key), \(try JSONEncoder().encode(value)))
                    ON CONFLICT (player_id, app, key) DO UPDATE SET value = excluded.value
                    """)
            } else {
                try db.execute(
                    "DELETE FROM onboarding_value WHERE player_id = \(player) AND app = \(app) AND key = \(key)")
            }
        }

        func append(_ record: AnalyticsRecord, player: Int64, app: String) throws {
            let properties = String(decoding: try JSONEncoder.sorted.encode(record.event.properties), as: UTF8.self)
            try db.execute(
                """
                INSERT INTO onboarding_event (player_id, app, surface, name, detail, properties, recorded_at)
                VALUES (\(player), \(app), \(record.app.rawValue), \(record.event.name),
                        \(FunnelCounts.detail(of: record.event)), \(db.dialect.json(properties)), \(record.timestamp))
                """)
        }
    }
}

extension JSONEncoder {
    /// An encoder with sorted keys, so stored JSON is stable.
    static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}

extension SQLConnection {
    /// Locks `player`'s row until the transaction ends, so an app's conditional writes for one player run one at a
    /// time in every process (SQLite's one writer already runs them so).
    public func lockPlayer(_ player: Int64) throws {
        guard dialect == .postgres else { return }
        try execute("SELECT id FROM player WHERE id = \(player)\(dialect.lock(.noKeyUpdate))")
    }
}
