import Foundation

/// What ffprobe says about a clip's video stream, after rotation (portrait phone clips come out portrait).
public struct VideoInfo: Equatable, Sendable {
    /// Frame width in pixels as decoded, rotation applied.
    public let width: Int
    /// Frame height in pixels as decoded, rotation applied.
    public let height: Int
    /// Frames per second (the stream's average rate; a phone's slow motion reports 120 or 240).
    public let framesPerSecond: Double
    /// ffprobe's codec name: h264, hevc, vp8 or vp9.
    public let codec: String
    /// The display rotation in the file's metadata, in degrees (0, 90, 180, 270).
    public let rotationDegrees: Int
    /// The frame count the container announces, when it does.
    public let announcedFrameCount: Int?
}

/// Decodes a video file into RGB24 frames by piping ffmpeg's rawvideo output: one frame in memory at a time.
///
/// ```swift
/// let reader = try VideoReader(url: URL(fileURLWithPath: "shot.mov"))
/// var frame = [UInt8](repeating: 0, count: reader.info.width * reader.info.height * 3)
/// while try reader.read(into: &frame) { /* track */ }
/// ```
/// Accepts H.264 and HEVC (MP4/MOV) and VP8/VP9 (WebM) at 30 to 240 fps; anything else is a `VideoError`.
public final class VideoReader {
    /// The codecs a phone or a browser records with.
    public static let acceptedCodecs: Set<String> = ["h264", "hevc", "vp8", "vp9"]
    /// Frame rates a shot can be measured at.
    public static let acceptedFrameRates: ClosedRange<Double> = 29.5...240.5

    public let info: VideoInfo
    /// Frames delivered so far.
    public private(set) var framesRead = 0
    private let url: URL
    private let minimumFrames: Int
    private let process: Process
    private let output: FileHandle
    private let errorLog: (handle: FileHandle, read: () -> String)
    private var ended = false

    /// The part of each frame delivered: the whole frame unless a crop was asked for.
    public let crop: (x: Int, y: Int, width: Int, height: Int)

