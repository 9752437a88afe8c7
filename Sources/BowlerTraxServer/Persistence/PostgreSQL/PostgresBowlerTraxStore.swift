import AppServer
import BowlerTrax
import Foundation
import Logging
import PostgresNIO

/// BowlerTrax's store on a PostgreSQL database shared by several server processes: the same operations and answers
/// as ``SQLiteBowlerTraxStore``. What SQLite's single writer makes safe stays safe across processes: a conditional
/// write is one statement whose condition PostgreSQL re-checks on the row it waited for
/// (``saveRolls(_:replacing:ofGame:of:)``, the scoped updates and deletes), or a transaction holding the row lock
/// that decides it (the player's for ``addBall(_:limit:)``'s limit, the session's for ``addShot(_:)``'s number).
struct PostgresBowlerTraxStore: BowlerTraxStore {
    let database: PostgresAppDatabase

    /// A store on `database`, which must be migrated with ``PostgresBowlerTraxMigrations`` and running.
    init(database: PostgresAppDatabase) {
        self.database = database
    }

    private var client: PostgresPool { database.pool }
    private var logger: Logger { database.logger }

    func settings(of player: Int64) async throws -> BowlerSettings {
        let rows = try await client.query(
            "SELECT hand, language, music FROM bowler_settings WHERE player_id = \(player)", logger: logger)
        for try await (hand, language, music) in rows.decode((String?, String, Bool).self) {
            return try BowlerSettings(
                storedHand: hand, language: language, music: music, table: "bowler_settings", player: player)
        }
        return BowlerSettings()
    }

    func saveSettings(_ settings: BowlerSettings, of player: Int64) async throws {
        try await client.query(
            """
            INSERT INTO bowler_settings (player_id, hand, language, music)
            VALUES (\(player), \(settings.hand?.rawValue), \(settings.language.rawValue), \(settings.music))
            ON CONFLICT (player_id) DO UPDATE
            SET hand = EXCLUDED.hand, language = EXCLUDED.language, music = EXCLUDED.music
            """, logger: logger)
    }

    func stats(of player: Int64) async throws -> QuickStats {
        // One statement, so the counts and averages come from one snapshot.
        let rows = try await client.query(
            """
            SELECT (SELECT COUNT(*) FROM bowler_session WHERE player_id = \(player)),
                   COUNT(shot.id), AVG(shot.average_speed_mph), AVG(shot.strike_probability)
            FROM bowler_shot shot JOIN bowler_session s ON s.id = shot.session_id
            WHERE s.player_id = \(player)
            """, logger: logger)
        for try await (sessions, shots, speed, strike) in rows.decode((Int, Int, Double?, Double?).self) {
            return QuickStats(
                sessions: sessions, shots: shots, averageSpeedMph: speed, strikePercent: strike.map { $0 * 100 })
        }
        throw PostgresStoreError.noRowReturned("SELECT the quick stats")
    }

    // MARK: Balls

    private static let ballColumns = "id, player_id, name, color, created_at"

    func balls(of player: Int64) async throws -> [BallRecord] {
        try await client.query(
            "SELECT \(unescaped: Self.ballColumns) FROM bowler_ball WHERE player_id = \(player) ORDER BY id",
            logger: logger
        ).collect().map(Self.ball)
    }

    func ball(_ id: Int64, of player: Int64) async throws -> BallRecord? {
        try await client.query(
            "SELECT \(unescaped: Self.ballColumns) FROM bowler_ball WHERE id = \(id) AND player_id = \(player)",
            logger: logger
        ).collect().first.map(Self.ball)
    }

    func addBall(_ ball: BallRecord, limit: Int) async throws -> BallRecord? {
        try await client.transaction(logger: logger) { connection in
            // The player's row lock makes the count and the insert one step for every process.
            try await Self.lockPlayer(ball.playerID, on: connection, logger: logger)
            let counted = try await connection.query(
                "SELECT COUNT(*) FROM bowler_ball WHERE player_id = \(ball.playerID)", logger: logger)
            var count = 0
            for try await rowCount in counted.decode(Int.self) { count = rowCount }
            guard count < limit else { return nil }
            let rows = try await connection.query(
                """
                INSERT INTO bowler_ball (player_id, name, color, created_at)
                VALUES (\(ball.playerID), \(ball.name), \(ball.color), \(ball.createdAt))
                RETURNING \(unescaped: Self.ballColumns)
                """, logger: logger)
            guard let row = try await rows.collect().first else {
                throw PostgresStoreError.noRowReturned("INSERT INTO bowler_ball")
            }
            return try Self.ball(row)
        }
    }

