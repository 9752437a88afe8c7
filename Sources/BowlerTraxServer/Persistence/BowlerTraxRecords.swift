import AppServer
import BowlerTrax
import Foundation

/// A ball profile: its name and tracking colour (a preset's name or `#rrggbb`).
struct BallRecord: SQLRecordWithID {
    static let table = "bowler_ball"

    var id: Int64?
    var playerID: Int64
    var name: String
    var color: String
    var createdAt: Date
    /// The `Idempotency-Key` it was added with: a retry with the same key gets this ball back.
    var requestKey: String? = nil
}

/// A saved calibration: the taps on a frame of a size, and where.
struct CalibrationRecord: SQLRecordWithID {
    static let table = "bowler_calibration"

    var id: Int64?
    var playerID: Int64
    var centerName: String?
    var lanes: String?
    var imageWidth: Int
    var imageHeight: Int
    /// The taps as JSON (`CalibrationTaps`).
    var taps: String
    var savedAt: Date
    /// The `Idempotency-Key` it was saved with: a retry with the same key gets this calibration back.
    var requestKey: String? = nil
}

/// A session at the lanes: where, with which ball and hand, under which calibration (its taps are copied, so a
/// session keeps measuring the same way after its saved calibration is renamed or deleted).
struct SessionRecord: SQLRecordWithID {
    static let table = "bowler_session"

    var id: Int64?
    var playerID: Int64
    var startedAt: Date
    var centerName: String?
    var lane: String?
    var ballID: Int64?
    var ballName: String?
    var ballColor: String
    /// The hand measured for (an unknown one in the database fails the read: ``CorruptRow``).
    var hand: Hand
    var calibrationID: Int64?
    var imageWidth: Int
    var imageHeight: Int
    var taps: String
    /// The `Idempotency-Key` the session was started with: a retry with the same key gets this session back.
    var requestKey: String? = nil
}

/// A measured shot: the figures the history aggregates in columns, and the whole metrics (with the path) as JSON.
struct ShotRecord: SQLRecordWithID {
    static let table = "bowler_shot"

    var id: Int64?
    var sessionID: Int64
    var number: Int
    var recordedAt: Date
    var source: String
    var framesPerSecond: Double
    var averageSpeedMph: Double
    var entryAngleDegrees: Double
    var strikeProbability: Double
    /// `ShotMetrics` as JSON.
    var metrics: String
    /// The copy key of the encouragement line shown after it.
    var encouragement: String
    /// The `Idempotency-Key` the shot was sent with: a retry with the same key in the session gets this shot back.
    var requestKey: String? = nil

    /// The stored `metrics`, decoded: every reader of a shot's figures goes through here.
    func decodedMetrics() throws -> ShotMetrics {
        try JSONDecoder().decode(ShotMetrics.self, from: Data(metrics.utf8))
    }
}

/// A manually logged game: its rolls as JSON.
struct GameRecord: SQLRecordWithID {
    static let table = "bowler_game"

    var id: Int64?
    var playerID: Int64
    var startedAt: Date
    var rolls: String
    /// The `Idempotency-Key` the game was started with: a retry with the same key gets this game back.
    var requestKey: String? = nil
}

/// A shot as the CSV export writes it: its session's id, place and ball, and its figures.
struct ExportedShot: SQLRecord {
    static let table = "bowler_shot"

    var sessionID: Int64
    var recordedAt: Date
    var centerName: String?
    var lane: String?
    var ballName: String?
    var number: Int
    var averageSpeedMph: Double
    var entryAngleDegrees: Double
    var entryBoard: Double
    var breakpointBoard: Double
    var revRateRpm: Double?
    var strikeProbability: Double
}

// MARK: Reading rows

extension BallRecord {
    /// The columns the record is read from.
    static let columns = "id, player_id, name, color, created_at, request_key"
}

extension CalibrationRecord {
    static let columns =
        "id, player_id, center_name, lanes, image_width, image_height, taps, saved_at, request_key"
}

extension SessionRecord {
    static let columns = """
        id, player_id, started_at, center_name, lane, ball_id, ball_name, ball_color, hand, calibration_id, \
        image_width, image_height, taps, request_key
        """
}

extension ShotRecord {
    static let columns = """
        id, session_id, number, recorded_at, source, frames_per_second, average_speed_mph, entry_angle_degrees, \
        strike_probability, metrics, encouragement, request_key
        """
}

extension GameRecord {
    static let columns = "id, player_id, started_at, rolls, request_key"
}
