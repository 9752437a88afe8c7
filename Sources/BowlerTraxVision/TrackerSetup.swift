/// Where and how big the ball can be in the image, worked out from the lane calibration by the caller.
///
/// Image coordinates are continuous: the top-left corner of the image is (0, 0) and pixel (column i, row j) covers
/// i...i+1 and j...j+1, its centre at (i + 0.5, j + 0.5). Frames are interleaved 8-bit RGB (3 bytes a pixel) or RGBA
/// (4 bytes), row-major from the top-left, with no padding between rows.
///
/// The frames may be a window of the camera's image (the lane's bounding box, cropped by the decoder): `originX` and
/// `originY` are the window's top-left corner in the image; rows, columns and the acquisition and finish rows are
/// the window's own, and observations come back in the full image's coordinates.
public struct TrackerSetup: Sendable {
    /// The frames' width and height: the window's.
    public var width: Int
    public var height: Int
    public var originX: Int
    public var originY: Int
    /// Bytes per pixel: 3 (RGB) or 4 (RGBA).
    public var bytesPerPixel: Int
    /// For each row, the first and last column to search (the lane plus a margin); first > last where none.
    public var firstColumn: [Int32]
    public var lastColumn: [Int32]
    /// For each row, the ball's diameter in pixels when its contact point is on that row; 0 outside the lane.
    public var ballDiameter: [Float]
    /// The ball is first found only with its contact point on this row or below (nearer the camera): detection
    /// starts near the foul line.
    public var acquisitionRow: Int
    /// Tracking ends once the contact point is above this row (the ball has reached the pins).
    public var finishRow: Int
    /// Consecutive frames without the ball after which it counts as lost.
    public var maximumMissedFrames: Int
    /// The camera's frames per second: how far down the lane the ball can have rolled from one frame to the next.
    public var framesPerSecond: Double

    public init(
        width: Int, height: Int, originX: Int = 0, originY: Int = 0, bytesPerPixel: Int, firstColumn: [Int32],
        lastColumn: [Int32], ballDiameter: [Float], acquisitionRow: Int, finishRow: Int, maximumMissedFrames: Int,
        framesPerSecond: Double
    ) {
        self.width = width
        self.height = height
        self.originX = originX
        self.originY = originY
        self.bytesPerPixel = bytesPerPixel
        self.firstColumn = firstColumn
        self.lastColumn = lastColumn
        self.ballDiameter = ballDiameter
        self.acquisitionRow = acquisitionRow
        self.finishRow = finishRow
        self.maximumMissedFrames = maximumMissedFrames
        self.framesPerSecond = framesPerSecond
    }

    /// Whether the rows' arrays match the height, the pixel size is one the tracker reads and the frame rate is
    /// one a camera films at (1...1000).
    public var isConsistent: Bool {
        width > 0 && height > 0 && (bytesPerPixel == 3 || bytesPerPixel == 4) && firstColumn.count == height
            && lastColumn.count == height && ballDiameter.count == height && maximumMissedFrames >= 0
            && framesPerSecond >= 1 && framesPerSecond <= 1000
    }

    /// The expected ball diameter for a contact point at image row `y` (clamped to the image).
    @inline(__always)
    func diameter(atRow y: Double) -> Double {
        var row = Int(y)
        if row < 0 { row = 0 }
        if row >= height { row = height - 1 }
        return Double(ballDiameter[row])
    }
}

/// The ball as seen in one frame.
public struct BallObservation: Equatable, Sendable {
    /// The frame's index in the clip (0 first).
    public var frameIndex: Int
    /// The centre of the ball's silhouette (holes such as the marker or finger holes filled in), image coordinates.
    public var centerX: Double
    public var centerY: Double
    /// The silhouette's radius from its filled area, pixels.
    public var radius: Double
    /// The radius the calibration expects where the ball is, pixels.
    public var expectedRadius: Double
    /// The point where the ball touches the lane: straight below the centre by the expected radius.
    public var contactX: Double
    public var contactY: Double
    /// The surface pattern that turns with the ball (a marker, the finger holes, a swirl of colours) inside 75 % of
    /// its radius: its contrast, the mean absolute deviation of brightness (R + 2G + B) from the disc's mean over the
    /// mean.
    public var patternContrast: Double
    /// The pattern's brightness dipole: each pixel's deviation from the mean times its offset from the centre, over
    /// the total absolute deviation, in radii. It points at a bright marker and away from dark finger holes, and goes
    /// round once a revolution.
    public var patternOffsetX: Double
    public var patternOffsetY: Double
    /// The pattern as an image: the disc's brightness sampled at fixed fractions of its radius (a 12 x 12 grid inside
    /// 75 % of it), each sample relative to the samples' mean, projected on four fixed pseudo-random ±1 patterns
    /// (`BallTracker.patternImageSign`). Each projection repeats when the ball has turned once, whatever the pattern:
    /// small dark holes on a dark ball, which barely move the dipole, change it. Zero where it was not read.
    public var patternImage: SIMD4<Double>

    public init(
        frameIndex: Int, centerX: Double, centerY: Double, radius: Double, expectedRadius: Double, contactX: Double,
        contactY: Double, patternContrast: Double, patternOffsetX: Double, patternOffsetY: Double,
        patternImage: SIMD4<Double> = .zero
    ) {
        self.frameIndex = frameIndex
        self.centerX = centerX
        self.centerY = centerY
        self.radius = radius
        self.expectedRadius = expectedRadius
        self.contactX = contactX
        self.contactY = contactY
        self.patternContrast = patternContrast
        self.patternOffsetX = patternOffsetX
        self.patternOffsetY = patternOffsetY
        self.patternImage = patternImage
    }
}

/// Where the tracker is in a shot.
public enum TrackingState: Equatable, Sendable {
    /// No ball yet: the lane near the foul line is searched in every frame.
    case searching
    /// The ball was found; the next frames are searched around the predicted position.
    case tracking
    /// The ball reached the pins.
    case finished
    /// The ball disappeared for more than `maximumMissedFrames` before reaching the pins.
    case lost
}
