import BowlerTrax
import BowlerTraxSynthetic
import BowlerTraxVideo
import Foundation
import Testing

/// Shots through real encoded files: the renderer's frames written by `VideoWriter`, decoded by `VideoReader`.
@Suite("Video files end to end", .serialized)
struct VideoFileTests {
    static let directory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bowlertrax-video-tests-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    static func write(_ shot: SyntheticShot, to name: String, codec: VideoCodec) throws -> URL {
        let url = directory.appendingPathComponent(name)
        let writer = try VideoWriter(
            url: url, width: shot.scenario.width, height: shot.scenario.height,
            framesPerSecond: Int(shot.scenario.framesPerSecond), codec: codec)
        for index in 0..<shot.frameCount { try writer.write(rgb: shot.frame(at: index)) }
        try writer.finish()
        return url
    }

    @Test(arguments: [
        ("shot.mp4", VideoCodec.h264, BowlerTraxSynthetic.Hand.right),
        ("shot.mov", .hevc, .left), ("shot.webm", .vp9, .right),
    ])
    func encodedShotsMeasureWithinTolerance(name: String, codec: VideoCodec, hand: BowlerTraxSynthetic.Hand) throws {
        let scenario = ShotScenario(
            speedMph: 18, entryAngleDegrees: 5, entryBoard: 18, revRateRpm: 320, hand: hand,
            framesPerSecond: 60, width: 720, height: 1280, noiseSeed: 21)
        let shot = try SyntheticShot(scenario)
        let url = try Self.write(shot, to: name, codec: codec)
        let calibration = try LaneCalibration(taps: RenderedShots.taps(shot.truth), imageWidth: 720, imageHeight: 1280)
        // As `bowlertrax analyze` reads: the lane's window only, without the decoder's deblocking filter.
        let window = calibration.trackingWindow
        let reader = try VideoReader(
            url: url, crop: (window.x, window.y, window.width, window.height),
            skipDeblocking: true)
        #expect(reader.info.width == 720 && reader.info.height == 1280)
        #expect(abs(reader.info.framesPerSecond - 60) < 0.01)
        var analyzer = ShotAnalyzer(
            calibration: calibration, ballColor: RenderedShots.colorChoice(scenario.ballColor),
            hand: RenderedShots.hand(hand), framesPerSecond: reader.info.framesPerSecond,
            window: window)
        var frame: [UInt8] = []
        while analyzer.wantsMoreFrames, try reader.read(into: &frame) { analyzer.process(frame: frame) }
        reader.close()
        let errors = MetricErrors(try analyzer.metrics(), shot.truth)
        print(errors.row("\(name) (\(codec.rawValue)), 720x1280 60 fps"))
        #expect(abs(errors.averageSpeedMph) <= 0.2)
        #expect(abs(errors.entryAngleDegrees) <= 0.5)
        #expect(abs(errors.entryBoard) <= 0.75)
        #expect(abs(errors.arrowsBoard) <= 0.5)
        #expect(abs(errors.breakpointBoard) <= 1 && abs(errors.breakpointDistanceFeet) <= 3)
        #expect(abs(errors.revRateShare ?? 1) <= 0.05)
    }

    /// A browser's MediaRecorder makes VP8 WebM at 30 fps: the h264 shot transcoded by ffmpeg, every other frame.
    @Test func vp8WebMAtThirtyFramesPerSecond() throws {
        let scenario = ShotScenario(
            speedMph: 16, entryAngleDegrees: 6, entryBoard: 17, revRateRpm: 260,
            framesPerSecond: 60, width: 720, height: 1280, noiseSeed: 22)
        let shot = try SyntheticShot(scenario)
        let source = try Self.write(shot, to: "for-vp8.mp4", codec: .h264)
        let url = Self.directory.appendingPathComponent("browser.webm")
        let ffmpeg = Process()
        ffmpeg.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        ffmpeg.arguments = [
            "ffmpeg", "-v", "error", "-y", "-i", source.path, "-r", "30", "-c:v", "libvpx", "-b:v", "8M",
            "-deadline", "realtime", "-cpu-used", "8", url.path,
        ]
        try ffmpeg.run()
        ffmpeg.waitUntilExit()
        let reader = try VideoReader(url: url)
        #expect(reader.info.codec == "vp8" && abs(reader.info.framesPerSecond - 30) < 0.01)
        let calibration = try LaneCalibration(taps: RenderedShots.taps(shot.truth), imageWidth: 720, imageHeight: 1280)
        var analyzer = ShotAnalyzer(
            calibration: calibration, ballColor: RenderedShots.colorChoice(scenario.ballColor),
            hand: .right, framesPerSecond: reader.info.framesPerSecond)
        var frame: [UInt8] = []
        while analyzer.wantsMoreFrames, try reader.read(into: &frame) { analyzer.process(frame: frame) }
        reader.close()
        let errors = MetricErrors(try analyzer.metrics(), shot.truth)
        print(errors.row("browser.webm (vp8), 720x1280 30 fps"))
        #expect(abs(errors.averageSpeedMph) <= 0.2)
        #expect(abs(errors.entryAngleDegrees) <= 0.5)
        #expect(abs(errors.entryBoard) <= 0.75)
        #expect(abs(errors.arrowsBoard) <= 0.5)
        #expect(abs(errors.breakpointBoard) <= 1 && abs(errors.breakpointDistanceFeet) <= 3)
    }