    func updateBall(_ id: Int64, name: String, color: String, of player: Int64) async throws -> BallRecord? {
        try await client.query(
            """
            UPDATE bowler_ball SET name = \(name), color = \(color) WHERE id = \(id) AND player_id = \(player)
            RETURNING \(unescaped: Self.ballColumns)
            """, logger: logger
        ).collect().first.map(Self.ball)
    }

    func deleteBall(_ id: Int64, of player: Int64) async throws -> Bool {
        try await client.query(
            "DELETE FROM bowler_ball WHERE id = \(id) AND player_id = \(player) RETURNING id", logger: logger
        ).collect().isEmpty == false
    }

    private static func ball(_ row: PostgresRow) throws -> BallRecord {
        let (id, player, name, color, createdAt) = try row.decode((Int64, Int64, String, String, Date).self)
        return BallRecord(id: id, playerID: player, name: name, color: color, createdAt: createdAt)
    }

    // MARK: Calibrations

    private static let calibrationColumns =
        "id, player_id, center_name, lanes, image_width, image_height, taps, position_hash, saved_at"

    func calibrations(of player: Int64) async throws -> [CalibrationRecord] {
        try await client.query(
            """
            SELECT \(unescaped: Self.calibrationColumns) FROM bowler_calibration WHERE player_id = \(player)
            ORDER BY saved_at DESC, id DESC
            """, logger: logger
        ).collect().map(Self.calibration)
    }

    func calibration(_ id: Int64, of player: Int64) async throws -> CalibrationRecord? {
        try await client.query(
            """
            SELECT \(unescaped: Self.calibrationColumns) FROM bowler_calibration
            WHERE id = \(id) AND player_id = \(player)
            """, logger: logger
        ).collect().first.map(Self.calibration)
    }

    func addCalibration(_ calibration: CalibrationRecord) async throws -> CalibrationRecord {
        try await client.transaction(logger: logger) { connection in
            try await Self.lockPlayer(calibration.playerID, on: connection, logger: logger)
            if let first = try await Self.stored(
                under: calibration.requestKey, in: "bowler_calibration", Self.calibrationColumns, by: "player_id",
                calibration.playerID, on: connection, logger: logger)
            {
                return try Self.calibration(first)
            }
            try await Self.requireRoom(
                "calibrations", limit: BowlerTraxQuota.calibrationsPerPlayer,
                counting: "SELECT COUNT(*) FROM bowler_calibration WHERE player_id = \(calibration.playerID)",
                player: calibration.playerID, on: connection, logger: logger)
            return try await Self.insert(calibration, on: connection, logger: logger)
        }
    }

    private static func insert(
        _ calibration: CalibrationRecord, on connection: PostgresConnection, logger: Logger
    ) async throws -> CalibrationRecord {
        let rows = try await connection.query(
            """
            INSERT INTO bowler_calibration
                (player_id, center_name, lanes, image_width, image_height, taps, position_hash, saved_at, request_key)
            VALUES (\(calibration.playerID), \(calibration.centerName), \(calibration.lanes),
                    \(calibration.imageWidth), \(calibration.imageHeight), \(calibration.taps),
                    \(calibration.positionHash), \(calibration.savedAt), \(calibration.requestKey))
            RETURNING \(unescaped: Self.calibrationColumns)
            """, logger: logger)
        guard let row = try await rows.collect().first else {
            throw PostgresStoreError.noRowReturned("INSERT INTO bowler_calibration")
        }
        return try Self.calibration(row)
    }

    func renameCalibration(_ id: Int64, centerName: String?, lanes: String?, of player: Int64) async throws
        -> CalibrationRecord?
    {
        try await client.query(
            """
            UPDATE bowler_calibration SET center_name = \(centerName), lanes = \(lanes)
            WHERE id = \(id) AND player_id = \(player)
            RETURNING \(unescaped: Self.calibrationColumns)
            """, logger: logger
        ).collect().first.map(Self.calibration)
    }

    func deleteCalibration(_ id: Int64, of player: Int64) async throws -> Bool {
        try await client.query(
            "DELETE FROM bowler_calibration WHERE id = \(id) AND player_id = \(player) RETURNING id", logger: logger
        ).collect().isEmpty == false
    }

