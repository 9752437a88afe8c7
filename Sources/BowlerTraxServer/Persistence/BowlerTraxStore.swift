import AppServer
import BowlerTrax
import Foundation

/// What BowlerTrax keeps in the database, by named operation, every one scoped to a player: another player's row is
/// never read, changed or deleted (it answers as a missing one). Each operation is written once, for SQLite and
/// PostgreSQL alike (``PlatformDatabase/read(_:)``, ``PlatformDatabase/write(_:)``).
///
/// What SQLite's single writer makes safe stays safe across processes on PostgreSQL: a conditional write is one
/// statement whose condition PostgreSQL re-checks on the row it waited for (``saveRolls(_:replacing:ofGame:of:)``,
/// the scoped updates and deletes), or a transaction holding the row lock that decides it (the player's for the
/// limits and retried writes, the session's for ``addShot(_:)``'s number).
struct BowlerTraxStore: Sendable {
    let database: PlatformDatabase

    func settings(of player: Int64) async throws -> BowlerSettings {
        try await database.read { db in
            try db.first("SELECT hand, language, music FROM bowler_settings WHERE player_id = \(player)") { row in
                try BowlerSettings(
                    storedHand: row.optional("hand"), language: row.value("language"), music: row.value("music"),
                    table: "bowler_settings", player: player)
            } ?? BowlerSettings()
        }
    }

    func saveSettings(_ settings: BowlerSettings, of player: Int64) async throws {
        try await database.write { db in
            try db.execute(
                """
                INSERT INTO bowler_settings (player_id, hand, language, music)
                VALUES (\(player), \(settings.hand?.rawValue), \(settings.language.rawValue), \(settings.music))
                ON CONFLICT (player_id) DO UPDATE
                SET hand = excluded.hand, language = excluded.language, music = excluded.music
                """)
        }
    }

    func stats(of player: Int64) async throws -> QuickStats {
        try await database.read { db in
            // One statement, so the counts and averages come from one snapshot.
            let stats = try db.first(
                """
                SELECT (SELECT COUNT(*) FROM bowler_session WHERE player_id = \(player)) AS sessions,
                       COUNT(shot.id) AS shots, AVG(shot.average_speed_mph) AS speed,
                       AVG(shot.strike_probability) AS strike
                FROM bowler_shot shot JOIN bowler_session s ON s.id = shot.session_id
                WHERE s.player_id = \(player)
                """
            ) { row in
                QuickStats(
                    sessions: try row.value("sessions"), shots: try row.value("shots"),
                    averageSpeedMph: try row.optional("speed"),
                    strikePercent: try row.optional("strike", as: Double.self).map { $0 * 100 })
            }
            return stats ?? QuickStats(sessions: 0, shots: 0, averageSpeedMph: nil, strikePercent: nil)
        }
    }

    // MARK: Balls

    func balls(of player: Int64) async throws -> [BallRecord] {
        try await database.read { db in
            try db.all(
                "SELECT \(unescaped: BallRecord.columns) FROM bowler_ball WHERE player_id = \(player) ORDER BY id",
                as: BallRecord.self)
        }
    }

    func ball(_ id: Int64, of player: Int64) async throws -> BallRecord? {
        try await database.read { db in
            try db.first(
                "SELECT \(unescaped: BallRecord.columns) FROM bowler_ball WHERE id = \(id) AND player_id = \(player)",
                as: BallRecord.self)
        }
    }

    /// Adds a ball unless the player already has `limit`; nil then.
    func addBall(_ ball: BallRecord, limit: Int) async throws -> BallRecord? {
        try await database.write { db in
            // The player's row lock makes the count and the insert one step for every process.
            try db.lockPlayer(ball.playerID)
            if let first = try Self.stored(
                under: ball.requestKey, in: BallRecord.table, BallRecord.columns, by: "player_id", ball.playerID,
                as: BallRecord.self, db)
            {
                return first
            }
            let count =
                try db.scalar(
                    "SELECT COUNT(*) FROM bowler_ball WHERE player_id = \(ball.playerID)", as: Int.self) ?? 0
            guard count < limit else { return nil }
            return try Self.inserted(
                """
                INSERT INTO bowler_ball (player_id, name, color, created_at, request_key)
                VALUES (\(ball.playerID), \(ball.name), \(ball.color), \(ball.createdAt), \(ball.requestKey))
                RETURNING \(unescaped: BallRecord.columns)
                """, as: BallRecord.self, db)
        }
    }

