import AppServer
import GRDB

/// BowlerTrax's tables in the shared database, registered as `bowlertrax.…` after the host's (which own `player`).
/// Every row belongs to one player and goes with them. The steps are history: v1-v4 named the tables and columns in
/// camelCase; v5 renames them to PostgreSQL's snake_case, the one vocabulary of ``BowlerTraxStore``; v6 forgets the
/// camera-position fingerprints the server once kept (small pictures of the lane, now kept on the phone only); v7 adds
/// the backup codes that bring a bowler's backup to a new browser; v8 keys a ball by the Idempotency-Key it was added
/// with (a phone sends the balls it kept offline once); v9 keeps the Idempotency-Keys of a manual game's recent balls
/// and undos (a retried one is made once, whatever was made since).
enum BowlerTraxMigrations {
    static let migrations = AppMigrations(
        owner: "bowlertrax",
        steps: [
            .each("v1", sqlite: v1, postgres: Postgres.v1), .each("v2", sqlite: v2, postgres: Postgres.v2),
            .each("v3", sqlite: v3, postgres: Postgres.v3), .each("v4", sqlite: v4, postgres: Postgres.v4),
            .sqliteOnly("v5-snake-case", v5),
            .both("v6-position-pictures-forgotten", ["ALTER TABLE bowler_calibration DROP COLUMN position_hash"]),
            .both(
                "v7-backup-codes",
                [
                    """
                    CREATE TABLE bowler_backup_code (
                        player_id bigint PRIMARY KEY REFERENCES player ON DELETE CASCADE,
                        code text NOT NULL UNIQUE)
                    """
                ]),
            .both(
                "v8-ball-request-keys",
                [
                    "ALTER TABLE bowler_ball ADD COLUMN request_key text",
                    "CREATE UNIQUE INDEX bowler_ball_on_player_id_request_key ON bowler_ball (player_id, request_key)",
                ]),
            .both(
                "v9-game-edit-keys",
                [
                    """
                    CREATE TABLE bowler_game_edit (
                        game_id bigint NOT NULL REFERENCES bowler_game ON DELETE CASCADE,
                        request_key text NOT NULL,
                        made_at timestamptz NOT NULL,
                        PRIMARY KEY (game_id, request_key))
                    """
                ]),
        ])

    private static func v1(_ db: Database) throws {
        try db.create(table: "bowlerSettings") { table in
            table.primaryKey("playerID", .integer).references("player", onDelete: .cascade)
            table.column("hand", .text)
            table.column("language", .text).notNull()
        }
        try db.create(table: "bowlerBall") { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("playerID", .integer).notNull().references("player", onDelete: .cascade).indexed()
            table.column("name", .text).notNull()
            table.column("color", .text).notNull()
            table.column("createdAt", .datetime).notNull()
        }
        try db.create(table: "bowlerCalibration") { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("playerID", .integer).notNull().references("player", onDelete: .cascade).indexed()
            table.column("centerName", .text)
            table.column("lanes", .text)
            table.column("imageWidth", .integer).notNull()
            table.column("imageHeight", .integer).notNull()
            table.column("taps", .text).notNull()
            table.column("positionHash", .text)
            table.column("savedAt", .datetime).notNull()
        }
        try db.create(table: "bowlerSession") { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("playerID", .integer).notNull().references("player", onDelete: .cascade).indexed()
            table.column("startedAt", .datetime).notNull()
            table.column("centerName", .text)
            table.column("lane", .text)
            table.column("ballID", .integer).references("bowlerBall", onDelete: .setNull)
            table.column("ballName", .text)
            table.column("ballColor", .text).notNull()
            table.column("hand", .text).notNull()
            table.column("calibrationID", .integer)
                .references("bowlerCalibration", onDelete: .setNull)
            table.column("imageWidth", .integer).notNull()
            table.column("imageHeight", .integer).notNull()
            table.column("taps", .text).notNull()
        }
        try db.create(table: "bowlerShot") { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("sessionID", .integer).notNull().references(
                "bowlerSession", onDelete: .cascade
            )
            .indexed()
            table.column("number", .integer).notNull()
            table.column("recordedAt", .datetime).notNull()
            table.column("source", .text).notNull()
            table.column("framesPerSecond", .double).notNull()
            table.column("averageSpeedMph", .double).notNull()
            table.column("entryAngleDegrees", .double).notNull()
            table.column("strikeProbability", .double).notNull()
            table.column("metrics", .text).notNull()
            table.column("encouragement", .text).notNull()
        }
        try db.create(table: "bowlerGame") { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("playerID", .integer).notNull().references("player", onDelete: .cascade).indexed()
            table.column("startedAt", .datetime).notNull()
            table.column("rolls", .text).notNull()
        }
    }

