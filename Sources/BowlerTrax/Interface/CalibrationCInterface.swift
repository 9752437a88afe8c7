import BowlerTraxVision

/// The Calibration Check and the tracker's setup, for the page's WebAssembly (and any C caller): the same
/// `LaneCalibration` the server checks taps with, the board grid and camera the Calibration Complete screen shows, and
/// the `PageTrackerSetup` the server answers `GET sessions/:id/tracker` with. With them a phone calibrates and sets its
/// tracker up with no server.
///
/// - `taps`: 8 doubles, the image points (x, y) of the centre arrow, the foul line's right and left ends and the head
///   pin; NaN for a tap not made.
/// - `hand`: 0 right, 1 left (the grid's boards are numbered from the bowler's side).
///
/// Returns `CalibrationJSON.check`'s text, NUL-terminated UTF-8, to free with `bowlertrax_free`:
/// `{"grid": [...], "cameraHeightFeet", "fieldOfViewDegrees"}` for taps the core accepts (the server's
/// `POST calibrations/check` answer), `{"problem": {"code", "detail", "retryReason"?}}` for taps it refuses, or
/// `{"invalid": why}`. Nil only when memory runs out.
@_cdecl("bowlertrax_check_calibration")
public func bowlertraxCheckCalibration(
    _ imageWidth: Int32, _ imageHeight: Int32, _ taps: UnsafePointer<Double>?, _ hand: Int32
) -> UnsafeMutablePointer<UInt8>? {
    guard let taps else { return cText(CalibrationJSON.invalid("no taps")) }
    guard let hand = Hand(code: hand) else { return cText(CalibrationJSON.invalid("a hand other than 0 or 1")) }
    return cText(
        CalibrationJSON.check(
            calibrationTaps(taps), imageWidth: Int(imageWidth), imageHeight: Int(imageHeight), hand: hand))
}

/// The tracker's setup for a session's shots (`PageTrackerSetup` with `measuring`), as `GET sessions/:id/tracker`
/// answers it: the calibration of `taps` on a frame of `imageWidth` x `imageHeight`, the camera's `framesPerSecond`,
/// the ball's colour as the session keeps it (`color`: `colorLength` bytes of UTF-8, a preset's name or `#rrggbb`; one
/// not understood tracks the spec's default, purple) and the bowler's `hand` (0 right, 1 left).
///
/// Returns the setup's JSON, NUL-terminated, to free with `bowlertrax_free`; `{"invalid": why}` for taps that make no
/// calibration or a frame rate that is not positive. Nil only when memory runs out.
@_cdecl("bowlertrax_tracker_setup")
public func bowlertraxTrackerSetup(
    _ imageWidth: Int32, _ imageHeight: Int32, _ taps: UnsafePointer<Double>?, _ hand: Int32,
    _ framesPerSecond: Double, _ color: UnsafePointer<UInt8>?, _ colorLength: Int32
) -> UnsafeMutablePointer<UInt8>? {
    guard let taps else { return cText(CalibrationJSON.invalid("no taps")) }
    guard let hand = Hand(code: hand) else { return cText(CalibrationJSON.invalid("a hand other than 0 or 1")) }
    guard framesPerSecond.isFinite, framesPerSecond > 0 else {
        return cText(CalibrationJSON.invalid("a frame rate that is not a positive number"))
    }
    guard colorLength >= 0, colorLength == 0 || color != nil else {
        return cText(CalibrationJSON.invalid("no colour"))
    }
    let colorText =
        colorLength == 0 ? "" : String(decoding: UnsafeBufferPointer(start: color, count: Int(colorLength)), as: UTF8.self)
    let calibration: LaneCalibration
    do {
        calibration = try LaneCalibration(
            taps: calibrationTaps(taps), imageWidth: Int(imageWidth), imageHeight: Int(imageHeight))
    } catch {
        return cText(CalibrationJSON.invalid("taps that make no calibration (\(error.code))"))
    }
    let choice = (try? BallColorChoice.parse(colorText)) ?? .preset(.purple)
    return cText(
        CalibrationJSON.trackerSetup(
            PageTrackerSetup(
                calibration: calibration, framesPerSecond: framesPerSecond, color: choice, measuringFor: hand)))
}

extension Hand {
    /// The C interface's hand: 0 right, 1 left; nil for any other number.
    init?(code: Int32) {
        switch code {
        case 0: self = .right
        case 1: self = .left
        default: return nil
        }
    }
}

/// The taps of the C interface's 8 doubles (NaN: a tap not made).
func calibrationTaps(_ taps: UnsafePointer<Double>) -> CalibrationTaps {
    func point(_ index: Int) -> ImagePoint? {
        let x = taps[2 * index]
        let y = taps[2 * index + 1]
        return x.isNaN || y.isNaN ? nil : ImagePoint(x: x, y: y)
    }
    return CalibrationTaps(centerArrow: point(0), foulLineRight: point(1), foulLineLeft: point(2), headPin: point(3))
}

