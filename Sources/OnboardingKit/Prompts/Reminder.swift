import Basics
import Foundation

/// A reminder prompt whose history is kept in a ``KeyValueStore``, such as the ball-profile reminder
/// ("Set Up Your Ball?") or the camera badge ("Camera Required").
///
/// The store is the only state: a new `Reminder` over the same store and key continues where the
/// last one stopped. Every update is one batch written to the store.
///
/// ```swift
/// let reminder = Reminder(id: "ball-profile", policy: .ballProfile, app: "bowlertrax", store: store, clock: clock)
/// if try reminder.showIfDue() {          // the Record tab was entered
///     present(...)                        // then, on the user's answer:
///     try reminder.recordSnoozed()        // "Maybe Later"
/// }
/// ```
public final class Reminder: Sendable {
    /// Why a reminder will not be shown now.
    public enum Reason: Sendable, Hashable, CustomStringConvertible {
        /// Its condition cleared (e.g. camera permission granted) at the date.
        case cleared(at: Date)
        /// It was accepted ("Set Up Now") at the date, under a policy that ends on acceptance.
        case accepted(at: Date)
        /// It was declined this many times, the policy's limit.
        case declinedPermanently(declines: Int)
        /// It was shown this many times, the policy's limit.
        case shownMaximumTimes(shows: Int)
        /// "Maybe Later" holds it back until the date.
        case snoozed(until: Date)

        public var description: String {
            switch self {
            case .cleared(let date): "its condition cleared at \(date)"
            case .accepted(let date): "it was accepted at \(date)"
            case .declinedPermanently(let declines): "it was declined \(declines) times and is dismissed permanently"
            case .shownMaximumTimes(let shows): "it was already shown \(shows) times, the maximum"
            case .snoozed(let date): "it is snoozed until \(date)"
            }
        }
    }

    /// The reminder's identifier within its app.
    public let id: ReminderID
    /// The rules it follows.
    public let policy: ReminderPolicy
    /// Where its state is stored: `onboarding.{app}.prompt.{id}`.
    public let key: StorageKey
    private let storage: PromptStorage
    private let clock: any AppClock
    private let gate = PromptGate()

    /// A reminder of `app` named `id`, kept in `store`, telling time by `clock`.
    public init(
        id: ReminderID, policy: ReminderPolicy, app: AppIdentifier, store: any KeyValueStore,
        clock: any AppClock
    ) {
        self.id = id
        self.policy = policy
        self.key = StorageKey(app: app, property: "prompt.\(id.rawValue)")
        self.storage = PromptStorage(store: store)
        self.clock = clock
    }

    /// Everything recorded so far.
    public func state() throws(PromptError) -> ReminderState {
        try gate.run { () throws(PromptError) in try load() }
    }

    /// Whether the reminder should be presented now.
    public func shouldShow() throws(PromptError) -> Bool {
        try explain().isEmpty
    }

    /// Why the reminder will not be presented now, most final first; empty when it will.
    ///
    /// ```swift
    /// try reminder.explain()  // [.snoozed(until: 2026-01-02 00:00:00 +0000)]
    /// ```
    public func explain() throws(PromptError) -> [Reason] {
        try gate.run { () throws(PromptError) in try load().reasons(policy: policy, now: clock.now) }
    }

    /// The trigger happened (e.g. the Record tab was tapped): when the reminder is due, records it as
    /// shown and returns `true`, in one step; otherwise changes nothing and returns `false`.
    @discardableResult
    public func showIfDue() throws(PromptError) -> Bool {
        try gate.run { () throws(PromptError) -> Bool in
            var state = try load()
            let now = clock.now
            guard state.reasons(policy: policy, now: now).isEmpty else { return false }
            state.recordShown(at: now)
            try save(state)
            return true
        }
    }

    /// Records that the reminder was presented.
    public func recordShown() throws(PromptError) {
        try update { state, now in state.recordShown(at: now) }
    }

    /// Records "Set Up Now": under a policy that ``ReminderPolicy/endsWhenAccepted``, it never shows again.
    public func recordAccepted() throws(PromptError) {
        try update { state, now in state.recordAccepted(at: now) }
    }

    /// Records "Maybe Later": counts as a decline and snoozes for the policy's interval.
    public func recordSnoozed() throws(PromptError) {
        let policy = self.policy
        try update { state, now in state.recordSnoozed(at: now, policy: policy) }
    }

    /// Records that the reminder's condition cleared (e.g. camera permission granted): it never shows again
    /// until ``reset()``.
    public func clear() throws(PromptError) {
        try update { state, now in state.clear(at: now) }
    }

    /// Forgets everything, as if the reminder had never been shown (e.g. the permission was revoked).
    public func reset() throws(PromptError) {
        try gate.run { () throws(PromptError) in try storage.apply([key: nil]) }
    }

    private func update(_ change: (inout ReminderState, Date) -> Void) throws(PromptError) {
        try gate.run { () throws(PromptError) in
            var state = try load()
            change(&state, clock.now)
            try save(state)
        }
    }

    private func load() throws(PromptError) -> ReminderState {
        guard let value = try storage.value(at: key) else { return ReminderState() }
        return try ReminderState(stored: value, key: key)
    }

    private func save(_ state: ReminderState) throws(PromptError) {
        try storage.apply([key: state.storedValue])
    }
}
