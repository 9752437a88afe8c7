import Foundation

/// A bowler's progress over their latest sessions ("Track Your Progress"): for each session its shot count, the
/// means of its shots' speed, entry angle, board at the arrows and strike probability, and its consistency, the
/// sample standard deviation of the board at the arrows and of the entry board.
///
/// The sessions charted are the latest ``sessionLimit`` that have at least one shot (a session without shots has
/// nothing to chart and takes no place), oldest first, so a chart reads left to right as time goes. A session of one
/// shot has no spread: its standard deviations are nil, never 0.
public struct ProgressTrends: Equatable, Sendable {
    /// How many sessions are charted: ten, a league season's worth of weekly nights or a month of practice, enough
    /// for a trend while each point still fits a 360 px wide phone chart with room for its label.
    public static let sessionLimit = 10

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
        /// At least one.
        public let shotCount: Int
        public let meanSpeedMph: Double
        public let meanEntryAngleDegrees: Double
        public let meanArrowsBoard: Double
        /// The mean of the shots' strike estimates, 0...1.
        public let meanStrikeProbability: Double
        /// The sample standard deviation (n − 1) of the board at the arrows; nil with a single shot.
        public let arrowsBoardStandardDeviation: Double?
        /// The sample standard deviation (n − 1) of the entry board; nil with a single shot.
        public let entryBoardStandardDeviation: Double?
    }

    /// The charted sessions, oldest first.
    public let sessions: [SessionFigures]

    /// The trends of `sessions` (any order): the latest ``sessionLimit`` with shots, by start time then id.
    public init(sessions: [Session]) {
        let byID = Dictionary(sessions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let charted = Self.chartedSessionIDs(among: sessions.map { ($0.id, $0.startedAt, $0.shots.count) })
        self.sessions = charted.compactMap { id in byID[id].flatMap(Self.figures) }
    }

    /// Which of `sessions` (id, start, shot count) are charted, oldest first: the latest ``sessionLimit`` with at
    /// least one shot, later start (then larger id) being later. A server reads only these sessions' shots.
    public static func chartedSessionIDs(among sessions: [(id: Int64, startedAt: Date, shotCount: Int)]) -> [Int64] {
        let withShots = sessions.filter { $0.shotCount > 0 }
            .sorted { ($0.startedAt, $0.id) < ($1.startedAt, $1.id) }
        return withShots.suffix(sessionLimit).map(\.id)
    }

    static func figures(of session: Session) -> SessionFigures? {
        let shots = session.shots
        guard !shots.isEmpty else { return nil }
        return SessionFigures(
            id: session.id, startedAt: session.startedAt, shotCount: shots.count,
            meanSpeedMph: mean(shots.map(\.averageSpeedMph)),
            meanEntryAngleDegrees: mean(shots.map(\.entryAngleDegrees)),
            meanArrowsBoard: mean(shots.map(\.arrowsBoard)),
            meanStrikeProbability: mean(shots.map(\.strikeProbability)),
            arrowsBoardStandardDeviation: sampleStandardDeviation(shots.map(\.arrowsBoard)),
            entryBoardStandardDeviation: sampleStandardDeviation(shots.map(\.entryBoard)))
    }

    static func mean(_ values: [Double]) -> Double {
        values.reduce(0, +) / Double(values.count)
    }

    /// √(Σ(x − x̄)² / (n − 1)); nil for fewer than two values, which have no spread.
    static func sampleStandardDeviation(_ values: [Double]) -> Double? {
        guard values.count >= 2 else { return nil }
        let center = mean(values)
        let squares = values.reduce(0) { $0 + ($1 - center) * ($1 - center) }
        return (squares / Double(values.count - 1)).squareRoot()
    }
}
