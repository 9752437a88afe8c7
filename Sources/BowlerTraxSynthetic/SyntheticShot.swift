import Foundation

/// A rendered bowling shot with its exact truth, for checking a ball tracker.
///
/// API as agreed with the tracker, plus: `ShotScenario.speedLossMph`, `.breakpointDistanceFeet`,
/// `.fieldOfViewDegrees` and `.exposureSeconds` (motion blur, off by default); `SyntheticShot.scenario` and
/// `lanePosition(atTime:)`. The ball colour is `BallColor` (red, green, blue) with the spec's presets; the taps are
/// `truth.taps`; each frame's truth is a `FrameTruth`.
///
/// Written independently of the tracker (it shares nothing with it but the lane's published dimensions), so it can
/// catch the tracker's mistakes. The scene is rendered once; each frame copies it, draws the ball in its bounding box
/// and adds seeded sensor noise.
///
/// ```swift
/// let shot = try SyntheticShot(ShotScenario(speedMph: 16, entryAngleDegrees: 5, entryBoard: 17.5, hand: .left))
/// for index in 0..<shot.frameCount { feed(shot.frame(at: index)) }   // RGB24, width × height × 3 bytes
/// compare(measured, with: shot.truth)
/// ```
///
/// The path, in closed form: the contact point skids straight out toward the hand-side gutter, and from 30 ft hooks
/// with a curvature growing linearly with distance (board = a + b·d + c·max(0, d − 30)³), solved so that it reaches the
/// entry board at the entry angle at 60 ft; along the lane it decelerates uniformly in time, so the average speed over
/// 60 ft is (release + entry) / 2 of the forward speed. The ball rolls on the floor from 0.1 s before the foul line
/// (standing in for the release) until 0.1 s after 60 ft, and passes over the pins without knocking them (it is drawn
/// in front of them). It spins at the rev rate about a horizontal axis turned 40° from the lane's cross direction.
public struct SyntheticShot: Sendable {
    public let scenario: ShotScenario
    public let truth: ShotTruth
    private let camera: PinholeCamera
    private let path: HookPath
    private let sprite: BallSprite
    private let background: [UInt8]
    private let noise: SensorNoise
    /// Frame 0's time: seconds from the foul-line crossing (negative: frame 0 comes before it).
    private let startTime: Double

    /// Frames before the foul line and after 60 ft, seconds.
    static let leadTimeSeconds = 0.1
    /// The foul-line crossing falls this fraction of a frame interval after a frame, not on one.
    static let releaseFramePhase = 0.37
    /// The angle between the rotation axis and the lane's cross direction (the axis rotation), degrees.
    static let axisRotationDegrees = 40.0

    /// Renders the scene for `scenario`; throws `SyntheticShotError` when a parameter is out of range, the ball would
    /// leave the lane, or the camera cannot see both the foul line and the head pin.
    public init(_ scenario: ShotScenario) throws {
        try Self.validate(scenario)
        self.scenario = scenario
        path = try HookPath(
            entryBoard: scenario.entryBoard, entryAngleDegrees: scenario.entryAngleDegrees,
            breakpointDistanceFeet: scenario.breakpointDistanceFeet, averageSpeedMph: scenario.speedMph,
            speedLossMph: scenario.speedLossMph, hand: scenario.hand)
        camera = try Self.camera(for: scenario)

        let axisRotation = Self.axisRotationDegrees * .pi / 180
        // Forward roll is about −x; the side roll that hooks a right-hander's ball toward −x (higher boards) is about −y.
        // A left-hander's motion is the mirror image, whose rotation axis (a pseudovector) keeps x and flips y.
        let axis = Vector3(
            x: -cos(axisRotation), y: scenario.hand == .right ? -sin(axisRotation) : sin(axisRotation), z: 0)
        let colour = Shade(
            red: Double(scenario.ballColor.red), green: Double(scenario.ballColor.green),
            blue: Double(scenario.ballColor.blue))
        sprite = BallSprite(colour: colour, marker: scenario.markerVisible ? (axis, Vector3(x: 0, y: 0, z: 1)) : nil)
        background = LaneBackdrop.render(camera: camera, shade: scenario.laneShade)
        noise = SensorNoise(seed: scenario.noiseSeed, level: scenario.noiseLevel)
        let framesBefore = (Self.leadTimeSeconds * scenario.framesPerSecond).rounded(.up)
        startTime = -(framesBefore + Self.releaseFramePhase) / scenario.framesPerSecond
        truth = Self.truth(scenario: scenario, path: path, camera: camera, startTime: startTime)
    }

