import BowlerTrax
import BowlerTraxSynthetic
import BowlerTraxVision
import Foundation
import Testing

/// Each metric's ± (`ShotUncertainty`) against the renderer's exact truth: the true error of rendered shots measured
/// with taps off by the tap precision lies within 3 ± nearly always; the fits' ± follows the scatter of noisy tracks;
/// a camera seeing the lane in fewer pixels is less certain; a track too noisy to trust is refused.
@Suite("Each metric's ±")
struct ShotUncertaintyTests {
    /// SplitMix64, with normal deviates by Box–Muller: the same noise on every run.
    struct SeededNoise: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        /// A normal deviate of standard deviation `sigma`.
        mutating func normal(_ sigma: Double) -> Double {
            let u = Double.random(in: Double.ulpOfOne..<1, using: &self)
            let v = Double.random(in: 0..<1, using: &self)
            return sigma * (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
        }
    }

    /// Each metric's error (measured minus true) and its ±, by name.
    static func rows(_ metrics: ShotMetrics, _ truth: ShotTruth) throws -> [(
        String, error: Double, plusOrMinus: Double
    )] {
        let u = try #require(metrics.uncertainty)
        let errors = MetricErrors(metrics, truth)
        return [
            ("speed", errors.averageSpeedMph, u.averageSpeedMph),
            ("entry angle", errors.entryAngleDegrees, u.entryAngleDegrees),
            ("entry board", errors.entryBoard, u.entryBoard),
            ("arrows board", errors.arrowsBoard, u.arrowsBoard),
            ("breakpoint board", errors.breakpointBoard, u.breakpointBoard),
            ("breakpoint distance", errors.breakpointDistanceFeet, u.breakpointDistanceFeet),
        ]
    }

    /// The ball's exact image track: the projection of its centre in every frame it is seen (what a perfect tracker
    /// would report), each coordinate moved by normal noise of `pixels` standard deviation.
    static func exactObservations(_ truth: ShotTruth, noise pixels: Double = 0, seed: UInt64 = 1) -> [BallObservation] {
        var noise = SeededNoise(state: seed)
        return truth.frames.filter(\.isVisible).map { frame in
            let dx = noise.normal(pixels)
            let dy = noise.normal(pixels)
            return BallObservation(
                frameIndex: frame.index, centerX: frame.ballCenter.x + dx, centerY: frame.ballCenter.y + dy,
                radius: frame.projectedRadiusPixels, expectedRadius: frame.projectedRadiusPixels,
                contactX: frame.contactPoint.x + dx, contactY: frame.contactPoint.y + dy, patternContrast: 0,
                patternOffsetX: 0, patternOffsetY: 0)
        }
    }

    /// The shot measured with the renderer's exact taps.
    static func measure(_ shot: SyntheticShot, _ observations: [BallObservation]) throws -> ShotMetrics {
        let calibration = try LaneCalibration(
            taps: RenderedShots.taps(shot.truth), imageWidth: shot.scenario.width, imageHeight: shot.scenario.height)
        return try ShotAnalyzer.metrics(
            of: observations, calibration: calibration, framesPerSecond: shot.scenario.framesPerSecond,
            hand: RenderedShots.hand(shot.scenario.hand))
    }

    // MARK: - (a) Rendered shots

    /// Quick renders (60 fps, 720 or 540 px wide) across the accuracy table's range: speeds, angles, boards, hands,
    /// cameras.
    static let renderedScenarios: [ShotScenario] = [
        ShotScenario(
            speedMph: 17, entryAngleDegrees: 6, entryBoard: 17.5, hand: .right, framesPerSecond: 60, width: 720,
            height: 1280, noiseSeed: 41),
        ShotScenario(
            speedMph: 13, entryAngleDegrees: 2, entryBoard: 10, hand: .left, framesPerSecond: 60, width: 540,
            height: 960, cameraDistanceBehindFoulLineFeet: 10, cameraHeightFeet: 4, noiseSeed: 42),
        ShotScenario(
            speedMph: 21, entryAngleDegrees: 8, entryBoard: 24, hand: .right, framesPerSecond: 60, width: 720,
            height: 1280, cameraDistanceBehindFoulLineFeet: 18, cameraHeightFeet: 4.5, cameraPanDegrees: 2,
            noiseSeed: 43),
        ShotScenario(
            speedMph: 15, entryAngleDegrees: 4, entryBoard: 20, hand: .left, framesPerSecond: 60, width: 540,
            height: 960, cameraDistanceBehindFoulLineFeet: 15, cameraHeightFeet: 5.5, cameraSidewaysOffsetFeet: 1,
            noiseSeed: 44),
        ShotScenario(
            speedMph: 19, entryAngleDegrees: 5, entryBoard: 14, hand: .right, framesPerSecond: 60, width: 540,
            height: 960, cameraDistanceBehindFoulLineFeet: 12, cameraHeightFeet: 6, ballColor: .red, noiseSeed: 45),
    ]

