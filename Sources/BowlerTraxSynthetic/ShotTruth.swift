/// A continuous pixel position: the image's top-left corner is (0, 0), pixel (i, j)'s centre is (i + 0.5, j + 0.5).
public struct PixelPoint: Sendable, Codable, Equatable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A point on the lane: continuous board in the bowler's numbering (board n's centre is n, the lane's centre 20) and
/// feet down the lane from the foul line (negative on the approach).
public struct LanePosition: Sendable, Codable, Equatable {
    public var board: Double
    public var distanceFeet: Double

    public init(board: Double, distanceFeet: Double) {
        self.board = board
        self.distanceFeet = distanceFeet
    }
}

/// The image positions of the calibration taps, as exact projections of lane points: the centre arrow (board 20 at
/// 15 ft), the foul line's right and left edges as seen in the image (the lane's edges at 0 ft), the head pin (board 20
/// at 60 ft).
public struct CalibrationTaps: Sendable, Codable, Equatable {
    public var centerArrow: PixelPoint
    public var foulLineRight: PixelPoint
    public var foulLineLeft: PixelPoint
    public var headPin: PixelPoint
}

/// The ball in one frame.
public struct FrameTruth: Sendable, Codable, Equatable {
    public var index: Int
    /// Seconds after the ball's contact point crossed the foul line (negative before).
    public var timeSeconds: Double
    /// The exact projection of the ball's contact point with the lane.
    public var contactPoint: PixelPoint
    /// The exact projection of the ball's centre (4.25 in above the contact point).
    public var ballCenter: PixelPoint
    /// Where the contact point is on the lane.
    public var lanePosition: LanePosition
    /// focal length · tan(the ball's angular radius): the silhouette's radius where it would appear at the image centre
    /// (off-centre the silhouette is an ellipse slightly elongated away from the image centre).
    public var projectedRadiusPixels: Double
    /// The contact point is between the foul line and the head pin (0...60 ft).
    public var isOnLane: Bool
    /// Some of the ball is inside the image.
    public var isVisible: Bool
    /// The ball's rotation since the foul line, degrees (360 per revolution).
    public var ballRotationDegrees: Double
}

/// The camera the frames were rendered with: an ideal pinhole (square pixels, no distortion, no roll).
///
/// In the lane's frame (feet; x from the lane's centre line toward the image's right, y down the lane from the foul
/// line, z up) the camera looks along forward = (sin pan·cos pitch, cos pan·cos pitch, −sin pitch), with
/// right = (cos pan, −sin pan, 0) and down = forward × right; a point p appears at
/// principalPoint + focalLengthPixels · ((p − c)·right, (p − c)·down) / ((p − c)·forward), c the camera's position.
public struct CameraTruth: Sendable, Codable, Equatable {
    public var imageWidth: Int
    public var imageHeight: Int
    public var focalLengthPixels: Double
    public var principalPoint: PixelPoint
    /// Feet from the lane's centre line toward the image's right.
    public var lateralFeet: Double
    /// Feet down the lane from the foul line (negative: behind it).
    public var distanceFeet: Double
    public var heightFeet: Double
    /// Turn to the right from looking straight down the lane, degrees.
    public var panDegrees: Double
    /// Tilt below the horizon, degrees.
    public var pitchDegrees: Double
}

/// The exact truth of a synthetic shot, in the tracker's definitions: boards in the bowler's numbering, distances from
/// the foul line, speeds along the path.
public struct ShotTruth: Sendable, Codable, Equatable {
    public var hand: Hand
    public var taps: CalibrationTaps
    /// 60 ft over the time between the contact point crossing 0 ft and 60 ft.
    public var averageSpeedMph: Double
    /// The ball's speed (forward and lateral) as it crosses the foul line.
    public var releaseSpeedMph: Double
    /// The ball's speed (forward and lateral) at 60 ft.
    public var entrySpeedMph: Double
    /// Board at 0 ft.
    public var releaseBoard: Double
    /// Board at 15 ft.
    public var arrowsBoard: Double
    /// The path's minimum board (furthest toward the hand-side gutter) and where it is.
    public var breakpointBoard: Double
    public var breakpointDistanceFeet: Double
    /// Board at 60 ft.
    public var entryBoard: Double
    /// atan(lateral / forward velocity) at 60 ft, degrees, positive toward higher boards.
    public var entryAngleDegrees: Double
    /// Seconds from the foul line to 60 ft.
    public var entryTimeSeconds: Double
    /// The ball's rotation rate (the marker's period is 60 / rpm seconds); measurable only when `markerVisible`.
    public var revRateRpm: Double
    public var markerVisible: Bool
    public var frames: [FrameTruth]
    public var camera: CameraTruth
}
