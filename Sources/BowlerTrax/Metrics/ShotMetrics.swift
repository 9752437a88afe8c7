import Foundation

/// A shot's measurements, every board in the bowler's own numbering.
public struct ShotMetrics: Equatable, Sendable, Codable {
    /// 60 ft divided by the time between the ball's contact point crossing the foul line (0 ft) and the head pin's
    /// line (60 ft), mph. Both crossing times come from a quadratic fit of distance over time around each line.
    public var averageSpeedMph: Double
    /// The contact point's speed (forward and lateral) as it crosses the foul line, mph, from the same fit.
    public var releaseSpeedMph: Double
    /// The contact point's speed (forward and lateral) as it crosses 60 ft, mph.
    public var entrySpeedMph: Double
    /// The board the contact point is on at the arrows (15 ft), from a quadratic fit of board over distance, 8-22 ft.
    public var arrowsBoard: Double
    /// The board furthest toward the hand-side gutter (the path's minimum board), and where it is, feet; from a
    /// quadratic fit around the smallest smoothed board.
    public var breakpointBoard: Double
    public var breakpointDistanceFeet: Double
    /// The board at the head pin's line (60 ft), from a cubic fit of board over distance from 38 ft on.
    public var entryBoard: Double
    /// atan(lateral velocity / forward velocity) at 60 ft, degrees, from the same fit: positive when the board number
    /// grows (toward the pocket on a hook).
    public var entryAngleDegrees: Double
    /// Revolutions per minute from the marker's period, nil when no marker could be seen (never estimated otherwise).
    public var revRateRpm: Double?
    /// The estimate of `StrikeEstimate` (0...1).
    public var strikeProbability: Double
    public var pocket: PocketHit
    /// The contact point's path for drawing, one point per tracked frame.
    public var path: [TrackedPoint]
}

/// Why metrics could not be computed from a track.
public enum MetricsProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The ball was never found.
    case ballNotDetected
    /// The track does not cover the foul line to the head pin.
    case trackIncomplete(firstFeet: Double, lastFeet: Double)
    /// The track covers the lane, but what it measures is no bowling shot (`ShotPlausibility`): it was not the ball.
    case implausible(ImplausibleShot)

    public var description: String {
        switch self {
        case .ballNotDetected:
            return "Can't detect your ball. Make sure it's visible and well-lit."
        case .trackIncomplete(let first, let last):
            return
                "Lost track of the ball. Try adjusting camera position. (Tracked from \(String(format: "%.1f", first)) ft "
                + "to \(String(format: "%.1f", last)) ft; a shot needs the foul line to the head pin.)"
        case .implausible(let reason):
            return "Lost track of the ball. Try adjusting camera position. (The track measured \(reason).)"
        }
    }

    /// The spec's message key for the copy catalog.
    public var copyKey: String {
        switch self {
        case .ballNotDetected: "bowlertrax.tracking.ballNotDetected"
        case .trackIncomplete, .implausible: "bowlertrax.tracking.lost"
        }
    }
}

extension ShotMetrics {
    static let mphPerFootPerSecond = 3600.0 / 5280.0
    /// How far past each end the track must reach for the crossing fits, feet.
    static let coverageSlackFeet = 3.0

    /// Computes the metrics from a track of contact points (any order) and the rev rate from the marker signal; a track
    /// that does not cover the lane, or whose figures no ball could have (`ShotPlausibility`), is refused.
    public init(path unsorted: [TrackedPoint], revRateRpm: Double?) throws(MetricsProblem) {
        guard !unsorted.isEmpty else { throw .ballNotDetected }
        let path = Self.removingOutliers(unsorted.sorted { $0.timeSeconds < $1.timeSeconds })
        let first = path.map(\.distanceFeet).min() ?? 0
        let last = path.map(\.distanceFeet).max() ?? 0
        guard path.count >= 8, first <= Self.coverageSlackFeet,
            last >= Lane.foulLineToHeadPinFeet - Self.coverageSlackFeet
        else { throw .trackIncomplete(firstFeet: first, lastFeet: last) }
        // A track that reaches the head pin before it leaves the foul line (the frames out of order) is no shot.
        guard let release = Self.crossing(path, at: 0, window: -4...12),
            let entry = Self.crossing(path, at: Lane.foulLineToHeadPinFeet, window: 46...64), entry.time > release.time
        else { throw .trackIncomplete(firstFeet: first, lastFeet: last) }
        let byDistance = path.sorted { $0.distanceFeet < $1.distanceFeet }
        guard let arrows = Self.boardFit(byDistance, window: 8...22, degree: 2, center: Lane.arrowsDistanceFeet),
            let end = Self.boardFit(byDistance, window: 38...64, degree: 3, center: Lane.foulLineToHeadPinFeet)
        else { throw .trackIncomplete(firstFeet: first, lastFeet: last) }
        let breakpoint = Self.breakpoint(byDistance)
        averageSpeedMph = Lane.foulLineToHeadPinFeet / (entry.time - release.time) * Self.mphPerFootPerSecond
        releaseSpeedMph = release.speed * Self.mphPerFootPerSecond
        entrySpeedMph = entry.speed * Self.mphPerFootPerSecond
        arrowsBoard = arrows.value(at: Lane.arrowsDistanceFeet)
        entryBoard = end.value(at: Lane.foulLineToHeadPinFeet)
        entryAngleDegrees = atan(end.slope(at: Lane.foulLineToHeadPinFeet) * Lane.boardWidthFeet) * 180 / .pi
        breakpointBoard = breakpoint.board
        breakpointDistanceFeet = breakpoint.distance
        self.revRateRpm = revRateRpm
        strikeProbability = StrikeEstimate.probability(entryBoard: entryBoard, entryAngleDegrees: entryAngleDegrees)
        pocket = PocketHit(entryBoard: entryBoard)
        self.path = path
        if let reason = ShotPlausibility.problem(of: self, path: path) { throw .implausible(reason) }
    }

