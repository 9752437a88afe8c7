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
    static func diameter(atRow row: Int) -> Double { 4 + 36 * Double(row) / Double(height - 1) }

    static let setup = TrackerSetup(
        width: width, height: height, bytesPerPixel: 3,
        firstColumn: [Int32](repeating: 0, count: height),
        lastColumn: [Int32](repeating: Int32(width - 1), count: height),
        ballDiameter: (0..<height).map { Float(diameter(atRow: $0)) }, acquisitionRow: 200, finishRow: 5,
        maximumMissedFrames: 20)

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
            setup: Self.setup, color: BallColorModel(red: Self.ball.red, green: Self.ball.green, blue: Self.ball.blue))
        /// The ball rolling away from the camera, its contact point a row and a half further up a frame.
        func ball(_ step: Int) -> (x: Double, y: Double, diameter: Double) {
            let contact = 236 - 1.5 * Double(step)
            let size = Self.diameter(atRow: Int(contact))
            return (40, contact - size / 2, size)
        }
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
}
