import AppServer
import Foundation
import GRDB

/// What BowlerTrax keeps in the database, by named operation, every one scoped to a player: another player's row is
/// never read, changed or deleted (it answers as a missing one). ``SQLiteBowlerTraxStore`` keeps it in SQLite,
/// ``PostgresBowlerTraxStore`` in PostgreSQL.
protocol BowlerTraxStore: Sendable {
    func settings(of player: Int64) async throws -> BowlerSettings
    func saveSettings(_ settings: BowlerSettings, of player: Int64) async throws
    func stats(of player: Int64) async throws -> QuickStats

    func balls(of player: Int64) async throws -> [BallRecord]
    func ball(_ id: Int64, of player: Int64) async throws -> BallRecord?
    /// Adds a ball unless the player already has `limit`; nil then.
    func addBall(_ ball: BallRecord, limit: Int) async throws -> BallRecord?
    func updateBall(_ id: Int64, name: String, color: String, of player: Int64) async throws -> BallRecord?
    func deleteBall(_ id: Int64, of player: Int64) async throws -> Bool

    func calibrations(of player: Int64) async throws -> [CalibrationRecord]
    func calibration(_ id: Int64, of player: Int64) async throws -> CalibrationRecord?
    /// Saves `calibration`; one whose `requestKey` the player already used is not saved again: that one is returned.
    func addCalibration(_ calibration: CalibrationRecord) async throws -> CalibrationRecord
    func renameCalibration(_ id: Int64, centerName: String?, lanes: String?, of player: Int64) async throws
        -> CalibrationRecord?
    func deleteCalibration(_ id: Int64, of player: Int64) async throws -> Bool

    /// Starts `session`; one whose `requestKey` the player already used is not started again: the session first
    /// started under the key is returned.
    func addSession(_ session: SessionRecord) async throws -> SessionRecord
    func session(_ id: Int64, of player: Int64) async throws -> SessionRecord?
    /// The `selection` of the player's sessions with their shot counts and averages, newest first (by start, then
    /// id); a page whose `before` session is not the player's is empty.
    func sessionSummaries(of player: Int64, _ selection: SessionSelection) async throws -> [SessionSummary]
    /// The ids of the player's sessions, oldest first (by start, then id): the CSV export's order.
    func sessionIDs(of player: Int64) async throws -> [Int64]
    func deleteSession(_ id: Int64, of player: Int64) async throws -> Bool
    func shots(in session: Int64) async throws -> [ShotRecord]
    func shot(_ id: Int64, in session: Int64) async throws -> ShotRecord?
    /// The encouragement line of the player's latest shot, so the next is another.
    func latestEncouragement(of player: Int64) async throws -> String?
    /// Adds a shot as the next of its session (numbered in the transaction).
    /// Stores `shot` with the session's next number; a shot whose `requestKey` the session already has is not
    /// stored again: the shot first stored under the key is returned.
    func addShot(_ shot: ShotRecord) async throws -> ShotRecord
    /// The shots of the player's `sessions` with their session's place and ball, by session (oldest first) and
    /// number: a part of the CSV export, read without the shots' paths.
    func exportedShots(of player: Int64, sessions: [Int64]) async throws -> [ExportedShot]

    func games(of player: Int64) async throws -> [GameRecord]
    func game(_ id: Int64, of player: Int64) async throws -> GameRecord?
    /// Starts `game`; one whose `requestKey` the player already used is not started again: that game is returned.
    func addGame(_ game: GameRecord) async throws -> GameRecord
    /// Replaces the game's rolls if they are still `previous` (two requests never lose one another's roll).
    func saveRolls(_ rolls: String, replacing previous: String, ofGame id: Int64, of player: Int64) async throws -> Bool
    func deleteGame(_ id: Int64, of player: Int64) async throws -> Bool
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

/// BowlerTrax's store on the shared SQLite database. Its writes are few (a shot a minute at most per bowler) and
/// most need the row's id back, so each is its own transaction.
struct SQLiteBowlerTraxStore: BowlerTraxStore {
    let database: AppDatabase

    private var pool: DatabasePool { database.pool }

    func settings(of player: Int64) async throws -> BowlerSettings {
        try await pool.read { db in
            guard let record = try BowlerSettingsRecord.fetchOne(db, key: player) else { return BowlerSettings() }
            return try BowlerSettings(
                storedHand: record.hand, language: record.language, music: record.music,
                table: BowlerSettingsRecord.databaseTableName, player: player)
        }
    }

