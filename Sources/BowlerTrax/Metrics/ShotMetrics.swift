import BowlerTraxVision

/// A shot's measurements, every board in the bowler's own numbering.
public struct ShotMetrics: Equatable, Sendable {
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
    /// The board at the head pin's line (60 ft), from a cubic fit of board over distance from 38 ft to where the ball
    /// first touches the head pin (`Lane.headPinContactFeet`; past it, among the pins, the track is no longer the
    /// ball's own path), refitted without its stray points (`trimmedBoardFit`).
    public var entryBoard: Double
    /// atan(lateral velocity / forward velocity) at 60 ft, degrees, from the same fit: positive when the board number
    /// grows (toward the pocket on a hook).
    public var entryAngleDegrees: Double
    /// Revolutions per minute from the period of the pattern turning with the ball (finger holes, a marker, a swirl),
    /// nil when none could be seen (never estimated otherwise).
    public var revRateRpm: Double?
    /// Why `revRateRpm` is nil (nil on shots stored before the reason was kept).
    public var revRateUnavailable: RevRateUnavailable?
    /// The estimate of `StrikeEstimate` (0...1).
    public var strikeProbability: Double
    public var pocket: PocketHit
    /// The contact point's path for drawing, one point per tracked frame.
    public var path: [TrackedPoint]
    /// Each metric's ±: the track's fits' part alone from `init(path:revRateRpm:)`, with the calibration's part
    /// added by `ShotAnalyzer.metrics(of:calibration:framesPerSecond:hand:)`; nil on shots stored before it was
    /// measured.
    public var uncertainty: ShotUncertainty?
}

