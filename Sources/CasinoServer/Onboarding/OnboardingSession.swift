import Foundation
import GRDB
import OnboardingKit
import OnboardingScenarios
import Synchronization

/// One page load of one player ("an app launch" in casino-onboarding-summary.md): a hint coordinator per game,
/// whose tutorial mode and attention budget last only this session, over the player's stored onboarding state.
///
/// State changes and analytics records are kept in memory and written by ``flush(to:)``, in one transaction.
final class OnboardingSession: Sendable {
    let id: String
    let playerID: Int64
    private let store: InMemoryStore
    private let clock: any OnboardingClock
    private let pending = Mutex(Pending())
    private let coordinators = Mutex<[CasinoOnboarding.Game: HintCoordinator]>([:])
    private let lastUsed: Mutex<Date>

    private struct Pending {
        var values: [String: StoredValue?] = [:]
        var records: [AnalyticsRecord] = []
        /// Events recorded in this session, written or not.
        var trackedEvents = 0
    }

    /// A session over the player's stored values.
    init(id: String, playerID: Int64, values: [String: StoredValue], clock: any OnboardingClock) {
        self.id = id
        self.playerID = playerID
        self.store = InMemoryStore(values)
        self.clock = clock
        self.lastUsed = Mutex(clock.now)
    }

    /// When the session was last asked for anything.
    var lastUsedAt: Date { lastUsed.withLock { $0 } }

    /// The coordinator of `game`, created on first use with the game's hints.
    func coordinator(for game: CasinoOnboarding.Game) throws(APIError) -> HintCoordinator {
        lastUsed.withLock { $0 = clock.now }
        return try coordinators.withLock { (coordinators: inout [CasinoOnboarding.Game: HintCoordinator]) throws(APIError) in
            if let existing = coordinators[game] { return existing }
            let created = try makeCoordinator(for: game)
            coordinators[game] = created
            return created
        }
    }

    /// Forgets `game`'s stored state and this session's queue for it: the game's onboarding starts over.
    func reset(_ game: CasinoOnboarding.Game) throws(APIError) {
        try coordinators.withLock { (coordinators: inout [CasinoOnboarding.Game: HintCoordinator]) throws(APIError) in
            do {
                try (coordinators[game] ?? makeCoordinator(for: game)).state.reset()
            } catch let error as APIError {
                throw error
            } catch {
                throw APIError.internalError
            }
            coordinators[game] = try makeCoordinator(for: game)
        }
    }

    /// Records an analytics event of `game`, written with the next flush; past ``maximumTrackedEvents`` in this
    /// session, events are dropped (a page replaying or resetting in a loop cannot fill the database).
    func track(_ event: AnalyticsEvent, game: CasinoOnboarding.Game) {
        let record = AnalyticsRecord(event: event, app: game.app, userID: String(playerID), timestamp: clock.now)
        pending.withLock { pending in
            guard pending.trackedEvents < Self.maximumTrackedEvents else { return }
            pending.trackedEvents += 1
            pending.records.append(record)
        }
    }

    /// The most analytics events one session records: far more than a person's page load makes.
    static let maximumTrackedEvents = 200

    /// What the funnel counts an event by, beside its name: the hint shown, the welcome's answer.
    static func detail(of event: AnalyticsEvent) -> String? {
        switch event {
        case .hintShown(let hint): hint
        case .welcomeAnswered(let choice): choice.rawValue
        default: nil
        }
    }

    /// Writes the changed values and the analytics records. Taken inside the database's single writer, so
    /// concurrent flushes land in the order their changes were made; if writing fails they wait for the next flush.
    func flush(to database: CasinoDatabase) async throws {
        try await database.pool.write { db in
            let taken = self.pending.withLock { pending in
                defer {
                    pending.values = [:]
                    pending.records = []
                }
                return pending
            }
            do {
                try self.write(taken, in: db)
            } catch {
                self.pending.withLock { pending in
                    pending.values = taken.values.merging(pending.values) { _, newer in newer }
                    pending.records = taken.records + pending.records
                }
                throw error
            }
        }
    }

    private func write(_ taken: Pending, in db: Database) throws {
        for (key, value) in taken.values {
            if let value {
                try db.execute(
                    sql: """
                        INSERT INTO onboardingValue (playerID, key, value) VALUES (?, ?, ?)
                        ON CONFLICT(playerID, key) DO UPDATE SET value = excluded.value
                        """,
                    arguments: [playerID, key, try Self.encoder.encode(value)])
            } else {
                try db.execute(sql: "DELETE FROM onboardingValue WHERE playerID = ? AND key = ?", arguments: [playerID, key])
            }
        }
        for record in taken.records {
            try db.execute(
                sql: "INSERT INTO onboardingEvent (playerID, app, name, detail, event, recordedAt) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [playerID, record.app.rawValue, record.event.name, Self.detail(of: record.event),
                            try Self.encoder.encode(record.event), record.timestamp])
        }
    }

    private func makeCoordinator(for game: CasinoOnboarding.Game) throws(APIError) -> HintCoordinator {
        do {
            return try HintCoordinator(
                app: game.app, hints: CasinoOnboarding.hints(for: game), store: RecordingStore(session: self),
                clock: clock)
        } catch {
            throw APIError.internalError
        }
    }

    /// The session's view of the store: reads from memory, and every write is also kept for the next flush.
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

    static let encoder = JSONEncoder()
}