    public var frameCount: Int { truth.frames.count }

    /// Frame `index` (0..<frameCount) as RGB24: width × height × 3 bytes, rows top to bottom.
    public func frame(at index: Int) -> [UInt8] {
        precondition(truth.frames.indices.contains(index), "frame \(index) is outside 0..<\(frameCount)")
        var pixels = background
        sprite.draw(into: &pixels, camera: camera, poses: poses(atTime: truth.frames[index].timeSeconds))
        noise.add(to: &pixels, frameIndex: index)
        return pixels
    }

    /// The ball's poses during the exposure around `time`: one for a sharp frame, otherwise enough that consecutive
    /// poses are at most half a pixel apart in the image (up to 32).
    private func poses(atTime time: Double) -> [BallSprite.Pose] {
        func pose(_ instant: Double) -> BallSprite.Pose {
            BallSprite.Pose(centre: ballCentre(atTime: instant), rotation: rotation(atTime: instant))
        }
        let exposure = scenario.exposureSeconds
        guard exposure > 0,
            let opening = camera.project(ballCentre(atTime: time - exposure / 2)),
            let closing = camera.project(ballCentre(atTime: time + exposure / 2))
        else { return [pose(time)] }
        let travelPixels =
            ((closing.x - opening.x) * (closing.x - opening.x)
            + (closing.y - opening.y) * (closing.y - opening.y)).squareRoot()
        let count = min(32, max(1, Int((travelPixels / 0.5).rounded(.up))))
        return (0..<count).map { pose(time - exposure / 2 + (Double($0) + 0.5) * exposure / Double(count)) }
    }

    /// The lane without the ball, seen by the same camera, with noise from `noiseSeed` (at the scenario's level).
    public func emptyLaneFrame(noiseSeed: UInt64) -> [UInt8] {
        var pixels = background
        SensorNoise(seed: noiseSeed, level: scenario.noiseLevel).add(to: &pixels, frameIndex: 0)
        return pixels
    }

    /// Where the ball's contact point is at a time (seconds after it crossed the foul line).
    public func lanePosition(atTime time: Double) -> LanePosition {
        let distance = path.distance(atTime: time)
        return LanePosition(board: path.board(atDistance: distance), distanceFeet: distance)
    }

    private func ballCentre(atTime time: Double) -> Vector3 {
        Self.contact(path: path, hand: scenario.hand, time: time)
            + Vector3(x: 0, y: 0, z: LaneDimensions.ballRadiusFeet)
    }

    private func rotation(atTime time: Double) -> Double { 2 * .pi * scenario.revRateRpm / 60 * time }

    private static func contact(path: HookPath, hand: Hand, time: Double) -> Vector3 {
        let distance = path.distance(atTime: time)
        return Vector3(
            x: LaneDimensions.lateralFeet(board: path.board(atDistance: distance), hand: hand), y: distance, z: 0)
    }

