import AppServer
import CasinoKit
import Foundation
import Synchronization

/// What the server holds of a player who is playing: the balance, the settings, the tables, and the version they
/// were written at.
struct PlayerState: Sendable {
    var balance: Money
    var settings: PlayerSettings
    var tables: [Game: any GameTable]
    /// The player's stored version this state is (0: nothing stored yet).
    var version: Int64
}

/// The state of the players who are playing, kept in memory as a cache of the database: every change is written
/// through a ``GroupCommitter`` before the request that made it is answered, together with the player's version,
/// so the database always holds what a player was last told.
///
/// Each player's requests in this process run one at a time under the player's lock, which is held until the
/// change is durable: a change is applied to a copy of the player's state and kept only once written. A failed
/// write therefore leaves both the memory and the database as they were. Different players' changes are written
/// together (group commit). A player no request is using may be forgotten (past `capacity`, one ``BoundedCache``)
/// and is read back from the database on the next request.
///
/// Several processes may share the database (``CasinoStore/isSharedByProcesses``), and one player's requests may
/// reach any of them. Then a request first compares the cached state's version with the stored one and reads the
/// player again when another process wrote meanwhile; and every write is made over the version it was computed
/// from, so a write racing another process's is refused whole (``StaleCasinoWrite``): the request reads the
/// player again and re-applies its change to the new state, a few times at most, before answering 409
/// `stale-write`.
final class PlayerStates: Sendable {
    private let store: any CasinoStore
    private let metrics: HostMetrics
    private let entries: BoundedCache<Int64, Entry>

    /// How often a request re-applies its change after a stale write before it gives up.
    static let attempts = 4

    private final class Entry: Sendable {
        /// Held by the request changing the player, from reading the state until its change is durable.
        let lock = AsyncLock()
        private let playerID: Int64
        private let store: any CasinoStore
        /// The player's state as last written or read, once read.
        private let cached = Mutex<PlayerState?>(nil)

        init(playerID: Int64, store: any CasinoStore) {
            self.playerID = playerID
            self.store = store
        }

        /// The state as stored (under ``lock``): the cached one, unless there is none or, on a shared database,
        /// another process has written the player since.
        func state() async throws -> PlayerState {
            if let state = cached.withLock({ $0 }) {
                guard store.isSharedByProcesses else { return state }
                if try await store.version(of: playerID) == state.version { return state }
            }
            let loaded = try await store.state(of: playerID)
            cached.withLock { $0 = loaded }
            return loaded
        }

        /// Keeps `state`, now durable.
        func keep(_ state: PlayerState) {
            cached.withLock { $0 = state }
        }

        /// Forgets the cached state: the next ``state()`` reads the player again.
        func forget() {
            cached.withLock { $0 = nil }
        }
    }

    init(store: any CasinoStore, metrics: HostMetrics, capacity: Int = 20_000) {
        self.store = store
        self.metrics = metrics
        entries = BoundedCache(capacity: capacity)
    }

    /// Applies `change` to the player's state and returns once the writes it returns (with the player's account and
    /// version) are durable. If `change` throws or writing fails, nothing changes, in memory or in the database.
    /// `change` may run more than once: again over the newer state after another process's write.
    func update<Value: Sendable>(
        _ playerID: Int64, _ change: (inout PlayerState) throws -> (Value, [CasinoWrite])
    ) async throws -> Value {
        // Marked in use, so it is never forgotten mid-request; its state is read from the database by the first
        // request that holds its lock, so a player forgotten and read again never has two entries.
        let entry = entries.retain(playerID) { Entry(playerID: playerID, store: store) }
        defer { entries.release(playerID) }
        return try await entry.lock.withLock {
            var attempt = 0
            while true {
                attempt += 1
                let before = try await entry.state()
                var changed = before
                let (value, writes) = try change(&changed)
                guard !writes.isEmpty || changed.balance != before.balance || changed.settings != before.settings
                else {
                    entry.keep(changed)
                    return value
                }
                let settingsChanged = before.version == 0 || changed.settings != before.settings
                let account = CasinoWrite.account(
                    playerID: playerID, balanceCents: changed.balance.cents,
                    settings: settingsChanged ? changed.settings : nil, expectedVersion: before.version)
                do {
                    try await store.write([account] + writes)
                } catch let stale as StaleCasinoWrite {
                    entry.forget()
                    // The host counts the 409 of the last one; the re-applied ones only the store sees.
                    guard attempt < Self.attempts else { throw stale }
                    metrics.recordConflict(code: "stale-write-reapplied")
                    continue
                }
                changed.version = before.version + 1
                entry.keep(changed)
                return value
            }
        }
    }
}
