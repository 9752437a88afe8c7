import Basics
import BowlerTrax
import BowlerTraxSynthetic
import Foundation
import OnboardingKit
import Testing

@Suite("Left and right hands mirror exactly")
struct HandMirrorTests {
    @Test func boardsAreNumberedFromTheHandSide() {
        // The right edge (as the camera sees it) is board 0.5 for a right-hander, 39.5 for a left-hander.
        let rightEdge = Lane.widthFeet / 2
        #expect(abs(Lane.board(lateralFeet: rightEdge, hand: .right) - 0.5) < 1e-12)
        #expect(abs(Lane.board(lateralFeet: rightEdge, hand: .left) - 39.5) < 1e-12)
        #expect(abs(Lane.board(lateralFeet: 0, hand: .right) - 20) < 1e-12)
        for lateral in stride(from: -1.7, through: 1.7, by: 0.1) {
            let right = Lane.board(lateralFeet: lateral, hand: .right)
            let left = Lane.board(lateralFeet: lateral, hand: .left)
            #expect(abs(right + left - 40) < 1e-12)
            #expect(abs(Lane.mirroredBoard(right) - left) < 1e-12)
            #expect(abs(Lane.lateralFeet(board: right, hand: .right) - lateral) < 1e-12)
            #expect(abs(Lane.lateralFeet(board: left, hand: .left) - lateral) < 1e-12)
        }
        // The left-hander's pocket, 17.5 in their numbering, is 22.5 in a right-hander's.
        #expect(Lane.mirroredBoard(Lane.pocketBoard) == 22.5)
    }

    @Test func mirroredShotsMeasureTheSame() throws {
        func measure(_ hand: BowlerTraxSynthetic.Hand) throws -> ShotMetrics {
            let scenario = ShotScenario(
                speedMph: 18, entryAngleDegrees: 5, entryBoard: 17, hand: hand, framesPerSecond: 60,
                width: 720, height: 1280, noiseLevel: 0)
            let shot = try SyntheticShot(scenario)
            let calibration = try LaneCalibration(
                taps: RenderedShots.taps(shot.truth), imageWidth: 720, imageHeight: 1280)
            return try ShotAnalyzer.metrics(
                of: RenderedShots.observations(of: shot, calibration: calibration),
                calibration: calibration, framesPerSecond: 60, hand: RenderedShots.hand(hand))
        }
        let right = try measure(.right)
        let left = try measure(.left)
        #expect(abs(right.averageSpeedMph - left.averageSpeedMph) < 1e-3)
        #expect(abs(right.entryBoard - left.entryBoard) < 1e-3)
        #expect(abs(right.entryAngleDegrees - left.entryAngleDegrees) < 1e-3)
        #expect(abs(right.arrowsBoard - left.arrowsBoard) < 1e-3)
        #expect(abs(right.breakpointBoard - left.breakpointBoard) < 1e-3)
        #expect(right.pocket == left.pocket)
    }

    @Test func pocketBandsAreTheSameInEitherHandsNumbering() {
        #expect(PocketHit(entryBoard: 17.5) == .pocket)
        #expect(PocketHit(entryBoard: 20) == .high)
        #expect(PocketHit(entryBoard: 15) == .light)
        #expect(PocketHit(entryBoard: 22.5) == .brooklyn)
        #expect(PocketHit(entryBoard: 12) == .miss)
        #expect(PocketHit(entryBoard: 27) == .miss)
    }

    @Test func tipsNameTheBowlersOwnDirection() {
        for tip in CoachingTip.allCases {
            for language in Language.allCases {
                let right = tip.body(hand: .right, in: language)
                let left = tip.body(hand: .left, in: language)
                #expect(right != left, "\(tip) must differ between hands")
                #expect(!right.hasPrefix("bowlertrax.") && !left.hasPrefix("bowlertrax."))
            }
            #expect(!tip.body(hand: .left, in: .english).contains("(RH)"))
            #expect(!tip.body(hand: .left, in: .english).contains("RH bowlers"))
        }
        #expect(
            CoachingTip.increaseEntryAngle.body(hand: .right, in: .english).contains("Moving your target left (RH)"))
        #expect(
            CoachingTip.increaseEntryAngle.body(hand: .left, in: .english).contains("Moving your target right (LH)"))
        #expect(CoachingTip.brooklyn.body(hand: .left, in: .english).contains("slightly left (for LH bowlers)"))
    }
}

