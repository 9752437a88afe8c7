import BowlerTraxVision

/// The ball's contact point at one instant, in the bowler's board numbering.
public struct TrackedPoint: Equatable, Sendable, Codable {
    /// Seconds from the clip's first frame.
    public var timeSeconds: Double
    public var board: Double
    public var distanceFeet: Double
}

extension LaneCalibration {
    /// The lane position under the ball in one observation: the ray through the silhouette's centre meets the plane a
    /// ball radius above the lane (the centre corrected for the ball's height); the contact pixel through the floor
    /// homography if that fails.
    public func trackedPoint(_ observation: BallObservation, framesPerSecond: Double, hand: Hand) -> TrackedPoint? {
        let lane = camera.contactPoint(ofBallCenteredAt: ImagePoint(x: observation.centerX, y: observation.centerY))
            ?? lanePoint(at: ImagePoint(x: observation.contactX, y: observation.contactY))
        guard let lane else { return nil }
        let position = Lane.position(of: lane, hand: hand)
        return TrackedPoint(timeSeconds: Double(observation.frameIndex) / framesPerSecond, board: position.board,
                            distanceFeet: position.distanceFeet)
    }
}
