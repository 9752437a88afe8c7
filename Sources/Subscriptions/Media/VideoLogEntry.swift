/// One log line of a ``VideoCache``, under the guide's `VideoManager` category.
public struct VideoLogEntry: Sendable, Hashable, Codable, CustomStringConvertible {
    /// How much a log line matters.
    public enum Level: String, Sendable, Hashable, Codable {
        case debug, info, warning, error
    }

    public static let category = "VideoManager"

    public var level: Level
    public var message: String

    public init(level: Level, message: String) {
        self.level = level
        self.message = message
    }

    /// `[VideoManager] error: Video file not found: 'intro'. ...`
    public var description: String { "[\(Self.category)] \(level.rawValue): \(message)" }
}