    func updateBall(_ id: Int64, name: String, color: String, of player: Int64) async throws -> BallRecord? {
        try await database.write { db in
            try db.first(
                """
                UPDATE bowler_ball SET name = \(name), color = \(color) WHERE id = \(id) AND player_id = \(player)
                RETURNING \(unescaped: BallRecord.columns)
                """, as: BallRecord.self)
        }
    }

    func deleteBall(_ id: Int64, of player: Int64) async throws -> Bool {
        try await database.write { db in
            try db.returnsRow("DELETE FROM bowler_ball WHERE id = \(id) AND player_id = \(player) RETURNING id")
        }
    }

    // MARK: Calibrations

    func calibrations(of player: Int64) async throws -> [CalibrationRecord] {
        try await database.read { db in
            try db.all(
                """
                SELECT \(unescaped: CalibrationRecord.columns) FROM bowler_calibration WHERE player_id = \(player)
                ORDER BY saved_at DESC, id DESC
                """, as: CalibrationRecord.self)
        }
    }

    func calibration(_ id: Int64, of player: Int64) async throws -> CalibrationRecord? {
        try await database.read { db in
            try db.first(
                """
                SELECT \(unescaped: CalibrationRecord.columns) FROM bowler_calibration
                WHERE id = \(id) AND player_id = \(player)
                """, as: CalibrationRecord.self)
        }
    }

    /// Saves `calibration`; one whose `requestKey` the player already used is not saved again: that one is returned.
    func addCalibration(_ calibration: CalibrationRecord) async throws -> CalibrationRecord {
        try await database.write { db in
            try db.lockPlayer(calibration.playerID)
            if let first = try Self.stored(
                under: calibration.requestKey, in: CalibrationRecord.table, CalibrationRecord.columns, by: "player_id",
                calibration.playerID, as: CalibrationRecord.self, db)
            {
                return first
            }
            try Self.requireRoom(
                "calibrations", in: CalibrationRecord.table, by: "player_id", calibration.playerID,
                limit: BowlerTraxQuota.calibrationsPerPlayer, db)
            return try Self.inserted(
                """
                INSERT INTO bowler_calibration
                    (player_id, center_name, lanes, image_width, image_height, taps, saved_at, request_key)
                VALUES (\(calibration.playerID), \(calibration.centerName), \(calibration.lanes),
                        \(calibration.imageWidth), \(calibration.imageHeight), \(calibration.taps),
                        \(calibration.savedAt), \(calibration.requestKey))
                RETURNING \(unescaped: CalibrationRecord.columns)
                """, as: CalibrationRecord.self, db)
        }
    }

    func renameCalibration(_ id: Int64, centerName: String?, lanes: String?, of player: Int64) async throws
        -> CalibrationRecord?
    {
        try await database.write { db in
            try db.first(
                """
                UPDATE bowler_calibration SET center_name = \(centerName), lanes = \(lanes)
                WHERE id = \(id) AND player_id = \(player)
                RETURNING \(unescaped: CalibrationRecord.columns)
                """, as: CalibrationRecord.self)
        }
    }

    func deleteCalibration(_ id: Int64, of player: Int64) async throws -> Bool {
        try await database.write { db in
            try db.returnsRow("DELETE FROM bowler_calibration WHERE id = \(id) AND player_id = \(player) RETURNING id")
        }
    }

    // MARK: Sessions and shots

