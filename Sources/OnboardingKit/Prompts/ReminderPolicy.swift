import Foundation

/// When a reminder may be presented again, and what ends it for good.
///
/// Two shapes cover the specification's reminders:
/// - limited, like the ball-profile reminder: shown at most ``maxShows`` times, "Maybe Later"
///   snoozes it for ``snoozeInterval``, ``maxDeclines`` declines or an acceptance end it;
/// - ``untilCleared``, like the camera badge: shown on every trigger until ``Reminder/clear()``.
///
/// ```swift
/// let policy = try ReminderPolicy(maxShows: 5, snoozeInterval: 3 * 24 * 3600, maxDeclines: 2)
/// ```
/// ``Reminder/clear()`` ends a reminder under every policy.
public struct ReminderPolicy: Sendable, Hashable, Codable {
    /// How many times the reminder may be shown in all; `nil` for no limit.
    public let maxShows: Int?
    /// How long "Maybe Later" holds the reminder back, in seconds; `0` for not at all.
    public let snoozeInterval: TimeInterval
    /// After this many declines the reminder is dismissed permanently; `nil` for never.
    public let maxDeclines: Int?
    /// Whether accepting ("Set Up Now") ends the reminder. `false` when only the condition clearing
    /// ends it, as for the camera badge, whose "Open Settings" does not grant the permission by itself.
    public let endsWhenAccepted: Bool

    /// One day, the default snooze.
    public static let oneDay: TimeInterval = 24 * 60 * 60

    /// The ball-profile reminder: at most 3 shows, "Maybe Later" snoozes 24 hours, gone after 3 declines
    /// or once accepted.
    public static let ballProfile = ReminderPolicy(
        unchecked: 3, snoozeInterval: oneDay, maxDeclines: 3, endsWhenAccepted: true)

    /// The camera badge: shown every time its trigger happens, until the condition clears
    /// (``Reminder/clear()``, e.g. camera permission granted). Declining and accepting do not end it.
    public static let untilCleared = ReminderPolicy(
        unchecked: nil, snoozeInterval: 0, maxDeclines: nil, endsWhenAccepted: false)

    /// A policy; counts must be at least 1 and the snooze a finite, non-negative number of seconds.
    public init(
        maxShows: Int?, snoozeInterval: TimeInterval = ReminderPolicy.oneDay, maxDeclines: Int?,
        endsWhenAccepted: Bool = true
    ) throws(PromptError) {
        if let maxShows, maxShows < 1 {
            throw .invalidPolicy("maxShows must be at least 1 or nil for no limit, not \(maxShows)")
        }
        if let maxDeclines, maxDeclines < 1 {
            throw .invalidPolicy("maxDeclines must be at least 1 or nil for never, not \(maxDeclines)")
        }
        guard snoozeInterval.isFinite, snoozeInterval >= 0 else {
            throw .invalidPolicy("snoozeInterval must be a finite number of seconds >= 0, not \(snoozeInterval)")
        }
        self.init(
            unchecked: maxShows, snoozeInterval: snoozeInterval, maxDeclines: maxDeclines,
            endsWhenAccepted: endsWhenAccepted)
    }

    private init(unchecked maxShows: Int?, snoozeInterval: TimeInterval, maxDeclines: Int?, endsWhenAccepted: Bool) {
        self.maxShows = maxShows
        self.snoozeInterval = snoozeInterval
        self.maxDeclines = maxDeclines
        self.endsWhenAccepted = endsWhenAccepted
    }

    private enum CodingKeys: String, CodingKey {
        case maxShows, snoozeInterval, maxDeclines, endsWhenAccepted
    }

    /// Decodes a policy, applying the same rules as ``init(maxShows:snoozeInterval:maxDeclines:endsWhenAccepted:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
            try self.init(
                maxShows: try container.decodeIfPresent(Int.self, forKey: .maxShows),
                snoozeInterval: try container.decode(TimeInterval.self, forKey: .snoozeInterval),
                maxDeclines: try container.decodeIfPresent(Int.self, forKey: .maxDeclines),
                endsWhenAccepted: try container.decode(Bool.self, forKey: .endsWhenAccepted))
        } catch let error as PromptError {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(maxShows, forKey: .maxShows)
        try container.encode(snoozeInterval, forKey: .snoozeInterval)
        try container.encodeIfPresent(maxDeclines, forKey: .maxDeclines)
        try container.encode(endsWhenAccepted, forKey: .endsWhenAccepted)
    }
}
