import AppServer
import HostTesting

extension TestDatabase {
    /// Runs `body` with a platform store on a fresh, migrated database of this kind, removed afterwards.
    func withPlatformStore(_ body: (any PlatformStore) async throws -> Void) async throws {
        switch self {
        case .sqlite:
            try await Self.withSQLite { database in try await body(DatabasePlatformStore(database: .sqlite(database))) }
        case .postgres:
            try await Self.withPostgres { database in
                try await database.migrate()
                try await body(DatabasePlatformStore(database: .postgres(database)))
            }
        }
    }
}
