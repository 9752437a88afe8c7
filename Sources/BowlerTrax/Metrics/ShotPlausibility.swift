/// What a bowling shot can physically be. A track that yields figures outside these limits was not the ball (a wrong
/// blob, frames out of step, a stretch nobody saw) and is refused rather than measured, stored and averaged.
///
/// The limits are deliberately wide, so that no real shot is refused: a bowler's average speed is 13-21 mph
/// (the PBA League's fastest average 20.9 mph; youth and senior bowlers slower), an entry angle 0-8 degrees (a straight
/// ball from the corner is 1.65 degrees; coaching's best is 4-7), and a ball slows by 2-2.5 mph from release to the
/// pins (research/bowling.md, "Speed" and "Entry angle").
public enum ShotPlausibility {
    /// Average speeds a bowling ball can have, foul line to head pin, mph (8.2 s to 1.4 s for the 60 ft).
    public static let averageSpeedMph: ClosedRange<Double> = 5...30
    /// The largest entry angle either way, degrees.
    public static let largestEntryAngleDegrees = 12.0
    /// Boards the contact point can be on: the lane and its gutters (9.25 in, 8.4 boards each side).
    public static let boardsOnLane: ClosedRange<Double> = -8.5...48.5
    /// How far the release and entry speeds may stray from the average: the ball loses 2-2.5 mph over the lane (about
    /// 15 % of a slow shot's speed), and each crossing's speed comes from a short fit.
    public static let largestSpeedChangeFraction = 0.3
    /// The longest stretch of lane the ball may cross unseen (legs, a pin deck's shadow, dropped frames), feet.
    public static let longestUnseenStretchFeet = 15.0

    /// The reason `metrics` (from `path`, sorted by time) are impossible, or nil when they are plausible.
    public static func problem(of metrics: ShotMetrics, path: [TrackedPoint]) -> ImplausibleShot? {
        if let problem = problem(ofTrack: path) { return problem }
        guard averageSpeedMph.contains(metrics.averageSpeedMph) else { return .speed(mph: metrics.averageSpeedMph) }
        guard abs(metrics.entryAngleDegrees) <= largestEntryAngleDegrees else {
            return .entryAngle(degrees: metrics.entryAngleDegrees)
        }
        for (board, feet) in [
            (metrics.arrowsBoard, Lane.arrowsDistanceFeet), (metrics.entryBoard, Lane.foulLineToHeadPinFeet),
            (metrics.breakpointBoard, metrics.breakpointDistanceFeet),
        ] where !boardsOnLane.contains(board) {
            return .offLane(board: board, distanceFeet: feet)
        }
        let allowed = metrics.averageSpeedMph * largestSpeedChangeFraction
        guard abs(metrics.releaseSpeedMph - metrics.averageSpeedMph) <= allowed,
            abs(metrics.entrySpeedMph - metrics.averageSpeedMph) <= allowed
        else {
            return .speedsDisagree(
                releaseMph: metrics.releaseSpeedMph, averageMph: metrics.averageSpeedMph,
                entryMph: metrics.entrySpeedMph)
        }
        return nil
    }

    /// The reason a track (sorted by time) cannot be one ball's: two points at one instant, or a stretch of lane it
    /// crossed unseen.
    static func problem(ofTrack path: [TrackedPoint]) -> ImplausibleShot? {
        for (earlier, later) in zip(path, path.dropFirst()) {
            guard later.timeSeconds > earlier.timeSeconds else { return .repeatedTime(seconds: later.timeSeconds) }
            if later.distanceFeet - earlier.distanceFeet > longestUnseenStretchFeet {
                return .unseenStretch(fromFeet: earlier.distanceFeet, toFeet: later.distanceFeet)
            }
        }
        return nil
    }
}

/// Why a track's figures cannot be a real shot (see `ShotPlausibility`), or are too uncertain to be shown as one
/// (`ShotUncertainty`).
public enum ImplausibleShot: Equatable, Sendable, CustomStringConvertible {
    /// The average speed is outside `ShotPlausibility.averageSpeedMph`.
    case speed(mph: Double)
    /// The entry angle is steeper than `ShotPlausibility.largestEntryAngleDegrees`.
    case entryAngle(degrees: Double)
    /// A fitted board lies beyond the lane and its gutters.
    case offLane(board: Double, distanceFeet: Double)
    /// The speed at release or at the pins is far from the average: the track's times and distances disagree.
    case speedsDisagree(releaseMph: Double, averageMph: Double, entryMph: Double)
    /// Two points of the track share one instant: frames counted twice.
    case repeatedTime(seconds: Double)
    /// The ball crossed this stretch of the lane without being seen.
    case unseenStretch(fromFeet: Double, toFeet: Double)
    /// A metric's ± (`ShotUncertainty`) is over its limit: the track is too unreliable for the figure to mean much.
    case uncertain(ShotUncertainty.Metric, value: Double, plusOrMinus: Double)

    public var description: String {
        switch self {
        case .speed(let mph): "an average speed of \(oneDecimal(mph)) mph is not a bowling shot"
        case .entryAngle(let degrees): "an entry angle of \(oneDecimal(degrees))° is not a bowling shot"
        case .offLane(let board, let feet): "board \(oneDecimal(board)) at \(oneDecimal(feet)) ft is off the lane"
        case .speedsDisagree(let release, let average, let entry):
            "a release speed of \(oneDecimal(release)) mph and \(oneDecimal(entry)) mph at the pins do not fit an "
                + "average of \(oneDecimal(average)) mph"
        case .repeatedTime(let seconds): "two points of the track at \(oneDecimal(seconds)) s"
        case .unseenStretch(let from, let to):
            "the ball was not seen from \(oneDecimal(from)) ft to \(oneDecimal(to)) ft"
        case .uncertain(let metric, let value, let plusOrMinus):
            "\(metric.phrase(value: value, uncertainty: plusOrMinus)), too uncertain to show"
        }
    }
}
