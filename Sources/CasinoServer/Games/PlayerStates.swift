import AppServer
import CasinoKit
import Foundation
import Synchronization

/// What the server holds of a player who is playing: the balance, the settings and the tables.
struct PlayerState: Sendable {
    var balance: Money
    var settings: PlayerSettings
    var tables: [Game: any GameTable]
}

/// The authoritative state of the players who are playing, in memory; every change is written through a
/// ``GroupCommitter`` before the request that made it is answered, so the database always holds what a player
/// was last told.
///
/// Each player's requests run one at a time under the player's lock, which is held until the change is durable:
/// a change is applied to a copy of the player's state and kept only once written. A failed write therefore leaves
/// both the memory and the database as they were, and the player's next request can never build on a change
/// that was not written. Different players' changes are written together (group commit). A player no request is
/// using may be forgotten (past `capacity`, one ``BoundedCache``) and is read back from the database on the next
/// request.
final class PlayerStates: Sendable {
    private let store: any CasinoStore
    private let entries: BoundedCache<Int64, Entry>

    private final class Entry: Sendable {
        /// Held by the request changing the player, from reading the state until its change is durable.
        let lock = AsyncLock()
        private let playerID: Int64
        private let store: any CasinoStore
        /// The player's state as written to the database, once read.
        private let written = Mutex<PlayerState?>(nil)

        init(playerID: Int64, store: any CasinoStore) {
            self.playerID = playerID
            self.store = store
        }

        /// The state as written; read from the store on first use (under ``lock``).
        func state() async throws -> PlayerState {
            if let state = written.withLock({ $0 }) { return state }
            let loaded = try await store.state(of: playerID)
            written.withLock { $0 = loaded }
            return loaded
        }

        /// Keeps `state`, now durable.
        func keep(_ state: PlayerState) {
            written.withLock { $0 = state }
        }
    }

    init(store: any CasinoStore, capacity: Int = 20_000) {
        self.store = store
        entries = BoundedCache(capacity: capacity)
    }

    /// Applies `change` to the player's state and returns once the writes it returns are durable. If `change`
    /// throws or writing fails, nothing changes, in memory or in the database.
    func update<Value: Sendable>(
        _ playerID: Int64, _ change: (inout PlayerState) throws -> (Value, [CasinoWrite])
    ) async throws -> Value {
        // Marked in use, so it is never forgotten mid-request; its state is read from the database by the first
        // request that holds its lock, so a player forgotten and read again never has two entries.
        let entry = entries.retain(playerID) { Entry(playerID: playerID, store: store) }
        defer { entries.release(playerID) }
        return try await entry.lock.withLock {
            var changed = try await entry.state()
            let (value, writes) = try change(&changed)
            if !writes.isEmpty { try await store.write(writes) }
            entry.keep(changed)
            return value
        }
    }
}
