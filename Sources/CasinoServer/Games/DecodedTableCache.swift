import Foundation

/// Remembers the last table each player's state decoded to, keyed by the exact stored bytes, so a request whose
/// stored state is unchanged skips decoding it. Only a memo: the database stays the source of truth.
final class DecodedTableCache: @unchecked Sendable {
    private struct Key: Hashable {
        let playerID: Int64
        let game: Game
    }

    private let lock = NSLock()
    private var entries: [Key: (state: Data, table: any GameTable)] = [:]
    private let capacity: Int

    init(capacity: Int = 20_000) {
        self.capacity = capacity
    }

    /// The table `state` decodes to, from memory when these exact bytes were seen last for this player and game.
    func table(playerID: Int64, game: Game, state: Data, decode: (Data) -> (any GameTable)?) -> (any GameTable)? {
        let key = Key(playerID: playerID, game: game)
        lock.lock()
        let cached = entries[key]
        lock.unlock()
        if let cached, cached.state == state { return cached.table }
        let table = decode(state)
        if let table { remember(table, state: state, playerID: playerID, game: game) }
        return table
    }

    /// Records that `state` is the encoding of `table`.
    func remember(_ table: any GameTable, state: Data, playerID: Int64, game: Game) {
        lock.lock()
        defer { lock.unlock() }
        if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
        entries[Key(playerID: playerID, game: game)] = (state, table)
    }
}