    /// Starts `session`; one whose `requestKey` the player already used is not started again: the session first
    /// started under the key is returned.
    func addSession(_ session: SessionRecord) async throws -> SessionRecord {
        try await database.write { db in
            // The player's row lock orders this with any other start under the same key; a retry gets the first
            // session back, whatever was deleted since.
            try db.lockPlayer(session.playerID)
            if let first = try Self.stored(
                under: session.requestKey, in: SessionRecord.table, SessionRecord.columns, by: "player_id",
                session.playerID, as: SessionRecord.self, db)
            {
                return first
            }
            // The ball and the calibration may have been deleted since the route read them: a 404, not a foreign
            // key. PostgreSQL's key-share lock holds off a delete until the session is stored.
            if let ball = session.ballID,
                try !db.returnsRow(
                    """
                    SELECT id FROM bowler_ball WHERE id = \(ball) AND player_id = \(session.playerID)\
                    \(db.dialect.lock(.keyShare))
                    """)
            {
                throw MissingReference("ball", ball)
            }
            if let calibration = session.calibrationID,
                try !db.returnsRow(
                    """
                    SELECT id FROM bowler_calibration WHERE id = \(calibration) AND player_id = \(session.playerID)\
                    \(db.dialect.lock(.keyShare))
                    """)
            {
                throw MissingReference("calibration", calibration)
            }
            try Self.requireRoom(
                "sessions", in: SessionRecord.table, by: "player_id", session.playerID,
                limit: BowlerTraxQuota.sessionsPerPlayer, db)
            return try Self.inserted(
                """
                INSERT INTO bowler_session
                    (player_id, started_at, center_name, lane, ball_id, ball_name, ball_color, hand, calibration_id,
                     image_width, image_height, taps, request_key)
                VALUES (\(session.playerID), \(session.startedAt), \(session.centerName), \(session.lane),
                        \(session.ballID), \(session.ballName), \(session.ballColor), \(session.hand.rawValue),
                        \(session.calibrationID), \(session.imageWidth), \(session.imageHeight), \(session.taps),
                        \(session.requestKey))
                RETURNING \(unescaped: SessionRecord.columns)
                """, as: SessionRecord.self, db)
        }
    }

    func session(_ id: Int64, of player: Int64) async throws -> SessionRecord? {
        try await database.read { db in
            try db.first(
                """
                SELECT \(unescaped: SessionRecord.columns) FROM bowler_session WHERE id = \(id) AND player_id = \(player)
                """, as: SessionRecord.self)
        }
    }

    /// The `selection` of the player's sessions with their shot counts and averages, newest first (by start, then
    /// id); a page whose `before` session is not the player's is empty.
    func sessionSummaries(of player: Int64, _ selection: SessionSelection) async throws -> [SessionSummary] {
        // The sessions are chosen first; only their shots are counted and averaged.
        var chosen: SQL = "SELECT * FROM bowler_session chosen WHERE chosen.player_id = \(player)"
        let limit: Int
        switch selection {
        case .one(let id):
            chosen = chosen + " AND chosen.id = \(id)"
            limit = 1
        case .page(let before, let count):
            if let before {
                chosen =
                    chosen + """
                         AND (chosen.started_at, chosen.id) < (
                            SELECT started_at, id FROM bowler_session WHERE id = \(before) AND player_id = \(player))
                        """
            }
            limit = count
        case .latestWithShots(let count):
            chosen = chosen + " AND EXISTS (SELECT 1 FROM bowler_shot WHERE session_id = chosen.id)"
            limit = count
        }
        let statement: SQL = """
            SELECT s.id, s.player_id, s.started_at, s.center_name, s.lane, s.ball_id, s.ball_name, s.ball_color,
                   s.hand, s.calibration_id, COUNT(shot.id) AS shot_count, AVG(shot.average_speed_mph) AS speed,
                   AVG(shot.entry_angle_degrees) AS angle, AVG(shot.strike_probability) AS strike
            FROM (\(chosen) ORDER BY chosen.started_at DESC, chosen.id DESC LIMIT \(limit)) s
            LEFT JOIN bowler_shot shot ON shot.session_id = s.id
            GROUP BY s.id, s.player_id, s.started_at, s.center_name, s.lane, s.ball_id, s.ball_name, s.ball_color,
                     s.hand, s.calibration_id
            ORDER BY s.started_at DESC, s.id DESC
            """
        return try await database.read { db in
            try db.all(statement) { row in
                let id: Int64 = try row.value("id")
                return SessionSummary(
                    id: id, startedAt: try row.value("started_at"), centerName: try row.optional("center_name"),
                    lane: try row.optional("lane"),
                    ball: SessionBall(
                        id: try row.optional("ball_id"), name: try row.optional("ball_name"),
                        color: BallView.Color(try row.value("ball_color"))),
                    hand: try row.value("hand", as: Hand.self, table: SessionRecord.table, key: id),
                    calibrationID: try row.optional("calibration_id"), shotCount: try row.value("shot_count"),
                    averageSpeedMph: try row.optional("speed"), averageEntryAngleDegrees: try row.optional("angle"),
                    strikePercent: try row.optional("strike", as: Double.self).map { $0 * 100 })
            }
        }
    }

