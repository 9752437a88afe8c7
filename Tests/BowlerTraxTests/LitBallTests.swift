import BowlerTraxVision
import Testing

/// A ball lit from above, as the centre's ceiling lights light it: a light ball darker than the maple in its own
/// shadow underneath, a dark ball brighter than the maple where its top catches the lights. Both are the ball, on the
/// far side of the lane's colour from the colour the user tapped; its centre is where the whole disc puts it.
@Suite("Ball tracker: a ball lit from above")
struct LitBallTests {
    static let width = 80
    static let height = 240
    static let lane: (red: Double, green: Double, blue: Double) = (200, 160, 110)

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

    /// A frame of the empty lane with the ball's disc, each pixel coloured by `shade` at its height in the disc
    /// (-1 at the top, 1 at the bottom), edges anti-aliased on a 4x4 grid of samples a pixel.
    static func frame(
        _ disc: (x: Double, y: Double, diameter: Double)?,
        shade: (Double) -> (red: Double, green: Double, blue: Double)
    ) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for row in 0..<height {
            for column in 0..<width {
                var color = lane
                if let disc {
                    let radius = disc.diameter / 2
                    var covered = 0.0
                    for sample in 0..<16 {
                        let dx = Double(column) + (Double(sample % 4) + 0.5) / 4 - disc.x
                        let dy = Double(row) + (Double(sample / 4) + 0.5) / 4 - disc.y
                        if dx * dx + dy * dy <= radius * radius { covered += 1 / 16 }
                    }
                    let ball = shade(min(1, max(-1, (Double(row) + 0.5 - disc.y) / radius)))
                    color = (
                        covered * ball.red + (1 - covered) * lane.red,
                        covered * ball.green + (1 - covered) * lane.green,
                        covered * ball.blue + (1 - covered) * lane.blue
                    )
                }
                let offset = (row * width + column) * 3
                pixels[offset] = UInt8(color.red.rounded())
                pixels[offset + 1] = UInt8(color.green.rounded())
                pixels[offset + 2] = UInt8(color.blue.rounded())
            }
        }
        return pixels
    }

    /// The track's vertical centres minus the discs' (pixels), the ball's colour the one at its middle.
    static func verticalErrors(shade: @escaping (Double) -> (red: Double, green: Double, blue: Double)) -> [Double] {
        let middle = shade(0)
        var tracker = BallTracker(
            setup: setup,
            color: BallColorModel(
                red: UInt8(middle.red.rounded()), green: UInt8(middle.green.rounded()),
                blue: UInt8(middle.blue.rounded())))
        var frames = [frame(nil, shade: shade), frame(nil, shade: shade)]
        frames += (0..<40).map { frame(rolling($0), shade: shade) }
        for (index, frame) in frames.enumerated() {
            frame.withUnsafeBufferPointer { _ = tracker.process(frame: $0, frameIndex: index) }
        }
        return tracker.observations.map { $0.centerY - rolling($0.frameIndex - 2).y }
    }

    /// The mean of the track's vertical errors, pixels.
    static func meanError(shade: @escaping (Double) -> (red: Double, green: Double, blue: Double)) -> (Double, Int) {
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
        // Navy, its top fifth lit near-white (0.65 px low when only the navy's side of the maple counted).
        let (mean, count) = Self.meanError { height in height < -0.6 ? (240, 235, 225) : (40, 35, 80) }
        #expect(count >= 30, "the ball followed")
        #expect(abs(mean) <= 0.5, "centre \(mean) px off on average")
    }
}