    private static func validate(_ scenario: ShotScenario) throws {
        func check(_ name: String, _ value: Double, _ range: ClosedRange<Double>, _ unit: String) throws {
            guard range.contains(value) else {
                throw SyntheticShotError.outOfRange(
                    parameter: name, value: value, allowed: "\(range.lowerBound)...\(range.upperBound) \(unit)")
            }
        }
        try check("speedMph", scenario.speedMph, 5...35, "mph")
        try check("entryAngleDegrees", scenario.entryAngleDegrees, 0.1...15, "degrees")
        try check("entryBoard", scenario.entryBoard, HookPath.lowestBoard...HookPath.highestBoard, "(boards)")
        try check("revRateRpm", scenario.revRateRpm, 0...1000, "rpm")
        try check("framesPerSecond", scenario.framesPerSecond, 10...1000, "fps")
        try check("width", Double(scenario.width), 64...8192, "pixels")
        try check("height", Double(scenario.height), 64...8192, "pixels")
        try check("cameraDistanceBehindFoulLineFeet", scenario.cameraDistanceBehindFoulLineFeet, 2...60, "ft")
        try check("cameraHeightFeet", scenario.cameraHeightFeet, 1...20, "ft")
        try check("cameraSidewaysOffsetFeet", scenario.cameraSidewaysOffsetFeet, -20...20, "ft")
        try check("cameraPanDegrees", scenario.cameraPanDegrees, -60...60, "degrees")
        try check("fieldOfViewDegrees", scenario.fieldOfViewDegrees, 20...120, "degrees")
        try check("noiseLevel", scenario.noiseLevel, 0...64, "levels")
        if let shade = scenario.laneShade {
            try check("laneShade.fromFeet", shade.fromFeet, 0...LaneDimensions.foulLineToHeadPinFeet, "ft")
            try check("laneShade.brightness", shade.brightness, 0.01...1, "(share of the lit lane)")
        }
        // The ranges below depend on values checked above.
        try check("speedLossMph", scenario.speedLossMph, 0...(scenario.speedMph / 2), "mph")
        try check(
            "exposureSeconds", scenario.exposureSeconds, 0...(1 / scenario.framesPerSecond),
            "seconds (at most one frame interval)")
    }

    /// The scenario's camera, pitched so the foul line's centre and the pit edge are symmetric about the horizon angle
    /// of the image's centre row; throws when the foul line's ends or the head pin fall outside the image.
    private static func camera(for scenario: ShotScenario) throws -> PinholeCamera {
        let position = Vector3(
            x: scenario.cameraSidewaysOffsetFeet, y: -scenario.cameraDistanceBehindFoulLineFeet,
            z: scenario.cameraHeightFeet)
        func depression(toDistance distance: Double) -> Double {
            let ground = (position.x * position.x + (distance - position.y) * (distance - position.y)).squareRoot()
            return atan2(position.z, ground)
        }
        let pitch = (depression(toDistance: 0) + depression(toDistance: LaneDimensions.foulLineToPitFeet)) / 2
        let camera = PinholeCamera(
            position: position, panDegrees: scenario.cameraPanDegrees, pitchDegrees: pitch * 180 / .pi,
            fieldOfViewDegrees: scenario.fieldOfViewDegrees, width: scenario.width, height: scenario.height)
        let landmarks = [
            ("the foul line's right end", Vector3(x: LaneDimensions.halfWidthFeet, y: 0, z: 0)),
            ("the foul line's left end", Vector3(x: -LaneDimensions.halfWidthFeet, y: 0, z: 0)),
            ("the head pin", Vector3(x: 0, y: LaneDimensions.foulLineToHeadPinFeet, z: 0)),
        ]
        for (name, point) in landmarks {
            guard let pixel = camera.project(point), camera.contains(pixel) else {
                // The pan halfway between the directions of the foul line's centre and the head pin.
                let aimingPan =
                    (atan2(-position.x, -position.y)
                        + atan2(-position.x, LaneDimensions.foulLineToHeadPinFeet - position.y)) / 2 * 180 / .pi
                throw SyntheticShotError.laneOutOfView(
                    String(
                        format:
                            "The camera (%.1f ft sideways, %.1f ft behind the foul line, pan %.1f°) does not see %@ in a "
                            + "%dx%d frame: pan toward the lane (about %.1f° centres it) or move the camera nearer its "
                            + "centre line or further back.",
                        position.x, -position.y, scenario.cameraPanDegrees, name, scenario.width, scenario.height,
                        aimingPan))
            }
        }
        return camera
    }

