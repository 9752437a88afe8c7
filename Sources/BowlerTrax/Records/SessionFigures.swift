/// One shot as a session's figures read it: the metrics History, Progress, Compare and Home's stats average.
///
/// ```swift
/// let shot = RecordedShot(metrics)   // from a measured shot
/// SessionFigures(shots: [shot]).speedMph == metrics.averageSpeedMph
/// ```
public struct RecordedShot: Equatable, Sendable {
    public var speedMph: Double
    public var entryAngleDegrees: Double
    public var entryBoard: Double
    public var arrowsBoard: Double
    /// 0...1.
    public var strikeProbability: Double
    /// Nil when the rev rate was not seen.
    public var revRateRpm: Double?

    public init(
        speedMph: Double, entryAngleDegrees: Double, entryBoard: Double, arrowsBoard: Double,
        strikeProbability: Double, revRateRpm: Double?
    ) {
        self.speedMph = speedMph
        self.entryAngleDegrees = entryAngleDegrees
        self.entryBoard = entryBoard
        self.arrowsBoard = arrowsBoard
        self.strikeProbability = strikeProbability
        self.revRateRpm = revRateRpm
    }

    /// The figures of a measured shot.
    public init(_ metrics: ShotMetrics) {
        self.init(
            speedMph: metrics.averageSpeedMph, entryAngleDegrees: metrics.entryAngleDegrees,
            entryBoard: metrics.entryBoard, arrowsBoard: metrics.arrowsBoard,
            strikeProbability: metrics.strikeProbability, revRateRpm: metrics.revRateRpm)
    }
}

/// A session's averages, as History lists it and Session Comparison (Pro) sets it beside others: its shot count and
/// the means of its shots' speed, entry angle, entry board, rev rate and strike probability (as a percentage). An
/// average is nil without shots; the rev rate's without any shot whose rev rate was seen.
public struct SessionFigures: Equatable, Sendable {
    public var shotCount: Int
    public var speedMph: Double?
    public var entryAngleDegrees: Double?
    public var entryBoard: Double?
    public var revRateRpm: Double?
    public var strikePercent: Double?

    public init(shots: [RecordedShot]) {
        shotCount = shots.count
        speedMph = Self.mean(shots.map { $0.speedMph })
        entryAngleDegrees = Self.mean(shots.map { $0.entryAngleDegrees })
        entryBoard = Self.mean(shots.map { $0.entryBoard })
        revRateRpm = Self.mean(shots.compactMap { $0.revRateRpm })
        strikePercent = Self.mean(shots.map { $0.strikeProbability }).map { $0 * 100 }
    }

    /// These figures minus `other`'s (Compare's difference to the first session); nil where either is nil.
    public func difference(to other: SessionFigures) -> SessionFigures {
        func minus(_ value: Double?, _ base: Double?) -> Double? {
            guard let value, let base else { return nil }
            return value - base
        }
        var difference = self
        difference.shotCount = shotCount - other.shotCount
        difference.speedMph = minus(speedMph, other.speedMph)
        difference.entryAngleDegrees = minus(entryAngleDegrees, other.entryAngleDegrees)
        difference.entryBoard = minus(entryBoard, other.entryBoard)
        difference.revRateRpm = minus(revRateRpm, other.revRateRpm)
        difference.strikePercent = minus(strikePercent, other.strikePercent)
        return difference
    }

    /// The arithmetic mean; nil for no values.
    static func mean(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }
}

/// Home's Quick Stats of a bowler's sessions: how many sessions and shots, and the mean speed and strike probability
/// (as a percentage) of all their shots (each shot counts once, whatever its session's size); nil before the first
/// shot.
public struct RecordTotals: Equatable, Sendable {
    public var sessions: Int
    public var shots: Int
    public var averageSpeedMph: Double?
    public var strikePercent: Double?

    /// The totals of `sessions`, each its shots (a session without shots counts as a session).
    public init(sessions: [[RecordedShot]]) {
        let shots = sessions.flatMap { $0 }
        self.sessions = sessions.count
        self.shots = shots.count
        averageSpeedMph = SessionFigures.mean(shots.map { $0.speedMph })
        strikePercent = SessionFigures.mean(shots.map { $0.strikeProbability }).map { $0 * 100 }
    }
}

/// One session's point on the Progress charts ("Track Your Progress"): its shot count, the means of its shots' speed,
/// entry angle, board at the arrows and strike probability, and its consistency, the sample standard deviation of
/// the board at the arrows and of the entry board. A session of one shot has no spread: its deviations are nil, never 0.
public struct SessionTrend: Equatable, Sendable {
    /// How many sessions are charted: ten, a league season's worth of weekly nights or a month of practice, enough
    /// for a trend while each point still fits a 360 px wide phone chart with room for its label.
    public static let sessionLimit = 10

    /// At least one.
    public let shotCount: Int
    public let meanSpeedMph: Double
    public let meanEntryAngleDegrees: Double
    public let meanArrowsBoard: Double
    /// 0...1.
    public let meanStrikeProbability: Double
    /// The sample standard deviation (n − 1) of the board at the arrows; nil with a single shot.
    public let arrowsBoardStandardDeviation: Double?
    /// The sample standard deviation (n − 1) of the entry board; nil with a single shot.
    public let entryBoardStandardDeviation: Double?

    /// The trend point of a session's `shots`; nil without shots (nothing to chart).
    public init?(shots: [RecordedShot]) {
        guard !shots.isEmpty else { return nil }
        shotCount = shots.count
        // Shots there are: each mean is a number.
        meanSpeedMph = SessionFigures.mean(shots.map { $0.speedMph })!
        meanEntryAngleDegrees = SessionFigures.mean(shots.map { $0.entryAngleDegrees })!
        meanArrowsBoard = SessionFigures.mean(shots.map { $0.arrowsBoard })!
        meanStrikeProbability = SessionFigures.mean(shots.map { $0.strikeProbability })!
        arrowsBoardStandardDeviation = Self.sampleStandardDeviation(shots.map { $0.arrowsBoard })
        entryBoardStandardDeviation = Self.sampleStandardDeviation(shots.map { $0.entryBoard })
    }

    /// Which of `sessions` (id, start, shot count) are charted, oldest first: the latest ``sessionLimit`` with at
    /// least one shot, a later start (then a larger id) being later. `Moment` is any ordered time: a date on the
    /// server, milliseconds on the phone.
    public static func chartedIDs<Moment: Comparable>(among sessions: [(id: Int64, startedAt: Moment, shotCount: Int)])
        -> [Int64]
    {
        let withShots = sessions.filter { $0.shotCount > 0 }
            .sorted { ($0.startedAt, $0.id) < ($1.startedAt, $1.id) }
        return withShots.suffix(sessionLimit).map { $0.id }
    }

    /// √(Σ(x − x̄)² / (n − 1)); nil for fewer than two values, which have no spread.
    static func sampleStandardDeviation(_ values: [Double]) -> Double? {
        guard values.count >= 2, let center = SessionFigures.mean(values) else { return nil }
        let squares = values.reduce(0) { $0 + ($1 - center) * ($1 - center) }
        return (squares / Double(values.count - 1)).squareRoot()
    }
}
