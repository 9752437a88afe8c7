/// A command for the music player.
public enum MusicCommand: String, Sendable, Hashable, Codable {
    case play, pause, mute, unmute
}