    private static func calibration(_ row: PostgresRow) throws -> CalibrationRecord {
        let (id, player, centerName, lanes, width, height, taps, positionHash, savedAt) = try row.decode(
            (Int64, Int64, String?, String?, Int, Int, String, String?, Date).self)
        return CalibrationRecord(
            id: id, playerID: player, centerName: centerName, lanes: lanes, imageWidth: width, imageHeight: height,
            taps: taps, positionHash: positionHash, savedAt: savedAt)
    }

    // MARK: Sessions and shots

    private static let sessionColumns = """
        id, player_id, started_at, center_name, lane, ball_id, ball_name, ball_color, hand, calibration_id,
        image_width, image_height, taps
        """

    func addSession(_ session: SessionRecord) async throws -> SessionRecord {
        try await client.transaction(logger: logger) { connection in
            // The player's row lock orders this with any other start under the same key; a retry gets
            // the first session back, whatever was deleted since.
            try await Self.lockPlayer(session.playerID, on: connection, logger: logger)
            if let first = try await Self.stored(
                under: session.requestKey, in: "bowler_session", Self.sessionColumns, by: "player_id", session.playerID,
                on: connection, logger: logger)
            {
                return try Self.session(first)
            }
            // The ball and the calibration may have been deleted since the route read them: a 404, not a foreign
            // key. FOR KEY SHARE holds off a delete until the session is stored.
            if let ball = session.ballID {
                let found = try await connection.query(
                    """
                    SELECT id FROM bowler_ball WHERE id = \(ball) AND player_id = \(session.playerID) FOR KEY SHARE
                    """, logger: logger
                ).collect()
                if found.isEmpty { throw MissingReference("ball", ball) }
            }
            if let calibration = session.calibrationID {
                let found = try await connection.query(
                    """
                    SELECT id FROM bowler_calibration
                    WHERE id = \(calibration) AND player_id = \(session.playerID) FOR KEY SHARE
                    """, logger: logger
                ).collect()
                if found.isEmpty { throw MissingReference("calibration", calibration) }
            }
            try await Self.requireRoom(
                "sessions", limit: BowlerTraxQuota.sessionsPerPlayer,
                counting: "SELECT COUNT(*) FROM bowler_session WHERE player_id = \(session.playerID)",
                player: session.playerID, on: connection, logger: logger)
            return try await Self.insert(session, on: connection, logger: logger)
        }
    }

    private static func insert(
        _ session: SessionRecord, on connection: PostgresConnection, logger: Logger
    ) async throws -> SessionRecord {
        let rows = try await connection.query(
            """
            INSERT INTO bowler_session
                (player_id, started_at, center_name, lane, ball_id, ball_name, ball_color, hand, calibration_id,
                 image_width, image_height, taps, request_key)
            VALUES (\(session.playerID), \(session.startedAt), \(session.centerName), \(session.lane),
                    \(session.ballID), \(session.ballName), \(session.ballColor), \(session.hand.rawValue),
                    \(session.calibrationID), \(session.imageWidth), \(session.imageHeight), \(session.taps),
                    \(session.requestKey))
            RETURNING \(unescaped: Self.sessionColumns)
            """, logger: logger)
        guard let row = try await rows.collect().first else {
            throw PostgresStoreError.noRowReturned("INSERT INTO bowler_session")
        }
        return try Self.session(row)
    }

    func session(_ id: Int64, of player: Int64) async throws -> SessionRecord? {
        try await client.query(
            "SELECT \(unescaped: Self.sessionColumns) FROM bowler_session WHERE id = \(id) AND player_id = \(player)",
            logger: logger
        ).collect().first.map(Self.session)
    }

