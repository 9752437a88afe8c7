import BowlerTrax
import BowlerTraxVideo
import BowlerTraxVision
import Foundation
import Testing

// Only the renderer's types the examples name: BowlerTraxSynthetic has its own `CalibrationTaps` and `Hand`, which
// would make the examples' unqualified `CalibrationTaps` ambiguous.
import struct BowlerTraxSynthetic.ShotScenario
import struct BowlerTraxSynthetic.ShotTruth
import struct BowlerTraxSynthetic.SyntheticShot

/// The ```swift examples of the doc comments of BowlerTrax, BowlerTraxVision, BowlerTraxVideo and
/// BowlerTraxSynthetic, as test code so they keep compiling. Each test sets up what its example takes for granted (a
/// calibration, frames, a clip), rendering them with `SyntheticShot`, then runs the example as written; a result the
/// comment names is checked with `#expect`.
@Suite("Doc examples", .serialized)
struct DocExampleTests {
    /// A quick shot for the tracker: purple ball (the examples' colour), right hand, 720 × 1280.
    static func shot(framesPerSecond: Double) throws -> SyntheticShot {
        try SyntheticShot(
            ShotScenario(
                speedMph: 17, entryAngleDegrees: 6, entryBoard: 17.5, hand: .right, framesPerSecond: framesPerSecond,
                width: 720, height: 1280, ballColor: .purple, noiseSeed: 31))
    }

    /// The measured metrics against the renderer's truth, within the video tests' tolerances.
    static func compare(_ measured: ShotMetrics, with truth: ShotTruth) {
        let errors = MetricErrors(measured, truth)
        #expect(abs(errors.averageSpeedMph) <= 0.2, "\(errors)")
        #expect(abs(errors.entryAngleDegrees) <= 0.5, "\(errors)")
        #expect(abs(errors.entryBoard) <= 0.75, "\(errors)")
    }

    // MARK: - BowlerTrax

    @Test func laneCalibration() throws {
        let taps = CalibrationTaps(
            centerArrow: ImagePoint(x: 540, y: 1130), foulLineRight: ImagePoint(x: 780, y: 1560),
            foulLineLeft: ImagePoint(x: 300, y: 1560), headPin: ImagePoint(x: 540, y: 700))
        let calibration = try LaneCalibration(taps: taps, imageWidth: 1080, imageHeight: 1920)
        let point = calibration.lanePoint(at: ImagePoint(x: 560, y: 1000))  // feet right of centre, feet down the lane
        let lane = try #require(point)
        // Right of the centre line (x 540), between the arrows (15 ft, y 1130) and the head pin (60 ft, y 700).
        #expect(lane.lateralFeet > 0 && lane.lateralFeet < Lane.widthFeet / 2)
        #expect(lane.distanceFeet > Lane.arrowsDistanceFeet && lane.distanceFeet < Lane.foulLineToHeadPinFeet)
    }

    @Test func pageTrackerSetup() throws {
        let shot = try Self.shot(framesPerSecond: 60)
        let calibration = try LaneCalibration(
            taps: RenderedShots.taps(shot.truth), imageWidth: 720, imageHeight: 1280)
        let setup = PageTrackerSetup(calibration: calibration, framesPerSecond: 60, color: .preset(.purple))
        #expect(setup.trackerSetup.width == calibration.trackingWindow.width)
        // The JSON the page gets reads back as the same setup, and an observation's 14 numbers as the same observation.
        let decoded = try JSONDecoder().decode(PageTrackerSetup.self, from: JSONEncoder().encode(setup))
        #expect(decoded == setup)
        let observation = BallObservation(
            frameIndex: 12, centerX: 1, centerY: 2, radius: 3, expectedRadius: 4, contactX: 5, contactY: 6,
            patternContrast: 0.5, patternOffsetX: -0.25, patternOffsetY: 0.25, patternImage: SIMD4(0.1, -0.2, 0.3, 0))
        #expect(BallObservation(values: observation.values) == observation)
        #expect(BallObservation(values: [0.5, 1, 2, 3, 4, 5, 6, 7, 8, 9]) == nil)
        #expect(BallObservation(values: [1, 2, 3]) == nil)
    }

    @Test func shotAnalyzer() throws {
        let shot = try Self.shot(framesPerSecond: 240)
        let calibration = try LaneCalibration(
            taps: RenderedShots.taps(shot.truth), imageWidth: shot.scenario.width, imageHeight: shot.scenario.height)
        var index = 0
        func nextFrame() -> [UInt8]? {
            defer { index += 1 }
            return index < shot.frameCount ? shot.frame(at: index) : nil
        }
        var analyzer = ShotAnalyzer(
            calibration: calibration, ballColor: .preset(.purple), hand: .right,
            framesPerSecond: 240)
        while analyzer.wantsMoreFrames, let frame = nextFrame() { analyzer.process(frame: frame) }
        let metrics = try analyzer.metrics()
        Self.compare(metrics, with: shot.truth)
    }

    // MARK: - BowlerTraxVision

