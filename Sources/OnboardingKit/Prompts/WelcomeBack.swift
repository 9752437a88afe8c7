import Basics
import Foundation

/// Decides when to greet a returning user ("Welcome Back!"): when more than a threshold (30 days by
/// default) has passed since their previous session.
///
/// The last session's start is stored under `onboarding.{app}.session.last`.
/// ```swift
/// let welcome = WelcomeBack(app: "bowlertrax", store: store, clock: clock)
/// if try welcome.startSession() { present(welcomeBackPrompt) }   // checks, then records this session
/// ```
public final class WelcomeBack: Sendable {
    /// Thirty days, the specification's threshold.
    public static let defaultThreshold: TimeInterval = 30 * 24 * 60 * 60

    /// How long since the previous session must be exceeded.
    public let threshold: TimeInterval
    /// Where the last session is stored.
    public let key: StorageKey
    private let storage: PromptStorage
    private let clock: any AppClock
    private let gate = PromptGate()

    /// A tracker for `app` with the 30-day threshold.
    public convenience init(app: AppIdentifier, store: any KeyValueStore, clock: any AppClock) {
        self.init(unchecked: app, store: store, clock: clock, threshold: WelcomeBack.defaultThreshold)
    }

    /// A tracker for `app` welcoming back after more than `threshold` seconds, which must be positive and finite.
    public convenience init(
        app: AppIdentifier, store: any KeyValueStore, clock: any AppClock,
        threshold: TimeInterval
    ) throws(PromptError) {
        guard threshold.isFinite, threshold > 0 else { throw .invalidThreshold(threshold) }
        self.init(unchecked: app, store: store, clock: clock, threshold: threshold)
    }

    private init(
        unchecked app: AppIdentifier, store: any KeyValueStore, clock: any AppClock, threshold: TimeInterval
    ) {
        self.threshold = threshold
        self.key = StorageKey(app: app, property: "session.last")
        self.storage = PromptStorage(store: store)
        self.clock = clock
    }

    /// When the previous session started; `nil` if there was none.
    public func lastSession() throws(PromptError) -> Date? {
        try gate.run { () throws(PromptError) in try load() }
    }

    /// Whether to greet the user now: a previous session exists and more than ``threshold`` has passed since.
    /// The first session ever never does.
    public func shouldWelcomeBack() throws(PromptError) -> Bool {
        try gate.run { () throws(PromptError) in try due(at: clock.now) }
    }

    /// Records a session starting now. A corrupt stored value is reported, not overwritten.
    public func recordSession() throws(PromptError) {
        try gate.run { () throws(PromptError) in
            _ = try load()
            try save(clock.now)
        }
    }

    /// Forgets the last session, as on a fresh install (also the way out of a corrupt stored value).
    public func reset() throws(PromptError) {
        try gate.run { () throws(PromptError) in try storage.apply([key: nil]) }
    }

    /// Starts a session: answers ``shouldWelcomeBack()`` as it was before, then records the session, in one step.
    @discardableResult
    public func startSession() throws(PromptError) -> Bool {
        try gate.run { () throws(PromptError) -> Bool in
            let now = clock.now
            let welcome = try due(at: now)
            try save(now)
            return welcome
        }
    }

    private func due(at now: Date) throws(PromptError) -> Bool {
        guard let last = try load() else { return false }
        return now.timeIntervalSince(last) > threshold
    }

    private func load() throws(PromptError) -> Date? {
        guard let value = try storage.value(at: key) else { return nil }
        return try PromptStorage.date(from: value, key: key)
    }

    private func save(_ date: Date) throws(PromptError) {
        try storage.apply([key: PromptStorage.stored(date)])
    }
}
