import BowlerTraxVision

/// A validated lane calibration: the camera that sees the lane (fitted to the taps), its homography from lane feet to
/// image pixels and the inverse.
///
/// ```swift
/// let taps = CalibrationTaps(centerArrow: ImagePoint(x: 540, y: 1130), foulLineRight: ImagePoint(x: 780, y: 1560),
///                            foulLineLeft: ImagePoint(x: 300, y: 1560), headPin: ImagePoint(x: 540, y: 700))
/// let calibration = try LaneCalibration(taps: taps, imageWidth: 1080, imageHeight: 1920)
/// let point = calibration.lanePoint(at: ImagePoint(x: 560, y: 1000))   // feet right of centre, feet down the lane
/// ```
/// Validation, in order: every tap present and inside the image; the head pin given (three taps are refused: no
/// camera model is assumed); the foul line's right end right of its left end, the arrow and head pin beyond the foul
/// line and the head pin beyond the arrow; the arrow inside the triangle of the foul line's ends and the head pin; the
/// line from the head pin through the arrow meeting the foul line within 8 % of its middle; with reference points
/// (least squares), every point within 2 % of the image's longer side of where the fitted map puts it; a camera
/// (square pixels, principal point at the centre, level unless the taps say it is rolled) with a field of view of 25°
/// to 130°, 1 to 15 ft above the lane and behind the foul line, fitted to every point within the same 2 %.
public struct LaneCalibration: Sendable {
    public let taps: CalibrationTaps
    public let referencePoints: [ReferencePoint]
    public let imageWidth: Int
    public let imageHeight: Int
    /// Lane feet (x right as the camera sees, y down the lane) to image pixels.
    public let laneToImage: Homography
    public let imageToLane: Homography
    public let camera: CameraModel

    /// The largest distance the centre line may meet the foul line from its middle, as a share of the foul line.
    public static let centerLineTolerance = 0.08
    public static let fieldOfViewRange: ClosedRange<Double> = 25...130
    public static let cameraHeightRangeFeet: ClosedRange<Double> = 1...15
    /// Largest distance of a point from where the fitted map puts it, as a share of the image's longer side.
    public static let residualTolerance = 0.02
    /// The camera is fitted level unless that leaves a point further than this from its projection, pixels: more
    /// than a tap's pixel of error explains, so the phone is rolled and the roll is fitted too.
    public static let levelResidualPixels = 2.0

    public init(
        taps: CalibrationTaps, imageWidth: Int, imageHeight: Int,
        referencePoints: [ReferencePoint] = []
    ) throws(CalibrationProblem) {
        guard imageWidth > 0, imageHeight > 0 else {
            throw .invalidImageSize(width: imageWidth, height: imageHeight)
        }
        guard let arrow = taps.centerArrow else { throw .missingTap(.centerArrow) }
        guard let right = taps.foulLineRight else { throw .missingTap(.foulLineRight) }
        guard let left = taps.foulLineLeft else { throw .missingTap(.foulLineLeft) }
        for name in CalibrationTaps.Name.allCases {
            guard let point = taps[name] else { continue }
            guard point.isFinite, point.x >= 0, point.y >= 0, point.x <= Double(imageWidth),
                point.y <= Double(imageHeight)
            else { throw .tapOutsideImage(name) }
        }
        guard let headPin = taps.headPin else { throw .headPinRequired }
        try Self.checkOrder(arrow: arrow, right: right, left: left, headPin: headPin)
        guard Self.isInsideTriangle(arrow, left, right, headPin) else { throw .arrowOutsideLane }
        let fraction = Self.centerLineCrossing(arrow: arrow, headPin: headPin, left: left, right: right)
        guard abs(fraction - 0.5) <= Self.centerLineTolerance else {
            throw .centerLineOffMiddle(fractionAlongFoulLine: fraction)
        }
        var pairs: [(LanePoint, ImagePoint)] = CalibrationTaps.Name.allCases.compactMap { name in
            taps[name].map { (CalibrationTaps.lanePoint(of: name), $0) }
        }
        for reference in referencePoints {
            guard reference.image.isFinite, reference.lane.lateralFeet.isFinite, reference.lane.distanceFeet.isFinite
            else { throw .pointsDisagree("a reference point is not a number") }
            pairs.append((reference.lane, reference.image))
        }
        guard
            let homography = Homography.estimate(
                from: pairs.map { ($0.0.lateralFeet, $0.0.distanceFeet) }, to: pairs.map { ($0.1.x, $0.1.y) })
        else { throw .pointsDisagree("the points do not span the lane") }
        let longerSide = Double(max(imageWidth, imageHeight))
        let tolerance = Self.residualTolerance * longerSide
        for (lane, image) in pairs {
            guard let mapped = homography.apply(lane.lateralFeet, lane.distanceFeet) else {
                throw .pointsDisagree("a point maps beyond the horizon")
            }
            let error = ((mapped.x - image.x) * (mapped.x - image.x) + (mapped.y - image.y) * (mapped.y - image.y))
                .squareRoot()
            guard error <= tolerance else {
                throw .pointsDisagree("a point is \(Int(Elementary.rounded(error))) px from where the lane puts it")
            }
        }
        guard let decomposed = CameraModel(homography: homography, imageWidth: imageWidth, imageHeight: imageHeight),
            let camera = Self.fittedCamera(pairs, initial: decomposed), let imageToLane = camera.homography.inverse
        else { throw .implausibleCamera("no focal length fits the taps") }
        let fieldOfView = camera.fieldOfViewDegrees(longerSide: max(imageWidth, imageHeight))
        guard Self.fieldOfViewRange.contains(fieldOfView) else {
            throw .implausibleCamera("a \(Int(Elementary.rounded(fieldOfView)))° field of view")
        }
        guard Self.cameraHeightRangeFeet.contains(camera.position.z) else {
            throw .implausibleCamera("a camera \(oneDecimal(camera.position.z)) ft above the lane")
        }
        guard camera.position.y < 0 else {
            throw .implausibleCamera("a camera \(oneDecimal(camera.position.y)) ft past the foul line")
        }
        guard camera.residualPixels <= tolerance else {
            throw .pointsDisagree(
                "a point is \(Int(Elementary.rounded(camera.residualPixels))) px off any real camera's view")
        }
        self.taps = taps
        self.referencePoints = referencePoints
        self.imageWidth = imageWidth
        self.imageHeight = imageHeight
        self.laneToImage = camera.homography
        self.imageToLane = imageToLane
        self.camera = camera
    }

