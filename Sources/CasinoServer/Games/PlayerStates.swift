import CasinoKit
import Foundation
import GRDB
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
/// using may be forgotten (past `capacity`) and is read back from the database on the next request.
final class PlayerStates: Sendable {
    private let database: CasinoDatabase
    private let committer: GroupCommitter
    private let capacity: Int
    private let entries = Mutex(Entries())

    private final class Entry: Sendable {
        /// Held by the request changing the player, from reading the state until its change is durable.
        let lock = AsyncLock()
        /// The player's state as written to the database.
        let state: Mutex<PlayerState>

        init(_ state: PlayerState) {
            self.state = Mutex(state)
        }
    }

    private struct Entries {
        var byPlayer: [Int64: (entry: Entry, requests: Int, lastUsed: UInt64)] = [:]
        var clock: UInt64 = 0
    }

    init(database: CasinoDatabase, capacity: Int = 20_000) {
        self.database = database
        self.committer = GroupCommitter(database: database)
        self.capacity = capacity
    }

    /// Applies `change` to the player's state and returns once the writes it returns are durable. If `change`
    /// throws or writing fails, nothing changes, in memory or in the database.
    func update<Value: Sendable>(
        _ playerID: Int64, _ change: (inout PlayerState) throws -> (Value, [PendingWrite])
    ) async throws -> Value {
        let entry = try await acquire(playerID)
        defer { release(playerID, entry) }
        return try await entry.lock.withLock {
            var changed = entry.state.withLock { $0 }
            let (value, writes) = try change(&changed)
            if !writes.isEmpty { try await committer.waitUntilCommitted(committer.submit(writes)) }
            entry.state.withLock { [changed] in $0 = changed }
            return value
        }
    }

    /// The player's entry, read from the database if not in memory, marked in use.
    private func acquire(_ playerID: Int64) async throws -> Entry {
        if let entry = entries.withLock({ entries in Self.use(playerID, in: &entries) }) { return entry }
        let loaded = try await load(playerID)
        return entries.withLock { entries in
            if let existing = Self.use(playerID, in: &entries) { return existing }
            entries.clock += 1
            let entry = Entry(loaded)
            entries.byPlayer[playerID] = (entry, 1, entries.clock)
            if entries.byPlayer.count > capacity { Self.forgetIdle(in: &entries, keeping: capacity * 9 / 10) }
            return entry
        }
    }

    private static func use(_ playerID: Int64, in entries: inout Entries) -> Entry? {
        guard var slot = entries.byPlayer[playerID] else { return nil }
        entries.clock += 1
        slot.requests += 1
        slot.lastUsed = entries.clock
        entries.byPlayer[playerID] = slot
        return slot.entry
    }

    private func release(_ playerID: Int64, _ entry: Entry) {
        entries.withLock { entries in
            guard var slot = entries.byPlayer[playerID], slot.entry === entry else { return }
            slot.requests -= 1
            entries.byPlayer[playerID] = slot
        }
    }

    /// Forgets the least recently used players no request is using, down to `count` players.
    private static func forgetIdle(in entries: inout Entries, keeping count: Int) {
        let idle = entries.byPlayer.filter { $0.value.requests == 0 }.sorted { $0.value.lastUsed < $1.value.lastUsed }
        for (playerID, _) in idle.prefix(max(0, entries.byPlayer.count - count)) {
            entries.byPlayer[playerID] = nil
        }
    }

    private func load(_ playerID: Int64) async throws -> PlayerState {
        try await database.pool.read { db in
            let player = try PlayerRow.fetch(db, id: playerID)
            var tables: [Game: any GameTable] = [:]
            let rows = try Row.fetchAll(db, sql: "SELECT game, state FROM gameTable WHERE playerID = ?", arguments: [playerID])
            for row in rows {
                let state: Data = row["state"]
                // A table stored by an older, incompatible version is replaced by a new one.
                if let game = Game(rawValue: row["game"]), let table = try? JSONDecoder().decode(game.tableType, from: state) {
                    tables[game] = table
                }
            }
            return PlayerState(balance: Money(cents: player.balanceCents), settings: player.settings, tables: tables)
        }
    }
}
