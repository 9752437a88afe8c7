/// A video held in a ``VideoCache``.
public struct VideoCacheEntry: Sendable, Hashable, Codable {
    public var name: String
    /// The memory it takes, in bytes.
    public var byteSize: Int
    /// The highest priority it was requested with.
    public var priority: VideoPriority
    public var loops: Bool
    /// Whether a screen shows it now; shown videos are never evicted.
    public var isShown: Bool
    /// When it was last requested, on the cache's own counter (higher is more recent).
    public var lastUse: Int

    /// What the player does when the video reaches its end.
    public var endAction: VideoEndAction { loops ? .restart : .stop }
}
