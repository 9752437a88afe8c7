import BowlerTrax
import BowlerTraxSynthetic
import BowlerTraxVision
import Foundation

/// Runs the tracker over a synthetic shot's frames, straight from the renderer (no codec), and measures it.
enum RenderedShots {
    /// The renderer's exact taps as a calibration, optionally each moved by `perturbation` pixels.
    static func taps(_ truth: ShotTruth, perturbation: [(Double, Double)] = []) -> BowlerTrax.CalibrationTaps {
        let nudge = perturbation + Array(repeating: (0, 0), count: max(0, 4 - perturbation.count))
        func point(_ p: PixelPoint, _ index: Int) -> ImagePoint {
            ImagePoint(x: p.x + nudge[index].0, y: p.y + nudge[index].1)
        }
        return BowlerTrax.CalibrationTaps(
            centerArrow: point(truth.taps.centerArrow, 0), foulLineRight: point(truth.taps.foulLineRight, 1),
            foulLineLeft: point(truth.taps.foulLineLeft, 2), headPin: point(truth.taps.headPin, 3))
    }

    static func hand(_ hand: BowlerTraxSynthetic.Hand) -> BowlerTrax.Hand { hand == .right ? .right : .left }

    static func colorChoice(_ color: BallColor) -> BallColorChoice {
        BallColorChoice(red: color.red, green: color.green, blue: color.blue)
    }

    /// The tracker's observations of every frame of the shot.
    static func observations(of shot: SyntheticShot, calibration: LaneCalibration) -> [BallObservation] {
        var analyzer = ShotAnalyzer(
            calibration: calibration, ballColor: colorChoice(shot.scenario.ballColor),
            hand: hand(shot.scenario.hand), framesPerSecond: shot.scenario.framesPerSecond)
        for index in 0..<shot.frameCount where analyzer.wantsMoreFrames {
            analyzer.process(frame: shot.frame(at: index))
        }
        return analyzer.tracker.observations
    }
}

/// One row of the accuracy table: measured minus true.
struct MetricErrors {
    var averageSpeedMph: Double
    var entryAngleDegrees: Double
    var entryBoard: Double
    var arrowsBoard: Double
    var breakpointBoard: Double
    var breakpointDistanceFeet: Double
    /// Relative error of the rev rate, nil when it was not measured.
    var revRateShare: Double?

    init(_ metrics: ShotMetrics, _ truth: ShotTruth) {
        averageSpeedMph = metrics.averageSpeedMph - truth.averageSpeedMph
        entryAngleDegrees = metrics.entryAngleDegrees - truth.entryAngleDegrees
        entryBoard = metrics.entryBoard - truth.entryBoard
        arrowsBoard = metrics.arrowsBoard - truth.arrowsBoard
        breakpointBoard = metrics.breakpointBoard - truth.breakpointBoard
        breakpointDistanceFeet = metrics.breakpointDistanceFeet - truth.breakpointDistanceFeet
        revRateShare = metrics.revRateRpm.map { $0 / truth.revRateRpm - 1 }
    }

    static let header =
        "| shot | speed mph | angle ° | entry board | arrows board | breakpoint board | breakpoint ft | rev rate |"
        + "\n|---|---|---|---|---|---|---|---|"

    func row(_ name: String) -> String {
        func signed(_ value: Double, _ decimals: Int = 2) -> String { String(format: "%+.\(decimals)f", value) }
        let rev = revRateShare.map { String(format: "%+.1f %%", $0 * 100) } ?? "n/a"
        return "| \(name) | \(signed(averageSpeedMph, 3)) | \(signed(entryAngleDegrees)) | \(signed(entryBoard)) | "
            + "\(signed(arrowsBoard)) | \(signed(breakpointBoard)) | \(signed(breakpointDistanceFeet)) | \(rev) |"
    }
}
