import AppServer
import GRDB

/// The casino's tables in the shared database, registered as `casino.…` after the host's (which own `player`).
enum CasinoMigrations {
    static let migrations = AppMigrations(owner: "casino", steps: [("v1", v1), ("v2", v2)])

    /// The casino's tables on PostgreSQL: the same as SQLite's after `v2`, in snake_case.
    static let postgres = PostgresMigrations(owner: "casino", steps: [("v1", postgresV1)])

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

    /// Each player's account gets a version, raised by every write of the player's: a process writing over a state
    /// it read at an older version (another process wrote meanwhile) is refused and reads the player again.
    private static func v2(_ db: Database) throws {
        try db.alter(table: CasinoAccountRecord.databaseTableName) { table in
            table.add(column: "version", .integer).notNull().defaults(to: 0)
        }
    }

    private static let postgresV1 = [
        """
        CREATE TABLE casino_account (
            player_id bigint PRIMARY KEY REFERENCES player ON DELETE CASCADE,
            balance_cents bigint NOT NULL CHECK (balance_cents >= 0),
            settings text NOT NULL,
            version bigint NOT NULL DEFAULT 0)
        """,
        """
        CREATE TABLE game_table (
            player_id bigint NOT NULL REFERENCES player ON DELETE CASCADE,
            game text NOT NULL,
            state bytea NOT NULL,
            updated_at timestamptz NOT NULL,
            PRIMARY KEY (player_id, game))
        """,
        """
        CREATE TABLE settled_round (
            id bigserial PRIMARY KEY,
            player_id bigint NOT NULL REFERENCES player ON DELETE CASCADE,
            game text NOT NULL,
            stake_cents bigint NOT NULL,
            net_cents bigint NOT NULL,
            balance_after_cents bigint NOT NULL,
            detail text NOT NULL,
            settled_at timestamptz NOT NULL)
        """,
        "CREATE INDEX settled_round_by_player ON settled_round (player_id)",
        """
        CREATE TABLE bankroll_refill (
            id bigserial PRIMARY KEY,
            player_id bigint NOT NULL REFERENCES player ON DELETE CASCADE,
            amount_cents bigint NOT NULL,
            refilled_at timestamptz NOT NULL)
        """,
        "CREATE INDEX bankroll_refill_by_player ON bankroll_refill (player_id)",
        """
        CREATE TABLE saved_match (
            id bigserial PRIMARY KEY,
            player_id bigint NOT NULL REFERENCES player ON DELETE CASCADE,
            match_id text NOT NULL,
            name text NOT NULL,
            user_wins bigint NOT NULL,
            computer_wins bigint NOT NULL,
            staked_wins bigint NOT NULL,
            staked_decided bigint NOT NULL,
            rating double precision,
            saved_at timestamptz NOT NULL,
            UNIQUE (player_id, match_id))
        """,
        "CREATE INDEX saved_match_by_rating ON saved_match (rating, staked_wins)",
    ]
}
