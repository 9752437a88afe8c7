import BowlerTraxVision
import Foundation
import Testing

@testable import BowlerTrax

/// The rev rate of a dark ball whose finger holes barely move its brightness dipole: read from the disc as an image.
@Suite("Rev rate from the ball's disc as an image")
struct PatternImageTests {
    static let width = 120
    static let height = 400
    static let lane: (red: Double, green: Double, blue: Double) = (200, 160, 110)
    /// A dark navy ball and its black holes.
    static let ball: (red: Double, green: Double, blue: Double) = (0x1a, 0x1f, 0x3d)
    static let hole: (red: Double, green: Double, blue: Double) = (4, 4, 6)

    /// A lane seen from behind: the ball 20 px across at the top row, 70 at the bottom.
    static let straightLane = StraightLane(width: width, height: height, farDiameter: 20, nearDiameter: 70)
    static func diameter(atRow row: Int) -> Double { straightLane.diameter(atRow: row) }

    static let setup = straightLane.setup(
        acquisitionRow: 330, finishRow: 60, maximumMissedFrames: 10, framesPerSecond: 120)

    /// Three holes at (d, 0), (0, d) and (-d, -d) from the centre, in radii: their centroid is the ball's centre, so
    /// they leave the brightness dipole where a plain ball's is, whichever way they have turned; and no turn short
    /// of a whole one brings them back onto themselves.
    static let holeOffsets: [(x: Double, y: Double)] = [(0.35, 0), (0, 0.35), (-0.35, -0.35)]
    static let holeRadius = 0.13

    /// Frame `index` of a ball rolling up the lane a row and a half a frame, turned `index / period` of a turn (with
    /// its holes, or plain): every pixel near the ball sampled 4 x 4 times (the edge and the holes anti-aliased).
    static func frame(_ index: Int, period: Double, holes withHoles: Bool = true) -> [UInt8] {
        let contact = 396 - 1.5 * Double(index)
        let size = diameter(atRow: Int(contact))
        let radius = size / 2
        let centerX = 60.3
        let centerY = contact - radius
        let turn = 2 * Double.pi * Double(index) / period
        let holes = holeOffsets.map { offset in
            (
                x: centerX + radius * (offset.x * cos(turn) - offset.y * sin(turn)),
                y: centerY + radius * (offset.x * sin(turn) + offset.y * cos(turn))
            )
        }
        return straightLane.frame(lane: lane, disc: (centerX, centerY, radius)) { x, y in
            let inHole =
                withHoles
                && holes.contains { hole in
                    (x - hole.x) * (x - hole.x) + (y - hole.y) * (y - hole.y) <= holeRadius * holeRadius * radius
                        * radius
                }
            return inHole ? hole : ball
        }
    }

    /// The tracker's observations of the rolling ball turning once every `period` frames, and each one's distance
    /// down the lane (a tenth of a foot a frame: all within the first 35 ft).
    static func track(period: Double, holes: Bool = true) -> ([BallObservation], [Int: Double]) {
        var tracker = BallTracker(
            setup: setup, color: BallColorModel(red: UInt8(ball.red), green: UInt8(ball.green), blue: UInt8(ball.blue)))
        for index in 0..<200 {
            let frame = frame(index, period: period, holes: holes)
            frame.withUnsafeBufferPointer { _ = tracker.process(frame: $0, frameIndex: index) }
        }
        let observations = tracker.observations
        return (
            observations,
            Dictionary(uniqueKeysWithValues: observations.map { ($0.frameIndex, Double($0.frameIndex) * 0.1) })
        )
    }

    @Test("Black holes on a navy ball, balanced about its centre, give the rev rate from the disc's image")
    func balancedHolesOnADarkBall() throws {
        // 120 fps, 23.5 frames a turn: 306.4 rpm.
        let (observations, distances) = Self.track(period: 23.5)
        #expect(observations.count >= 150, "the ball is followed up the lane")
        let rpm = try RevRateEstimator.revRate(observations: observations, distances: distances, framesPerSecond: 120)
            .get()
        #expect(abs(rpm - 120 * 60 / 23.5) < 120 * 60 / 23.5 * 0.02)
        // The same track without the image: the dipole alone has nothing to read.
        let withoutImage = observations.map { observation -> BallObservation in
            var plain = observation
            plain.patternImage = .zero
            return plain
        }
        #expect(
            (try? RevRateEstimator.revRate(observations: withoutImage, distances: distances, framesPerSecond: 120)
                .get()) == nil)
    }

    @Test("A plain navy ball's disc image has no period: no rev rate")
    func plainDarkBall() {
        let (observations, distances) = Self.track(period: 23.5, holes: false)
        #expect(observations.count >= 150)
        #expect(
            (try? RevRateEstimator.revRate(observations: observations, distances: distances, framesPerSecond: 120)
                .get()) == nil)
    }

    @Test("An observation's 14 numbers carry the image; a page's older 10 read with no image; other counts are refused")
    func observationValues() {
        let observation = BallObservation(
            frameIndex: 3, centerX: 10, centerY: 20, radius: 5, expectedRadius: 5, contactX: 10, contactY: 25,
            patternContrast: 0.1, patternOffsetX: 0.01, patternOffsetY: -0.02,
            patternImage: SIMD4(0.5, -0.25, 0.125, -1))
        #expect(observation.values.count == 14)
        #expect(BallObservation(values: observation.values) == observation)
        let older = BallObservation(values: Array(observation.values.prefix(10)))
        #expect(older?.patternImage == .zero)
        #expect(older?.patternOffsetY == -0.02)
        #expect(BallObservation(values: Array(observation.values.prefix(12))) == nil)
    }
}
