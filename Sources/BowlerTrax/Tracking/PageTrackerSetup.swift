import BowlerTraxVision

/// What a page's WebAssembly tracker is created with (`bowlertrax_tracker_create`), as JSON: the window of the
/// frame to read, each of its rows' columns and expected ball diameter, the acquisition and finish rows, the frames the
/// ball may be missed for, the frame rate, and the ball's colour. Frames are RGBA (a canvas's or a `VideoFrame`'s).
/// For a session's shots, also what the page needs to measure them itself when the server cannot be reached
/// (`measuring`).
///
/// ```swift
/// let setup = PageTrackerSetup(calibration: calibration, framesPerSecond: 60, color: .preset(.purple))
/// setup.trackerSetup.width == calibration.trackingWindow.width   // true
/// ```
public struct PageTrackerSetup: Sendable, Equatable {
    public struct Window: Sendable, Equatable {
        public let x: Int
        public let y: Int
        public let width: Int
        public let height: Int
    }

    public struct Color: Sendable, Equatable {
        public let red: Int
        public let green: Int
        public let blue: Int
        public let tolerance: Double
    }

    /// What `bowlertrax_measure_shot` needs besides the track: the calibration's frame size and taps, and the hand.
    public struct Measuring: Sendable, Equatable {
        public let imageWidth: Int
        public let imageHeight: Int
        public let taps: CalibrationTaps
        public let hand: Hand
    }

    public static let bytesPerPixel = 4

    public let window: Window
    public let firstColumn: [Int32]
    public let lastColumn: [Int32]
    public let ballDiameter: [Float]
    public let acquisitionRow: Int
    public let finishRow: Int
    public let maximumMissedFrames: Int
    /// The camera's frame rate the setup is for.
    public let framesPerSecond: Double
    public let color: Color
    /// Nil where the page measures no shot (the command-line tool's benchmark).
    public let measuring: Measuring?

    /// The setup of `calibration`'s tracking window at `framesPerSecond` for a ball of `color`; with `measuringFor`,
    /// also what measuring the bowler's shots on the phone needs.
    public init(
        calibration: LaneCalibration, framesPerSecond: Double, color choice: BallColorChoice,
        measuringFor hand: Hand? = nil
    ) {
        let setup = calibration.trackerSetup(
            bytesPerPixel: Self.bytesPerPixel, framesPerSecond: framesPerSecond, window: calibration.trackingWindow)
        window = Window(x: setup.originX, y: setup.originY, width: setup.width, height: setup.height)
        firstColumn = setup.firstColumn
        lastColumn = setup.lastColumn
        ballDiameter = setup.ballDiameter
        acquisitionRow = setup.acquisitionRow
        finishRow = setup.finishRow
        maximumMissedFrames = setup.maximumMissedFrames
        self.framesPerSecond = setup.framesPerSecond
        color = Color(
            red: Int(choice.red), green: Int(choice.green), blue: Int(choice.blue),
            tolerance: BallColorModel.defaultTolerance)
        measuring = hand.map {
            Measuring(
                imageWidth: calibration.imageWidth, imageHeight: calibration.imageHeight, taps: calibration.taps,
                hand: $0)
        }
    }

    /// The native tracker's setup, for running the page's tracking natively (tests, benchmarks).
    public var trackerSetup: TrackerSetup {
        TrackerSetup(
            width: window.width, height: window.height, originX: window.x, originY: window.y,
            bytesPerPixel: Self.bytesPerPixel, firstColumn: firstColumn, lastColumn: lastColumn,
            ballDiameter: ballDiameter, acquisitionRow: acquisitionRow, finishRow: finishRow,
            maximumMissedFrames: maximumMissedFrames, framesPerSecond: framesPerSecond)
    }

    /// The ball's colour model.
    public var colorModel: BallColorModel {
        BallColorModel(
            red: UInt8(clamping: color.red), green: UInt8(clamping: color.green), blue: UInt8(clamping: color.blue),
            tolerance: color.tolerance)
    }
}

extension BallObservation {
    /// Numbers per observation, in the order the WebAssembly tracker writes them (`bowlertrax_tracker_observation`).
    public static let valueCount = 14
    /// Numbers per observation as pages before the pattern image sent them (a kept shot, a page not yet updated).
    public static let valueCountWithoutImage = 10

    /// The observation as its 14 numbers, in the order the WebAssembly tracker writes them and the page sends them:
    /// frame index, centre x and y, radius, expected radius, contact x and y, pattern contrast, pattern offset x and y,
    /// and the pattern image's four projections.
    public var values: [Double] {
        [
            Double(frameIndex), centerX, centerY, radius, expectedRadius, contactX, contactY, patternContrast,
            patternOffsetX, patternOffsetY, patternImage[0], patternImage[1], patternImage[2], patternImage[3],
        ]
    }

    /// An observation from its 14 numbers (or the first 10 of them, without the pattern image); nil unless they are
    /// finite numbers with a whole, non-negative frame index.
    public init?(values: [Double]) {
        guard values.count == Self.valueCount || values.count == Self.valueCountWithoutImage,
            values.allSatisfy({ $0.isFinite }), values[0] >= 0, values[0] < Double(Int32.max),
            values[0].rounded(.towardZero) == values[0]
        else { return nil }
        let image =
            values.count == Self.valueCount ? SIMD4(values[10], values[11], values[12], values[13]) : .zero
        self.init(
            frameIndex: Int(values[0]), centerX: values[1], centerY: values[2], radius: values[3],
            expectedRadius: values[4], contactX: values[5], contactY: values[6], patternContrast: values[7],
            patternOffsetX: values[8], patternOffsetY: values[9], patternImage: image)
    }
}

// The JSON of the server and the tool; the page's WebAssembly (Embedded Swift) has no Codable.
#if !hasFeature(Embedded)
    extension PageTrackerSetup: Codable {}
    extension PageTrackerSetup.Window: Codable {}
    extension PageTrackerSetup.Color: Codable {}
    extension PageTrackerSetup.Measuring: Codable {}
#endif
