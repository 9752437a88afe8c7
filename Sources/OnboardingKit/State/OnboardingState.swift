import Foundation
import Synchronization

/// How the user answered the welcome sheet.
public enum WelcomeChoice: String, Sendable, Hashable, Codable {
    /// "Show Me How": the tutorial runs, replaying every hint in this session.
    case showMeHow
    /// "Start Playing": no tutorial; each hint still appears once, naturally.
    case startPlaying
}

/// One app's (or game's) onboarding progress: the welcome, which hints were shown, event counts,
/// and the session-only tutorial mode.
///
/// Persisted under `onboarding.{app}.{property}` (`hasLaunched`, `welcomeChoice`, `hintsShown`,
/// `eventCounts`); tutorial mode lives only in this instance, so a new instance (a restart) starts without it.
///
/// ```swift
/// let state = try OnboardingState(app: "blackjack", hintKeys: ["bettingZone", "dealButton"], store: store)
/// if state.shouldShowWelcome { /* present the welcome sheet */ }
/// try state.completeWelcome(.startPlaying)
/// if try state.shouldShowHint(key: "bettingZone") { /* show the tooltip */ }
/// try state.markHintShown(key: "bettingZone")
/// ```
public final class OnboardingState: Sendable {
    /// The app whose state this is.
    public let app: AppIdentifier
    private let store: any KeyValueStore
    /// How many times each registered hint may be shown outside tutorial mode.
    private let hintLimits: [String: Int]
    private let data: Mutex<Snapshot>

    private struct Snapshot {
        var persisted: Persisted
        var tutorialMode = false
        var shownThisTutorial: Set<String> = []
    }

    private struct Persisted: Equatable {
        var hasLaunched = false
        var welcomeChoice: WelcomeChoice?
        var hintsShown: [String: Int] = [:]
        var eventCounts: [String: Int] = [:]
    }

    /// Opens the state of `app` in `store`, registering hints that may each be shown once.
    public convenience init(app: AppIdentifier, hintKeys: some Sequence<String>, store: any KeyValueStore)
        throws(OnboardingError)
    {
        try self.init(app: app, hintLimits: Dictionary(hintKeys.map { ($0, 1) }, uniquingKeysWith: max), store: store)
    }

    /// Opens the state of `app` in `store`, registering hints with how many times each may be shown.
    public init(app: AppIdentifier, hintLimits: [String: Int], store: any KeyValueStore) throws(OnboardingError) {
        self.app = app
        self.store = store
        self.hintLimits = hintLimits
        data = Mutex(Snapshot(persisted: try OnboardingState.load(app: app, from: store)))
    }

    // MARK: Welcome

    /// Whether the welcome sheet should show: until it is answered, and never again after.
    public var shouldShowWelcome: Bool { data.withLock { !$0.persisted.hasLaunched } }

    /// How the welcome was answered, if it was.
    public var welcomeChoice: WelcomeChoice? { data.withLock { $0.persisted.welcomeChoice } }

    /// Marks the welcome as answered. `.showMeHow` also starts tutorial mode for this session.
    public func completeWelcome(_ choice: WelcomeChoice = .startPlaying) throws(OnboardingError) {
        try update { snapshot in
            snapshot.persisted.hasLaunched = true
            snapshot.persisted.welcomeChoice = choice
            if choice == .showMeHow { snapshot.tutorialMode = true }
        }
    }

    // MARK: Hints

    /// Whether the hint `key` should be shown: not yet shown its allowed number of times, or, in
    /// tutorial mode, not yet shown during this tutorial.
    public func shouldShowHint(key: String) throws(OnboardingError) -> Bool {
        let limit = try self.limit(of: key)
        return data.withLock { snapshot in
            snapshot.tutorialMode
                ? !snapshot.shownThisTutorial.contains(key)
                : snapshot.persisted.hintsShown[key, default: 0] < limit
        }
    }

    /// Records that the hint `key` was shown (and dismissed); persisted at once.
    public func markHintShown(key: String) throws(OnboardingError) {
        _ = try limit(of: key)
        try update { snapshot in
            snapshot.persisted.hintsShown[key, default: 0] += 1
            if snapshot.tutorialMode { snapshot.shownThisTutorial.insert(key) }
        }
    }

    /// How many times the hint `key` has been shown, across sessions.
    public func displayCount(ofHint key: String) throws(OnboardingError) -> Int {
        _ = try limit(of: key)
        return data.withLock { $0.persisted.hintsShown[key, default: 0] }
    }