/// Why metrics could not be computed from a track.
public enum MetricsProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The ball was never found.
    case ballNotDetected
    /// The track does not cover the foul line to the head pin.
    case trackIncomplete(firstFeet: Double, lastFeet: Double)
    /// The track covers the lane, but what it measures is no bowling shot (`ShotPlausibility`): it was not the ball;
    /// or a metric is too uncertain to show (`ShotUncertainty`): the track is unreliable.
    case implausible(ImplausibleShot)

    public var description: String {
        switch self {
        case .ballNotDetected:
            return "Can't detect your ball. Make sure it's visible and well-lit."
        case .trackIncomplete(let first, let last):
            return
                "Lost track of the ball. Try adjusting camera position. (Tracked from \(oneDecimal(first)) ft "
                + "to \(oneDecimal(last)) ft; a shot needs the foul line to the head pin.)"
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
    /// How far from the foul line the track must start, feet: the bowler's legs may hide the ball, or merge with it,
    /// for its first feet on the lane; the release crossing is then fitted from the track's first 12 ft.
    static let releaseSlackFeet = 5.0
    /// How close to the head pin the track must reach, feet.
    static let entrySlackFeet = 3.0

    /// Computes the metrics from a track of contact points (any order) and the rev rate from the pattern signal, with
    /// the fits' part of their uncertainty; a track that does not cover the lane, or whose figures no ball could have
    /// (`ShotPlausibility`), is refused.
    public init(path unsorted: [TrackedPoint], revRateRpm: Double?) throws(MetricsProblem) {
        try self.init(unchecked: unsorted, revRateRpm: revRateRpm)
        if let reason = ShotPlausibility.problem(of: self, path: path) { throw .implausible(reason) }
    }

    /// The metrics of a track that covers the lane, plausible or not: how they respond to a change of calibration
    /// (`ShotUncertainty.calibrationPart`) is wanted even for a shot near a plausibility limit.
    init(unchecked unsorted: [TrackedPoint], revRateRpm: Double?) throws(MetricsProblem) {
        guard !unsorted.isEmpty else { throw .ballNotDetected }
        let path = Self.removingOutliers(Self.fromRelease(unsorted.sorted { $0.timeSeconds < $1.timeSeconds }))
        let first = path.map({ $0.distanceFeet }).min() ?? 0
        let last = path.map({ $0.distanceFeet }).max() ?? 0
        guard path.count >= 8, first <= Self.releaseSlackFeet,
            last >= Lane.foulLineToHeadPinFeet - Self.entrySlackFeet
        else { throw .trackIncomplete(firstFeet: first, lastFeet: last) }
        // A track that reaches the head pin before it leaves the foul line (the frames out of order) is no shot.
        guard let release = Self.crossing(path, at: 0, window: -4...12),
            let entry = Self.crossing(path, at: Lane.foulLineToHeadPinFeet, window: 46...64), entry.time > release.time
        else { throw .trackIncomplete(firstFeet: first, lastFeet: last) }
        let byDistance = path.sorted { $0.distanceFeet < $1.distanceFeet }
        guard let arrows = Self.boardFit(byDistance, window: 8...22, degree: 2, center: Lane.arrowsDistanceFeet),
            let end = Self.trimmedBoardFit(
                byDistance, window: 38...Lane.headPinContactFeet, degree: 3, center: Lane.foulLineToHeadPinFeet)
        else { throw .trackIncomplete(firstFeet: first, lastFeet: last) }
        let breakpoint = Self.breakpoint(byDistance, singlePointBoardError: arrows.residualVariance.squareRoot())
        averageSpeedMph = Lane.foulLineToHeadPinFeet / (entry.time - release.time) * Self.mphPerFootPerSecond
        releaseSpeedMph = release.speed * Self.mphPerFootPerSecond
        entrySpeedMph = entry.speed * Self.mphPerFootPerSecond
        arrowsBoard = arrows.value(at: Lane.arrowsDistanceFeet)
        entryBoard = end.value(at: Lane.foulLineToHeadPinFeet)
        let entrySlope = end.slope(at: Lane.foulLineToHeadPinFeet) * Lane.boardWidthFeet
        entryAngleDegrees = Elementary.arctangent(entrySlope) * 180 / .pi
        breakpointBoard = breakpoint.board
        breakpointDistanceFeet = breakpoint.distance
        self.revRateRpm = revRateRpm
        strikeProbability = StrikeEstimate.probability(entryBoard: entryBoard, entryAngleDegrees: entryAngleDegrees)
        pocket = PocketHit(entryBoard: entryBoard)
        self.path = path
        // Speed = 60 ft / Δt, Δt from two independent crossings; angle = atan(slope), d/ds atan s = 1 / (1 + s²).
        let timeError = (release.timeError * release.timeError + entry.timeError * entry.timeError).squareRoot()
        uncertainty = ShotUncertainty(
            averageSpeedMph: averageSpeedMph * timeError / (entry.time - release.time),
            entryAngleDegrees: end.slopeStandardError(at: Lane.foulLineToHeadPinFeet) * Lane.boardWidthFeet
                / (1 + entrySlope * entrySlope) * 180 / .pi,
            entryBoard: end.valueStandardError(at: Lane.foulLineToHeadPinFeet),
            arrowsBoard: arrows.valueStandardError(at: Lane.arrowsDistanceFeet),
            breakpointBoard: breakpoint.boardError, breakpointDistanceFeet: breakpoint.distanceError)
    }

    /// The track from the ball's release on: leading points that barely move down the lane (under half the median
    /// speed of the first 20 ft, point to point) are the ball still in the bowler's hand, swinging forward and down
    /// so that it seems to stand at the foul line, and are dropped; so are the points before the track joins the
    /// roll (`afterLanding`).
    static func fromRelease(_ path: [TrackedPoint]) -> [TrackedPoint] {
        var speeds: [Double] = []
        for index in path.indices.dropLast() where path[index].distanceFeet <= 20 {
            let elapsed = path[index + 1].timeSeconds - path[index].timeSeconds
            if elapsed > 0 { speeds.append((path[index + 1].distanceFeet - path[index].distanceFeet) / elapsed) }
        }
        guard speeds.count >= 6 else { return path }
        let median = speeds.sorted()[speeds.count / 2]
        var start = 0
        while start < min(speeds.count, path.count / 4) && speeds[start] < median / 2 { start += 1 }
        let released = Array(path[start...])
        return Array(released[afterLanding(released)...])
    }

    /// Where a track's first feet join the roll: a straight line of distance over time through the points from 3 to
    /// 15 ft (the ball rolling, its slowing negligible over 12 ft), and the index after the last point before 3 ft
    /// that is off that line by more than 0.3 ft or four times its scatter. Those points are the ball in the air: still
    /// in the hand, or lofted over the foul line, where the point on the lane straight below it (the contact point
    /// the tracker assumes) is not where it is; the release is then fitted from the roll.
    static func afterLanding(_ path: [TrackedPoint]) -> Int {
        let rolling = path.filter { (3...15).contains($0.distanceFeet) }
        guard rolling.count >= 6, path.count >= 12, let origin = rolling.first?.timeSeconds,
            let line = PolynomialFit(
                x: rolling.map({ $0.timeSeconds }), y: rolling.map({ $0.distanceFeet }), degree: 1, center: origin)
        else { return 0 }
        let limit = max(0.3, 4 * line.residualVariance.squareRoot())
        var start = 0
        for index in path.indices.prefix(path.count / 4) where path[index].distanceFeet < 3 {
            if abs(path[index].distanceFeet - line.value(at: path[index].timeSeconds)) > limit { start = index + 1 }
        }
        return start
    }

    /// Drops points whose distance is far from a smooth fit of the whole track (a wrong blob for a frame).
    static func removingOutliers(_ path: [TrackedPoint]) -> [TrackedPoint] {
        guard path.count >= 12, let start = path.first?.timeSeconds,
            let fit = PolynomialFit(
                x: path.map({ $0.timeSeconds }), y: path.map({ $0.distanceFeet }), degree: 3, center: start)
        else { return path }
        let residuals = path.map { abs($0.distanceFeet - fit.value(at: $0.timeSeconds)) }
        let median = residuals.sorted()[residuals.count / 2]
        let limit = max(1.5, 6 * median)
        return zip(path, residuals).filter { $0.1 <= limit }.map { $0.0 }
    }

    /// When the contact point crosses `distance`, that time's standard error, and its speed there (feet per second,
    /// forward and lateral).
    static func crossing(
        _ path: [TrackedPoint], at distance: Double,
        window: ClosedRange<Double>
    ) -> (time: Double, timeError: Double, speed: Double)? {
        let near = path.filter { window.contains($0.distanceFeet) }
        guard near.count >= 4,
            let nearest = near.min(by: { abs($0.distanceFeet - distance) < abs($1.distanceFeet - distance) })
        else { return nil }
        let times = near.map({ $0.timeSeconds })
        guard
            let forward = PolynomialFit(
                x: times, y: near.map({ $0.distanceFeet }), degree: 2, center: nearest.timeSeconds),
            let lateral = PolynomialFit(
                x: times, y: near.map { $0.board * Lane.boardWidthFeet }, degree: 2,
                center: nearest.timeSeconds),
            let time = forward.solve(for: distance, from: nearest.timeSeconds)
        else { return nil }
        let vx = lateral.slope(at: time)
        let vy = forward.slope(at: time)
        return (time, forward.crossingStandardError(at: time), (vx * vx + vy * vy).squareRoot())
    }

    /// Board as a polynomial of distance over the points inside `window` (`byDistance` in order of distance).
    static func boardFit(
        _ byDistance: [TrackedPoint], window: ClosedRange<Double>, degree: Int,
        center: Double
    ) -> PolynomialFit? {
        let near = within(byDistance, window)
        return PolynomialFit(
            x: near.map({ $0.distanceFeet }), y: near.map({ $0.board }), degree: degree, center: center)
    }

    /// The points of `byDistance` (in order of distance) inside `window`, found by halving: the breakpoint's 61
    /// running fits each take their 5 ft without reading the whole track.
    static func within(_ byDistance: [TrackedPoint], _ window: ClosedRange<Double>) -> ArraySlice<TrackedPoint> {
        func firstIndex(where isPast: (Double) -> Bool) -> Int {
            var low = 0
            var high = byDistance.count
            while low < high {
                let middle = (low + high) / 2
                if isPast(byDistance[middle].distanceFeet) { high = middle } else { low = middle + 1 }
            }
            return low
        }
        let start = firstIndex { $0 >= window.lowerBound }
        let end = firstIndex { $0 > window.upperBound }
        return byDistance[start..<max(start, end)]
    }

    /// `boardFit`, refitted twice without the points off it by more than three times the scatter of its points
    /// (1.4826 times their median absolute residual, a standard deviation that the points off it do not inflate) or
    /// 0.15 board, whichever is more. Near the pins a ball seen from a low camera overlaps the pins and the deck in the
    /// image, and its last points stray by a board or two; unweighted, the few of them swing the cubic's slope at the
    /// head pin by up to 1.5°.
    static func trimmedBoardFit(
        _ byDistance: [TrackedPoint], window: ClosedRange<Double>, degree: Int, center: Double
    ) -> PolynomialFit? {
        var near = Array(within(byDistance, window))
        guard
            var fit = PolynomialFit(
                x: near.map({ $0.distanceFeet }), y: near.map({ $0.board }), degree: degree, center: center)
        else { return nil }
        for _ in 0..<2 {
            let residuals = near.map { abs($0.board - fit.value(at: $0.distanceFeet)) }
            let scatter = 1.4826 * residuals.sorted()[residuals.count / 2]
            let limit = max(3 * scatter, 0.15)
            let kept = zip(near, residuals).filter { $0.1 <= limit }.map { $0.0 }
            guard kept.count < near.count,
                let refit = PolynomialFit(
                    x: kept.map({ $0.distanceFeet }), y: kept.map({ $0.board }), degree: degree, center: center)
            else { break }
            near = kept
            fit = refit
        }
        return fit
    }

    /// The path's breakpoint and the standard errors of its board and distance.
    struct Breakpoint {
        var board: Double
        var distance: Double
        var boardError: Double
        var distanceError: Double
    }

    /// The running fit's step, feet: a breakpoint on it is known to a uniform ±step / 2, a standard error of
    /// step / √12.
    static let breakpointStepFeet = 1.0

    /// The path's minimum board: the smallest board of a 5 ft running quadratic fit, refined by a quadratic fit over
    /// ±8 ft around it (the vertex b₀ − b₁² / 4b₂ at −b₁ / 2b₂, its errors from the fit's); the running fit's minimum
    /// when the refinement's vertex falls outside its window (its board's error the running fit's); the track's first
    /// point when no stretch has points enough for a fit (one point's scatter, `singlePointBoardError`).
    static func breakpoint(_ byDistance: [TrackedPoint], singlePointBoardError: Double) -> Breakpoint {
        let stepError = breakpointStepFeet / 12.0.squareRoot()
        var lowest: (fit: PolynomialFit, distance: Double, board: Double)?
        for distance in stride(from: 0.0, through: Lane.foulLineToHeadPinFeet, by: breakpointStepFeet) {
            guard
                let fit = boardFit(byDistance, window: (distance - 2.5)...(distance + 2.5), degree: 2, center: distance)
            else { continue }
            let board = fit.value(at: distance)
            if board < lowest?.board ?? .infinity { lowest = (fit, distance, board) }
        }
        // The standard error of the lowest running fit alone: the others' are never read.
        let best = lowest.map {
            Breakpoint(
                board: $0.board, distance: $0.distance, boardError: $0.fit.valueStandardError(at: $0.distance),
                distanceError: stepError)
        }
        guard let best else {
            return Breakpoint(
                board: byDistance.first?.board ?? 0, distance: byDistance.first?.distanceFeet ?? 0,
                boardError: singlePointBoardError, distanceError: stepError)
        }
        let window = max(0, best.distance - 8)...min(Lane.foulLineToHeadPinFeet, best.distance + 8)
        if let fit = boardFit(byDistance, window: window, degree: 2, center: best.distance), fit.coefficients[2] > 0 {
            let (b1, b2) = (fit.coefficients[1], fit.coefficients[2])
            let vertex = best.distance - b1 / (2 * b2)
            if window.contains(vertex) {
                return Breakpoint(
                    board: fit.value(at: vertex), distance: vertex,
                    boardError: fit.standardError(of: [1, -b1 / (2 * b2), b1 * b1 / (4 * b2 * b2)]),
                    distanceError: fit.standardError(of: [0, -1 / (2 * b2), b1 / (2 * b2 * b2)]))
            }
        }
        return best
    }
}

// The JSON of the server and the tool; the page's WebAssembly (Embedded Swift) has no Codable.
#if !hasFeature(Embedded)
    extension ShotMetrics: Codable {}
#endif
