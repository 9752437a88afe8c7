import BowlerTrax
import BowlerTraxSynthetic
import BowlerTraxVision
import Foundation
import Testing

@Suite("Bad input")
struct BadInputTests {
    @Test func aClipWithoutABallIsReportedNotMeasured() throws {
        let shot = try SyntheticShot(ShotScenario(framesPerSecond: 60, width: 720, height: 1280))
        let calibration = try LaneCalibration(taps: RenderedShots.taps(shot.truth), imageWidth: 720, imageHeight: 1280)
        var analyzer = ShotAnalyzer(
            calibration: calibration, ballColor: .preset(.purple), hand: .right, framesPerSecond: 60)
        for seed in 0..<60 { analyzer.process(frame: shot.emptyLaneFrame(noiseSeed: UInt64(seed))) }
        #expect(throws: MetricsProblem.ballNotDetected) { try analyzer.metrics() }
        #expect(
            MetricsProblem.ballNotDetected.description == "Can't detect your ball. Make sure it's visible and well-lit."
        )
    }

    /// "Setting your ball color helps tracking accuracy" (the spec's ball-profile reminder): a colour that is not the
    /// ball's (a preset picked for a swirled ball, the default colour of a user who skipped the profile) no longer
    /// loses the shot. The ball is found by what changed on the lane and measured within the accuracy bounds.
    @Test func aBallTheChosenColourDoesNotFindIsFoundByWhatChanged() throws {
        for (ball, chosen) in [(BallColor.purple, BallColorPreset.green), (.orange, .blue), (.black, .red)] {
            let shot = try SyntheticShot(
                ShotScenario(framesPerSecond: 60, width: 720, height: 1280, ballColor: ball))
            let calibration = try LaneCalibration(
                taps: RenderedShots.taps(shot.truth), imageWidth: 720, imageHeight: 1280)
            var analyzer = ShotAnalyzer(
                calibration: calibration, ballColor: .preset(chosen), hand: .right, framesPerSecond: 60)
            for index in 0..<shot.frameCount where analyzer.wantsMoreFrames {
                analyzer.process(frame: shot.frame(at: index))
            }
            let errors = MetricErrors(try analyzer.metrics(), shot.truth)
            #expect(abs(errors.averageSpeedMph) <= 0.3, "\(ball) ball, \(chosen) chosen: speed")
            #expect(abs(errors.entryAngleDegrees) <= 0.75, "\(ball) ball, \(chosen) chosen: entry angle")
            #expect(abs(errors.entryBoard) <= 1.0, "\(ball) ball, \(chosen) chosen: entry board")
        }
    }

    @Test func aTrackThatStopsHalfwayIsLostNotExtrapolated() {
        let path = stride(from: 0.0, through: 30, by: 0.5).map {
            TrackedPoint(timeSeconds: $0 / 25, board: 15, distanceFeet: $0)
        }
        #expect {
            try ShotMetrics(path: path, revRateRpm: nil)
        } throws: { error in
            (error as? MetricsProblem)?.description.hasPrefix("Lost track of the ball. Try adjusting camera position.")
                == true
        }
        #expect(throws: MetricsProblem.ballNotDetected) { try ShotMetrics(path: [], revRateRpm: nil) }
    }

    /// A straight roll at 25 ft/s on board 15 seen from `firstFeet` (60 frames a second) to past the head pin.
    static func straightRoll(seenFrom firstFeet: Double) -> [TrackedPoint] {
        stride(from: firstFeet, through: 62, by: 25.0 / 60).map {
            TrackedPoint(timeSeconds: $0 / 25, board: 15, distanceFeet: $0)
        }
    }

    @Test func aBallHiddenForItsFirstFeetIsMeasuredFromWhereItIsSeen() throws {
        // Behind the bowler's legs for its first 4.5 ft: the release is fitted from the rest (60 ft in 2.4 s).
        let metrics = try ShotMetrics(path: Self.straightRoll(seenFrom: 4.5), revRateRpm: nil)
        #expect(abs(metrics.averageSpeedMph - 25 * 3600 / 5280) < 0.01)
        #expect(abs(metrics.entryBoard - 15) < 0.01 && abs(metrics.entryAngleDegrees) < 0.01)
        // Hidden for 5.5 ft: the release is too far from what is seen.
        #expect {
            try ShotMetrics(path: Self.straightRoll(seenFrom: 5.5), revRateRpm: nil)
        } throws: { error in
            guard case .trackIncomplete(let first, _) = error as? MetricsProblem else { return false }
            return first == 5.5
        }
    }

    @Test func calibrationFilesAreReadOrRefusedClearly() throws {
        let good =
            #"{"imageWidth": 720, "imageHeight": 1280, "taps": {"centerArrow": [360, 600], "foulLineRight": [480, 800], "foulLineLeft": [240, 800]}}"#
        let saved = try JSONDecoder().decode(SavedCalibration.self, from: Data(good.utf8))
        #expect(saved.taps.headPin == nil)
        #expect(throws: CalibrationProblem.headPinRequired) { try saved.calibration() }
        let roundTrip = try JSONDecoder().decode(SavedCalibration.self, from: try JSONEncoder().encode(saved))
        #expect(roundTrip == saved)
        let badTap = #"{"imageWidth": 720, "imageHeight": 1280, "taps": {"centerArrow": [360]}}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SavedCalibration.self, from: Data(badTap.utf8)) }
        let noTaps = #"{"imageWidth": 720, "imageHeight": 1280}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SavedCalibration.self, from: Data(noTaps.utf8)) }
    }

    @Test func ballColoursParseOrSayWhatIsAccepted() throws {
        #expect(try BallColorChoice.parse("Purple").red == 0x6E)
        #expect(try BallColorChoice.parse("#6e28aa").blue == 0xAA)
        #expect(throws: BallColorProblem.unknown("teal")) { try BallColorChoice.parse("teal") }
        // Six hex digits and nothing else: a sign, a space or a seventh digit is not a colour.
        for text in ["#+6e28a", "+6e28a", "#-00001", "#6e28a ", "#6e28aa0", "#6é28aa", ""] {
            #expect(throws: BallColorProblem.unknown(text)) { try BallColorChoice.parse(text) }
        }
        // Printed as the page and the API show it: the preset's sRGB, lower-case "#rrggbb".
        #expect(BallColorChoice.preset(.orange).hex == "#d97716")
        #expect(try BallColorChoice.parse("6E28AA") == .preset(.purple))
        #expect(try BallColorChoice.parse("BLACK") == .preset(.black))
        #expect(try BallColorChoice.parse("#AbCdEf") == BallColorChoice(red: 0xAB, green: 0xCD, blue: 0xEF))
        #expect(throws: BallColorProblem.unknown("pürple")) { try BallColorChoice.parse("pürple") }
        #expect(BallColorChoice(red: 0, green: 10, blue: 255).hex == "#000aff")
        #expect(throws: BallColorProblem.tapOutsideFrame) {
            try BallColorChoice.sampled(frame: [0, 0, 0], width: 1, height: 1, at: ImagePoint(x: 5, y: 5))
        }
    }
}
