import AppServer
import BowlerTrax
import BowlerTraxVision
import Foundation
import Hummingbird

/// What POST sessions takes: a calibration (new taps, or a saved one's id), and optionally the ball, centre and lane.
struct SessionInput: Decodable, Sendable {
    let calibration: CalibrationInput?
    let calibrationID: Int64?
    let ballID: Int64?
    let centerName: String?
    let lane: String?
}

/// A session as History lists it, with its averages (nil before its first shot).
struct SessionSummary: ResponseEncodable, Sendable {
    let id: Int64
    let startedAt: Date
    let centerName: String?
    let lane: String?
    let ball: SessionBall?
    let hand: Hand
    let calibrationID: Int64?
    let shotCount: Int
    let averageSpeedMph: Double?
    let averageEntryAngleDegrees: Double?
    /// The mean strike probability of its shots, percent.
    let strikePercent: Double?
}

/// GET sessions' paging: `?limit=N` sessions (1 to 100; 100 when absent), the newest first, and `?before=ID` for the
/// sessions older than session ID, the last of the page before. A page shorter than its limit is the last.
enum SessionPage {
    static let limits = 1...100

    /// The page the query names, or a 400.
    static func selection(limit: String?, before: String?) throws(APIError) -> SessionSelection {
        var count = limits.upperBound
        if let limit {
            guard let value = Int(limit), limits.contains(value) else {
                throw APIError.badRequest("limit is a number from 1 to 100.", code: "invalid-limit")
            }
            count = value
        }
        var cursor: Int64?
        if let before {
            guard let value = Int64(before), value > 0 else {
                throw APIError.badRequest("before is the id of one of your sessions.", code: "invalid-before")
            }
            cursor = value
        }
        return .page(before: cursor, limit: count)
    }
}

/// The ball a session was bowled with: the profile's id (nil once deleted), its name then, and its colour.
struct SessionBall: Codable, Sendable {
    let id: Int64?
    let name: String?
    let color: BallView.Color
}

/// A session with its shots (without their paths).
struct SessionDetail: ResponseEncodable, Sendable {
    let session: SessionSummary
    let shots: [ShotView]
}

/// The dashboard's Quick Stats: sessions, shots, average speed and strike percentage (nil before the first shot).
struct QuickStats: ResponseEncodable, Sendable, Equatable {
    let sessions: Int
    let shots: Int
    let averageSpeedMph: Double?
    let strikePercent: Double?
}

/// What POST sessions/:id/shots takes: the page's track of one shot, in image coordinates.
struct ShotInput: Decodable, Sendable {
    /// The largest body accepted: a shot of 20,000 observations with short numbers.
    static let bodyLimit = 2 * 1024 * 1024
    static let maximumObservations = 20_000
    static let framesPerSecondRange = 1.0...1000.0

    enum Source: String, Codable, Sendable { case camera, video }

    let framesPerSecond: Double
    let source: Source
    /// Each observation as the tracker writes it: 14 numbers (frame index, centre, radius, expected radius, contact
    /// point, pattern contrast, offset and image), or the first 10 from a page that predates the pattern image.
    let observations: [[Double]]

    enum CodingKeys: String, CodingKey { case framesPerSecond, source, observations }

