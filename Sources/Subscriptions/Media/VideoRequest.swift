/// A video a screen wants: its name (without extension, as in the guide), its priority and whether it loops.
public struct VideoRequest: Sendable, Hashable, Codable {
    public var name: String
    public var priority: VideoPriority
    /// Whether playback restarts at the end; the guide's onboarding videos all loop.
    public var loops: Bool

    public init(name: String, priority: VideoPriority, loops: Bool = true) {
        self.name = name
        self.priority = priority
        self.loops = loops
    }
}