    /// The ids of the player's sessions, oldest first (by start, then id): the CSV export's order.
    func sessionIDs(of player: Int64) async throws -> [Int64] {
        try await database.read { db in
            try db.all("SELECT id FROM bowler_session WHERE player_id = \(player) ORDER BY started_at, id") { row in
                try row.value("id")
            }
        }
    }

    func deleteSession(_ id: Int64, of player: Int64) async throws -> Bool {
        try await database.write { db in
            try db.returnsRow("DELETE FROM bowler_session WHERE id = \(id) AND player_id = \(player) RETURNING id")
        }
    }

    func shots(in session: Int64) async throws -> [ShotRecord] {
        try await database.read { db in
            try db.all(
                """
                SELECT \(unescaped: ShotRecord.columns) FROM bowler_shot WHERE session_id = \(session) ORDER BY number
                """, as: ShotRecord.self)
        }
    }

    func shot(_ id: Int64, in session: Int64) async throws -> ShotRecord? {
        try await database.read { db in
            try db.first(
                "SELECT \(unescaped: ShotRecord.columns) FROM bowler_shot WHERE id = \(id) AND session_id = \(session)",
                as: ShotRecord.self)
        }
    }

    /// The encouragement line of the player's latest shot, so the next is another.
    func latestEncouragement(of player: Int64) async throws -> String? {
        try await database.read { db in
            try db.scalar(
                """
                SELECT shot.encouragement FROM bowler_shot shot JOIN bowler_session s ON s.id = shot.session_id
                WHERE s.player_id = \(player) ORDER BY shot.id DESC LIMIT 1
                """, as: String.self)
        }
    }

    /// Stores `shot` with the session's next number; a shot whose `requestKey` the session already has is not
    /// stored again: the shot first stored under the key is returned.
    func addShot(_ shot: ShotRecord) async throws -> ShotRecord {
        try await database.write { db in
            // The session's row lock numbers its shots one after another whichever process adds them. A session
            // deleted since the route read it is missing (404), not a foreign-key failure.
            guard
                try db.returnsRow(
                    "SELECT id FROM bowler_session WHERE id = \(shot.sessionID)\(db.dialect.lock(.noKeyUpdate))")
            else { throw MissingReference("session", shot.sessionID) }
            if let first = try Self.stored(
                under: shot.requestKey, in: ShotRecord.table, ShotRecord.columns, by: "session_id", shot.sessionID,
                as: ShotRecord.self, db)
            {
                return first
            }
            try Self.requireRoom(
                "shots in this session", in: ShotRecord.table, by: "session_id", shot.sessionID,
                limit: BowlerTraxQuota.shotsPerSession, db)
            return try Self.inserted(
                """
                INSERT INTO bowler_shot
                    (session_id, number, recorded_at, source, frames_per_second, average_speed_mph,
                     entry_angle_degrees, strike_probability, metrics, encouragement, request_key)
                SELECT \(shot.sessionID), COALESCE(MAX(number), 0) + 1, \(shot.recordedAt), \(shot.source),
                       \(shot.framesPerSecond), \(shot.averageSpeedMph), \(shot.entryAngleDegrees),
                       \(shot.strikeProbability), \(shot.metrics), \(shot.encouragement), \(shot.requestKey)
                FROM bowler_shot WHERE session_id = \(shot.sessionID)
                RETURNING \(unescaped: ShotRecord.columns)
                """, as: ShotRecord.self, db)
        }
    }