    /// BowlerTrax Pro: the local store's accounts (each a `StoreAccount` as JSON, keyed by its restore code), each
    /// player's linked account and paywall answers, the store-wide test controls, and the "Music" setting.
    private static func v2(_ db: Database) throws {
        try db.alter(table: "bowlerSettings") { table in
            table.add(column: "music", .boolean).notNull().defaults(to: true)
        }
        try db.create(table: "bowlerStoreAccount") { table in
            table.primaryKey("id", .text)
            table.column("state", .text).notNull()
            table.column("revision", .integer).notNull()
        }
        try db.create(table: "bowlerProPlayer") { table in
            table.primaryKey("playerID", .integer).references("player", onDelete: .cascade)
            table.column("accountID", .text).references("bowlerStoreAccount").indexed()
            table.column("paywallShown", .boolean).notNull()
            table.column("paywallSkipped", .boolean).notNull()
        }
        try db.create(table: "bowlerStoreControl") { table in
            table.primaryKey("id", .integer).check { $0 == 1 }  // the one row of BowlerTraxPro's StoreControlRecord
            table.column("nextPurchaseOutcome", .text)
            table.column("renewalBillingSucceeds", .boolean)
        }
    }

    /// Retried writes: the key a shot, a session, a game or a calibration was sent with, one per key (a shot's in its
    /// session, the others' in the player's); and shot numbers unique per session, as on PostgreSQL.
    private static func v3(_ db: Database) throws {
        let playersWrites = [
            "bowlerSession", "bowlerGame", "bowlerCalibration",
        ]
        for table in ["bowlerShot"] + playersWrites {
            try db.alter(table: table) { table in table.add(column: "requestKey", .text) }
        }
        for table in playersWrites {
            try db.create(
                index: "\(table)_on_playerID_requestKey", on: table, columns: ["playerID", "requestKey"], unique: true)
        }
        try db.create(
            index: "bowlerShot_on_sessionID_requestKey", on: "bowlerShot",
            columns: ["sessionID", "requestKey"], unique: true)
        try db.create(
            index: "bowlerShot_on_sessionID_number", on: "bowlerShot", columns: ["sessionID", "number"],
            unique: true)
    }

    /// Pro: whether a player's account was linked with its restore code from another browser (and that link's id and
    /// date); the key and answer of their last purchase.
    private static func v4(_ db: Database) throws {
        try db.alter(table: "bowlerProPlayer") { table in
            table.add(column: "linkedByCode", .boolean).notNull().defaults(to: false)
            table.add(column: "purchaseKey", .text)
            table.add(column: "purchaseResult", .text)
            table.add(column: "linkID", .text)
            table.add(column: "linkedAt", .datetime)
        }
    }

    /// Every table in snake_case, as on PostgreSQL (`bowlerSession.playerID` is `bowler_session.player_id`):
    /// the store's statements are written once for both databases. Foreign keys follow their tables' new names.
    private static func v5(_ db: Database) throws {
        let renamed: [(table: String, columns: [String])] = [
            ("bowlerSettings", ["playerID"]),
            ("bowlerBall", ["playerID", "createdAt"]),
            (
                "bowlerCalibration",
                [
                    "playerID", "centerName", "imageWidth", "imageHeight", "positionHash", "savedAt",
                    "requestKey",
                ]
            ),
            (
                "bowlerSession",
                [
                    "playerID", "startedAt", "centerName", "ballID", "ballName", "ballColor", "calibrationID",
                    "imageWidth", "imageHeight", "requestKey",
                ]
            ),
            (
                "bowlerShot",
                [
                    "sessionID", "recordedAt", "framesPerSecond", "averageSpeedMph", "entryAngleDegrees",
                    "strikeProbability", "requestKey",
                ]
            ),
            ("bowlerGame", ["playerID", "startedAt", "requestKey"]),
            ("bowlerStoreAccount", []),
            (
                "bowlerProPlayer",
                [
                    "playerID", "accountID", "paywallShown", "paywallSkipped", "linkedByCode", "purchaseKey",
                    "purchaseResult", "linkID", "linkedAt",
                ]
            ),
            ("bowlerStoreControl", ["nextPurchaseOutcome", "renewalBillingSucceeds"]),
        ]
        try SQLiteRenaming.toSnakeCase(renamed, in: db)
    }
}