    /// Whether `key` was shown at least once, in any session or in this tutorial.
    public func hasShownHint(_ key: String) -> Bool {
        data.withLock { $0.persisted.hintsShown[key, default: 0] > 0 || $0.shownThisTutorial.contains(key) }
    }

    // MARK: Tutorial mode

    /// Whether tutorial mode is on in this session.
    public var isTutorialModeActive: Bool { data.withLock { $0.tutorialMode } }

    /// Re-enables every hint for this session only; nothing about it is persisted.
    public func startTutorialMode() {
        data.withLock { snapshot in
            snapshot.tutorialMode = true
            snapshot.shownThisTutorial = []
        }
    }

    /// Returns to showing each hint only as often as allowed.
    public func endTutorialMode() {
        data.withLock { snapshot in
            snapshot.tutorialMode = false
            snapshot.shownThisTutorial = []
        }
    }

    // MARK: Events

    /// Counts one more occurrence of `event` (e.g. a round completed), persisted; returns the new count.
    @discardableResult
    public func recordEvent(_ event: OnboardingEvent) throws(OnboardingError) -> Int {
        var count = 0
        try update { snapshot in
            snapshot.persisted.eventCounts[event.name, default: 0] += 1
            count = snapshot.persisted.eventCounts[event.name, default: 0]
        }
        return count
    }

    /// How many times `event` has occurred, across sessions.
    public func count(of event: OnboardingEvent) -> Int {
        data.withLock { $0.persisted.eventCounts[event.name, default: 0] }
    }

    // MARK: Reset

    /// Clears everything stored for this app (welcome, hints, counts, flows, prompts) and ends tutorial
    /// mode. Other apps' state is untouched.
    public func reset() throws(OnboardingError) {
        do {
            try store.removeValues(withPrefix: StorageKey.prefix(for: app))
        } catch {
            throw .storage(error)
        }
        data.withLock { $0 = Snapshot(persisted: Persisted()) }
    }

    // MARK: Persistence

    private func limit(of key: String) throws(OnboardingError) -> Int {
        guard let limit = hintLimits[key] else { throw .unknownHint(key: key, app: app.rawValue) }
        return limit
    }

    /// Applies `change`, writes what it changed in one batch, and keeps it only if the write succeeds.
    private func update(_ change: (inout Snapshot) -> Void) throws(OnboardingError) {
        let app = self.app
        let store = self.store
        try data.withLock { (snapshot: inout Snapshot) throws(OnboardingError) in
            var updated = snapshot
            change(&updated)
            if updated.persisted != snapshot.persisted {
                do throws(StorageError) {
                    try store.apply(
                        try OnboardingState.changes(from: snapshot.persisted, to: updated.persisted, app: app))
                } catch {
                    throw .storage(error)
                }
            }
            snapshot = updated
        }
    }

    private static func key(_ property: String, _ app: AppIdentifier) -> String {
        StorageKey(app: app, property: property).rawValue
    }

    private static func changes(from old: Persisted, to new: Persisted, app: AppIdentifier)
        throws(StorageError) -> [String: StoredValue?]
    {
        var changes: [String: StoredValue?] = [:]
        if old.hasLaunched != new.hasLaunched { changes[key("hasLaunched", app)] = .bool(new.hasLaunched) }
        if old.welcomeChoice != new.welcomeChoice {
            changes[key("welcomeChoice", app)] = new.welcomeChoice.map { .string($0.rawValue) }
        }
        if old.hintsShown != new.hintsShown {
            changes[key("hintsShown", app)] = try StoredValue(encoding: new.hintsShown)
        }
        if old.eventCounts != new.eventCounts {
            changes[key("eventCounts", app)] = try StoredValue(encoding: new.eventCounts)
        }
        return changes
    }

    private static func load(app: AppIdentifier, from store: any KeyValueStore) throws(OnboardingError) -> Persisted {
        do throws(StorageError) {
            var persisted = Persisted()
            if let value = try store.value(forKey: key("hasLaunched", app)) {
                persisted.hasLaunched = try value.decode(Bool.self, key: key("hasLaunched", app))
            }
            if let value = try store.value(forKey: key("welcomeChoice", app)) {
                persisted.welcomeChoice = try value.decode(WelcomeChoice.self, key: key("welcomeChoice", app))
            }
            if let value = try store.value(forKey: key("hintsShown", app)) {
                persisted.hintsShown = try value.decode([String: Int].self, key: key("hintsShown", app))
            }
            if let value = try store.value(forKey: key("eventCounts", app)) {
                persisted.eventCounts = try value.decode([String: Int].self, key: key("eventCounts", app))
            }
            return persisted
        } catch {
            throw .storage(error)
        }
    }
}
