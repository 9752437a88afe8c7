import BowlerTrax
import Foundation
import Testing

/// The foul-line crossing when the track starts before the ball is on the lane: the tracker takes the point on the
/// lane straight below the ball, which is not where the ball is while it swings in the hand or flies over the foul line.
@Suite("Release fit")
struct ReleaseFitTests {
    /// 20 mph at the foul line, slowing evenly to 18 mph at the head pin; on board 15.
    static let releaseFeetPerSecond = 20.0 * 5280 / 3600
    static let entryFeetPerSecond = 18.0 * 5280 / 3600
    static let slowing = (releaseFeetPerSecond * releaseFeetPerSecond - entryFeetPerSecond * entryFeetPerSecond) / 120
    /// The time the ball crosses the foul line.
    static let releaseTime = 0.5

    static func rolled(at time: Double) -> Double {
        let elapsed = time - releaseTime
        return releaseFeetPerSecond * elapsed - slowing * elapsed * elapsed / 2
    }

    /// The exact average speed: 60 ft over the time from the foul line to the head pin.
    static var averageSpeedMph: Double {
        let v = releaseFeetPerSecond
        let toHeadPin = (v - (v * v - 2 * slowing * 60).squareRoot()) / slowing
        return 60 / toHeadPin * 3600 / 5280
    }

    /// At 240 fps: 24 frames of the ball hanging in the hand half a foot behind the line (its height swinging the point
    /// below it back and forth by up to 0.1 ft), then 12 frames in the air ahead of where it will roll (0.6 ft, shrinking
    /// to nothing as it lands 1 ft past the line), then the roll to past the head pin.
    static var trackFromTheHand: [TrackedPoint] {
        var points: [TrackedPoint] = []
        let step = 1.0 / 240
        let swing = [0.0, -0.07, -0.05, -0.09, -0.08, -0.02, 0.05, 0.1, -0.04, 0.08, 0.03, 0.09]
        for frame in 0..<24 {
            let time = releaseTime - 0.12 + Double(frame) * step
            points.append(TrackedPoint(timeSeconds: time, board: 15, distanceFeet: -0.5 + swing[frame % 12]))
        }
        var time = releaseTime - 0.02
        for frame in 0..<12 {
            let ahead = 0.6 * Double(12 - frame) / 12
            points.append(TrackedPoint(timeSeconds: time, board: 15, distanceFeet: rolled(at: time) + ahead))
            time += step
        }
        while rolled(at: time) < 62 {
            points.append(TrackedPoint(timeSeconds: time, board: 15, distanceFeet: rolled(at: time)))
            time += step
        }
        return points
    }

    @Test func theReleaseIsFittedFromTheRollNotFromTheBallInTheHand() throws {
        let metrics = try ShotMetrics(path: Self.trackFromTheHand, revRateRpm: nil)
        #expect(abs(metrics.averageSpeedMph - Self.averageSpeedMph) < 0.05)
        #expect(abs(metrics.releaseSpeedMph - 20) < 1)
    }

    @Test func aTrackThatStartsRollingKeepsItsFirstFeet() throws {
        let track = Self.trackFromTheHand.filter { $0.timeSeconds >= Self.releaseTime + 0.04 }
        let metrics = try ShotMetrics(path: track, revRateRpm: nil)
        #expect(metrics.path.first == track.first)
        #expect(abs(metrics.averageSpeedMph - Self.averageSpeedMph) < 0.02)
    }
}