    /// Probes and opens `url`; `minimumDurationSeconds` of video is required (a shot takes about two seconds).
    /// `crop` (x, y, width, height in the rotated frame, even numbers) has ffmpeg deliver only that rectangle: fewer
    /// bytes through the pipe when the tracker needs only the lane.
    ///
    /// `skipDeblocking` has the decoder skip its loop (deblocking) filter, a quarter of H.264's decoding time: the
    /// frames keep faint 8-pixel block edges, which do not move a ball's silhouette (the video tests measure through
    /// it). Leave it off to see frames as a player shows them. `probed` is `probe(url)`'s answer when the caller
    /// already has it (an ffprobe run less).
    public init(
        url: URL, minimumDurationSeconds: Double = 1,
        crop: (x: Int, y: Int, width: Int, height: Int)? = nil, skipDeblocking: Bool = false,
        probed: VideoInfo? = nil
    ) throws {
        self.url = url
        info = try probed ?? Self.probe(url)
        let whole = (x: 0, y: 0, width: info.width, height: info.height)
        if let crop {
            guard crop.x >= 0, crop.y >= 0, crop.width > 0, crop.height > 0, crop.x + crop.width <= info.width,
                crop.y + crop.height <= info.height
            else { throw VideoError.unsupportedSize(width: crop.width, height: crop.height) }
        }
        self.crop = crop ?? whole
        minimumFrames = max(2, Int((minimumDurationSeconds * info.framesPerSecond).rounded(.up)))
        if let announced = info.announcedFrameCount, announced > 0, announced < minimumFrames {
            throw VideoError.tooShort(path: url.path, frames: announced, minimum: minimumFrames)
        }
        process = Process()
        process.executableURL = try FFmpegTools.locate("ffmpeg")
        let filter = crop.map { ["-vf", "crop=\($0.width):\($0.height):\($0.x):\($0.y):exact=1"] } ?? []
        process.arguments =
            ["-v", "error", "-nostdin"] + (skipDeblocking ? ["-skip_loop_filter", "all"] : [])
            + ["-i", url.path, "-map", "0:v:0"] + filter
            + ["-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]
        let pipe = Pipe()
        output = pipe.fileHandleForReading
        errorLog = FFmpegTools.temporaryLog()
        process.standardOutput = pipe
        process.standardError = errorLog.handle
        process.standardInput = FileHandle.nullDevice
        FFmpegTools.enlargePipe(pipe.fileHandleForReading.fileDescriptor)
        do { try process.run() } catch { throw VideoError.toolMissing("ffmpeg") }
        try? pipe.fileHandleForWriting.close()
    }

    /// The number of bytes in one frame: width * height * 3 of the crop (the whole frame without one).
    public var frameByteCount: Int { crop.width * crop.height * 3 }

    /// Fills `frame` (resized if needed) with the next frame; false at the end of the clip.
    /// Throws when ffmpeg fails or the clip ended before `minimumDurationSeconds`.
    public func read(into frame: inout [UInt8]) throws -> Bool {
        guard !ended else { return false }
        if frame.count != frameByteCount { frame = [UInt8](repeating: 0, count: frameByteCount) }
        let got = FFmpegTools.readFully(output.fileDescriptor, into: &frame)
        if got == frameByteCount {
            framesRead += 1
            return true
        }
        ended = true
        try? output.close()
        process.waitUntilExit()
        let log = errorLog.read()
        if process.terminationStatus != 0 {
            throw VideoError.ffmpegFailed(detail: log.isEmpty ? "exit status \(process.terminationStatus)" : log)
        }
        if framesRead < minimumFrames {
            throw VideoError.tooShort(path: url.path, frames: framesRead, minimum: minimumFrames)
        }
        return false
    }

    /// Stops decoding early (the rest of the clip is not needed).
    public func close() {
        guard !ended else { return }
        ended = true
        if process.isRunning { process.terminate() }
        try? output.close()
        process.waitUntilExit()
        _ = errorLog.read()
    }

    deinit { close() }

    /// Reads the first video stream's size, rate, codec and rotation with ffprobe.
    public static func probe(_ url: URL) throws -> VideoInfo {
        let path = url.path
        guard FileManager.default.fileExists(atPath: path) else { throw VideoError.fileNotFound(path) }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size > 0 else { throw VideoError.emptyFile(path) }
        let result = try FFmpegTools.run(
            try FFmpegTools.locate("ffprobe"),
            [
                "-v", "error", "-select_streams", "v:0",
                "-show_entries",
                "stream=codec_name,width,height,avg_frame_rate,r_frame_rate,nb_frames"
                    + ":stream_tags=rotate:stream_side_data=rotation",
                "-of", "json", path,
            ])
        guard result.status == 0 else {
            throw VideoError.unreadable(path: path, detail: result.error.isEmpty ? "ffprobe failed" : result.error)
        }
        guard let json = try? JSONSerialization.jsonObject(with: result.output) as? [String: Any],
            let streams = json["streams"] as? [[String: Any]]
        else { throw VideoError.unreadable(path: path, detail: "ffprobe gave no stream list") }
        guard let stream = streams.first, let codedWidth = stream["width"] as? Int,
            let codedHeight = stream["height"] as? Int, codedWidth > 0, codedHeight > 0
        else { throw VideoError.noVideoStream(path) }
        let codec = stream["codec_name"] as? String ?? "unknown"
        guard acceptedCodecs.contains(codec) else { throw VideoError.unsupportedCodec(path: path, codec: codec) }
        let rate = parseRate(stream["avg_frame_rate"] as? String) ?? parseRate(stream["r_frame_rate"] as? String)
        guard let framesPerSecond = rate, acceptedFrameRates.contains(framesPerSecond) else {
            throw VideoError.unsupportedFrameRate(path: path, framesPerSecond: rate ?? 0)
        }
        let rotation = normalizedRotation(stream)
        let swapped = rotation == 90 || rotation == 270
        return VideoInfo(
            width: swapped ? codedHeight : codedWidth, height: swapped ? codedWidth : codedHeight,
            framesPerSecond: framesPerSecond, codec: codec, rotationDegrees: rotation,
            announcedFrameCount: (stream["nb_frames"] as? String).flatMap { Int($0) })
    }

    private static func parseRate(_ text: String?) -> Double? {
        guard let parts = text?.split(separator: "/"), parts.count == 2,
            let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator > 0, numerator > 0
        else { return nil }
        return numerator / denominator
    }

    private static func normalizedRotation(_ stream: [String: Any]) -> Int {
        var degrees = 0.0
        if let sideData = stream["side_data_list"] as? [[String: Any]] {
            for entry in sideData {
                if let value = entry["rotation"] as? Double { degrees = value }
                if let value = entry["rotation"] as? Int { degrees = Double(value) }
            }
        }
        if let tags = stream["tags"] as? [String: Any], let text = tags["rotate"] as? String, let value = Double(text) {
            degrees = value
        }
        let quarter = Int((degrees / 90).rounded()) * 90
        return ((quarter % 360) + 360) % 360
    }
}
