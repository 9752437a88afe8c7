import ArgumentParser
import BowlerTrax
import BowlerTraxVideo
import BowlerTraxVision
import Foundation

/// `bowlertrax bench-track VIDEO --calibration CAL.json` (hidden, for scripts/bench-tracker): decodes the lane's
/// window of every frame into memory as RGBA (what the page feeds its WebAssembly tracker), then times only the native
/// tracker over them, and prints JSON: the rate, the track, and the tracker setup in the API's shape
/// (`GET sessions/:id/tracker`) so the page can run the same setup.
struct BenchTrackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-track",
        abstract: "Time the native per-frame tracker on a clip's frames held in memory (prints JSON).",
        shouldDisplay: false)

    @Argument(help: "The shot's video (or, with --rgba, unused frames' clip for its frame rate; may be omitted).")
    var video: String?

    @Option(help: "The lane calibration file (as `analyze` reads it).")
    var calibration: String

    @Option(help: "The ball's colour: purple, blue, red, orange, green, black or #rrggbb.")
    var ballColor: String = "purple"

    @Option(help: "Frames per second (the clip's when a video is given).")
    var fps: Double?

    @Option(help: "Read the window's frames as raw RGBA from this file (the page's frames) instead of decoding VIDEO.")
    var rgba: String?

    @Option(help: "Timed passes over the frames (the median is reported).")
    var repeats: Int = 5

    @Flag(help: "Print only the tracker setup JSON (the API's TrackerSetup) and exit.")
    var setupOnly = false

    func run() throws {
        let saved = try Self.readCalibration(calibration)
        let lane: LaneCalibration
        do { lane = try saved.calibration() } catch { throw ToolFailure(description: "Calibration: \(error)") }
        let color: BallColorChoice
        do { color = try BallColorChoice.parse(ballColor) } catch { throw ToolFailure(description: "\(error)") }
        let window = lane.trackingWindow
        var info: VideoInfo?
        if let video, rgba == nil || fps == nil {
            do { info = try VideoReader.probe(URL(fileURLWithPath: video)) } catch {
                throw ToolFailure(description: "\(error)")
            }
        }
        guard let framesPerSecond = fps ?? info?.framesPerSecond else {
            throw ToolFailure(description: "Give --fps or a video.")
        }
        // The setup the page gets from the API, run natively.
        let setupJSON = PageTrackerSetup(calibration: lane, framesPerSecond: framesPerSecond, color: color)
        let setup = setupJSON.trackerSetup
        let model = setupJSON.colorModel
        if setupOnly {
            print(String(decoding: try JSONEncoder().encode(setupJSON), as: UTF8.self))
            return
        }
        let frameBytes = window.width * window.height * 4
        var frames: [[UInt8]] = []
        if let rgba {
            guard let data = FileManager.default.contents(atPath: rgba), data.count % frameBytes == 0 else {
                throw ToolFailure(description: "\(rgba) is not whole RGBA frames of \(window.width)x\(window.height).")
            }
            for start in stride(from: 0, to: data.count, by: frameBytes) {
                frames.append([UInt8](data[start..<(start + frameBytes)]))
            }
        } else if let video, let info {
            let reader: VideoReader
            do {
                reader = try VideoReader(
                    url: URL(fileURLWithPath: video), crop: (window.x, window.y, window.width, window.height),
                    probed: info)
            } catch { throw ToolFailure(description: "\(error)") }
            // Only the frames the tracker needs (until the ball reaches the pins or is lost), as RGBA.
            var probe = BallTracker(setup: setup, color: model)
            var rgb: [UInt8] = []
            do {
                while probe.state == .searching || probe.state == .tracking, try reader.read(into: &rgb) {
                    var frame = [UInt8](repeating: 255, count: frameBytes)
                    for pixel in 0..<(window.width * window.height) {
                        frame[pixel * 4] = rgb[pixel * 3]
                        frame[pixel * 4 + 1] = rgb[pixel * 3 + 1]
                        frame[pixel * 4 + 2] = rgb[pixel * 3 + 2]
                    }
                    let index = frames.count
                    frame.withUnsafeBufferPointer { _ = probe.process(frame: $0, frameIndex: index) }
                    frames.append(frame)
                }
            } catch { throw ToolFailure(description: "\(error)") }
            reader.close()
        } else {
            throw ToolFailure(description: "Give a video or --rgba.")
        }

        let clock = ContinuousClock()
        var durations: [Double] = []
        var tracker = BallTracker(setup: setup, color: model)
        for _ in 0..<max(1, repeats) {
            tracker = BallTracker(setup: setup, color: model)
            let start = clock.now
            for (index, frame) in frames.enumerated() {
                frame.withUnsafeBufferPointer { _ = tracker.process(frame: $0, frameIndex: index) }
            }
            durations.append((clock.now - start) / .seconds(1))
        }
        durations.sort()
        let median = durations[durations.count / 2]
        let report = BenchReport(
            framesPerSecond: framesPerSecond, frames: frames.count, passes: durations.count,
            secondsPerPass: median, trackedFramesPerSecond: Double(frames.count) / median,
            millisecondsPerFrame: median * 1000 / Double(max(1, frames.count)),
            state: "\(tracker.state)",
            observations: tracker.observations.map(\.values),
            setup: setupJSON)
        print(String(decoding: try JSONEncoder().encode(report), as: UTF8.self))
    }
}

/// `bench-track`'s output.
struct BenchReport: Encodable {
    let framesPerSecond: Double
    let frames: Int
    let passes: Int
    let secondsPerPass: Double
    let trackedFramesPerSecond: Double
    let millisecondsPerFrame: Double
    let state: String
    let observations: [[Double]]
    let setup: PageTrackerSetup
}
