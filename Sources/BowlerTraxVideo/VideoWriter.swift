import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A video codec the writer can encode with.
public enum VideoCodec: String, CaseIterable, Sendable {
    case h264, hevc, vp9

    /// ffmpeg's encoder and its options: visually lossless enough for tracking, fast enough for tests.
    var encoderArguments: [String] {
        switch self {
        case .h264: return ["-c:v", "libx264", "-preset", "veryfast", "-crf", "18"]
        case .hevc:
            return [
                "-c:v", "libx265", "-preset", "ultrafast", "-crf", "20", "-tag:v", "hvc1",
                "-x265-params", "log-level=error",
            ]
        case .vp9: return ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-crf", "24", "-b:v", "0"]
        }
    }

    func accepts(fileExtension: String) -> Bool {
        switch self {
        case .h264, .hevc: return ["mp4", "mov"].contains(fileExtension)
        case .vp9: return fileExtension == "webm"
        }
    }
}

/// Encodes RGB24 frames into a video file by piping them into ffmpeg.
///
/// ```swift
/// let writer = try VideoWriter(url: URL(fileURLWithPath: "shot.mp4"), width: 720, height: 1280,
///                              framesPerSecond: 120, codec: .h264)
/// for frame in frames { try writer.write(rgb: frame) }   // width * height * 3 bytes each, top row first
/// try writer.finish()
/// ```
/// Writing ignores SIGPIPE for the process, so an encoder that dies is reported as an error, not a crash.
public final class VideoWriter {
    private let process: Process
    private let input: FileHandle
    private let errorLog: (handle: FileHandle, read: () -> String)
    private let frameByteCount: Int
    private var finished = false

    /// Starts ffmpeg writing `url` (.mp4/.mov for h264 and hevc, .webm for vp9); an existing file is replaced.
    public init(url: URL, width: Int, height: Int, framesPerSecond: Int, codec: VideoCodec) throws {
        guard width > 0, height > 0, width % 2 == 0, height % 2 == 0 else {
            throw VideoError.unsupportedSize(width: width, height: height)
        }
        let fileExtension = url.pathExtension.lowercased()
        guard codec.accepts(fileExtension: fileExtension) else {
            throw VideoError.unsupportedContainer(fileExtension: fileExtension, codec: codec.rawValue)
        }
        signal(SIGPIPE, SIG_IGN)
        frameByteCount = width * height * 3
        process = Process()
        process.executableURL = try FFmpegTools.locate("ffmpeg")
        process.arguments =
            [
                "-y", "-v", "error", "-nostdin", "-f", "rawvideo", "-pix_fmt", "rgb24",
                "-s", "\(width)x\(height)", "-r", "\(framesPerSecond)", "-i", "-",
            ]
            + codec.encoderArguments
            // ffmpeg converts RGB to YUV with BT.601; the tags say so, or a browser would read an untagged stream as
            // BT.709 and see every colour shifted (a purple ball 13 levels greener).
            + [
                "-pix_fmt", "yuv420p", "-colorspace", "smpte170m", "-color_primaries", "smpte170m", "-color_trc",
                "smpte170m", "-color_range", "tv", url.path,
            ]
        let pipe = Pipe()
        input = pipe.fileHandleForWriting
        errorLog = FFmpegTools.temporaryLog()
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorLog.handle
        do { try process.run() } catch { throw VideoError.toolMissing("ffmpeg") }
        try? pipe.fileHandleForReading.close()
    }

    /// Appends one frame: `width * height * 3` bytes, RGB interleaved, row-major from the top-left.
    public func write(rgb: [UInt8]) throws {
        guard rgb.count == frameByteCount else {
            throw VideoError.wrongFrameSize(expected: frameByteCount, actual: rgb.count)
        }
        guard !finished, FFmpegTools.writeFully(input.fileDescriptor, rgb) else {
            throw VideoError.ffmpegFailed(detail: "the encoder stopped accepting frames")
        }
    }

    /// Closes the stream and waits for ffmpeg to finish the file.
    public func finish() throws {
        guard !finished else { return }
        finished = true
        try? input.close()
        process.waitUntilExit()
        let log = errorLog.read()
        guard process.terminationStatus == 0 else {
            throw VideoError.ffmpegFailed(detail: log.isEmpty ? "exit status \(process.terminationStatus)" : log)
        }
    }

    deinit {
        if !finished {
            try? input.close()
            process.waitUntilExit()
            _ = errorLog.read()
        }
    }
}
