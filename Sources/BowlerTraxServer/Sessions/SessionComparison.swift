import AppServer
import BowlerTrax
import Foundation
import Hummingbird

/// Session Comparison (Pro): two to four of the player's sessions side by side, each with its shot count and the
/// averages of its shots (speed, entry angle, entry board, rev rate, strike %), and its difference to the first
/// session named.
///
/// ```swift
/// let comparison = SessionComparison(sessions: [(first, firstShots), (second, secondShots)])
/// comparison.sessions[1].difference.speedMph  // second's average speed minus first's
/// ```
struct SessionComparison: ResponseEncodable {
    /// A session's figures; an average is nil without shots (the rev rate without any shot whose rev rate was seen).
    struct Figures: Encodable, Equatable, Sendable {
        var shotCount: Int
        var speedMph: Double?
        var entryAngleDegrees: Double?
        var entryBoard: Double?
        var revRateRpm: Double?
        var strikePercent: Double?
    }

    struct Session: Encodable, Sendable {
        let id: Int64
        let startedAt: Date
        let centerName: String?
        let lane: String?
        let ballName: String?
        let figures: Figures
        /// This session's figures minus the first session's (zero for the first; nil where either is nil).
        let difference: Figures
    }

    /// The fewest and most sessions compared.
    static let sessionCount = 2...4

    let sessions: [Session]

    /// The comparison of `sessions` in the order given, each with its shots' metrics.
    init(sessions: [(record: SessionRecord, shots: [ShotMetrics])]) throws {
        let figures = sessions.map { Self.figures(of: $0.shots) }
        let first = figures.first
        self.sessions = try zip(sessions, figures).map { session, figures in
            Session(
                id: try session.record.savedID(), startedAt: session.record.startedAt,
                centerName: session.record.centerName, lane: session.record.lane, ballName: session.record.ballName,
                figures: figures, difference: first.map { figures.difference(to: $0) } ?? figures)
        }
    }

    static func figures(of shots: [ShotMetrics]) -> Figures {
        Figures(
            shotCount: shots.count, speedMph: mean(shots.map(\.averageSpeedMph)),
            entryAngleDegrees: mean(shots.map(\.entryAngleDegrees)), entryBoard: mean(shots.map(\.entryBoard)),
            revRateRpm: mean(shots.compactMap(\.revRateRpm)),
            strikePercent: mean(shots.map(\.strikeProbability)).map { $0 * 100 })
    }

    private static func mean(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }

    /// The ids in `?sessions=ID,ID[,ID...]`: two to four distinct positive numbers, or a 400.
    static func sessionIDs(_ text: String?) throws(APIError) -> [Int64] {
        let refusal = APIError.badRequest(
            "Name two to four of your sessions to compare: ?sessions=ID,ID[,ID,ID].", code: "invalid-sessions")
        guard let text, text.utf8.count <= 100 else { throw refusal }
        var ids: [Int64] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let id = Int64(part.trimmingCharacters(in: .whitespaces)), id > 0, !ids.contains(id) else {
                throw refusal
            }
            ids.append(id)
        }
        guard sessionCount.contains(ids.count) else { throw refusal }
        return ids
    }
}

extension SessionComparison.Figures {
    /// These figures minus `other`'s.
    func difference(to other: Self) -> Self {
        func minus(_ value: Double?, _ base: Double?) -> Double? {
            guard let value, let base else { return nil }
            return value - base
        }
        return Self(
            shotCount: shotCount - other.shotCount, speedMph: minus(speedMph, other.speedMph),
            entryAngleDegrees: minus(entryAngleDegrees, other.entryAngleDegrees),
            entryBoard: minus(entryBoard, other.entryBoard), revRateRpm: minus(revRateRpm, other.revRateRpm),
            strikePercent: minus(strikePercent, other.strikePercent))
    }
}
