/// The spec's calibration taps, image coordinates (top-left origin): the centre arrow (board 20 at 15 ft), where the
/// foul line meets the gutter on the image's right and on its left, and optionally the head pin (board 20 at 60 ft).
public struct CalibrationTaps: Equatable, Sendable {
    public var centerArrow: ImagePoint?
    public var foulLineRight: ImagePoint?
    public var foulLineLeft: ImagePoint?
    public var headPin: ImagePoint?

    public init(centerArrow: ImagePoint?, foulLineRight: ImagePoint?, foulLineLeft: ImagePoint?, headPin: ImagePoint?) {
        self.centerArrow = centerArrow
        self.foulLineRight = foulLineRight
        self.foulLineLeft = foulLineLeft
        self.headPin = headPin
    }

    /// The tap's name as the calibration file spells it.
    public enum Name: String, Sendable, CaseIterable {
        case centerArrow, foulLineRight, foulLineLeft, headPin
    }

    /// Where each tap is on the lane.
    public static func lanePoint(of name: Name) -> LanePoint {
        switch name {
        case .centerArrow: LanePoint(lateralFeet: 0, distanceFeet: Lane.arrowsDistanceFeet)
        case .foulLineRight: LanePoint(lateralFeet: Lane.widthFeet / 2, distanceFeet: 0)
        case .foulLineLeft: LanePoint(lateralFeet: -Lane.widthFeet / 2, distanceFeet: 0)
        case .headPin: LanePoint(lateralFeet: 0, distanceFeet: Lane.foulLineToHeadPinFeet)
        }
    }

    public subscript(name: Name) -> ImagePoint? {
        get {
            switch name {
            case .centerArrow: centerArrow
            case .foulLineRight: foulLineRight
            case .foulLineLeft: foulLineLeft
            case .headPin: headPin
            }
        }
        set {
            switch name {
            case .centerArrow: centerArrow = newValue
            case .foulLineRight: foulLineRight = newValue
            case .foulLineLeft: foulLineLeft = newValue
            case .headPin: headPin = newValue
            }
        }
    }
}

/// A further lane point the user marked (another arrow, a range finder, a pin deck corner): with more than four
/// points the homography is a least-squares fit and its residuals are checked.
public struct ReferencePoint: Equatable, Sendable {
    public var lane: LanePoint
    public var image: ImagePoint

    public init(lane: LanePoint, image: ImagePoint) {
        self.lane = lane
        self.image = image
    }
}

// The JSON of the server and the tool; the page's WebAssembly (Embedded Swift) has no Codable.
#if !hasFeature(Embedded)
    extension CalibrationTaps: Codable {}
    extension ReferencePoint: Codable {}
#endif
