import Foundation

/// A bowler's progress over their latest sessions ("Track Your Progress") on the server: each charted session's
/// ``SessionTrend`` with its id and start, oldest first. The rules (which sessions, what figures) are
/// ``SessionTrend``'s, which the phone's WebAssembly runs too; this type only keeps the server's dates beside them.
public struct ProgressTrends: Equatable, Sendable {
    /// How many sessions are charted (``SessionTrend/sessionLimit``).
    public static let sessionLimit = SessionTrend.sessionLimit

    /// One session as the trends read it: its id, when it started (the order) and its shots' metrics.
    public struct Session: Sendable {
        public let id: Int64
        public let startedAt: Date
        public let shots: [ShotMetrics]

        public init(id: Int64, startedAt: Date, shots: [ShotMetrics]) {
            self.id = id
            self.startedAt = startedAt
            self.shots = shots
        }
    }

    /// One charted session's figures; boards in the bowler's own numbering.
    public struct SessionFigures: Equatable, Sendable {
        public let id: Int64
        public let startedAt: Date
        public let trend: SessionTrend

        public var shotCount: Int { trend.shotCount }
        public var meanSpeedMph: Double { trend.meanSpeedMph }
        public var meanEntryAngleDegrees: Double { trend.meanEntryAngleDegrees }
        public var meanArrowsBoard: Double { trend.meanArrowsBoard }
        /// The mean of the shots' strike estimates, 0...1.
        public var meanStrikeProbability: Double { trend.meanStrikeProbability }
        public var arrowsBoardStandardDeviation: Double? { trend.arrowsBoardStandardDeviation }
        public var entryBoardStandardDeviation: Double? { trend.entryBoardStandardDeviation }
    }

    /// The charted sessions, oldest first.
    public let sessions: [SessionFigures]

    /// The trends of `sessions` (any order): the latest ``sessionLimit`` with shots, by start time then id.
    public init(sessions: [Session]) {
        let charted = Self.chartedSessionIDs(among: sessions.map { ($0.id, $0.startedAt, $0.shots.count) })
        self.sessions = charted.compactMap { id in
            guard let session = sessions.first(where: { $0.id == id }),
                let trend = SessionTrend(shots: session.shots.map(RecordedShot.init))
            else { return nil }
            return SessionFigures(id: id, startedAt: session.startedAt, trend: trend)
        }
    }

    /// Which of `sessions` (id, start, shot count) are charted, oldest first (``SessionTrend/chartedIDs(among:)``). A
    /// server reads only these sessions' shots.
    public static func chartedSessionIDs(among sessions: [(id: Int64, startedAt: Date, shotCount: Int)]) -> [Int64] {
        SessionTrend.chartedIDs(among: sessions)
    }
}
