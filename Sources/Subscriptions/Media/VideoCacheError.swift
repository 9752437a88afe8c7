/// Why a ``VideoCache`` could not provide a video.
public enum VideoCacheError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No video file has this name; show the screen's still image instead.
    case fileNotFound(String)

    public var description: String {
        switch self {
        case .fileNotFound(let name):
            "Video file not found: '\(name)'. Add it to the videos served with the page or fix the name; "
                + "the screen shows its still image meanwhile."
        }
    }
}
