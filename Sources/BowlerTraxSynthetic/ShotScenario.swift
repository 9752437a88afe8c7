/// The bowler's hand. Boards are numbered from the hand's side: board 1 is the right edge for a right-hander (as the
/// bowler sees the lane) and the left edge for a left-hander.
public enum Hand: String, Sendable, Codable, CaseIterable {
    case right
    case left
}

/// A ball's base colour in 8-bit sRGB.
public struct BallColor: Sendable, Codable, Equatable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    // The spec's preset colours (bowlertrax-onboarding-spec.md, "Ball Colour"); purple is the issue's #6e28aa, the
    // others the HSV presets of the prototype the research notes describe, converted to RGB.
    public static let purple = BallColor(red: 0x6E, green: 0x28, blue: 0xAA)
    public static let blue = BallColor(red: 41, green: 95, blue: 204)
    public static let red = BallColor(red: 191, green: 29, blue: 29)
    public static let orange = BallColor(red: 217, green: 119, blue: 22)
    public static let green = BallColor(red: 45, green: 179, blue: 45)
    public static let black = BallColor(red: 38, green: 38, blue: 38)

    /// The spec's colours by name (case-insensitive): purple, blue, red, orange, green, black.
    public static func named(_ name: String) -> BallColor? {
        switch name.lowercased() {
        case "purple": .purple
        case "blue": .blue
        case "red": .red
        case "orange": .orange
        case "green": .green
        case "black": .black
        default: nil
        }
    }
}

/// A darker stretch of the lane from a distance to the pin deck: the shade a masking unit or a row of lights switched
/// off casts, or its dark mirror image in the oil, which a dark ball rolls into.
public struct LaneShade: Sendable, Codable, Equatable {
    /// Where the shade begins, feet past the foul line.
    public var fromFeet: Double
    /// The lane's brightness there, as a share of its lit brightness (0-1].
    public var brightness: Double

    public init(fromFeet: Double, brightness: Double) {
        self.fromFeet = fromFeet
        self.brightness = brightness
    }
}

/// Everything that defines a synthetic shot: the ball's motion, the camera, the ball's look and the sensor noise.
///
/// The camera stands behind the foul line on the approach, looking down the lane: `cameraSidewaysOffsetFeet` is
/// positive toward the image's right (a right-hander's board-1 side), `cameraPanDegrees` positive turns the view to the
/// right; the pitch is chosen so the foul line and the pit edge sit symmetrically about the image's centre row.
public struct ShotScenario: Sendable, Codable, Equatable {
    /// Average speed, foul line to head pin (60 ft over the time of flight), mph.
    public var speedMph: Double
    /// Release speed minus entry speed, mph (the ball decelerates uniformly in time).
    public var speedLossMph: Double
    /// Entry angle at 60 ft, degrees, positive toward higher boards (the pocket side on a hook). Greater than 0.
    public var entryAngleDegrees: Double
    /// Board at 60 ft in the bowler's numbering (the pocket is 17.5 for either hand).
    public var entryBoard: Double
    /// Distance of the breakpoint (the path's board furthest toward the hand-side gutter), feet, between the start of
    /// the hook (30 ft) and 60 ft; `nil` picks 42 ft, or later when needed to keep the breakpoint on board 3 or inside.
    public var breakpointDistanceFeet: Double?
    /// The ball's rotation, revolutions per minute (the marker's period is 60 / rpm seconds).
    public var revRateRpm: Double
    public var hand: Hand
    public var framesPerSecond: Double
    public var width: Int
    public var height: Int
    public var cameraDistanceBehindFoulLineFeet: Double
    public var cameraHeightFeet: Double
    public var cameraSidewaysOffsetFeet: Double
    public var cameraPanDegrees: Double
    /// Field of view across the image's longer side, degrees (a phone's main camera filming video: about 69°).
    public var fieldOfViewDegrees: Double
    /// How long the shutter is open per frame, seconds, centred on the frame's time: 0 draws a sharp ball, longer
    /// exposures blur it along its motion (a phone filming indoors often exposes for the whole frame interval).
    public var exposureSeconds: Double
    public var ballColor: BallColor
    /// Whether the ball carries a white marker (a finger-hole insert) that shows its rotation.
    public var markerVisible: Bool
    public var noiseSeed: UInt64
    /// Standard deviation of the sensor noise, 8-bit levels; 0 for none.
    public var noiseLevel: Double
    /// A darker stretch of the lane before the pins, if any.
    public var laneShade: LaneShade?

    public init(
        speedMph: Double = 17,
        speedLossMph: Double = 2,
        entryAngleDegrees: Double = 6,
        entryBoard: Double = 17.5,
        breakpointDistanceFeet: Double? = nil,
        revRateRpm: Double = 300,
        hand: Hand = .right,
        framesPerSecond: Double = 120,
        width: Int = 1080,
        height: Int = 1920,
        cameraDistanceBehindFoulLineFeet: Double = 12,
        cameraHeightFeet: Double = 5,
        cameraSidewaysOffsetFeet: Double = 0,
        cameraPanDegrees: Double = 0,
        fieldOfViewDegrees: Double = 69,
        exposureSeconds: Double = 0,
        ballColor: BallColor = .purple,
        markerVisible: Bool = true,
        noiseSeed: UInt64 = 1,
        noiseLevel: Double = 3,
        laneShade: LaneShade? = nil
    ) {
        self.speedMph = speedMph
        self.speedLossMph = speedLossMph
        self.entryAngleDegrees = entryAngleDegrees
        self.entryBoard = entryBoard
        self.breakpointDistanceFeet = breakpointDistanceFeet
        self.revRateRpm = revRateRpm
        self.hand = hand
        self.framesPerSecond = framesPerSecond
        self.width = width
        self.height = height
        self.cameraDistanceBehindFoulLineFeet = cameraDistanceBehindFoulLineFeet
        self.cameraHeightFeet = cameraHeightFeet
        self.cameraSidewaysOffsetFeet = cameraSidewaysOffsetFeet
        self.cameraPanDegrees = cameraPanDegrees
        self.fieldOfViewDegrees = fieldOfViewDegrees
        self.exposureSeconds = exposureSeconds
        self.ballColor = ballColor
        self.markerVisible = markerVisible
        self.noiseSeed = noiseSeed
        self.noiseLevel = noiseLevel
        self.laneShade = laneShade
    }
}

/// Why a scenario cannot be rendered.
public enum SyntheticShotError: Error, CustomStringConvertible, Equatable {
    /// A parameter outside the range the renderer supports.
    case outOfRange(parameter: String, value: Double, allowed: String)
    /// The requested entry cannot be reached without the ball leaving the lane.
    case pathLeavesLane(String)
    /// The camera does not see both the foul line and the head pin.
    case laneOutOfView(String)

    public var description: String {
        switch self {
        case .outOfRange(let parameter, let value, let allowed):
            "\(parameter) \(value) is out of range: \(allowed)."
        case .pathLeavesLane(let reason), .laneOutOfView(let reason):
            reason
        }
    }
}
