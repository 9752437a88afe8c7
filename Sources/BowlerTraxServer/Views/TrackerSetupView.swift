import BowlerTrax
import BowlerTraxVision
import Hummingbird

/// What the page's WebAssembly tracker is created with (`bowlertrax_tracker_create`): the window of the frame to
/// crop, each row's columns and expected ball diameter, the acquisition and finish rows, the frames the ball may be
/// missed for, and the ball's colour. Frames are RGBA (the canvas's `getImageData`).
struct TrackerSetupView: ResponseEncodable {
    struct Window: Codable {
        let x: Int
        let y: Int
        let width: Int
        let height: Int
    }

    struct Color: Codable {
        let red: Int
        let green: Int
        let blue: Int
        let tolerance: Double
    }

    static let bytesPerPixel = 4

    let window: Window
    let firstColumn: [Int32]
    let lastColumn: [Int32]
    let ballDiameter: [Float]
    let acquisitionRow: Int
    let finishRow: Int
    let maximumMissedFrames: Int
    let color: Color

    init(calibration: LaneCalibration, framesPerSecond: Double, color model: BallColorModel) {
        let window = calibration.trackingWindow
        let setup = calibration.trackerSetup(
            bytesPerPixel: Self.bytesPerPixel, framesPerSecond: framesPerSecond, window: window)
        self.window = Window(x: setup.originX, y: setup.originY, width: setup.width, height: setup.height)
        firstColumn = setup.firstColumn
        lastColumn = setup.lastColumn
        ballDiameter = setup.ballDiameter
        acquisitionRow = setup.acquisitionRow
        finishRow = setup.finishRow
        maximumMissedFrames = setup.maximumMissedFrames
        color = Color(
            red: Int(model.red), green: Int(model.green), blue: Int(model.blue), tolerance: model.tolerance)
    }
}