    private static func truth(scenario: ShotScenario, path: HookPath, camera: PinholeCamera, startTime: Double)
        -> ShotTruth
    {
        func pixel(_ point: Vector3) -> PixelPoint {
            // Every point passed here is in front of the camera: the lane's landmarks were checked, the ball is ahead.
            let projected = camera.project(point) ?? (x: .nan, y: .nan)
            return PixelPoint(x: projected.x, y: projected.y)
        }
        let hand = scenario.hand
        let radius = LaneDimensions.ballRadiusFeet
        let entryTime = path.time(atDistance: LaneDimensions.foulLineToHeadPinFeet)
        let lastTime = entryTime + leadTimeSeconds
        let count = Int(((lastTime - startTime) * scenario.framesPerSecond).rounded(.up)) + 1
        let frames = (0..<count).map { index -> FrameTruth in
            let time = startTime + Double(index) / scenario.framesPerSecond
            let contact = Self.contact(path: path, hand: hand, time: time)
            let centre = contact + Vector3(x: 0, y: 0, z: radius)
            let distanceToCentre = (centre - camera.position).length
            let board = path.board(atDistance: contact.y)
            return FrameTruth(
                index: index, timeSeconds: time, contactPoint: pixel(contact), ballCenter: pixel(centre),
                lanePosition: LanePosition(board: board, distanceFeet: contact.y),
                projectedRadiusPixels: camera.focalLengthPixels * radius
                    / (distanceToCentre * distanceToCentre - radius * radius).squareRoot(),
                isOnLane: contact.y >= 0 && contact.y <= LaneDimensions.foulLineToHeadPinFeet,
                isVisible: BallSprite.bounds(camera: camera, centre: centre) != nil,
                ballRotationDegrees: 360 * scenario.revRateRpm / 60 * time)
        }
        func speedMph(atDistance distance: Double) -> Double {
            let forward = path.forwardSpeed(atTime: path.time(atDistance: distance))
            let lateral = forward * path.boardSlope(atDistance: distance) * LaneDimensions.boardWidthInches / 12
            return (forward * forward + lateral * lateral).squareRoot() / HookPath.feetPerSecondPerMph
        }
        let headPin = LaneDimensions.foulLineToHeadPinFeet
        return ShotTruth(
            hand: hand,
            taps: CalibrationTaps(
                centerArrow: pixel(Vector3(x: 0, y: LaneDimensions.centreArrowDistanceFeet, z: 0)),
                foulLineRight: pixel(Vector3(x: LaneDimensions.halfWidthFeet, y: 0, z: 0)),
                foulLineLeft: pixel(Vector3(x: -LaneDimensions.halfWidthFeet, y: 0, z: 0)),
                headPin: pixel(Vector3(x: 0, y: headPin, z: 0))),
            averageSpeedMph: headPin / entryTime / HookPath.feetPerSecondPerMph,
            releaseSpeedMph: speedMph(atDistance: 0),
            entrySpeedMph: speedMph(atDistance: headPin),
            releaseBoard: path.board(atDistance: 0),
            arrowsBoard: path.board(atDistance: LaneDimensions.centreArrowDistanceFeet),
            breakpointBoard: path.board(atDistance: path.breakpointDistanceFeet),
            breakpointDistanceFeet: path.breakpointDistanceFeet,
            entryBoard: path.board(atDistance: headPin),
            entryAngleDegrees: path.angleDegrees(atDistance: headPin),
            entryTimeSeconds: entryTime,
            revRateRpm: scenario.revRateRpm,
            markerVisible: scenario.markerVisible,
            frames: frames,
            camera: CameraTruth(
                imageWidth: camera.width, imageHeight: camera.height, focalLengthPixels: camera.focalLengthPixels,
                principalPoint: PixelPoint(x: camera.principalX, y: camera.principalY),
                lateralFeet: camera.position.x, distanceFeet: camera.position.y, heightFeet: camera.position.z,
                panDegrees: camera.panDegrees, pitchDegrees: camera.pitchDegrees))
    }
}
