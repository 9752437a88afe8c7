import BowlerTraxVision
import Testing

/// A ball lit from above, as the centre's ceiling lights light it: a light ball darker than the maple in its own
/// shadow underneath, a dark ball brighter than the maple where its top catches the lights. Both are the ball, on the
/// far side of the lane's colour from the colour the user tapped; its centre is where the whole disc puts it.
@Suite("Ball tracker: a ball lit from above")
struct LitBallTests {
    static let width = 80
    static let height = 240
    static let lane: StraightLane.Color = (200, 160, 110)

    /// A lane seen from behind: the ball 4 px across at the top row, 40 at the bottom.
    static let straightLane = StraightLane(width: width, height: height, farDiameter: 4, nearDiameter: 40)
    static func diameter(atRow row: Int) -> Double { straightLane.diameter(atRow: row) }

    static let setup = straightLane.setup(
        acquisitionRow: 200, finishRow: 5, maximumMissedFrames: 20, framesPerSecond: 60)

    /// The ball rolling away from the camera, its contact point three rows further up a frame.
    static func rolling(_ step: Int) -> (x: Double, y: Double, diameter: Double) {
        let contact = 236 - 3 * Double(step)
        let size = diameter(atRow: Int(contact))
        return (40.3, contact - size / 2, size)
    }

    /// A frame of the empty lane with the ball's disc (none when nil), each pixel row of it coloured by `shade` at
    /// the row's height in the disc (-1 at the top, 1 at the bottom).
    static func frame(
        _ disc: (x: Double, y: Double, diameter: Double)?, shade: (Double) -> StraightLane.Color
    ) -> [UInt8] {
        let ball = disc.map { (x: $0.x, y: $0.y, radius: $0.diameter / 2) }
        return straightLane.frame(lane: lane, disc: ball) { _, y in
            guard let ball else { return lane }
            return shade(min(1, max(-1, (Double(Int(y)) + 0.5 - ball.y) / ball.radius)))
        }
    }

    /// The track's vertical centres minus the discs' (pixels), the ball's colour the one at its middle.
    static func verticalErrors(shade: @escaping (Double) -> StraightLane.Color) -> [Double] {
        let middle = shade(0)
        var tracker = BallTracker(
            setup: setup,
            color: BallColorModel(
                red: UInt8(middle.red.rounded()), green: UInt8(middle.green.rounded()),
                blue: UInt8(middle.blue.rounded())))
        let emptyFrames = 2
        var frames = [[UInt8]](repeating: frame(nil, shade: shade), count: emptyFrames)
        frames += (0..<40).map { frame(rolling($0), shade: shade) }
        for (index, frame) in frames.enumerated() {
            frame.withUnsafeBufferPointer { _ = tracker.process(frame: $0, frameIndex: index) }
        }
        return tracker.observations.map { $0.centerY - rolling($0.frameIndex - emptyFrames).y }
    }

    /// The mean of the track's vertical errors, pixels.
    static func meanError(shade: @escaping (Double) -> StraightLane.Color) -> (Double, Int) {
        let errors = verticalErrors(shade: shade)
        return (errors.reduce(0, +) / Double(max(1, errors.count)), errors.count)
    }

    @Test("A light ball darker than the lane in its own shadow underneath is measured to its whole disc")
    func lightBallShadowedUnderneath() {
        // Off-white, its lower quarter in shadow: darker than the maple in every channel. Counting only what lies on
        // the off-white's side of the maple put the centre 0.64 px high; what is left is the shadow's edge, where a
        // pixel's colour cannot tell.
        let (mean, count) = Self.meanError { height in height > 0.5 ? (120, 95, 60) : (235, 230, 220) }
        #expect(count >= 30, "the ball followed")
        #expect(abs(mean) <= 0.5, "centre \(mean) px off on average")
    }

    @Test("A dark ball whose top catches the lights, brighter than the lane there, is measured to its whole disc")
    func darkBallLitOnTop() {
        // Navy, its top fifth lit near-white (0.67 px low when only the navy's side of the maple counted).
        let (mean, count) = Self.meanError { height in height < -0.6 ? (240, 235, 225) : (40, 35, 80) }
        #expect(count >= 30, "the ball followed")
        #expect(abs(mean) <= 0.5, "centre \(mean) px off on average")
    }
}
