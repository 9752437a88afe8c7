/// How urgently a video is wanted, after the guide's asset queues: full-screen backgrounds on `.main` or
/// `.userInitiated`, grid cells on `.utility` or `.background`.
///
/// Higher priorities preload first and are evicted last.
public enum VideoPriority: Int, Sendable, Hashable, Codable, Comparable, CaseIterable {
    case background = 0
    case utility = 1
    case userInitiated = 2
    case main = 3

    public static func < (lhs: VideoPriority, rhs: VideoPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}
