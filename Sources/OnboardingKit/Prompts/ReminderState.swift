import Foundation

/// What has happened to one reminder so far: the persisted part of a ``Reminder``.
///
/// The rules live here as pure functions of the state, a policy and an instant, so they can be
/// checked without a store:
/// ```swift
/// var state = ReminderState()
/// state.recordSnoozed(at: now, policy: .ballProfile)
/// state.reasons(policy: .ballProfile, now: now)  // [.snoozed(until: now + 24 h)]
/// ```
public struct ReminderState: Sendable, Hashable {
    /// How many times the reminder was shown.
    public private(set) var shows: Int = 0
    /// How many times it was declined ("Maybe Later", "Not Now").
    public private(set) var declines: Int = 0
    /// When it was last shown.
    public private(set) var lastShownAt: Date?
    /// Until when "Maybe Later" holds it back.
    public private(set) var snoozedUntil: Date?
    /// When it was accepted ("Set Up Now"), if ever.
    public private(set) var acceptedAt: Date?
    /// When its condition cleared (e.g. camera permission granted), if ever.
    public private(set) var clearedAt: Date?

    /// A reminder that has never been shown.
    public init() {}

    /// Why the reminder may not be shown at `now` under `policy`, most final first; empty when it may.
    public func reasons(policy: ReminderPolicy, now: Date) -> [Reminder.Reason] {
        var reasons: [Reminder.Reason] = []
        if let clearedAt { reasons.append(.cleared(at: clearedAt)) }
        if policy.endsWhenAccepted, let acceptedAt { reasons.append(.accepted(at: acceptedAt)) }
        if let maxDeclines = policy.maxDeclines, declines >= maxDeclines {
            reasons.append(.declinedPermanently(declines: declines))
        }
        if let maxShows = policy.maxShows, shows >= maxShows { reasons.append(.shownMaximumTimes(shows: shows)) }
        if let snoozedUntil, now < snoozedUntil { reasons.append(.snoozed(until: snoozedUntil)) }
        return reasons
    }

    /// Counts one presentation at `now`.
    public mutating func recordShown(at now: Date) {
        shows += 1
        lastShownAt = now
    }

    /// Records acceptance at `now` (kept from the first time).
    public mutating func recordAccepted(at now: Date) {
        if acceptedAt == nil { acceptedAt = now }
    }

    /// Counts one decline at `now` and snoozes the reminder for the policy's interval.
    public mutating func recordSnoozed(at now: Date, policy: ReminderPolicy) {
        declines += 1
        if policy.snoozeInterval > 0 { snoozedUntil = now.addingTimeInterval(policy.snoozeInterval) }
    }

    /// Records that the condition cleared at `now` (kept from the first time).
    public mutating func clear(at now: Date) {
        if clearedAt == nil { clearedAt = now }
    }

    // MARK: Storage

    private enum Field: String, CaseIterable {
        case shows, declines, lastShownAt, snoozedUntil, acceptedAt, clearedAt
    }

    /// The state as stored: counts as integers, dates as exact seconds since the reference date.
    var storedValue: StoredValue {
        var object: [String: StoredValue] = [
            Field.shows.rawValue: .int(shows), Field.declines.rawValue: .int(declines),
        ]
        let dates: [(Field, Date?)] = [
            (.lastShownAt, lastShownAt), (.snoozedUntil, snoozedUntil), (.acceptedAt, acceptedAt),
            (.clearedAt, clearedAt),
        ]
        for (field, date) in dates {
            if let date { object[field.rawValue] = PromptStorage.stored(date) }
        }
        return .object(object)
    }

    /// Reads a state written by ``storedValue``; anything else is ``PromptError/corruptState(key:reason:)``.
    init(stored value: StoredValue, key: StorageKey) throws(PromptError) {
        guard case .object(let object) = value else {
            throw .corruptState(key: key.rawValue, reason: "expected an object of reminder counts and dates")
        }
        if let unknown = object.keys.sorted().first(where: { Field(rawValue: $0) == nil }) {
            throw .corruptState(key: key.rawValue, reason: "unknown field '\(unknown)'")
        }
        func count(_ field: Field) throws(PromptError) -> Int {
            guard case .int(let number) = object[field.rawValue], number >= 0 else {
                throw .corruptState(key: key.rawValue, reason: "'\(field.rawValue)' must be a count >= 0")
            }
            return number
        }
        func date(_ field: Field) throws(PromptError) -> Date? {
            guard let value = object[field.rawValue] else { return nil }
            return try PromptStorage.date(from: value, key: key, field: field.rawValue)
        }
        shows = try count(.shows)
        declines = try count(.declines)
        lastShownAt = try date(.lastShownAt)
        snoozedUntil = try date(.snoozedUntil)
        acceptedAt = try date(.acceptedAt)
        clearedAt = try date(.clearedAt)
    }
}