    func saveSettings(_ settings: BowlerSettings, of player: Int64) async throws {
        try await pool.write { db in
            try BowlerSettingsRecord(
                playerID: player, hand: settings.hand?.rawValue, language: settings.language.rawValue,
                music: settings.music
            ).upsert(db)
        }
    }

    func stats(of player: Int64) async throws -> QuickStats {
        try await pool.read { db in
            let sessions =
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM bowlerSession WHERE playerID = ?", arguments: [player])
                ?? 0
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT COUNT(shot.id) AS shots, AVG(shot.averageSpeedMph) AS speed,
                           AVG(shot.strikeProbability) AS strike
                    FROM bowlerShot shot JOIN bowlerSession session ON session.id = shot.sessionID
                    WHERE session.playerID = ?
                    """, arguments: [player])
            let strike: Double? = row?["strike"]
            return QuickStats(
                sessions: sessions, shots: row?["shots"] ?? 0, averageSpeedMph: row?["speed"],
                strikePercent: strike.map { $0 * 100 })
        }
    }

    // MARK: Balls

    func balls(of player: Int64) async throws -> [BallRecord] {
        try await pool.read { db in
            try BallRecord.filter(Column("playerID") == player).order(Column("id")).fetchAll(db)
        }
    }

    func ball(_ id: Int64, of player: Int64) async throws -> BallRecord? {
        try await pool.read { db in
            try BallRecord.filter(Column("id") == id && Column("playerID") == player).fetchOne(db)
        }
    }

    func addBall(_ ball: BallRecord, limit: Int) async throws -> BallRecord? {
        try await pool.write { db in
            guard try BallRecord.filter(Column("playerID") == ball.playerID).fetchCount(db) < limit else { return nil }
            var record = ball
            try record.insert(db)
            return record
        }
    }

    func updateBall(_ id: Int64, name: String, color: String, of player: Int64) async throws -> BallRecord? {
        try await pool.write { db in
            guard var record = try BallRecord.filter(Column("id") == id && Column("playerID") == player).fetchOne(db)
            else { return nil }
            record.name = name
            record.color = color
            try record.update(db)
            return record
        }
    }

    func deleteBall(_ id: Int64, of player: Int64) async throws -> Bool {
        try await pool.write { db in
            try BallRecord.filter(Column("id") == id && Column("playerID") == player).deleteAll(db) > 0
        }
    }

    // MARK: Calibrations

    func calibrations(of player: Int64) async throws -> [CalibrationRecord] {
        try await pool.read { db in
            try CalibrationRecord.filter(Column("playerID") == player).order(Column("savedAt").desc, Column("id").desc)
                .fetchAll(db)
        }
    }

    func calibration(_ id: Int64, of player: Int64) async throws -> CalibrationRecord? {
        try await pool.read { db in
            try CalibrationRecord.filter(Column("id") == id && Column("playerID") == player).fetchOne(db)
        }
    }

    func addCalibration(_ calibration: CalibrationRecord) async throws -> CalibrationRecord {
        try await pool.write { db in
            if let first: CalibrationRecord = try Self.stored(
                under: calibration.requestKey, by: "playerID", calibration.playerID, db)
            {
                return first
            }
            try Self.requireRoom(
                for: CalibrationRecord.self, "calibrations", by: "playerID", calibration.playerID,
                limit: BowlerTraxQuota.calibrationsPerPlayer, db)
            var record = calibration
            try record.insert(db)
            return record
        }
    }

    func renameCalibration(_ id: Int64, centerName: String?, lanes: String?, of player: Int64) async throws
        -> CalibrationRecord?
    {
        try await pool.write { db in
            guard
                var record = try CalibrationRecord.filter(Column("id") == id && Column("playerID") == player)
                    .fetchOne(db)
            else { return nil }
            record.centerName = centerName
            record.lanes = lanes
            try record.update(db)
            return record
        }
    }

    func deleteCalibration(_ id: Int64, of player: Int64) async throws -> Bool {
        try await pool.write { db in
            try CalibrationRecord.filter(Column("id") == id && Column("playerID") == player).deleteAll(db) > 0
        }
    }

    // MARK: Sessions and shots

    func addSession(_ session: SessionRecord) async throws -> SessionRecord {
        try await pool.write { db in
            // A retry gets the first session back, whatever was deleted since.
            if let first: SessionRecord = try Self.stored(under: session.requestKey, by: "playerID", session.playerID, db) {
                return first
            }
            // The ball and the calibration may have been deleted since the route read them: a 404, not a foreign key.
            if let ball = session.ballID,
                try BallRecord.filter(Column("id") == ball && Column("playerID") == session.playerID).fetchCount(db) == 0
            {
                throw MissingReference("ball", ball)
            }
            if let calibration = session.calibrationID,
                try CalibrationRecord.filter(Column("id") == calibration && Column("playerID") == session.playerID)
                    .fetchCount(db) == 0
            {
                throw MissingReference("calibration", calibration)
            }
            try Self.requireRoom(
                for: SessionRecord.self, "sessions", by: "playerID", session.playerID,
                limit: BowlerTraxQuota.sessionsPerPlayer, db)
            var record = session
            try record.insert(db)
            return record
        }
    }

    func session(_ id: Int64, of player: Int64) async throws -> SessionRecord? {
        try await pool.read { db in
            try SessionRecord.filter(Column("id") == id && Column("playerID") == player).fetchOne(db)
        }
    }

    func sessionSummaries(of player: Int64, _ selection: SessionSelection) async throws -> [SessionSummary] {
        try await pool.read { db in
            // The sessions are chosen first; only their shots are counted and averaged.
            var chosen = "SELECT * FROM bowlerSession WHERE playerID = ?"
            var arguments: StatementArguments = [player]
            var limit = 1
            switch selection {
            case .one(let id):
                chosen += " AND id = ?"
                arguments += [id]
            case .page(let before, let count):
                if let before {
                    chosen += """
                         AND (startedAt, id) < (SELECT startedAt, id FROM bowlerSession WHERE id = ? AND playerID = ?)
                        """
                    arguments += [before, player]
                }
                limit = count
            case .latestWithShots(let count):
                chosen += " AND EXISTS (SELECT 1 FROM bowlerShot WHERE sessionID = bowlerSession.id)"
                limit = count
            }
            chosen += " ORDER BY startedAt DESC, id DESC LIMIT ?"
            arguments += [limit]
            let sql = """
                SELECT session.*, COUNT(shot.id) AS shotCount, AVG(shot.averageSpeedMph) AS speed,
                       AVG(shot.entryAngleDegrees) AS angle, AVG(shot.strikeProbability) AS strike
                FROM (\(chosen)) session LEFT JOIN bowlerShot shot ON shot.sessionID = session.id
                GROUP BY session.id ORDER BY session.startedAt DESC, session.id DESC
                """
            return try Row.fetchAll(db, sql: sql, arguments: arguments).map { row in
                let record = try SessionRecord(row: row)
                let strike: Double? = row["strike"]
                return SessionSummary(
                    id: record.id ?? 0, startedAt: record.startedAt, centerName: record.centerName, lane: record.lane,
                    ball: SessionBall(
                        id: record.ballID, name: record.ballName, color: BallView.Color(record.ballColor)),
                    hand: record.hand, calibrationID: record.calibrationID,
                    shotCount: row["shotCount"], averageSpeedMph: row["speed"], averageEntryAngleDegrees: row["angle"],
                    strikePercent: strike.map { $0 * 100 })
            }
        }
    }

    func sessionIDs(of player: Int64) async throws -> [Int64] {
        try await pool.read { db in
            try Int64.fetchAll(
                db, sql: "SELECT id FROM bowlerSession WHERE playerID = ? ORDER BY startedAt, id", arguments: [player])
        }
    }

    func deleteSession(_ id: Int64, of player: Int64) async throws -> Bool {
        try await pool.write { db in
            try SessionRecord.filter(Column("id") == id && Column("playerID") == player).deleteAll(db) > 0
        }
    }

    func shots(in session: Int64) async throws -> [ShotRecord] {
        try await pool.read { db in
            try ShotRecord.filter(Column("sessionID") == session).order(Column("number")).fetchAll(db)
        }
    }

    func shot(_ id: Int64, in session: Int64) async throws -> ShotRecord? {
        try await pool.read { db in
            try ShotRecord.filter(Column("id") == id && Column("sessionID") == session).fetchOne(db)
        }
    }

    func latestEncouragement(of player: Int64) async throws -> String? {
        try await pool.read { db in
            try String.fetchOne(
                db,
                sql: """
                    SELECT shot.encouragement FROM bowlerShot shot
                    JOIN bowlerSession session ON session.id = shot.sessionID
                    WHERE session.playerID = ? ORDER BY shot.id DESC LIMIT 1
                    """, arguments: [player])
        }
    }

    func addShot(_ shot: ShotRecord) async throws -> ShotRecord {
        try await pool.write { db in
            guard try SessionRecord.filter(Column("id") == shot.sessionID).fetchCount(db) > 0 else {
                throw MissingReference("session", shot.sessionID)  // deleted since the route read it
            }
            if let first: ShotRecord = try Self.stored(under: shot.requestKey, by: "sessionID", shot.sessionID, db) {
                return first
            }
            try Self.requireRoom(
                for: ShotRecord.self, "shots in this session", by: "sessionID", shot.sessionID,
                limit: BowlerTraxQuota.shotsPerSession, db)
            var record = shot
            record.number =
                (try Int.fetchOne(
                    db, sql: "SELECT MAX(number) FROM bowlerShot WHERE sessionID = ?", arguments: [shot.sessionID])
                    ?? 0) + 1
            try record.insert(db)
            return record
        }
    }

    func exportedShots(of player: Int64, sessions: [Int64]) async throws -> [ExportedShot] {
        guard !sessions.isEmpty else { return [] }
        return try await pool.read { db in
            try ExportedShot.fetchAll(
                db,
                sql: """
                    SELECT session.id AS sessionID, shot.recordedAt, session.centerName, session.lane, session.ballName,
                           shot.number, shot.averageSpeedMph, shot.entryAngleDegrees,
                           json_extract(shot.metrics, '$.entryBoard') AS entryBoard,
                           json_extract(shot.metrics, '$.breakpointBoard') AS breakpointBoard,
                           json_extract(shot.metrics, '$.revRateRpm') AS revRateRpm, shot.strikeProbability
                    FROM bowlerShot shot JOIN bowlerSession session ON session.id = shot.sessionID
                    WHERE session.playerID = ? AND session.id IN (\(databaseQuestionMarks(count: sessions.count)))
                    ORDER BY session.startedAt, session.id, shot.number
                    """, arguments: StatementArguments([player] + sessions))
        }
    }

    // MARK: Manual games

    func games(of player: Int64) async throws -> [GameRecord] {
        try await pool.read { db in
            try GameRecord.filter(Column("playerID") == player).order(Column("startedAt").desc, Column("id").desc)
                .fetchAll(db)
        }
    }

    func game(_ id: Int64, of player: Int64) async throws -> GameRecord? {
        try await pool.read { db in
            try GameRecord.filter(Column("id") == id && Column("playerID") == player).fetchOne(db)
        }
    }

    func addGame(_ game: GameRecord) async throws -> GameRecord {
        try await pool.write { db in
            if let first: GameRecord = try Self.stored(under: game.requestKey, by: "playerID", game.playerID, db) {
                return first
            }
            try Self.requireRoom(
                for: GameRecord.self, "games", by: "playerID", game.playerID, limit: BowlerTraxQuota.gamesPerPlayer, db)
            var record = game
            try record.insert(db)
            return record
        }
    }

    func saveRolls(_ rolls: String, replacing previous: String, ofGame id: Int64, of player: Int64) async throws -> Bool
    {
        try await pool.write { db in
            try GameRecord.filter(Column("id") == id && Column("playerID") == player && Column("rolls") == previous)
                .updateAll(db, Column("rolls").set(to: rolls)) > 0
        }
    }

    func deleteGame(_ id: Int64, of player: Int64) async throws -> Bool {
        try await pool.write { db in
            try GameRecord.filter(Column("id") == id && Column("playerID") == player).deleteAll(db) > 0
        }
    }
}

extension SQLiteBowlerTraxStore {
    /// The row a retried write stored first: the `Record` whose `owner` (in `ownerColumn`) holds `key`; nil without
    /// a key or before the first try.
    fileprivate static func stored<Record: FetchableRecord & TableRecord>(
        under key: String?, by ownerColumn: String, _ owner: Int64, _ db: Database
    ) throws -> Record? {
        guard let key else { return nil }
        return try Record.filter(Column(ownerColumn) == owner && Column("requestKey") == key).fetchOne(db)
    }

    /// Refuses (``QuotaReached``) when `owner` (in `ownerColumn`) already keeps `limit` rows of `Record`.
    fileprivate static func requireRoom<Record: TableRecord>(
        for _: Record.Type, _ what: String, by ownerColumn: String, _ owner: Int64, limit: Int, _ db: Database
    ) throws {
        guard try Record.filter(Column(ownerColumn) == owner).fetchCount(db) < limit else {
            throw QuotaReached(what: what, limit: limit)
        }
    }
}