@Suite("Coaching and metric bands")
struct CoachingTests {
    /// A hook: the ball skids straight on its breakpoint's board to 45 ft, then curves (a parabola) to `board` at 60 ft
    /// with the entry angle's slope there. Every board stays on the lane, as a real shot's does.
    func hookMetrics(angle: Double, board: Double) throws -> ShotMetrics {
        let slope = tan(angle * .pi / 180) / Lane.boardWidthFeet
        let hookStart = 45.0
        let curve = slope / (2 * (60 - hookStart))
        let breakpointBoard = board - curve * (60 - hookStart) * (60 - hookStart)
        let path = stride(from: -2.0, through: 62.0, by: 0.5).map { d -> TrackedPoint in
            let hooked = d > hookStart ? curve * (d - hookStart) * (d - hookStart) : 0
            return TrackedPoint(timeSeconds: d / 25, board: breakpointBoard + hooked, distanceFeet: d)
        }
        return try ShotMetrics(path: path, revRateRpm: nil)
    }

    @Test func tipsFollowTheSpecsThresholds() throws {
        #expect(CoachingTip.tips(for: try hookMetrics(angle: 3, board: 17.5)) == [.increaseEntryAngle])
        #expect(CoachingTip.tips(for: try hookMetrics(angle: 9, board: 17.5)) == [.reduceEntryAngle])
        #expect(CoachingTip.tips(for: try hookMetrics(angle: 6, board: 17.5)) == [])
        #expect(CoachingTip.tips(for: try hookMetrics(angle: 6, board: 23)) == [.brooklyn])
    }

    @Test func straightPathMetricsAreExact() throws {
        // A straight ball at 1.5 degrees to board 20 at the head pin: from board 2.3 at the foul line, on the lane
        // all the way (a straight ball from the corner cannot reach the 3-6 degrees of a hook).
        let slope = tan(1.5 * .pi / 180) / Lane.boardWidthFeet
        let path = stride(from: -2.0, through: 62.0, by: 0.5).map { d in
            TrackedPoint(timeSeconds: d / 25, board: 20 + slope * (d - 60), distanceFeet: d)
        }
        let m = try ShotMetrics(path: path, revRateRpm: nil)
        #expect(abs(m.averageSpeedMph - 25 * 3600 / 5280) < 1e-6)
        #expect(abs(m.entryAngleDegrees - 1.5) < 1e-6)
        #expect(abs(m.entryBoard - 20) < 1e-6)
        #expect(m.revRateRpm == nil)
    }

    @Test func bandsUseTheSpecsRanges() {
        #expect(MetricBand.speed(13) == "bowlertrax.band.speed.belowTypical")
        #expect(MetricBand.speed(18) == "bowlertrax.band.speed.pro")
        #expect(MetricBand.speed(15) == "bowlertrax.band.speed.typical")
        #expect(MetricBand.speed(21) == "bowlertrax.band.speed.aboveTypical")
        #expect(MetricBand.entryAngle(3.9) == "bowlertrax.band.angle.low")
        #expect(MetricBand.entryAngle(5) == "bowlertrax.band.angle.goal")
        #expect(MetricBand.entryAngle(8.5) == "bowlertrax.band.angle.high")
        #expect(MetricBand.revRate(199) == "bowlertrax.band.rev.low")
        #expect(MetricBand.revRate(300) == "bowlertrax.band.rev.medium")
        #expect(MetricBand.revRate(400) == "bowlertrax.band.rev.high")
        #expect(MetricBand.revRate(500) == "bowlertrax.band.rev.veryHigh")
        #expect(MetricBand.strikeProbability(0.95) == "bowlertrax.band.strike.excellent")
        #expect(MetricBand.strikeProbability(0.8) == "bowlertrax.band.strike.good")
        #expect(MetricBand.strikeProbability(0.6) == "bowlertrax.band.strike.marginal")
        #expect(MetricBand.strikeProbability(0.2) == "bowlertrax.band.strike.offPocket")
    }

    @Test func strikeEstimatePeaksAtThePocketAndSixDegrees() {
        let best = StrikeEstimate.probability(entryBoard: 17.5, entryAngleDegrees: 6)
        #expect(abs(best - 0.85) < 1e-12)
        #expect(StrikeEstimate.probability(entryBoard: 20, entryAngleDegrees: 6) < best)
        #expect(StrikeEstimate.probability(entryBoard: 17.5, entryAngleDegrees: 2) < best)
        #expect(StrikeEstimate.probability(entryBoard: .nan, entryAngleDegrees: 6) == 0)
    }

    @Test func everyKeyHasEnglishAndVietnamese() {
        #expect(bowlerTraxCoachingCatalog.missing(bowlerTraxCoachingCatalog.keys).isEmpty)
        #expect(
            (try? bowlerTraxCoachingCatalog.text("bowlertrax.tracking.lost", in: .english))
                == "Lost track of the ball. Try adjusting camera position.")
    }
}