    /// Tap sets per shot, each tap coordinate off by normal noise of the tap precision.
    static let tapDraws = 6

    /// Each shot tracked once, then measured with taps off as a finger refined to the feature leaves them.
    @Test func theTrueErrorOfRenderedShotsIsWithinThreeTimesItsPlusOrMinus() throws {
        var noise = SeededNoise(state: 23)
        var within = 0
        var total = 0
        var squaredRatios = 0.0
        var lines: [String] = []
        for scenario in Self.renderedScenarios {
            let shot = try SyntheticShot(scenario)
            let truth = shot.truth
            let exact = try LaneCalibration(
                taps: RenderedShots.taps(truth), imageWidth: scenario.width, imageHeight: scenario.height)
            let observations = RenderedShots.observations(of: shot, calibration: exact)
            for _ in 0..<Self.tapDraws {
                let sigma = ShotUncertainty.tapPrecisionPixels
                let moved = (0..<4).map { _ in (noise.normal(sigma), noise.normal(sigma)) }
                let calibration = try LaneCalibration(
                    taps: RenderedShots.taps(truth, perturbation: moved), imageWidth: scenario.width,
                    imageHeight: scenario.height)
                let metrics = try ShotAnalyzer.metrics(
                    of: observations, calibration: calibration, framesPerSecond: scenario.framesPerSecond,
                    hand: RenderedShots.hand(scenario.hand))
                var line = "\(scenario.width)p \(scenario.speedMph) mph \(scenario.entryAngleDegrees)°:"
                for (name, error, plusOrMinus) in try Self.rows(metrics, truth) {
                    total += 1
                    if abs(error) <= 3 * plusOrMinus { within += 1 }
                    squaredRatios += (error / plusOrMinus) * (error / plusOrMinus)
                    line += String(format: " %@ %+.2f ± %.2f", name, error, plusOrMinus)
                }
                lines.append(line)
            }
        }
        let typicalRatio = (squaredRatios / Double(total)).squareRoot()
        print(lines.joined(separator: "\n"))
        print(String(format: "within 3 ±: %d of %d; RMS of error / ±: %.2f", within, total, typicalRatio))
        #expect(Double(within) >= 0.95 * Double(total), "within 3 ±: \(within) of \(total)")
        // Nor a blanket: an honest ± is about the size of the errors it describes (1 for normal errors).
        #expect(typicalRatio > 0.4 && typicalRatio < 1.6, "RMS of error / ±: \(typicalRatio)")
    }

    // MARK: - (b) The fits' part against the scatter of noisy tracks

    /// The scenario's exact lane track (every frame from 2 ft before the foul line to 62 ft), each board and distance
    /// moved by normal noise of `boards` and `feet` standard deviation.
    static func noisyTrack(_ truth: ShotTruth, boards: Double, feet: Double, noise: inout SeededNoise) -> [TrackedPoint]
    {
        truth.frames.filter { (-2...62).contains($0.lanePosition.distanceFeet) }.map { frame in
            TrackedPoint(
                timeSeconds: frame.timeSeconds, board: frame.lanePosition.board + noise.normal(boards),
                distanceFeet: frame.lanePosition.distanceFeet + noise.normal(feet))
        }
    }

