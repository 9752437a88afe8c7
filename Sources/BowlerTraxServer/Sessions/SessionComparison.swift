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
    /// A session's figures (the core's ``SessionFigures``), as JSON.
    struct Figures: Encodable, Equatable, Sendable {
        let figures: BowlerTrax.SessionFigures

        enum CodingKeys: String, CodingKey {
            case shotCount, speedMph, entryAngleDegrees, entryBoard, revRateRpm, strikePercent
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(figures.shotCount, forKey: .shotCount)
            try container.encodeIfPresent(figures.speedMph, forKey: .speedMph)
            try container.encodeIfPresent(figures.entryAngleDegrees, forKey: .entryAngleDegrees)
            try container.encodeIfPresent(figures.entryBoard, forKey: .entryBoard)
            try container.encodeIfPresent(figures.revRateRpm, forKey: .revRateRpm)
            try container.encodeIfPresent(figures.strikePercent, forKey: .strikePercent)
        }
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
        let figures = sessions.map { BowlerTrax.SessionFigures(shots: $0.shots.map(RecordedShot.init)) }
        let first = figures.first
        self.sessions = try zip(sessions, figures).map { session, figures in
            Session(
                id: try session.record.savedID(), startedAt: session.record.startedAt,
                centerName: session.record.centerName, lane: session.record.lane, ballName: session.record.ballName,
                figures: Figures(figures: figures),
                difference: Figures(figures: first.map { figures.difference(to: $0) } ?? figures))
        }
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
