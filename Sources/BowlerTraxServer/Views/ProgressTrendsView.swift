import BowlerTrax
import Foundation
import Hummingbird

/// GET progress: the core's ``ProgressTrends`` of the player's latest sessions, oldest first, each with its place so
/// the page can label it. A standard deviation is absent for a session of one shot (it has no spread).
struct ProgressTrendsView: ResponseEncodable, Sendable {
    struct Session: Encodable, Sendable {
        let id: Int64
        let startedAt: Date
        let centerName: String?
        let lane: String?
        let shotCount: Int
        let averageSpeedMph: Double
        let averageEntryAngleDegrees: Double
        let averageArrowsBoard: Double
        /// The mean strike probability of its shots, percent.
        let strikePercent: Double
        let arrowsBoardStandardDeviation: Double?
        let entryBoardStandardDeviation: Double?
    }

    /// How many sessions at most are charted (``ProgressTrends/sessionLimit``).
    let sessionLimit: Int
    let sessions: [Session]

    /// `trends` with each session's place from `summaries` (the player's sessions).
    init(_ trends: ProgressTrends, places summaries: [SessionSummary]) {
        let places = Dictionary(summaries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        sessionLimit = ProgressTrends.sessionLimit
        sessions = trends.sessions.map { figures in
            Session(
                id: figures.id, startedAt: figures.startedAt, centerName: places[figures.id]?.centerName,
                lane: places[figures.id]?.lane, shotCount: figures.shotCount, averageSpeedMph: figures.meanSpeedMph,
                averageEntryAngleDegrees: figures.meanEntryAngleDegrees, averageArrowsBoard: figures.meanArrowsBoard,
                strikePercent: figures.meanStrikeProbability * 100,
                arrowsBoardStandardDeviation: figures.arrowsBoardStandardDeviation,
                entryBoardStandardDeviation: figures.entryBoardStandardDeviation)
        }
    }
}
