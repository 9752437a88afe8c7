import AppServer
import GRDB

/// The casino's tables in the shared database, registered as `casino.…` after the host's (which own `player`).
enum CasinoMigrations {
    static let migrations = AppMigrations(owner: "casino", steps: [("v1", v1)])

    private static func v1(_ db: Database) throws {
        try db.create(table: CasinoAccountRecord.databaseTableName) { table in
            table.primaryKey("playerID", .integer).references("player", onDelete: .cascade)
            table.column("balanceCents", .integer).notNull().check { $0 >= 0 }
            table.column("settings", .text).notNull()
        }
        try db.create(table: GameTableRecord.databaseTableName) { table in
            table.column("playerID", .integer).notNull().references("player", onDelete: .cascade)
            table.column("game", .text).notNull()
            table.column("state", .blob).notNull()
            table.column("updatedAt", .datetime).notNull()
            table.primaryKey(["playerID", "game"])
        }
        try db.create(table: SettledRoundRecord.databaseTableName) { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("playerID", .integer).notNull().references("player", onDelete: .cascade).indexed()
            table.column("game", .text).notNull()
            table.column("stakeCents", .integer).notNull()
            table.column("netCents", .integer).notNull()
            table.column("balanceAfterCents", .integer).notNull()
            table.column("detail", .text).notNull()
            table.column("settledAt", .datetime).notNull()
        }
        try db.create(table: BankrollRefillRecord.databaseTableName) { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("playerID", .integer).notNull().references("player", onDelete: .cascade).indexed()
            table.column("amountCents", .integer).notNull()
            table.column("refilledAt", .datetime).notNull()
        }
        try db.create(table: SavedMatchRecord.databaseTableName) { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("playerID", .integer).notNull().references("player", onDelete: .cascade).indexed()
            table.column("matchID", .text).notNull()
            table.column("name", .text).notNull()
            table.column("userWins", .integer).notNull()
            table.column("computerWins", .integer).notNull()
            table.column("stakedWins", .integer).notNull()
            table.column("stakedDecided", .integer).notNull()
            table.column("rating", .double)
            table.column("savedAt", .datetime).notNull()
        }
        try db.create(
            index: "savedMatchByPlayerAndMatch", on: SavedMatchRecord.databaseTableName,
            columns: ["playerID", "matchID"],
            unique: true)
        try db.create(
            index: "savedMatchByRating", on: SavedMatchRecord.databaseTableName, columns: ["rating", "stakedWins"])
    }
}