    /// The lane point seen at an image point on the lane floor; nil above the horizon.
    public func lanePoint(at image: ImagePoint) -> LanePoint? {
        guard let mapped = imageToLane.apply(image.x, image.y) else { return nil }
        let point = LanePoint(lateralFeet: mapped.x, distanceFeet: mapped.y)
        // A point behind the camera maps through the homography too; it is not on the visible floor.
        return point.distanceFeet > camera.position.y ? point : nil
    }

    /// The image point of a lane point.
    public func imagePoint(of lane: LanePoint) -> ImagePoint? {
        laneToImage.apply(lane.lateralFeet, lane.distanceFeet).map { ImagePoint(x: $0.x, y: $0.y) }
    }

    /// The level camera through the points, or the rolled one when the level camera misses a point by more than
    /// `levelResidualPixels` and rolling it fits better. Fitting roll only then keeps a tap's pixel of error from
    /// rolling the lane (which swings the far end sideways), while a phone that is really rolled is still fitted.
    static func fittedCamera(_ pairs: [(LanePoint, ImagePoint)], initial: CameraModel) -> CameraModel? {
        let level = CameraModel(fitting: pairs, initial: initial, fitsRoll: false)
        if let level, level.residualPixels <= levelResidualPixels { return level }
        guard let rolled = CameraModel(fitting: pairs, initial: level ?? initial, fitsRoll: true) else { return level }
        guard let level else { return rolled }
        return rolled.residualPixels < level.residualPixels ? rolled : level
    }

    // MARK: Checks

    private static func checkOrder(
        arrow: ImagePoint, right: ImagePoint, left: ImagePoint,
        headPin: ImagePoint
    ) throws(CalibrationProblem) {
        guard right.x > left.x else { throw .tapsOutOfOrder("the foul line's right end is left of its left end") }
        let foulLineY = max(right.y, left.y)
        guard arrow.y < foulLineY else { throw .tapsOutOfOrder("the arrow is not beyond the foul line") }
        guard headPin.y < arrow.y else { throw .tapsOutOfOrder("the head pin is not beyond the arrow") }
    }

    private static func cross(_ o: ImagePoint, _ a: ImagePoint, _ b: ImagePoint) -> Double {
        (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
    }

    static func isInsideTriangle(_ p: ImagePoint, _ a: ImagePoint, _ b: ImagePoint, _ c: ImagePoint) -> Bool {
        let d1 = cross(a, b, p)
        let d2 = cross(b, c, p)
        let d3 = cross(c, a, p)
        return (d1 > 0 && d2 > 0 && d3 > 0) || (d1 < 0 && d2 < 0 && d3 < 0)
    }

    /// Where the line head pin → arrow meets the foul line, as a share of the way from its left end to its right end.
    static func centerLineCrossing(arrow: ImagePoint, headPin: ImagePoint, left: ImagePoint, right: ImagePoint)
        -> Double
    {
        let rx = right.x - left.x
        let ry = right.y - left.y
        let sx = arrow.x - headPin.x
        let sy = arrow.y - headPin.y
        let denominator = rx * sy - ry * sx
        guard abs(denominator) > 1e-12 else { return .infinity }
        return ((headPin.x - left.x) * sy - (headPin.y - left.y) * sx) / denominator
    }
}
