import BowlerTraxVision

/// Tracks one shot through a clip's frames and computes its metrics: the per-frame tracker, the lane mapping, the
/// metrics and the rev rate, with nothing held per frame but the ball's observation.
///
/// ```swift
/// var analyzer = ShotAnalyzer(calibration: calibration, ballColor: .preset(.purple), hand: .right,
///                             framesPerSecond: 240)
/// while analyzer.wantsMoreFrames, let frame = nextFrame() { analyzer.process(frame: frame) }
/// let metrics = try analyzer.metrics()
/// ```
public struct ShotAnalyzer {
    public let calibration: LaneCalibration
    public let hand: Hand
    public let framesPerSecond: Double
    public private(set) var tracker: BallTracker
    public private(set) var framesProcessed = 0

    /// Frames are the whole image, or only `window` of it (`LaneCalibration.trackingWindow`, cropped by the decoder).
    public init(
        calibration: LaneCalibration, ballColor: BallColorChoice, hand: Hand, framesPerSecond: Double,
        bytesPerPixel: Int = 3, window: PixelWindow? = nil
    ) {
        self.calibration = calibration
        self.hand = hand
        self.framesPerSecond = framesPerSecond
        let setup = calibration.trackerSetup(
            bytesPerPixel: bytesPerPixel, framesPerSecond: framesPerSecond, window: window)
        tracker = BallTracker(setup: setup, color: ballColor.trackingModel)
    }

    /// False once the ball has reached the pins or been lost: the rest of the clip is not needed.
    public var wantsMoreFrames: Bool { tracker.state == .searching || tracker.state == .tracking }

    /// Feeds the next frame (interleaved RGB or RGBA as set up, top-left first; the window's pixels when windowed).
    public mutating func process(frame: [UInt8]) {
        let index = framesProcessed
        framesProcessed += 1
        frame.withUnsafeBufferPointer { _ = tracker.process(frame: $0, frameIndex: index) }
    }

    /// The boards a ball's contact point can be on: the lane's 39 and the gutters beside it (9.25 in, 8.4 boards).
    static let boardsOnLane = -8.5...48.5
    /// The distances a ball's contact point can be at: the approach's last 15 ft to the pit's edge (63 ft).
    static let distancesOnLane = -15.0...63.0

    /// The shot's metrics; `MetricsProblem` (with the spec's messages) when the ball was not found or was lost.
    public func metrics() throws(MetricsProblem) -> ShotMetrics {
        try Self.metrics(
            of: tracker.observations, calibration: calibration, framesPerSecond: framesPerSecond, hand: hand)
    }

    /// The metrics of image observations under a calibration (the same track measured with other taps, say), each
    /// with its uncertainty (`ShotUncertainty`: the fits' part and the calibration's); a shot whose uncertainty is
    /// over a limit is refused as `.implausible(.uncertain(...))`.
    public static func metrics(
        of observations: [BallObservation], calibration: LaneCalibration,
        framesPerSecond: Double, hand: Hand
    ) throws(MetricsProblem) -> ShotMetrics {
        let (path, distances) = trackedPath(
            of: observations, calibration: calibration, framesPerSecond: framesPerSecond, hand: hand)
        guard !path.isEmpty else { throw .ballNotDetected }
        var metrics = try ShotMetrics(path: path, revRateRpm: nil)
        // The rev rate from the roll on (the metrics' path starts there): a ball still in the hand, or in the air over
        // the foul line, turns with the bowler's arm, not at its rev rate.
        let rollStart = (metrics.path.first?.timeSeconds ?? 0) * framesPerSecond - 0.5
        let revRate = RevRateEstimator.revRate(
            observations: observations.filter { Double($0.frameIndex) >= rollStart }, distances: distances,
            framesPerSecond: framesPerSecond)
        metrics.revRateRpm = try? revRate.get()
        if case .failure(let reason) = revRate { metrics.revRateUnavailable = reason }
        let calibrationPart = ShotUncertainty.calibrationPart(of: metrics, calibration: calibration) { moved in
            let (path, _) = trackedPath(
                of: observations, calibration: moved, framesPerSecond: framesPerSecond, hand: hand)
            return try? ShotMetrics(unchecked: path, revRateRpm: nil)
        }
        let uncertainty = metrics.uncertainty.map { $0.combined(with: calibrationPart) } ?? calibrationPart
        if let reason = uncertainty.problem(of: metrics) { throw .implausible(reason) }
        metrics.uncertainty = uncertainty
        return metrics
    }

    /// How far a silhouette's radius may stray from the one the calibration expects where it is, as a share of it,
    /// for its centre to be measured.
    static let ballSizeTolerance = 0.15

    /// The observations whose silhouette is the ball's size, when three in four are (else all of them). One that is
    /// not has merged with something of the ball's colour (the pins behind it, its mirror image in the oil) or lost
    /// part of itself (behind a pin, a leg, in a dark stretch): its centre is off by a pixel or two, which near the
    /// pins is a foot down the lane and, where the ball hooks into the pocket, most of a board. On the 60 fps swirl
    /// shot filmed from 18 ft back and 6 ft up, two such frames in front of the white pins turned the entry angle by
    /// 0.8° and the entry board by half a board.
    static func ballSized(_ observations: [BallObservation]) -> [BallObservation] {
        let sized = observations.filter { abs($0.radius / $0.expectedRadius - 1) <= ballSizeTolerance }
        return sized.count * 4 >= observations.count * 3 ? sized : observations
    }

    /// The observations' lane points under `calibration`, and each one's distance by frame index (for the rev rate).
    static func trackedPath(
        of observations: [BallObservation], calibration: LaneCalibration,
        framesPerSecond: Double, hand: Hand
    ) -> (path: [TrackedPoint], distances: [Int: Double]) {
        // A point off the lane (beyond its gutters, before the approach or past the pit) is not the ball; the share
        // of ball-sized observations is taken among the others.
        let onLane = observations.compactMap { observation -> (BallObservation, TrackedPoint)? in
            guard let point = calibration.trackedPoint(observation, framesPerSecond: framesPerSecond, hand: hand),
                Self.boardsOnLane.contains(point.board), Self.distancesOnLane.contains(point.distanceFeet)
            else { return nil }
            return (observation, point)
        }
        let sized = Set(ballSized(onLane.map { $0.0 }).map { $0.frameIndex })
        var path: [TrackedPoint] = []
        var distances: [Int: Double] = [:]
        for (observation, point) in onLane where sized.contains(observation.frameIndex) {
            path.append(point)
            distances[observation.frameIndex] = point.distanceFeet
        }
        return (path, distances)
    }
}