    @Test func theFitsPlusOrMinusGrowsWithTheNoiseAndMatchesTheSpreadOfNoisyCopies() throws {
        let truth = try SyntheticShot(Self.renderedScenarios[0]).truth
        let copies = 50
        var noise = SeededNoise(state: 7)
        var plusOrMinusAtFirstLevel: [Double] = []
        for level in [1.0, 2.0, 4.0] {
            // Per metric: the errors of the copies, and their ±.
            var errors: [[Double]] = Array(repeating: [], count: 6)
            var plusOrMinus: [[Double]] = Array(repeating: [], count: 6)
            var names: [String] = []
            for _ in 0..<copies {
                let track = Self.noisyTrack(truth, boards: 0.1 * level, feet: 0.05 * level, noise: &noise)
                let rows = try Self.rows(try ShotMetrics(path: track, revRateRpm: nil), truth)
                names = rows.map(\.0)
                for (index, row) in rows.enumerated() {
                    errors[index].append(row.error)
                    plusOrMinus[index].append(row.plusOrMinus)
                }
            }
            for index in names.indices {
                let mean = errors[index].reduce(0, +) / Double(copies)
                let spread = (errors[index].map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(copies - 1))
                    .squareRoot()
                let typical = (plusOrMinus[index].map { $0 * $0 }.reduce(0, +) / Double(copies)).squareRoot()
                print(String(format: "noise ×%.0f, %@: spread %.4f, ± %.4f", level, names[index], spread, typical))
                #expect(spread / typical > 0.67 && spread / typical < 1.5, "noise ×\(level), \(names[index])")
                if level == 1 {
                    plusOrMinusAtFirstLevel.append(typical)
                } else {
                    let growth = typical / plusOrMinusAtFirstLevel[index]
                    #expect(growth > 0.8 * level && growth < 1.25 * level, "noise ×\(level), \(names[index])")
                }
            }
        }
    }

    // MARK: - (c) The calibration's part

    /// The ± of a perfect tracker's track (no fit error: the calibration's part alone) of the standard shot, seen
    /// from a camera `behind` ft behind the foul line on a 9:16 frame `width` px wide.
    static func calibrationUncertainty(behind: Double, width: Int) throws -> ShotUncertainty {
        let shot = try SyntheticShot(
            ShotScenario(
                framesPerSecond: 60, width: width, height: width * 16 / 9, cameraDistanceBehindFoulLineFeet: behind))
        return try #require(try Self.measure(shot, Self.exactObservations(shot.truth)).uncertainty)
    }

    /// The headline metrics' ± in order: speed, entry angle, entry board, arrows board, breakpoint board.
    static func headline(_ u: ShotUncertainty) -> [Double] {
        [u.averageSpeedMph, u.entryAngleDegrees, u.entryBoard, u.arrowsBoard, u.breakpointBoard]
    }

    @Test func aLaneSeenInFewerPixelsIsLessCertain() throws {
        let near = try Self.calibrationUncertainty(behind: 10, width: 1080)
        let far = try Self.calibrationUncertainty(behind: 20, width: 1080)
        let coarse = try Self.calibrationUncertainty(behind: 10, width: 540)
        print("camera 10 ft back, 1080 px: \(near)\n20 ft back: \(far)\n10 ft back, 540 px: \(coarse)")
        for (index, (nearer, farther)) in zip(Self.headline(near), Self.headline(far)).enumerated() {
            #expect(
                nearer > 0 && farther > 1.1 * nearer, "metric \(index): \(nearer) from 10 ft, \(farther) from 20 ft")
        }
        // Half the pixels: a tap's pixel covers twice the lane, and the calibration's ± doubles.
        for (index, (fine, halved)) in zip(Self.headline(near), Self.headline(coarse)).enumerated() {
            #expect(halved / fine > 1.8 && halved / fine < 2.2, "metric \(index): \(fine) at 1080 px, \(halved) at 540")
        }
    }

    // MARK: - (d) Refusal

    @Test func aVeryNoisyTrackIsRefusedWithTheSpecsText() throws {
        let shot = try SyntheticShot(Self.renderedScenarios[0])
        #expect(throws: Never.self) { try Self.measure(shot, Self.exactObservations(shot.truth)) }
        // Every point 5 px off at random (5 ft of lane at the pins on this 720 px frame): no figure worth showing.
        let noisy = Self.exactObservations(shot.truth, noise: 5, seed: 1)
        do {
            let metrics = try Self.measure(shot, noisy)
            Issue.record("a track 5 px off at random was measured: \(metrics)")
        } catch let problem as MetricsProblem {
            guard case .implausible(.uncertain(let metric, value: _, let plusOrMinus)) = problem else {
                Issue.record("refused for another reason: \(problem)")
                return
            }
            #expect(plusOrMinus > metric.largestUncertainty)
            #expect(problem.copyKey == "bowlertrax.tracking.lost")
            #expect(problem.description.hasPrefix("Lost track of the ball. Try adjusting camera position. (The track"))
            #expect(problem.description.contains("too uncertain to show"), "\(problem)")
        }
    }
}
