import AppServer
import GRDB

/// The casino's tables in the shared database, registered as `casino.…` after the host's (which own `player`): each
/// player's account (balance, settings as JSON, version), their table of each game in progress (the engine's JSON),
/// the ledger of settled rounds and bankroll refills, and the saved Xì Dách matches of the leaderboard. The SQLite
/// steps are history: v1 and v2 named them in camelCase, v3 renames them to PostgreSQL's snake_case, the one
/// vocabulary of ``DatabaseCasinoStore``.
enum CasinoMigrations {
    static let migrations = AppMigrations(
        owner: "casino",
        steps: [
            // PostgreSQL's v1 is SQLite's v1 to v3 in one step.
            .each("v1", sqlite: v1, postgres: postgresV1), .sqliteOnly("v2", v2), .sqliteOnly("v3-snake-case", v3),
        ])

    private static func v1(_ db: Database) throws {
        try db.create(table: "casinoAccount") { table in
            table.primaryKey("playerID", .integer).references("player", onDelete: .cascade)
            table.column("balanceCents", .integer).notNull().check { $0 >= 0 }
            table.column("settings", .text).notNull()
        }
        try db.create(table: "gameTable") { table in
            table.column("playerID", .integer).notNull().references("player", onDelete: .cascade)
            table.column("game", .text).notNull()
            table.column("state", .blob).notNull()
            table.column("updatedAt", .datetime).notNull()
            table.primaryKey(["playerID", "game"])
        }
        try db.create(table: "settledRound") { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("playerID", .integer).notNull().references("player", onDelete: .cascade).indexed()
            table.column("game", .text).notNull()
            table.column("stakeCents", .integer).notNull()
            table.column("netCents", .integer).notNull()
            table.column("balanceAfterCents", .integer).notNull()
            table.column("detail", .text).notNull()
            table.column("settledAt", .datetime).notNull()
        }
        try db.create(table: "bankrollRefill") { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("playerID", .integer).notNull().references("player", onDelete: .cascade).indexed()
            table.column("amountCents", .integer).notNull()
            table.column("refilledAt", .datetime).notNull()
        }
        try db.create(table: "savedMatch") { table in
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
            index: "savedMatchByPlayerAndMatch", on: "savedMatch",
            columns: ["playerID", "matchID"],
            unique: true)
        try db.create(
            index: "savedMatchByRating", on: "savedMatch", columns: ["rating", "stakedWins"])
    }

    /// Each player's account gets a version, raised by every write of the player's: a process writing over a state
    /// it read at an older version (another process wrote meanwhile) is refused and reads the player again.
    private static func v2(_ db: Database) throws {
        try db.alter(table: "casinoAccount") { table in
            table.add(column: "version", .integer).notNull().defaults(to: 0)
        }
    }

    /// Every table and column in snake_case, as on PostgreSQL.
    private static func v3(_ db: Database) throws {
        try SQLiteRenaming.toSnakeCase(
            [
                ("casinoAccount", ["playerID", "balanceCents"]),
                ("gameTable", ["playerID", "updatedAt"]),
                ("settledRound", ["playerID", "stakeCents", "netCents", "balanceAfterCents", "settledAt"]),
                ("bankrollRefill", ["playerID", "amountCents", "refilledAt"]),
                (
                    "savedMatch",
                    ["playerID", "matchID", "userWins", "computerWins", "stakedWins", "stakedDecided", "savedAt"]
                ),
            ], in: db)
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