    func sessionSummaries(of player: Int64, _ selection: SessionSelection) async throws -> [SessionSummary] {
        // The sessions are chosen first; only their shots are counted and averaged. Unused parameters are NULL.
        var only: Int64?
        var before: Int64?
        var withShots = false
        let limit: Int
        switch selection {
        case .one(let id): (only, limit) = (id, 1)
        case .page(let cursor, let count): (before, limit) = (cursor, count)
        case .latestWithShots(let count): (withShots, limit) = (true, count)
        }
        let rows = try await client.query(
            """
            SELECT s.id, s.started_at, s.center_name, s.lane, s.ball_id, s.ball_name, s.ball_color, s.hand,
                   s.calibration_id, COUNT(shot.id), AVG(shot.average_speed_mph), AVG(shot.entry_angle_degrees),
                   AVG(shot.strike_probability)
            FROM (
                SELECT * FROM bowler_session chosen
                WHERE chosen.player_id = \(player) AND (\(only)::bigint IS NULL OR chosen.id = \(only))
                  AND (\(before)::bigint IS NULL OR (chosen.started_at, chosen.id) < (
                      SELECT started_at, id FROM bowler_session WHERE id = \(before) AND player_id = \(player)))
                  AND (NOT \(withShots) OR EXISTS (SELECT 1 FROM bowler_shot WHERE session_id = chosen.id))
                ORDER BY chosen.started_at DESC, chosen.id DESC LIMIT \(limit)
            ) s LEFT JOIN bowler_shot shot ON shot.session_id = s.id
            GROUP BY s.id, s.started_at, s.center_name, s.lane, s.ball_id, s.ball_name, s.ball_color, s.hand,
                     s.calibration_id
            ORDER BY s.started_at DESC, s.id DESC
            """, logger: logger)
        var summaries: [SessionSummary] = []
        for try await row in rows {
            let (
                id, startedAt, centerName, lane, ballID, ballName, ballColor, hand, calibrationID, shotCount, speed,
                angle, strike
            ) = try row.decode(
                (Int64, Date, String?, String?, Int64?, String?, String, String, Int64?, Int, Double?, Double?, Double?)
                    .self)
            summaries.append(
                SessionSummary(
                    id: id, startedAt: startedAt, centerName: centerName, lane: lane,
                    ball: SessionBall(id: ballID, name: ballName, color: BallView.Color(ballColor)),
                    hand: try CorruptRow.decode(Hand.self, hand, table: "bowler_session", column: "hand", key: id),
                    calibrationID: calibrationID, shotCount: shotCount,
                    averageSpeedMph: speed, averageEntryAngleDegrees: angle, strikePercent: strike.map { $0 * 100 }))
        }
        return summaries
    }

    func deleteSession(_ id: Int64, of player: Int64) async throws -> Bool {
        try await client.query(
            "DELETE FROM bowler_session WHERE id = \(id) AND player_id = \(player) RETURNING id", logger: logger
        ).collect().isEmpty == false
    }

    private static func session(_ row: PostgresRow) throws -> SessionRecord {
        let (
            id, player, startedAt, centerName, lane, ballID, ballName, ballColor, hand, calibrationID, width, height,
            taps
        ) = try row.decode(
            (Int64, Int64, Date, String?, String?, Int64?, String?, String, String, Int64?, Int, Int, String).self)
        return SessionRecord(
            id: id, playerID: player, startedAt: startedAt, centerName: centerName, lane: lane, ballID: ballID,
            ballName: ballName, ballColor: ballColor,
            hand: try CorruptRow.decode(Hand.self, hand, table: "bowler_session", column: "hand", key: id),
            calibrationID: calibrationID, imageWidth: width,
            imageHeight: height, taps: taps)
    }

    private static let shotColumns = """
        id, session_id, number, recorded_at, source, frames_per_second, average_speed_mph, entry_angle_degrees,
        strike_probability, metrics, encouragement, request_key
        """

    func shots(in session: Int64) async throws -> [ShotRecord] {
        try await client.query(
            "SELECT \(unescaped: Self.shotColumns) FROM bowler_shot WHERE session_id = \(session) ORDER BY number",
            logger: logger
        ).collect().map(Self.shot)
    }

    func shot(_ id: Int64, in session: Int64) async throws -> ShotRecord? {
        try await client.query(
            "SELECT \(unescaped: Self.shotColumns) FROM bowler_shot WHERE id = \(id) AND session_id = \(session)",
            logger: logger
        ).collect().first.map(Self.shot)
    }

    func latestEncouragement(of player: Int64) async throws -> String? {
        let rows = try await client.query(
            """
            SELECT shot.encouragement FROM bowler_shot shot JOIN bowler_session s ON s.id = shot.session_id
            WHERE s.player_id = \(player) ORDER BY shot.id DESC LIMIT 1
            """, logger: logger)
        for try await encouragement in rows.decode(String.self) { return encouragement }
        return nil
    }