    /// Drops points whose distance is far from a smooth fit of the whole track (a wrong blob for a frame).
    static func removingOutliers(_ path: [TrackedPoint]) -> [TrackedPoint] {
        guard path.count >= 12, let start = path.first?.timeSeconds,
            let fit = PolynomialFit(x: path.map(\.timeSeconds), y: path.map(\.distanceFeet), degree: 3, center: start)
        else { return path }
        let residuals = path.map { abs($0.distanceFeet - fit.value(at: $0.timeSeconds)) }
        let median = residuals.sorted()[residuals.count / 2]
        let limit = max(1.5, 6 * median)
        return zip(path, residuals).filter { $0.1 <= limit }.map(\.0)
    }

    /// When the contact point crosses `distance`, and its speed there (feet per second, forward and lateral).
    static func crossing(
        _ path: [TrackedPoint], at distance: Double,
        window: ClosedRange<Double>
    ) -> (time: Double, speed: Double)? {
        let near = path.filter { window.contains($0.distanceFeet) }
        guard near.count >= 4,
            let nearest = near.min(by: { abs($0.distanceFeet - distance) < abs($1.distanceFeet - distance) })
        else { return nil }
        let times = near.map(\.timeSeconds)
        guard
            let forward = PolynomialFit(x: times, y: near.map(\.distanceFeet), degree: 2, center: nearest.timeSeconds),
            let lateral = PolynomialFit(
                x: times, y: near.map { $0.board * Lane.boardWidthFeet }, degree: 2,
                center: nearest.timeSeconds),
            let time = forward.solve(for: distance, from: nearest.timeSeconds)
        else { return nil }
        let vx = lateral.slope(at: time)
        let vy = forward.slope(at: time)
        return (time, (vx * vx + vy * vy).squareRoot())
    }

    /// Board as a polynomial of distance over the points inside `window`.
    static func boardFit(
        _ byDistance: [TrackedPoint], window: ClosedRange<Double>, degree: Int,
        center: Double
    ) -> PolynomialFit? {
        let near = byDistance.filter { window.contains($0.distanceFeet) }
        return PolynomialFit(x: near.map(\.distanceFeet), y: near.map(\.board), degree: degree, center: center)
    }

    /// The path's minimum board: the smallest board of a 5 ft running quadratic fit, refined by a quadratic fit over
    /// ±8 ft around it; the lane's first or last point when the minimum is at an end.
    static func breakpoint(_ byDistance: [TrackedPoint]) -> (board: Double, distance: Double) {
        var best = (board: Double.infinity, distance: 0.0)
        for distance in stride(from: 0.0, through: Lane.foulLineToHeadPinFeet, by: 1.0) {
            guard
                let fit = boardFit(byDistance, window: (distance - 2.5)...(distance + 2.5), degree: 2, center: distance)
            else { continue }
            let board = fit.value(at: distance)
            if board < best.board { best = (board, distance) }
        }
        guard best.board.isFinite else { return (byDistance.first?.board ?? 0, byDistance.first?.distanceFeet ?? 0) }
        let window = max(0, best.distance - 8)...min(Lane.foulLineToHeadPinFeet, best.distance + 8)
        if let fit = boardFit(byDistance, window: window, degree: 2, center: best.distance), fit.coefficients[2] > 0 {
            let vertex = best.distance - fit.coefficients[1] / (2 * fit.coefficients[2])
            if window.contains(vertex) { return (fit.value(at: vertex), vertex) }
        }
        return best
    }
}
