import BowlerTraxVision

/// Measures a shot from the tracker's observations, for the page's WebAssembly (and any C caller): the same
/// `ShotAnalyzer.metrics(of:calibration:framesPerSecond:hand:)` the server runs on a posted track.
///
/// - `taps`: 8 doubles, the image points (x, y) of the centre arrow, the foul line's right and left ends and the head
///   pin; NaN for a tap not made (the head pin is optional).
/// - `hand`: 0 right, 1 left.
/// - `observations`: `observationCount` × `observationLength` doubles: 14 each, as `bowlertrax_tracker_observation`
///   gives them, or 10 each from a shot kept before the pattern image (measured as a track without it).
///
/// Returns `MeasuredShotJSON`'s text, NUL-terminated UTF-8, to free with `bowlertrax_free`; `{"invalid": why}` when
/// the input is not a shot to measure (taps that make no calibration, observations of another length, a malformed
/// observation). Nil only when memory runs out.
@_cdecl("bowlertrax_measure_shot")
public func bowlertraxMeasureShot(
    _ imageWidth: Int32, _ imageHeight: Int32, _ taps: UnsafePointer<Double>?, _ hand: Int32,
    _ framesPerSecond: Double, _ observations: UnsafePointer<Double>?, _ observationLength: Int32,
    _ observationCount: Int32
) -> UnsafeMutablePointer<UInt8>? {
    let hand = Hand(code: hand)
    let text: String
    switch measuredShot(
        imageWidth: Int(imageWidth), imageHeight: Int(imageHeight), taps: taps, hand: hand,
        framesPerSecond: framesPerSecond, observations: observations, observationLength: Int(observationLength),
        observationCount: Int(observationCount))
    {
    case .success(let result): text = MeasuredShotJSON.text(of: result, hand: hand ?? .right)
    case .failure(let invalid): text = MeasuredShotJSON.text(ofInvalid: invalid.reason)
    }
    return cText(text)
}

/// Input that is not a shot to measure, and why.
struct InvalidShotInput: Error {
    let reason: String
}

/// The metrics of the observations under the taps' calibration, or why there are none; or why the input is no shot
/// (`hand` nil: not 0 or 1).
func measuredShot(
    imageWidth: Int, imageHeight: Int, taps: UnsafePointer<Double>?, hand: Hand?, framesPerSecond: Double,
    observations: UnsafePointer<Double>?, observationLength: Int, observationCount: Int
) -> Result<Result<ShotMetrics, MetricsProblem>, InvalidShotInput> {
    guard let taps else { return .failure(InvalidShotInput(reason: "no taps")) }
    guard observationLength == BallObservation.valueCount || observationLength == BallObservation.valueCountWithoutImage
    else {
        return .failure(
            InvalidShotInput(
                reason: "observations of \(observationLength) numbers (\(BallObservation.valueCount), or "
                    + "\(BallObservation.valueCountWithoutImage) without the pattern image)"))
    }
    guard observationCount >= 0, observationCount == 0 || observations != nil else {
        return .failure(InvalidShotInput(reason: "no observations"))
    }
    guard framesPerSecond.isFinite, framesPerSecond > 0 else {
        return .failure(InvalidShotInput(reason: "a frame rate that is not a positive number"))
    }
    guard let hand else { return .failure(InvalidShotInput(reason: "a hand other than 0 or 1")) }
    let calibration: LaneCalibration
    do {
        calibration = try LaneCalibration(
            taps: calibrationTaps(taps), imageWidth: imageWidth, imageHeight: imageHeight)
    } catch {
        return .failure(InvalidShotInput(reason: "taps that make no calibration (\(error.code))"))
    }
    var read: [BallObservation] = []
    read.reserveCapacity(observationCount)
    for index in 0..<observationCount {
        let values = Array(
            UnsafeBufferPointer(
                start: observations! + observationLength * index, count: observationLength))
        guard let observation = BallObservation(values: values) else {
            return .failure(InvalidShotInput(reason: "observation \(index) is malformed"))
        }
        read.append(observation)
    }
    do {
        return .success(
            .success(
                try ShotAnalyzer.metrics(
                    of: read, calibration: calibration, framesPerSecond: framesPerSecond, hand: hand)))
    } catch {
        return .success(.failure(error))
    }
}