    func addShot(_ shot: ShotRecord) async throws -> ShotRecord {
        try await client.transaction(logger: logger) { connection in
            // The session's row lock numbers its shots one after another whichever process adds them. A session
            // deleted since the route read it is missing (404), not a foreign-key failure.
            let locked = try await connection.query(
                "SELECT id FROM bowler_session WHERE id = \(shot.sessionID) FOR NO KEY UPDATE", logger: logger
            ).collect()
            if locked.isEmpty { throw MissingReference("session", shot.sessionID) }
            if let first = try await Self.stored(
                under: shot.requestKey, in: "bowler_shot", Self.shotColumns, by: "session_id", shot.sessionID,
                on: connection, logger: logger)
            {
                return try Self.shot(first)
            }
            var kept = 0
            for try await count in try await connection.query(
                "SELECT COUNT(*) FROM bowler_shot WHERE session_id = \(shot.sessionID)", logger: logger
            ).decode(Int.self) { kept = count }
            guard kept < BowlerTraxQuota.shotsPerSession else {
                throw QuotaReached(what: "shots in this session", limit: BowlerTraxQuota.shotsPerSession)
            }
            let rows = try await connection.query(
                """
                INSERT INTO bowler_shot
                    (session_id, number, recorded_at, source, frames_per_second, average_speed_mph,
                     entry_angle_degrees, strike_probability, metrics, encouragement, request_key)
                SELECT \(shot.sessionID), COALESCE(MAX(number), 0) + 1, \(shot.recordedAt), \(shot.source),
                       \(shot.framesPerSecond), \(shot.averageSpeedMph), \(shot.entryAngleDegrees),
                       \(shot.strikeProbability), \(shot.metrics), \(shot.encouragement), \(shot.requestKey)
                FROM bowler_shot WHERE session_id = \(shot.sessionID)
                RETURNING \(unescaped: Self.shotColumns)
                """, logger: logger)
            guard let row = try await rows.collect().first else {
                throw PostgresStoreError.noRowReturned("INSERT INTO bowler_shot")
            }
            return try Self.shot(row)
        }
    }

    func sessionIDs(of player: Int64) async throws -> [Int64] {
        var ids: [Int64] = []
        for try await id in try await client.query(
            "SELECT id FROM bowler_session WHERE player_id = \(player) ORDER BY started_at, id", logger: logger
        ).decode(Int64.self) {
            ids.append(id)
        }
        return ids
    }

    func exportedShots(of player: Int64, sessions: [Int64]) async throws -> [ExportedShot] {
        guard !sessions.isEmpty else { return [] }
        let rows = try await client.query(
            """
            SELECT s.id, shot.recorded_at, s.center_name, s.lane, s.ball_name, shot.number, shot.average_speed_mph,
                   shot.entry_angle_degrees,
                   (shot.metrics::jsonb ->> 'entryBoard')::double precision,
                   (shot.metrics::jsonb ->> 'breakpointBoard')::double precision,
                   (shot.metrics::jsonb ->> 'revRateRpm')::double precision, shot.strike_probability
            FROM bowler_shot shot JOIN bowler_session s ON s.id = shot.session_id
            WHERE s.player_id = \(player) AND s.id = ANY(\(sessions))
            ORDER BY s.started_at, s.id, shot.number
            """, logger: logger)
        var shots: [ExportedShot] = []
        for try await row in rows {
            let (
                session, recordedAt, centerName, lane, ballName, number, speed, angle, entry, breakpoint, revRate,
                strike
            ) =
                try row.decode(
                    (Int64, Date, String?, String?, String?, Int, Double, Double, Double, Double, Double?, Double)
                        .self)
            shots.append(
                ExportedShot(
                    sessionID: session, recordedAt: recordedAt, centerName: centerName, lane: lane, ballName: ballName,
                    number: number, averageSpeedMph: speed, entryAngleDegrees: angle, entryBoard: entry,
                    breakpointBoard: breakpoint, revRateRpm: revRate, strikeProbability: strike))
        }
        return shots
    }

    private static func shot(_ row: PostgresRow) throws -> ShotRecord {
        let (
            id, session, number, recordedAt, source, framesPerSecond, speed, angle, strike, metrics, encouragement,
            requestKey
        ) = try row.decode(
            (Int64, Int64, Int, Date, String, Double, Double, Double, Double, String, String, String?).self)
        return ShotRecord(
            id: id, sessionID: session, number: number, recordedAt: recordedAt, source: source,
            framesPerSecond: framesPerSecond, averageSpeedMph: speed, entryAngleDegrees: angle,
            strikeProbability: strike, metrics: metrics, encouragement: encouragement, requestKey: requestKey)
    }

    // MARK: Manual games

    private static let gameColumns = "id, player_id, started_at, rolls"

    func games(of player: Int64) async throws -> [GameRecord] {
        try await client.query(
            """
            SELECT \(unescaped: Self.gameColumns) FROM bowler_game WHERE player_id = \(player)
            ORDER BY started_at DESC, id DESC
            """, logger: logger
        ).collect().map(Self.game)
    }