    @Test func rotationMetadataIsRespected() throws {
        let shot = try SyntheticShot(ShotScenario(framesPerSecond: 30, width: 720, height: 1280))
        let plain = try Self.write(shot, to: "upright.mp4", codec: .h264)
        let rotated = Self.directory.appendingPathComponent("rotated.mp4")
        let ffmpeg = Process()
        ffmpeg.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        ffmpeg.arguments = [
            "ffmpeg", "-v", "error", "-y", "-i", plain.path, "-c", "copy", "-metadata:s:v:0", "rotate=90",
            rotated.path,
        ]
        try ffmpeg.run()
        ffmpeg.waitUntilExit()
        let info = try VideoReader.probe(rotated)
        #expect(info.rotationDegrees == 90 || info.rotationDegrees == 270)
        #expect(info.width == 1280 && info.height == 720, "a portrait clip turned on its side decodes landscape")
        let reader = try VideoReader(url: rotated)
        var frame: [UInt8] = []
        #expect(try reader.read(into: &frame))
        #expect(frame.count == 1280 * 720 * 3)
    }

    @Test func badFilesGetClearErrors() throws {
        let missing = Self.directory.appendingPathComponent("missing.mp4")
        #expect(throws: VideoError.fileNotFound(missing.path)) { try VideoReader(url: missing) }
        let empty = Self.directory.appendingPathComponent("empty.mp4")
        try Data().write(to: empty)
        #expect(throws: VideoError.emptyFile(empty.path)) { try VideoReader(url: empty) }
        let text = Self.directory.appendingPathComponent("notes.mp4")
        try Data("not a video at all".utf8).write(to: text)
        #expect {
            try VideoReader(url: text)
        } throws: { error in
            guard case .unreadable = error as? VideoError else { return false }
            return "\(error)".contains("not a readable video")
        }
        // Ten frames at 30 fps: a third of a second, too short for a shot.
        let short = Self.directory.appendingPathComponent("short.mp4")
        let writer = try VideoWriter(url: short, width: 64, height: 64, framesPerSecond: 30, codec: .h264)
        for _ in 0..<10 { try writer.write(rgb: [UInt8](repeating: 90, count: 64 * 64 * 3)) }
        try writer.finish()
        #expect {
            let reader = try VideoReader(url: short)
            var frame: [UInt8] = []
            while try reader.read(into: &frame) {}
        } throws: { error in
            guard case .tooShort(_, let frames, _) = error as? VideoError else { return false }
            return frames == 10
        }
        // A truncated file decodes what it can or fails with an error; it never crashes.
        let whole = try Data(
            contentsOf: try Self.write(
                try SyntheticShot(ShotScenario(framesPerSecond: 30, width: 360, height: 640)),
                to: "whole.mp4", codec: .h264))
        let truncated = Self.directory.appendingPathComponent("truncated.mp4")
        try whole.prefix(whole.count / 3).write(to: truncated)
        do {
            let reader = try VideoReader(url: truncated)
            var frame: [UInt8] = []
            while try reader.read(into: &frame) {}
        } catch let error as VideoError {
            #expect(!error.description.isEmpty)
        }
        #expect(throws: VideoError.wrongFrameSize(expected: 64 * 64 * 3, actual: 5)) {
            let writer = try VideoWriter(
                url: Self.directory.appendingPathComponent("w.mp4"), width: 64, height: 64,
                framesPerSecond: 30, codec: .h264)
            try writer.write(rgb: [1, 2, 3, 4, 5])
        }
        #expect(throws: VideoError.unsupportedContainer(fileExtension: "mp4", codec: "vp9")) {
            try VideoWriter(
                url: Self.directory.appendingPathComponent("w.mp4"), width: 64, height: 64,
                framesPerSecond: 30, codec: .vp9)
        }
    }

    @Test func unsupportedCodecIsNamed() throws {
        let url = Self.directory.appendingPathComponent("mpeg4.avi")
        let ffmpeg = Process()
        ffmpeg.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        ffmpeg.arguments = [
            "ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=64x64:rate=30:duration=2",
            "-c:v", "mpeg4", url.path,
        ]
        try ffmpeg.run()
        ffmpeg.waitUntilExit()
        #expect(throws: VideoError.unsupportedCodec(path: url.path, codec: "mpeg4")) { try VideoReader(url: url) }
    }
}
