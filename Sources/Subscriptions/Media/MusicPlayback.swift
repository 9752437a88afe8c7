/// What the background music player should be doing.
public struct MusicPlayback: Sendable, Hashable, Codable {
    public var isPlaying: Bool
    public var isMuted: Bool

    public init(isPlaying: Bool, isMuted: Bool) {
        self.isPlaying = isPlaying
        self.isMuted = isMuted
    }
}
