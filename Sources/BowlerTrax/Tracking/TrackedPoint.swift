import BowlerTraxVision

/// The ball's contact point at one instant, in the bowler's board numbering.
public struct TrackedPoint: Equatable, Sendable {
    /// Seconds from the clip's first frame.
    public var timeSeconds: Double
    public var board: Double
    public var distanceFeet: Double

    public init(timeSeconds: Double, board: Double, distanceFeet: Double) {
        self.timeSeconds = timeSeconds
        self.board = board
        self.distanceFeet = distanceFeet
    }
}

extension LaneCalibration {
    /// The lane position under the ball in one observation: the silhouette's centre corrected for the ball's height
    /// (`CameraModel.pointUnderBall(floor:)`), not the centre mapped as if it lay on the lane.
    public func trackedPoint(_ observation: BallObservation, framesPerSecond: Double, hand: Hand) -> TrackedPoint? {
        guard let floor = lanePoint(at: ImagePoint(x: observation.centerX, y: observation.centerY)) else { return nil }
        let lane = camera.pointUnderBall(floor: floor)
        let position = Lane.position(of: lane, hand: hand)
        return TrackedPoint(
            timeSeconds: Double(observation.frameIndex) / framesPerSecond, board: position.board,
            distanceFeet: position.distanceFeet)
    }
}

// The JSON of the server and the tool; the page's WebAssembly (Embedded Swift) has no Codable.
#if !hasFeature(Embedded)
    extension TrackedPoint: Codable {}
#endif
