import Foundation
import GRDB
import OnboardingKit

/// What the host keeps in the database, by named operation: players and their names, and every app's onboarding
/// state and analytics. ``SQLitePlatformStore`` (one machine) and ``PostgresPlatformStore`` (a database shared by
/// several processes) are the real ones; tests may use a double.
public protocol PlatformStore: Sendable {
    /// The player holding `token`, if any.
    func player(withToken token: String) async throws -> Int64?
    /// Creates a player with `token` and the default display name.
    func createPlayer(token: String) async throws -> Int64
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

/// The host's store on the shared SQLite database.
public struct SQLitePlatformStore: PlatformStore {
    let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func player(withToken token: String) async throws -> Int64? {
        try await database.pool.read { db in
            try PlayerRecord.filter(Column("token") == token).select(Column("id"), as: Int64.self).fetchOne(db)
        }
    }

    public func createPlayer(token: String) async throws -> Int64 {
        try await database.pool.write { db in
            var record = PlayerRecord(id: nil, token: token, displayName: PlayerRecord.newPlayerName, createdAt: Date())
            try record.insert(db)
            return record.id ?? db.lastInsertedRowID
        }
    }

    public func displayName(of player: Int64) async throws -> String {
        try await database.pool.read { db in
            guard
                let name = try PlayerRecord.filter(key: player).select(Column("displayName"), as: String.self).fetchOne(
                    db)
            else { throw StoreError.noSuchPlayer(player) }
            return name
        }
    }

    public func rename(_ player: Int64, to name: String) async throws {
        try await database.pool.write { db in
            let changed = try PlayerRecord.filter(key: player).updateAll(db, Column("displayName").set(to: name))
            guard changed == 1 else { throw StoreError.noSuchPlayer(player) }
        }
    }

    public func onboardingValues(of player: Int64, app: String) async throws -> [String: StoredValue] {
        try await database.pool.read { db in
            let decoder = JSONDecoder()
            return try OnboardingValueRecord.filter(Column("playerID") == player && Column("app") == app).fetchAll(db)
                .reduce(into: [:]) { values, record in
                    values[record.key] = try decoder.decode(StoredValue.self, from: record.value)
                }
        }
    }

    public func writeOnboarding(_ body: @escaping @Sendable (any OnboardingWriter) throws -> Void) async throws {
        try await database.pool.write { db in try body(Writer(db: db)) }
    }

    public func funnelCounts(app: String) async throws -> FunnelCounts {
        try await database.pool.read { db in try FunnelCounts.fetch(db, app: app) }
    }

    private struct Writer: OnboardingWriter {
        let db: Database

        func set(_ value: StoredValue?, key: String, player: Int64, app: String) throws {
            if let value {
                try OnboardingValueRecord(playerID: player, app: app, key: key, value: try JSONEncoder().encode(value))
                    .upsert(db)
            } else {
                _ = try OnboardingValueRecord.deleteOne(db, key: ["playerID": player, "app": app, "key": key])
            }
        }

        func append(_ record: AnalyticsRecord, player: Int64, app: String) throws {
            let properties = String(decoding: try JSONEncoder.sorted.encode(record.event.properties), as: UTF8.self)
            var row = OnboardingEventRecord(
                id: nil, playerID: player, app: app, surface: record.app.rawValue, name: record.event.name,
                detail: FunnelCounts.detail(of: record.event), properties: properties, recordedAt: record.timestamp)
            try row.insert(db)
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