    @Test func ballTracker() throws {
        let shot = try Self.shot(framesPerSecond: 60)
        let calibration = try LaneCalibration(
            taps: RenderedShots.taps(shot.truth), imageWidth: shot.scenario.width, imageHeight: shot.scenario.height)
        let setup = calibration.trackerSetup(bytesPerPixel: 3, framesPerSecond: 60)
        let frames = (0..<shot.frameCount).lazy.map { shot.frame(at: $0) }
        var tracker = BallTracker(setup: setup, color: BallColorModel(red: 0x6e, green: 0x28, blue: 0xaa))
        for (index, frame) in frames.enumerated() {
            frame.withUnsafeBufferPointer { _ = tracker.process(frame: $0, frameIndex: index) }
            if tracker.state == .finished || tracker.state == .lost { break }
        }
        let track = tracker.observations
        // The ball is found and followed down the lane; a rendered clip may run out before the tracker calls the
        // shot finished, so the state may still be `.tracking` after the last frame.
        #expect(tracker.state == .finished || tracker.state == .tracking)
        #expect(track.count > shot.frameCount / 2)
    }

    // MARK: - BowlerTraxSynthetic

    @Test func syntheticShot() throws {
        let shot = try SyntheticShot(ShotScenario(speedMph: 16, entryAngleDegrees: 5, entryBoard: 17.5, hand: .left))
        // What the example leaves to the reader: feed each frame to a shot analyzer, and measure.
        let calibration = try LaneCalibration(
            taps: RenderedShots.taps(shot.truth), imageWidth: shot.scenario.width, imageHeight: shot.scenario.height)
        var analyzer = ShotAnalyzer(
            calibration: calibration, ballColor: RenderedShots.colorChoice(shot.scenario.ballColor),
            hand: RenderedShots.hand(shot.scenario.hand), framesPerSecond: shot.scenario.framesPerSecond)
        func feed(_ frame: [UInt8]) {
            #expect(frame.count == shot.scenario.width * shot.scenario.height * 3)
            if analyzer.wantsMoreFrames { analyzer.process(frame: frame) }
        }
        func compare(_ measured: ShotMetrics, with truth: ShotTruth) { Self.compare(measured, with: truth) }
        for index in 0..<shot.frameCount { feed(shot.frame(at: index)) }  // RGB24, width × height × 3 bytes
        let measured = try analyzer.metrics()
        compare(measured, with: shot.truth)
    }

    // MARK: - BowlerTraxVideo

    /// The video examples exactly as written: compiled, never run, since they read and write `shot.mov` and
    /// `shot.mp4` in the working directory. ``videoWriterAndReader()`` runs the same code on a temporary directory.
    static func videoExamplesAsWritten(frames: [[UInt8]]) throws {
        do {
            let writer = try VideoWriter(
                url: URL(fileURLWithPath: "shot.mp4"), width: 720, height: 1280,
                framesPerSecond: 120, codec: .h264)
            for frame in frames { try writer.write(rgb: frame) }  // width * height * 3 bytes each, top row first
            try writer.finish()
        }
        do {
            let reader = try VideoReader(url: URL(fileURLWithPath: "shot.mov"))
            var frame = [UInt8](repeating: 0, count: reader.info.width * reader.info.height * 3)
            while try reader.read(into: &frame) { /* track */  }
        }
    }

    @Test func videoWriterAndReader() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bowlertrax-docs-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("shot.mp4")
        // 1.25 s at 120 fps (a reader wants a second at least): a grey that brightens frame by frame.
        let frames = (0..<150).lazy.map { [UInt8](repeating: UInt8(40 + $0), count: 720 * 1280 * 3) }

        let writer = try VideoWriter(url: url, width: 720, height: 1280, framesPerSecond: 120, codec: .h264)
        for frame in frames { try writer.write(rgb: frame) }  // width * height * 3 bytes each, top row first
        try writer.finish()

        let reader = try VideoReader(url: url)
        var frame = [UInt8](repeating: 0, count: reader.info.width * reader.info.height * 3)
        var brightness: [Int] = []
        while try reader.read(into: &frame) { brightness.append(Int(frame[frame.count / 2])) }
        #expect(reader.info.width == 720 && reader.info.height == 1280)
        #expect(abs(reader.info.framesPerSecond - 120) < 0.01 && reader.info.codec == "h264")
        #expect(brightness.count == 150)
        #expect(brightness.first.map { abs($0 - 40) <= 3 } == true)
        #expect(brightness.last.map { abs($0 - 189) <= 3 } == true)
    }

    @Test("BowlingGame: a strike, then a spare waiting for its bonus ball")
    func bowlingGame() throws {
        var game = BowlingGame()
        try game.roll(10)  // X
        try game.roll(7)
        try game.roll(3)  // 7 /
        #expect(game.frames[0].score == 20)  // the strike with the next two balls
        #expect(game.frames[1].score == nil)  // nil until the spare's bonus ball is rolled
        #expect(game.pinsStanding == 10)
    }
}