    func game(_ id: Int64, of player: Int64) async throws -> GameRecord? {
        try await client.query(
            "SELECT \(unescaped: Self.gameColumns) FROM bowler_game WHERE id = \(id) AND player_id = \(player)",
            logger: logger
        ).collect().first.map(Self.game)
    }

    func addGame(_ game: GameRecord) async throws -> GameRecord {
        try await client.transaction(logger: logger) { connection in
            try await Self.lockPlayer(game.playerID, on: connection, logger: logger)
            if let first = try await Self.stored(
                under: game.requestKey, in: "bowler_game", Self.gameColumns, by: "player_id", game.playerID,
                on: connection, logger: logger)
            {
                return try Self.game(first)
            }
            try await Self.requireRoom(
                "games", limit: BowlerTraxQuota.gamesPerPlayer,
                counting: "SELECT COUNT(*) FROM bowler_game WHERE player_id = \(game.playerID)", player: game.playerID,
                on: connection, logger: logger)
            return try await Self.insert(game, on: connection, logger: logger)
        }
    }

    private static func insert(_ game: GameRecord, on connection: PostgresConnection, logger: Logger) async throws
        -> GameRecord
    {
        let rows = try await connection.query(
            """
            INSERT INTO bowler_game (player_id, started_at, rolls, request_key)
            VALUES (\(game.playerID), \(game.startedAt), \(game.rolls), \(game.requestKey))
            RETURNING \(unescaped: Self.gameColumns)
            """, logger: logger)
        guard let row = try await rows.collect().first else {
            throw PostgresStoreError.noRowReturned("INSERT INTO bowler_game")
        }
        return try Self.game(row)
    }

    func saveRolls(_ rolls: String, replacing previous: String, ofGame id: Int64, of player: Int64) async throws -> Bool
    {
        // A concurrent save of the same game waits for this one's row lock, then finds `previous` gone: it loses.
        try await client.query(
            """
            UPDATE bowler_game SET rolls = \(rolls) WHERE id = \(id) AND player_id = \(player) AND rolls = \(previous)
            RETURNING id
            """, logger: logger
        ).collect().isEmpty == false
    }

    func deleteGame(_ id: Int64, of player: Int64) async throws -> Bool {
        try await client.query(
            "DELETE FROM bowler_game WHERE id = \(id) AND player_id = \(player) RETURNING id", logger: logger
        ).collect().isEmpty == false
    }

    private static func game(_ row: PostgresRow) throws -> GameRecord {
        let (id, player, startedAt, rolls) = try row.decode((Int64, Int64, Date, String).self)
        return GameRecord(id: id, playerID: player, startedAt: startedAt, rolls: rolls)
    }

    // MARK: Locks

    /// Locks the player's row until the transaction ends, so the player's conditional writes run one at a time in
    /// every process. (`NO KEY UPDATE` leaves other tables' inserts referencing the player free.)
    static func lockPlayer(_ player: Int64, on connection: PostgresConnection, logger: Logger) async throws {
        try await connection.query("SELECT id FROM player WHERE id = \(player) FOR NO KEY UPDATE", logger: logger)
    }

    /// The row (`columns` of `table`) a retried write stored first: `owner`'s (in `ownerColumn`) under `key`; nil
    /// without a key or before the first try.
    private static func stored(
        under key: String?, in table: String, _ columns: String, by ownerColumn: String, _ owner: Int64,
        on connection: PostgresConnection, logger: Logger
    ) async throws -> PostgresRow? {
        guard let key else { return nil }
        return try await connection.query(
            """
            SELECT \(unescaped: columns) FROM \(unescaped: table)
            WHERE \(unescaped: ownerColumn) = \(owner) AND request_key = \(key)
            """, logger: logger
        ).collect().first
    }

    /// Refuses (``QuotaReached``) when `counting` already finds `limit` rows of the player's, their row locked so
    /// that the count and the insert after it are one step for every process.
    private static func requireRoom(
        _ what: String, limit: Int, counting: PostgresQuery, player: Int64, on connection: PostgresConnection,
        logger: Logger
    ) async throws {
        try await lockPlayer(player, on: connection, logger: logger)
        var kept = 0
        for try await count in try await connection.query(counting, logger: logger).decode(Int.self) { kept = count }
        guard kept < limit else { throw QuotaReached(what: what, limit: limit) }
    }
}
