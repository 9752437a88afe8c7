import Foundation

/// What went wrong reading or writing a video file, said so a person can act on it.
public enum VideoError: Error, Equatable, Sendable, CustomStringConvertible {
    /// ffmpeg or ffprobe is not installed.
    case toolMissing(String)
    /// The file does not exist.
    case fileNotFound(String)
    /// The file has no bytes.
    case emptyFile(String)
    /// ffprobe could not read the file as a video (corrupt, truncated, or not a video at all).
    case unreadable(path: String, detail: String)
    /// The file has no video stream (an audio file, an image list...).
    case noVideoStream(String)
    /// A codec this tool does not accept.
    case unsupportedCodec(path: String, codec: String)
    /// A frame rate outside 30...240 frames per second.
    case unsupportedFrameRate(path: String, framesPerSecond: Double)
    /// Fewer frames than a shot needs.
    case tooShort(path: String, frames: Int, minimum: Int)
    /// ffmpeg stopped with an error while decoding or encoding.
    case ffmpegFailed(detail: String)
    /// A frame for the writer has the wrong number of bytes.
    case wrongFrameSize(expected: Int, actual: Int)
    /// Width or height the encoder cannot take (they must be even and positive).
    case unsupportedSize(width: Int, height: Int)
    /// A container and codec that do not go together (VP9 needs .webm; H.264 and HEVC need .mp4 or .mov).
    case unsupportedContainer(fileExtension: String, codec: String)

    public var description: String {
        switch self {
        case .toolMissing(let tool):
            return "\(tool) is not installed; install Debian's ffmpeg package (apt-get install -y ffmpeg)."
        case .fileNotFound(let path):
            return "No file at \(path); check the path."
        case .emptyFile(let path):
            return "\(path) is empty (0 bytes); record or copy the clip again."
        case .unreadable(let path, let detail):
            return "\(path) is not a readable video (corrupt or not a video): \(detail)"
        case .noVideoStream(let path):
            return "\(path) has no video stream; give a camera recording (MP4, MOV or WebM)."
        case .unsupportedCodec(let path, let codec):
            return "\(path) is encoded as \(codec); use H.264 or HEVC (MP4/MOV) or VP8/VP9 (WebM)."
        case .unsupportedFrameRate(let path, let fps):
            return "\(path) runs at \(String(format: "%.2f", fps)) fps; record at 30 to 240 fps."
        case .tooShort(let path, let frames, let minimum):
            return "\(path) has \(frames) frames; a shot needs at least \(minimum). Record the whole shot."
        case .ffmpegFailed(let detail):
            return "ffmpeg failed: \(detail)"
        case .wrongFrameSize(let expected, let actual):
            return "A frame must have \(expected) bytes (width x height x 3, RGB24); this one has \(actual)."
        case .unsupportedSize(let width, let height):
            return "\(width)x\(height) cannot be encoded; width and height must be positive and even."
        case .unsupportedContainer(let ext, let codec):
            return "A .\(ext) file cannot hold \(codec); use .webm for vp9 and .mp4 or .mov for h264 and hevc."
        }
    }
}