    /// The shots of the player's `sessions` with their session's place and ball, by session (oldest first) and
    /// number: a part of the CSV export, read without the shots' paths.
    func exportedShots(of player: Int64, sessions: [Int64]) async throws -> [ExportedShot] {
        guard !sessions.isEmpty else { return [] }
        return try await database.read { db in
            let json = { (key: String) in db.dialect.jsonNumber("shot.metrics", key) }
            return try db.all(
                """
                SELECT s.id AS session_id, shot.recorded_at, s.center_name, s.lane, s.ball_name, shot.number,
                       shot.average_speed_mph, shot.entry_angle_degrees, \(json("entryBoard")) AS entry_board,
                       \(json("breakpointBoard")) AS breakpoint_board, \(json("revRateRpm")) AS rev_rate_rpm,
                       shot.strike_probability
                FROM bowler_shot shot JOIN bowler_session s ON s.id = shot.session_id
                WHERE s.player_id = \(player) AND s.id IN (\(list: sessions))
                ORDER BY s.started_at, s.id, shot.number
                """, as: ExportedShot.self)
        }
    }

    // MARK: Manual games

    func games(of player: Int64) async throws -> [GameRecord] {
        try await database.read { db in
            try db.all(
                """
                SELECT \(unescaped: GameRecord.columns) FROM bowler_game WHERE player_id = \(player)
                ORDER BY started_at DESC, id DESC
                """, as: GameRecord.self)
        }
    }

    func game(_ id: Int64, of player: Int64) async throws -> GameRecord? {
        try await database.read { db in
            try db.first(
                "SELECT \(unescaped: GameRecord.columns) FROM bowler_game WHERE id = \(id) AND player_id = \(player)",
                as: GameRecord.self)
        }
    }

    /// Starts `game`; one whose `requestKey` the player already used is not started again: that game is returned.
    func addGame(_ game: GameRecord) async throws -> GameRecord {
        try await database.write { db in
            try db.lockPlayer(game.playerID)
            if let first = try Self.stored(
                under: game.requestKey, in: GameRecord.table, GameRecord.columns, by: "player_id", game.playerID,
                as: GameRecord.self, db)
            {
                return first
            }
            try Self.requireRoom(
                "games", in: GameRecord.table, by: "player_id", game.playerID, limit: BowlerTraxQuota.gamesPerPlayer, db
            )
            return try Self.inserted(
                """
                INSERT INTO bowler_game (player_id, started_at, rolls, request_key)
                VALUES (\(game.playerID), \(game.startedAt), \(game.rolls), \(game.requestKey))
                RETURNING \(unescaped: GameRecord.columns)
                """, as: GameRecord.self, db)
        }
    }

    /// What ``saveRolls(_:replacing:ofGame:of:requestKey:at:)`` did.
    enum RollsSave {
        /// Saved.
        case saved
        /// Not saved: the game's rolls are no longer the ones the edit was made on.
        case changedMeanwhile
        /// Not saved: an edit under the same key was saved meanwhile (the same request, sent twice at once).
        case madeAlready
    }

