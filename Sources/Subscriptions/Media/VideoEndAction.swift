/// What a player does at the end of a video.
public enum VideoEndAction: String, Sendable, Hashable, Codable {
    /// Seek to the start and play again (the guide's `LoopObserver`).
    case restart
    /// Stay on the last frame.
    case stop
}
