import Basics
import Foundation
import OnboardingKit
import Synchronization

/// One page load of one player in one app ("an app launch" in the source documents): a hint coordinator per
/// surface, whose tutorial mode and attention budget last only this session, and a runner per flow, over the
/// player's stored onboarding state in that app.
///
/// State changes and analytics records are kept in memory and written by ``flush(to:)``, in one transaction.
final class OnboardingSession: Sendable {
    let id: String
    let playerID: Int64
    /// The served app the session belongs to.
    let app: String
    private let store: InMemoryStore
    private let clock: any AppClock
    private let pending = Mutex(Pending())
    private let flushes = AsyncLock()
    private let coordinators = Mutex<[String: HintCoordinator]>([:])
    private let runners = Mutex<[String: FlowRunner]>([:])
    private let lastUsed: Mutex<Date>

    private struct Pending {
        var values: [String: StoredValue?] = [:]
        var records: [AnalyticsRecord] = []
        /// Events recorded in this session, written or not.
        var trackedEvents = 0
    }

    /// A session over the player's stored values in `app`.
    init(id: String, playerID: Int64, app: String, values: [String: StoredValue], clock: any AppClock) {
        self.id = id
        self.playerID = playerID
        self.app = app
        self.store = InMemoryStore(values)
        self.clock = clock
        self.lastUsed = Mutex(clock.now)
    }

    /// Whether the session's values are `stored` (nothing written by another process since), with nothing of its
    /// own waiting to be written.
    func holds(_ stored: [String: StoredValue]) -> Bool {
        pending.withLock { pending in
            guard pending.values.isEmpty, pending.records.isEmpty else { return false }
            let keys = store.keys(withPrefix: "")
            return keys.count == stored.count && keys.allSatisfy { store.value(forKey: $0) == stored[$0] }
        }
    }

    /// When the session was last asked for anything.
    var lastUsedAt: Date { lastUsed.withLock { $0 } }

    /// The coordinator of `surface`, created on first use with its hints.
    func coordinator(for surface: HintSurface) throws -> HintCoordinator {
        lastUsed.withLock { $0 = clock.now }
        return try coordinators.withLock { coordinators in
            if let existing = coordinators[surface.id] { return existing }
            let created = try makeCoordinator(for: surface)
            coordinators[surface.id] = created
            return created
        }
    }

    /// Forgets `surface`'s stored state and this session's queue for it: its onboarding starts over.
    func reset(_ surface: HintSurface) throws {
        try coordinators.withLock { coordinators in
            try (coordinators[surface.id] ?? makeCoordinator(for: surface)).state.reset()
            coordinators[surface.id] = try makeCoordinator(for: surface)
        }
    }

    /// The runner of `flow`, created on first use over the stored progress; its events are tracked in this session.
    func runner(for flow: FlowDefinition) throws -> FlowRunner {
        lastUsed.withLock { $0 = clock.now }
        return try runners.withLock { runners in
            if let existing = runners[flow.id] { return existing }
            let created = try FlowRunner(flow: flow, store: RecordingStore(session: self), tracker: tracker)
            runners[flow.id] = created
            return created
        }
    }

    /// Records an analytics event of `surface`, written with the next flush; past ``maximumTrackedEvents`` in this
    /// session, events are dropped (a page replaying or resetting in a loop cannot fill the database).
    func track(_ event: AnalyticsEvent, surface: AppIdentifier) {
        keep(AnalyticsRecord(event: event, app: surface, userID: String(playerID), timestamp: clock.now))
    }

    private func keep(_ record: AnalyticsRecord) {
        pending.withLock { pending in
            guard pending.trackedEvents < Self.maximumTrackedEvents else { return }
            pending.trackedEvents += 1
            pending.records.append(record)
        }
    }

    /// The most analytics events one session records: far more than a person's page load makes.
    static let maximumTrackedEvents = 200

    /// Writes the changed values and the analytics records. The session's flushes run one at a time, so they land
    /// in the order their changes were made; if writing fails (in the body or at commit, whatever the database),
    /// the changes go back to the pending ones and wait for the next flush.
    func flush(to store: any PlatformStore) async throws {
        try await flushes.withLock {
            let taken = TakenChanges()
            do {
                try await store.writeOnboarding { writer in
                    let changes = self.pending.withLock { pending in
                        defer {
                            pending.values = [:]
                            pending.records = []
                        }
                        return pending
                    }
                    taken.changes.withLock { $0 = changes }
                    for (key, value) in changes.values {
                        try writer.set(value, key: key, player: self.playerID, app: self.app)
                    }
                    for record in changes.records {
                        try writer.append(record, player: self.playerID, app: self.app)
                    }
                }
            } catch {
                if let changes = taken.changes.withLock({ $0 }) {
                    pending.withLock { pending in
                        pending.values = changes.values.merging(pending.values) { _, newer in newer }
                        pending.records = changes.records + pending.records
                    }
                }
                throw error
            }
        }
    }

    /// What a flush took from the pending changes, kept to put back if writing them fails.
    private final class TakenChanges: Sendable {
        let changes = Mutex<Pending?>(nil)
    }

    private func makeCoordinator(for surface: HintSurface) throws -> HintCoordinator {
        try HintCoordinator(app: surface.app, hints: surface.hints, store: RecordingStore(session: self), clock: clock)
    }

    /// The app's analytics in this session, kept with the session's other records.
    var tracker: AnalyticsTracker {
        AnalyticsTracker(
            sink: SessionSink(session: self), app: AppIdentifier(stringLiteral: app), userID: String(playerID),
            clock: clock)
    }

    /// The session's view of the store: reads from memory, and every write is also kept for the next flush.
    var recordingStore: any KeyValueStore { RecordingStore(session: self) }

    private struct RecordingStore: KeyValueStore {
        let session: OnboardingSession

        func value(forKey key: String) -> StoredValue? { session.store.value(forKey: key) }

        func keys(withPrefix prefix: String) -> [String] { session.store.keys(withPrefix: prefix) }

        func apply(_ changes: [String: StoredValue?]) {
            session.pending.withLock { pending in
                session.store.apply(changes)
                pending.values.merge(changes) { _, new in new }
            }
        }
    }

    /// The flows' analytics, kept with the session's other records.
    private struct SessionSink: AnalyticsSink {
        let session: OnboardingSession

        func record(_ record: AnalyticsRecord) { session.keep(record) }
    }
}
