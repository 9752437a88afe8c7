import BowlerTraxVision
import Testing

/// The tracker's search after the ball goes out of sight (the bowler's leg in front of it): something of its colour
/// further down the lane than a ball could have rolled in the meantime is not taken for it.
@Suite("Ball tracker: what the ball cannot have reached")
struct TrackerReachTests {
    static let width = 80
    static let height = 240
    static let lane: (red: UInt8, green: UInt8, blue: UInt8) = (200, 160, 110)
    static let ball: (red: UInt8, green: UInt8, blue: UInt8) = (0x6e, 0x28, 0xaa)

    /// A lane seen from behind: the ball 4 px across at the top row, 40 at the bottom.
    static let straightLane = StraightLane(width: width, height: height, farDiameter: 4, nearDiameter: 40)
    static func diameter(atRow row: Int) -> Double { straightLane.diameter(atRow: row) }

    /// The lane at a camera's frame rate.
    static func setup(framesPerSecond: Double) -> TrackerSetup {
        straightLane.setup(
            acquisitionRow: 200, finishRow: 5, maximumMissedFrames: 20, framesPerSecond: framesPerSecond)
    }

    /// The ball rolling away from the camera, its contact point a row and a half further up a frame.
    static func rolling(_ step: Int) -> (x: Double, y: Double, diameter: Double) {
        let contact = 236 - 1.5 * Double(step)
        let size = diameter(atRow: Int(contact))
        return (40, contact - size / 2, size)
    }

    /// A frame of the empty lane with discs of the ball's colour (centre x, centre y, diameter).
    static func frame(_ discs: [(x: Double, y: Double, diameter: Double)]) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for row in 0..<height {
            for column in 0..<width {
                let inDisc = discs.contains { disc in
                    let dx = Double(column) + 0.5 - disc.x
                    let dy = Double(row) + 0.5 - disc.y
                    return dx * dx + dy * dy <= disc.diameter * disc.diameter / 4
                }
                let color = inDisc ? ball : lane
                let offset = (row * width + column) * 3
                pixels[offset] = color.red
                pixels[offset + 1] = color.green
                pixels[offset + 2] = color.blue
            }
        }
        return pixels
    }

    @Test(
        "Out of sight behind a leg for four frames, the ball is found again where it rolled, not 40 ft further on where only its colour is"
    )
    func noJumpDownTheLane() {
        var tracker = BallTracker(
            setup: Self.setup(framesPerSecond: 30),
            color: BallColorModel(red: Self.ball.red, green: Self.ball.green, blue: Self.ball.blue))
        let ball = Self.rolling
        // Far up the lane, where a ball looks 10 px across, a speck of its colour and that size.
        let far = (x: 36.5, y: 36.5, diameter: 10.0)
        var frames = [Self.frame([]), Self.frame([])]
        frames += (0..<12).map { Self.frame([ball($0)]) }
        frames += [Self.frame([]), Self.frame([]), Self.frame([far]), Self.frame([far])]
        frames += (16..<24).map { Self.frame([ball($0), far]) }
        for (index, frame) in frames.enumerated() {
            frame.withUnsafeBufferPointer { _ = tracker.process(frame: $0, frameIndex: index) }
        }
        let track = tracker.observations
        #expect(track.count == 20, "the ball, followed before and after it was hidden")
        #expect(track.allSatisfy { $0.centerY > 100 }, "the speck up the lane is never taken for the ball")
    }

    @Test(
        "At 240 fps, out of sight for two frames, the ball is not taken for something of its colour 40 % smaller up the lane, which a 30 fps camera's ball could have reached"
    )
    func reachFollowsTheFrameRate() {
        // Up the lane where the ball looks 22 px across (0.6 of its size when hidden): a 30 fps camera's ball can
        // shrink that much in three frames (0.8 a frame), a 240 fps camera's cannot (5 % a frame at most).
        let near = (x: 38.5, y: 120.0, diameter: 22.0)
        var frames = [Self.frame([]), Self.frame([])]
        frames += (0..<12).map { Self.frame([Self.rolling($0)]) }
        frames += [Self.frame([]), Self.frame([]), Self.frame([near]), Self.frame([near])]
        frames += (16..<24).map { Self.frame([Self.rolling($0), near]) }
        var tracker = BallTracker(
            setup: Self.setup(framesPerSecond: 240),
            color: BallColorModel(red: Self.ball.red, green: Self.ball.green, blue: Self.ball.blue))
        for (index, frame) in frames.enumerated() {
            frame.withUnsafeBufferPointer { _ = tracker.process(frame: $0, frameIndex: index) }
        }
        #expect(tracker.observations.count == 20, "the ball, followed before and after it was hidden")
        #expect(tracker.observations.allSatisfy { $0.centerY > 150 }, "the patch up the lane is never taken for it")
    }
}