    /// The observations read number by number (`decode(Double.self)`): decoding `[[Double]]` as a generic array of
    /// arrays costs the JSON decoder a metadata lookup and a container per number, 7.5M instructions a 300-frame
    /// shot, most of the decoding's cost.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        framesPerSecond = try container.decode(Double.self, forKey: .framesPerSecond)
        source = try container.decode(Source.self, forKey: .source)
        var rows = try container.nestedUnkeyedContainer(forKey: .observations)
        var observations: [[Double]] = []
        if let count = rows.count { observations.reserveCapacity(min(count, Self.maximumObservations + 1)) }
        while !rows.isAtEnd {
            var numbers = try rows.nestedUnkeyedContainer()
            var values: [Double] = []
            values.reserveCapacity(BallObservation.valueCount)
            while !numbers.isAtEnd { values.append(try numbers.decode(Double.self)) }
            observations.append(values)
        }
        self.observations = observations
    }

    /// The tracker's observations; 400 when the track is malformed.
    func validatedObservations() throws(APIError) -> [BallObservation] {
        guard Self.framesPerSecondRange.contains(framesPerSecond) else {
            throw .badRequest("framesPerSecond must be between 1 and 1000.", code: "invalid-frame-rate")
        }
        guard observations.count <= Self.maximumObservations else {
            throw .badRequest(
                "A shot has at most \(Self.maximumObservations) observations.", code: "invalid-observations")
        }
        var result: [BallObservation] = []
        result.reserveCapacity(observations.count)
        var previousFrame = -1
        for (index, values) in observations.enumerated() {
            guard let observation = BallObservation(values: values), values.allSatisfy({ abs($0) < 1e7 }) else {
                throw .badRequest(
                    "Observation \(index) must be 14 finite numbers (a whole frame index, centre x and y, radius, "
                        + "expected radius, contact x and y, pattern contrast, pattern offset x and y, the pattern "
                        + "image's four projections) or the first 10 of them.",
                    code: "invalid-observations")
            }
            guard observation.frameIndex > previousFrame else {
                throw .badRequest(
                    "Observation \(index)'s frame index must come after the previous one's.",
                    code: "invalid-observations")
            }
            previousFrame = observation.frameIndex
            result.append(observation)
        }
        return result
    }
}

/// A measured shot as the result screen shows it: the metrics with their ± (`ShotMetrics.uncertainty`, none on a shot
/// stored before it was measured) and the path when opened on its own, the tips and bands in the visitor's language,
/// and the encouragement line.
struct ShotView: ResponseEncodable, Sendable {
    struct Tip: Codable, Sendable {
        let id: CoachingTip
        let title: String
        let body: String
    }

    /// The spec's tooltip band of each metric, as text.
    struct Bands: Codable, Sendable {
        let speed: String
        let entryAngle: String
        let revRate: String?
        let strikeProbability: String
    }

    let id: Int64
    let sessionID: Int64
    let number: Int
    let recordedAt: Date
    let source: ShotInput.Source
    let framesPerSecond: Double
    let metrics: ShotMetrics
    let tips: [Tip]
    let encouragement: String
    let bands: Bands
    /// True on the player's first tracked shot: the page celebrates it ("First Shot Tracked!").
    var firstShot: Bool?
}

/// A manually logged game: its rolls, the score sheet's frames and what the next roll may knock down.
struct GameView: ResponseEncodable, Sendable {
    let id: Int64
    let startedAt: Date
    let rolls: [Int]
    let frames: [BowlingFrame]
    let score: Int
    let isComplete: Bool
    let pinsStanding: Int

    init(id: Int64, startedAt: Date, game: BowlingGame) {
        self.id = id
        self.startedAt = startedAt
        rolls = game.rolls
        frames = game.frames
        score = game.score
        isComplete = game.isComplete
        pinsStanding = game.pinsStanding
    }
}

/// A ball or an undo, which names how many rolls the game had when it was asked for.
protocol GameEditInput: Decodable, Sendable {
    var rollCount: Int { get }
}

extension GameEditInput {
    /// `rollCount`, or a 400 (`invalid-roll-count`) for a negative one.
    func checkedRollCount() throws(APIError) -> Int {
        guard rollCount >= 0 else {
            throw APIError.badRequest("rollCount counts the game's rolls: 0 or more.", code: "invalid-roll-count")
        }
        return rollCount
    }
}

/// What POST games/:id/rolls takes: the pins the ball knocked down, and how many rolls the game had when it was
/// rolled (the position it takes).
struct RollInput: GameEditInput {
    let pins: Int
    let rollCount: Int
}

/// What POST games/:id/undo takes: how many rolls the game had when the last one was taken back.
struct UndoInput: GameEditInput {
    let rollCount: Int
}
