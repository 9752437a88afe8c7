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

    /// The autocorrelation of the 1080p green/yellow/black swirl at 120 fps, 390 rpm (18.46 frames a turn), lags 0-105:
    /// at half a turn and its odd multiples 0.43-0.54, at every whole turn 0.68-0.77. Its odd multiples average 0.65 of
    /// the even ones', over the 0.6 of the first test: it read 781 rpm.
    static let halfTurnAlikeOverElevenHalves: [Double] = [
        1.00, 0.62, 0.12, -0.31, -0.54, -0.48, -0.26, 0.08, 0.41, 0.51, 0.44, 0.20, -0.17, -0.45, -0.59, -0.45, -0.05,
        0.42, 0.77, 0.67, 0.22, -0.26, -0.54, -0.51, -0.33, -0.07, 0.27, 0.45, 0.44, 0.29, -0.05, -0.35, -0.55, -0.55,
        -0.21, 0.24, 0.64, 0.73, 0.38, -0.11, -0.46, -0.55, -0.43, -0.23, 0.07, 0.35, 0.45, 0.38, 0.09, -0.25, -0.51,
        -0.62, -0.42, 0.02, 0.45, 0.71, 0.50, 0.07, -0.31, -0.57, -0.52, -0.36, -0.10, 0.20, 0.41, 0.43, 0.23, -0.16,
        -0.47, -0.61, -0.52, -0.14, 0.34, 0.68, 0.65, 0.28, -0.14, -0.46, -0.53, -0.42, -0.21, 0.11, 0.42, 0.48, 0.37,
        -0.03, -0.41, -0.63, -0.62, -0.31, 0.14, 0.55, 0.72, 0.47, -0.02, -0.36, -0.56, -0.54, -0.34, 0.02, 0.37,
        0.54, 0.49, 0.16, -0.25,
    ]

    /// The 240 fps light ball's, 250 rpm (57.6 frames a turn), lags 0-241: a true period whose peaks rise and fall
    /// (0.44, 0.53, 0.38, 0.58 at one to four turns).
    static let wholeTurnRisingAndFalling: [Double] = [
        1.00, 0.92, 0.87, 0.81, 0.75, 0.68, 0.62, 0.56, 0.50, 0.43, 0.36, 0.29, 0.23, 0.17, 0.11, 0.06, 0.01, -0.03,
        -0.07, -0.10, -0.13, -0.16, -0.18, -0.20, -0.22, -0.24, -0.25, -0.26, -0.28, -0.30, -0.31, -0.32, -0.34,
        -0.35, -0.35, -0.36, -0.35, -0.35, -0.34, -0.32, -0.29, -0.25, -0.20, -0.16, -0.12, -0.08, -0.03, 0.02, 0.08,
        0.12, 0.18, 0.23, 0.27, 0.32, 0.36, 0.40, 0.43, 0.44, 0.44, 0.43, 0.40, 0.37, 0.33, 0.29, 0.24, 0.20, 0.16,
        0.11, 0.06, 0.01, -0.05, -0.09, -0.13, -0.18, -0.22, -0.26, -0.30, -0.33, -0.34, -0.36, -0.37, -0.38, -0.39,
        -0.39, -0.39, -0.40, -0.40, -0.40, -0.39, -0.39, -0.38, -0.38, -0.36, -0.34, -0.32, -0.29, -0.26, -0.22,
        -0.17, -0.12, -0.07, -0.02, 0.04, 0.09, 0.15, 0.19, 0.24, 0.29, 0.33, 0.36, 0.40, 0.44, 0.48, 0.51, 0.53,
        0.53, 0.52, 0.49, 0.46, 0.43, 0.39, 0.35, 0.32, 0.30, 0.26, 0.22, 0.17, 0.12, 0.07, 0.03, -0.02, -0.07, -0.12,
        -0.17, -0.22, -0.26, -0.31, -0.35, -0.38, -0.41, -0.43, -0.46, -0.48, -0.49, -0.50, -0.52, -0.54, -0.56,
        -0.56, -0.57, -0.55, -0.54, -0.51, -0.48, -0.44, -0.40, -0.35, -0.30, -0.24, -0.19, -0.14, -0.08, -0.03, 0.02,
        0.07, 0.13, 0.18, 0.23, 0.27, 0.31, 0.34, 0.37, 0.38, 0.36, 0.35, 0.32, 0.29, 0.26, 0.24, 0.22, 0.20, 0.16,
        0.12, 0.09, 0.06, 0.04, 0.01, -0.02, -0.06, -0.11, -0.15, -0.19, -0.22, -0.25, -0.27, -0.30, -0.33, -0.37,
        -0.39, -0.42, -0.44, -0.47, -0.48, -0.49, -0.49, -0.49, -0.50, -0.49, -0.48, -0.46, -0.43, -0.39, -0.34,
        -0.28, -0.23, -0.16, -0.10, -0.05, 0.03, 0.09, 0.15, 0.22, 0.29, 0.35, 0.40, 0.44, 0.48, 0.52, 0.56, 0.57,
        0.58, 0.58, 0.55, 0.52, 0.49, 0.46, 0.44, 0.43, 0.42, 0.39, 0.35, 0.31,
    ]

    @Test func halfATurnAlikeOverManyTurnsGivesTheWholeTurnButAFewTurnsRisingAndFallingDoNot() {
        #expect(RevRateEstimator.fullTurn(of: 9, Self.halfTurnAlikeOverElevenHalves, 103, 0.32) == 18)
        #expect(RevRateEstimator.fullTurn(of: 57, Self.wholeTurnRisingAndFalling, 240, 0.3) == 57)
    }

    /// The 1080p light ball's disc image at 120 fps, 270 rpm (26.7 frames a turn), at its peaks and beside them: one
    /// turn correlates at 0.31, just under 0.6 of the strongest peak (0.54 at four turns), so the first strong peak
    /// is two turns (0.39 at 53). It read 135.7 rpm.
    static let oneTurnUnderTheStrongest: [Int: Double] = [
        25: -0.17, 26: 0.24, 27: 0.31, 28: -0.14, 52: 0.04, 53: 0.39, 54: 0.14, 78: -0.11, 79: 0.43, 80: 0.33,
        81: -0.15, 105: -0.08, 106: 0.54, 107: 0.14,
    ]

    @Test func twoTurnsWhereOneTurnCountsGiveOneTurn() {
        let curve = Self.correlation(Self.oneTurnUnderTheStrongest, length: 112)
        #expect(RevRateEstimator.shortestWholeTurn(within: 53, curve, 2, 110, 0.3) == 27)
        // Three turns, too (the dipole's strongest peak on the same shot was at three turns).
        #expect(RevRateEstimator.shortestWholeTurn(within: 80, curve, 2, 110, 0.3) == 27)
        // One turn stays one turn; and a third or a half that does not count as a period is not taken.
        #expect(RevRateEstimator.shortestWholeTurn(within: 27, curve, 2, 110, 0.3) == 27)
        let weakTurn = Self.correlation(Self.oneTurnUnderTheStrongest.merging([27: 0.2]) { $1 }, length: 112)
        #expect(RevRateEstimator.shortestWholeTurn(within: 53, weakTurn, 2, 110, 0.3) == 53)
        // The swirl alike after half a turn keeps its whole turn: its half is not a whole turn.
        #expect(RevRateEstimator.shortestWholeTurn(within: 18, Self.halfTurnAlikeOverElevenHalves, 2, 103, 0.32) == 18)
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