    /// Replaces the game's rolls if they are still `previous` (two requests never lose one another's roll: a
    /// concurrent save of the same game waits for this one's row lock, then finds `previous` gone), and keeps the
    /// edit's `requestKey` (its Idempotency-Key, if it came with one) for ``editMade(_:ofGame:)``, with the game's keys
    /// of the last ``editKeysKept`` seconds; one kept already rolls the whole write back.
    func saveRolls(
        _ rolls: String, replacing previous: String, ofGame id: Int64, of player: Int64, requestKey: String?,
        at now: Date
    ) async throws -> RollsSave {
        struct KeyUsed: Error {}
        do {
            return try await database.write { db in
                guard
                    try db.returnsRow(
                        """
                        UPDATE bowler_game SET rolls = \(rolls)
                        WHERE id = \(id) AND player_id = \(player) AND rolls = \(previous)
                        RETURNING id
                        """)
                else { return .changedMeanwhile }
                if let requestKey {
                    try db.execute(
                        """
                        DELETE FROM bowler_game_edit
                        WHERE game_id = \(id) AND made_at < \(now.addingTimeInterval(-Self.editKeysKept))
                        """)
                    guard
                        try db.returnsRow(
                            """
                            INSERT INTO bowler_game_edit (game_id, request_key, made_at) VALUES (\(id), \(requestKey), \(now))
                            ON CONFLICT (game_id, request_key) DO NOTHING
                            RETURNING game_id
                            """)
                    else { throw KeyUsed() }
                }
                return .saved
            }
        } catch is KeyUsed {
            return .madeAlready
        }
    }

    /// How long a game's edit keys are kept, seconds: a retry comes within seconds.
    static let editKeysKept: TimeInterval = 3600

    /// Whether game `id`'s edit under `requestKey` was made already (a retry of a ball or an undo).
    func editMade(_ requestKey: String, ofGame id: Int64) async throws -> Bool {
        try await database.read { db in
            try db.returnsRow(
                "SELECT 1 FROM bowler_game_edit WHERE game_id = \(id) AND request_key = \(requestKey)")
        }
    }

    func deleteGame(_ id: Int64, of player: Int64) async throws -> Bool {
        try await database.write { db in
            try db.returnsRow("DELETE FROM bowler_game WHERE id = \(id) AND player_id = \(player) RETURNING id")
        }
    }
}

extension BowlerTraxStore {
    /// The row (`columns` of `table`) a retried write stored first: `owner`'s (in `ownerColumn`) under `key`; nil
    /// without a key or before the first try.
    fileprivate static func stored<Record: SQLRecord>(
        under key: String?, in table: String, _ columns: String, by ownerColumn: String, _ owner: Int64,
        as type: Record.Type, _ db: any SQLConnection
    ) throws -> Record? {
        guard let key else { return nil }
        return try db.first(
            """
            SELECT \(unescaped: columns) FROM \(unescaped: table)
            WHERE \(unescaped: ownerColumn) = \(owner) AND request_key = \(key)
            """, as: type)
    }

    /// Refuses (``QuotaReached``) when `owner` (in `ownerColumn`) already keeps `limit` rows of `table`; the caller
    /// holds the owner's lock, so the count and the insert after it are one step for every process.
    fileprivate static func requireRoom(
        _ what: String, in table: String, by ownerColumn: String, _ owner: Int64, limit: Int, _ db: any SQLConnection
    ) throws {
        let kept =
            try db.scalar(
                "SELECT COUNT(*) FROM \(unescaped: table) WHERE \(unescaped: ownerColumn) = \(owner)", as: Int.self)
            ?? 0
        guard kept < limit else { throw QuotaReached(what: what, limit: limit) }
    }

    /// The row an `INSERT … RETURNING` stored.
    fileprivate static func inserted<Record: SQLRecord>(
        _ statement: SQL, as type: Record.Type, _ db: any SQLConnection
    ) throws -> Record {
        guard let record = try db.first(statement, as: type) else {
            throw SQLRowError.noRowReturned(statement.description)
        }
        return record
    }
}

/// Which of a player's sessions a read lists: each form is bounded, so no request reads every session's shots.
enum SessionSelection: Equatable, Sendable {
    /// The session `id`, if it is the player's.
    case one(Int64)
    /// At most `limit` sessions, the newest first; with `before`, only those older than that session.
    case page(before: Int64?, limit: Int)
    /// The latest `count` sessions with at least one shot (what Progress charts).
    case latestWithShots(Int)
}