/// `text` as NUL-terminated UTF-8 in memory from `bowlertrax_allocate`; nil when memory runs out.
func cText(_ text: String) -> UnsafeMutablePointer<UInt8>? {
    var bytes = Array(text.utf8)
    bytes.append(0)
    guard let raw = bowlertraxAllocate(Int32(bytes.count)) else { return nil }
    let output = raw.bindMemory(to: UInt8.self, capacity: bytes.count)
    output.initialize(from: bytes, count: bytes.count)
    return output
}

/// A calibration's check and a tracker's setup as JSON text without Codable (the page's WebAssembly has none), with
/// the keys and values their `Codable` forms write on the server.
public enum CalibrationJSON {
    /// `{"grid": [...], "cameraHeightFeet", "fieldOfViewDegrees"}` when the core accepts `taps` on a frame of this
    /// size (the grid's boards numbered for `hand`); `{"problem": {"code", "detail", "retryReason"?}}` when it refuses
    /// them, the retry reason named as the server's refusal names it (`cameraMoved`, `tapOffTarget`, `glare`).
    public static func check(_ taps: CalibrationTaps, imageWidth: Int, imageHeight: Int, hand: Hand) -> String {
        let calibration: LaneCalibration
        do {
            calibration = try LaneCalibration(taps: taps, imageWidth: imageWidth, imageHeight: imageHeight)
        } catch {
            var writer = JSONWriter()
            writer.object { writer in
                writer.key("problem")
                writer.object { writer in
                    writer.member("code", string: error.code)
                    writer.member("detail", string: error.description)
                    if let reason = error.retryReason { writer.member("retryReason", string: reason.name) }
                }
            }
            return writer.text
        }
        var writer = JSONWriter()
        writer.object { writer in
            writer.key("grid")
            writer.array(calibration.gridOverlay(hand: hand)) { writer, segment in
                writer.object { writer in
                    writer.key("start")
                    write(segment.start, to: &writer)
                    writer.key("end")
                    write(segment.end, to: &writer)
                    writer.member("label", string: segment.label)
                    writer.member("kind", string: segment.kind.rawValue)
                    if let board = segment.board { writer.member("board", integer: board) }
                }
            }
            writer.member("cameraHeightFeet", calibration.camera.position.z)
            writer.member(
                "fieldOfViewDegrees", calibration.camera.fieldOfViewDegrees(longerSide: max(imageWidth, imageHeight)))
        }
        return writer.text
    }

    /// The setup as `PageTrackerSetup`'s `Codable` form writes it.
    public static func trackerSetup(_ setup: PageTrackerSetup) -> String {
        var writer = JSONWriter()
        writer.object { writer in
            writer.key("window")
            writer.object { writer in
                writer.member("x", integer: setup.window.x)
                writer.member("y", integer: setup.window.y)
                writer.member("width", integer: setup.window.width)
                writer.member("height", integer: setup.window.height)
            }
            writer.key("firstColumn")
            writer.array(setup.firstColumn) { writer, column in writer.value(integer: Int(column)) }
            writer.key("lastColumn")
            writer.array(setup.lastColumn) { writer, column in writer.value(integer: Int(column)) }
            writer.key("ballDiameter")
            writer.array(setup.ballDiameter) { writer, diameter in writer.value(diameter) }
            writer.member("acquisitionRow", integer: setup.acquisitionRow)
            writer.member("finishRow", integer: setup.finishRow)
            writer.member("maximumMissedFrames", integer: setup.maximumMissedFrames)
            writer.member("framesPerSecond", setup.framesPerSecond)
            writer.key("color")
            writer.object { writer in
                writer.member("red", integer: setup.color.red)
                writer.member("green", integer: setup.color.green)
                writer.member("blue", integer: setup.color.blue)
                writer.member("tolerance", setup.color.tolerance)
            }
            if let measuring = setup.measuring {
                writer.key("measuring")
                writer.object { writer in
                    writer.member("imageWidth", integer: measuring.imageWidth)
                    writer.member("imageHeight", integer: measuring.imageHeight)
                    writer.key("taps")
                    writer.object { writer in
                        for name in CalibrationTaps.Name.allCases {
                            guard let point = measuring.taps[name] else { continue }
                            writer.key(name.rawValue)
                            write(point, to: &writer)
                        }
                    }
                    writer.member("hand", string: measuring.hand.rawValue)
                }
            }
        }
        return writer.text
    }

    /// `{"invalid": reason}`: input that is no calibration.
    static func invalid(_ reason: String) -> String {
        var writer = JSONWriter()
        writer.object { writer in writer.member("invalid", string: reason) }
        return writer.text
    }

    private static func write(_ point: ImagePoint, to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("x", point.x)
            writer.member("y", point.y)
        }
    }
}

extension CalibrationProblem.RetryReason {
    /// The reason's name as the server's refusal and the page's copy keys spell it.
    public var name: String {
        switch self {
        case .cameraMoved: "cameraMoved"
        case .tapOffTarget: "tapOffTarget"
        case .glare: "glare"
        }
    }
}
