import BowlerTraxVision

/// Why a calibration was refused, each with what to do about it, and the spec's retry reason where one applies.
public enum CalibrationProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// A required tap was not given.
    case missingTap(CalibrationTaps.Name)
    /// Three taps without the head pin: a homography needs four points (eight unknowns, six equations from three).
    case headPinRequired
    /// A tap is not a number or lies outside the image.
    case tapOutsideImage(CalibrationTaps.Name)
    /// The image size is not positive.
    case invalidImageSize(width: Int, height: Int)
    /// The foul line's right tap is left of its left tap, or the arrow / head pin are not beyond the foul line.
    case tapsOutOfOrder(String)
    /// The centre arrow is not inside the triangle of the foul line's ends and the head pin.
    case arrowOutsideLane
    /// The line from the head pin through the arrow meets the foul line away from its middle: a different arrow was
    /// tapped, or a foul line end is off.
    case centerLineOffMiddle(fractionAlongFoulLine: Double)
    /// No real camera can see the lane like this (focal length or height impossible): the camera moved between taps.
    case implausibleCamera(String)
    /// Points do not land where the lane says they are under the fitted map.
    case pointsDisagree(String)

    /// The spec's retry reasons.
    public enum RetryReason: String, Sendable, CaseIterable {
        case cameraMoved = "Camera moved between taps"
        case tapOffTarget = "Tap was off-target"
        case glare = "Glare is affecting visibility"
    }

    /// The spec's reason this problem most likely comes from, when it can tell.
    public var retryReason: RetryReason? {
        switch self {
        case .tapOutsideImage, .tapsOutOfOrder, .arrowOutsideLane, .centerLineOffMiddle: .tapOffTarget
        case .implausibleCamera, .pointsDisagree: .cameraMoved
        case .missingTap, .headPinRequired, .invalidImageSize: nil
        }
    }

    /// A stable identifier for the copy catalog and JSON.
    public var code: String {
        switch self {
        case .missingTap: "missingTap"
        case .headPinRequired: "headPinRequired"
        case .tapOutsideImage: "tapOutsideImage"
        case .invalidImageSize: "invalidImageSize"
        case .tapsOutOfOrder: "tapsOutOfOrder"
        case .arrowOutsideLane: "arrowOutsideLane"
        case .centerLineOffMiddle: "centerLineOffMiddle"
        case .implausibleCamera: "implausibleCamera"
        case .pointsDisagree: "pointsDisagree"
        }
    }

    public var description: String {
        switch self {
        case .missingTap(let name):
            return "The \(name.rawValue) tap is missing; tap it on the frame."
        case .headPinRequired:
            return "Three taps cannot fix the lane's perspective (no camera model is assumed); also tap the head pin."
        case .tapOutsideImage(let name):
            return "The \(name.rawValue) tap is outside the image or not a number; tap it again on the frame."
        case .invalidImageSize(let width, let height):
            return "The image size \(width)x\(height) is not valid; give the frame's width and height in pixels."
        case .tapsOutOfOrder(let detail):
            return "The taps are out of order: \(detail). Check which point each tap marks."
        case .arrowOutsideLane:
            return "The centre arrow tap is not between the foul line and the head pin; tap the arrow on board 20."
        case .centerLineOffMiddle(let fraction):
            let percent = Int(Elementary.rounded(fraction * 100))
            return "The line from the head pin through the arrow meets the foul line \(percent) % of the way across, "
                + "not near the middle; tap the centre arrow (board 20) and the foul line's ends again."
        case .implausibleCamera(let detail):
            return "No camera could see the lane like this (\(detail)); keep the camera still and tap again."
        case .pointsDisagree(let detail):
            return "The points do not fit one lane (\(detail)); keep the camera still and tap again."
        }
    }
}
