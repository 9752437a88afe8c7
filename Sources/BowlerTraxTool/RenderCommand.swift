import ArgumentParser
import BowlerTrax
import BowlerTraxSynthetic
import BowlerTraxVideo
import Foundation

/// `bowlertrax render OUT.mp4 ...`: renders a synthetic shot to a video and writes its exact truth beside it
/// (OUT.truth.json) with a calibration file for `analyze` made from the exact taps (OUT.calibration.json).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a synthetic shot with its exact truth, to try or test the tracker without a lane.",
        discussion: """
            Writes OUT (H.264 or HEVC in .mp4/.mov, VP9 in .webm), OUT.truth.json (the metrics, the camera and the \
            ball's exact position in every frame) and OUT.calibration.json (the four taps, for `analyze --calibration`).
            """)

    @Argument(help: "The video file to write.")
    var output: String

    @Option(help: "Average speed from the foul line to the head pin, mph.")
    var speed: Double = 17

    @Option(help: "Entry angle at the head pin (60 ft), degrees toward the pocket.")
    var entryAngle: Double = 6

    @Option(help: "Board at the head pin (60 ft), in the bowler's numbering (pocket: 17.5).")
    var entryBoard: Double = 17.5

    @Option(help: "Rev rate of the ball (the marker's rotation), revolutions per minute.")
    var rpm: Double = 300

    @Option(help: "The bowler's hand: right or left.")
    var hand: RenderHand = .right

    @Option(help: "Frames per second.")
    var fps: Int = 120

    @Option(help: "Frame size WxH in pixels, portrait (1080x1920, the default) or landscape (1920x1080).")
    var size: ImageSize?

    @Option(
        help: ArgumentHelp(
            "Camera placement: distance,height[,offset[,pan]].",
            discussion:
                "Feet behind the foul line, feet high, feet sideways (+ to the right), pan in degrees (+ to the right)."
        ))
    var camera: CameraPlacement = CameraPlacement(distance: 12, height: 5, offset: 0, pan: 0)

    @Option(help: "Ball colour: purple, blue, red, orange, green, black or #rrggbb.")
    var color: RenderColor = RenderColor(ballColor: .purple)

    @Option(help: "Video codec: h264, hevc or vp9.")
    var codec: RenderCodec = .h264

    @Option(help: "Seed of the sensor noise (the same shot with another seed differs only by noise).")
    var seed: UInt64 = 1

    @Option(help: "Sensor noise standard deviation, 8-bit levels (0: none).")
    var noise: Double = 3

    @Option(help: "Shutter time per frame, seconds (0: a sharp ball; up to 1/fps blurs it along its motion).")
    var exposure: Double = 0

    @Flag(help: "Draw the ball without its marker (the rev rate cannot be measured).")
    var noMarker = false

    func run() throws {
        let (width, height) = size.map { ($0.width, $0.height) } ?? (1080, 1920)
        let scenario = ShotScenario(
            speedMph: speed, entryAngleDegrees: entryAngle, entryBoard: entryBoard, revRateRpm: rpm,
            hand: hand == .right ? .right : .left, framesPerSecond: Double(fps), width: width, height: height,
            cameraDistanceBehindFoulLineFeet: camera.distance, cameraHeightFeet: camera.height,
            cameraSidewaysOffsetFeet: camera.offset, cameraPanDegrees: camera.pan, exposureSeconds: exposure,
            ballColor: color.ballColor, markerVisible: !noMarker, noiseSeed: seed, noiseLevel: noise)
        let shot = try SyntheticShot(scenario)
        let videoURL = URL(fileURLWithPath: output)
        let writer = try VideoWriter(
            url: videoURL, width: width, height: height, framesPerSecond: fps,
            codec: codec.videoCodec)
        let clock = ContinuousClock()
        var renderingTime = Duration.zero
        for index in 0..<shot.frameCount {
            let start = clock.now
            let frame = shot.frame(at: index)
            renderingTime += clock.now - start
            try writer.write(rgb: frame)
        }
        try writer.finish()

        let base = videoURL.deletingPathExtension()
        let truthURL = base.appendingPathExtension("truth.json")
        let calibrationURL = base.appendingPathExtension("calibration.json")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(shot.truth).write(to: truthURL)
        try encoder.encode(Self.calibration(of: shot.truth)).write(to: calibrationURL)

        let truth = shot.truth
        let renderingSeconds = renderingTime / .seconds(1)
        print(
            String(
                format: "%@: %d frames %dx%d at %d fps (rendered at %.0f frames/s), %@-handed, %.2f mph, arrows %.2f, "
                    + "breakpoint %.2f at %.1f ft, entry board %.2f at %.2f°, %.0f rpm%@; truth %@, calibration %@",
                output, shot.frameCount, width, height, fps, Double(shot.frameCount) / renderingSeconds,
                truth.hand.rawValue,
                truth.averageSpeedMph, truth.arrowsBoard, truth.breakpointBoard, truth.breakpointDistanceFeet,
                truth.entryBoard, truth.entryAngleDegrees, truth.revRateRpm, noMarker ? " (no marker)" : "",
                truthURL.path,
                calibrationURL.path))
    }
}

extension RenderCommand {
    /// The shot's calibration file as `analyze` reads it (``SavedCalibration``): the exact taps.
    static func calibration(of truth: ShotTruth) -> SavedCalibration {
        let point = { (tap: PixelPoint) in ImagePoint(x: tap.x, y: tap.y) }
        return SavedCalibration(
            imageWidth: truth.camera.imageWidth, imageHeight: truth.camera.imageHeight,
            taps: CalibrationTaps(
                centerArrow: point(truth.taps.centerArrow), foulLineRight: point(truth.taps.foulLineRight),
                foulLineLeft: point(truth.taps.foulLineLeft), headPin: point(truth.taps.headPin)))
    }
}

enum RenderHand: String, ExpressibleByArgument, CaseIterable {
    case right, left
}

enum RenderCodec: String, ExpressibleByArgument, CaseIterable {
    case h264, hevc, vp9

    var videoCodec: VideoCodec {
        switch self {
        case .h264: .h264
        case .hevc: .hevc
        case .vp9: .vp9
        }
    }
}

/// `distance,height[,offset[,pan]]` in feet and degrees.
struct CameraPlacement: ExpressibleByArgument {
    let distance: Double
    let height: Double
    let offset: Double
    let pan: Double

    init(distance: Double, height: Double, offset: Double, pan: Double) {
        self.distance = distance
        self.height = height
        self.offset = offset
        self.pan = pan
    }

    init?(argument: String) {
        let values = argument.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
        guard (2...4).contains(values.count), values.allSatisfy({ $0?.isFinite == true }) else { return nil }
        let numbers = values.compactMap { $0 }
        self.init(
            distance: numbers[0], height: numbers[1], offset: numbers.count > 2 ? numbers[2] : 0,
            pan: numbers.count > 3 ? numbers[3] : 0)
    }

    var defaultValueDescription: String { "\(distance),\(height),\(offset),\(pan)" }
}

/// A colour name from the spec (purple, blue, red, orange, green, black) or `#rrggbb`.
struct RenderColor: ExpressibleByArgument {
    let ballColor: BallColor

    init(ballColor: BallColor) { self.ballColor = ballColor }

    init?(argument: String) {
        if let named = BallColor.named(argument) {
            ballColor = named
            return
        }
        let digits = argument.hasPrefix("#") ? argument.dropFirst() : Substring(argument)
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
            return nil
        }
        ballColor = BallColor(red: UInt8(value >> 16), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF))
    }

    var defaultValueDescription: String { "purple" }
}
