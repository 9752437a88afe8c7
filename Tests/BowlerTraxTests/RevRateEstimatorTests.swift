import BowlerTrax
import BowlerTraxVision
import Foundation
import Testing

/// The rev rate's reasons for being unavailable, and its work bounded by the track rather than by frame numbers.
@Suite("Rev rate reasons")
struct RevRateEstimatorTests {
    static func observation(frame: Int, radius: Double, offsetX: Double = 0, offsetY: Double = 0) -> BallObservation {
        BallObservation(
            frameIndex: frame, centerX: 100, centerY: 100, radius: radius, expectedRadius: radius, contactX: 100,
            contactY: 100 + radius, patternContrast: 0.2, patternOffsetX: offsetX, patternOffsetY: offsetY)
    }

    /// A pattern turning once every `period` frames, on a ball `radius` pixels across its radius.
    static func turning(frames: Int, period: Double, radius: Double) -> ([BallObservation], [Int: Double]) {
        var observations: [BallObservation] = []
        var distances: [Int: Double] = [:]
        for frame in 0..<frames {
            let angle = 2 * Double.pi * Double(frame) / period
            observations.append(observation(frame: frame, radius: radius, offsetX: 0.3 * cos(angle), offsetY: 0.3 * sin(angle)))
            distances[frame] = Double(frame) * 0.2
        }
        return (observations, distances)
    }

    @Test func aTurningPatternGivesItsPeriod() throws {
        let (observations, distances) = Self.turning(frames: 150, period: 20, radius: 15)
        let rpm = try RevRateEstimator.revRate(observations: observations, distances: distances, framesPerSecond: 120).get()
        #expect(abs(rpm - 360) < 3.6)
    }

    @Test func aSmallBallIsTooSmall() {
        let (observations, distances) = Self.turning(frames: 150, period: 20, radius: 5)
        #expect(
            RevRateEstimator.revRate(observations: observations, distances: distances, framesPerSecond: 120)
                == .failure(.ballTooSmall))
    }

    @Test func aPlainBallShowsNothingTurning() {
        let (observations, distances) = Self.turning(frames: 150, period: 20, radius: 15)
        let plain = observations.map { Self.observation(frame: $0.frameIndex, radius: 15, offsetX: 0.001) }
        #expect(
            RevRateEstimator.revRate(observations: plain, distances: distances, framesPerSecond: 120)
                == .failure(.plainPattern))
    }

    /// Three observations ten million frames apart once cost 41 s and 534 MiB: the grid was sized by the frame
    /// numbers. Now a track mostly made of gaps is refused before any grid is built.
    @Test(.timeLimit(.minutes(1))) func sparseFrameNumbersCostNothing() {
        let observations = [0, 4_999_999, 9_999_999].map { Self.observation(frame: $0, radius: 15) }
        let distances = [0: 1.0, 4_999_999: 10.0, 9_999_999: 20.0]
        let result = RevRateEstimator.revRate(observations: observations, distances: distances, framesPerSecond: 1000)
        #expect(result == .failure(.ballTooSmall))
    }
}
