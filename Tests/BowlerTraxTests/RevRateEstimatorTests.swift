import BowlerTraxVision
import Foundation
import Testing

@testable import BowlerTrax

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
            observations.append(
                observation(frame: frame, radius: radius, offsetX: 0.3 * cos(angle), offsetY: 0.3 * sin(angle)))
            distances[frame] = Double(frame) * 0.2
        }
        return (observations, distances)
    }

    @Test func aTurningPatternGivesItsPeriod() throws {
        let (observations, distances) = Self.turning(frames: 150, period: 20, radius: 15)
        let rpm = try RevRateEstimator.revRate(observations: observations, distances: distances, framesPerSecond: 120)
            .get()
        #expect(abs(rpm - 360) < 3.6)
    }

    /// A turn needs seeing three times over: a track shorter than three periods may hold a drift of the light or of
    /// the ball's size that correlates like one long turn (a 60 fps shot read 80 % slow from 2.6 of its "turns").
    @Test func aPeriodSeenFewerThanThreeTimesIsNoSteadyPeriod() throws {
        let (short, shortDistances) = Self.turning(frames: 52, period: 20, radius: 15)
        #expect(
            RevRateEstimator.revRate(observations: short, distances: shortDistances, framesPerSecond: 120)
                == .failure(.noSteadyPeriod))
        let (long, longDistances) = Self.turning(frames: 60, period: 20, radius: 15)
        let rpm = try RevRateEstimator.revRate(observations: long, distances: longDistances, framesPerSecond: 120).get()
        #expect(abs(rpm - 360) < 3.6)
    }

    /// The autocorrelation the corpus's green/yellow/black swirl gave at 120 fps, 410 rpm (17.56 frames a turn), at
    /// its peaks: strong at half a turn (9 frames) and at every whole turn, weak at 1.5, 2.5 and 3.5 turns. It read
    /// 811 rpm from the first strong peak.
    static let halfTurnAlike: [Int: Double] = [
        9: 0.44, 18: 0.50, 27: 0.23, 35: 0.50, 44: 0.24, 53: 0.39, 62: 0.18, 70: 0.38, 79: 0.07, 87: 0.29,
    ]

    /// A correlation curve with `peaks` and a small value everywhere else, up to `length` lags.
    static func correlation(_ peaks: [Int: Double], length: Int) -> [Double] {
        (0..<length).map { peaks[$0] ?? 0.05 }
    }

    @Test func aPatternAlikeAfterHalfATurnGivesTheWholeTurn() {
        let curve = Self.correlation(Self.halfTurnAlike, length: 120)
        #expect(RevRateEstimator.fullTurn(of: 9, curve, 118, 0.3) == 18)
        // A pattern that repeats every 9 frames correlates alike at every multiple: its period stays.
        let periodic = Self.correlation([9: 0.44, 18: 0.45, 27: 0.42, 36: 0.43, 45: 0.40, 54: 0.41], length: 60)
        #expect(RevRateEstimator.fullTurn(of: 9, periodic, 58, 0.3) == 9)
        // Too short a track to see 1.5 turns: nothing to decide by.
        #expect(RevRateEstimator.fullTurn(of: 9, curve, 20, 0.3) == 9)
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
