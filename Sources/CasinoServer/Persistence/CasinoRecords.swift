import Foundation
import GRDB

/// A player's casino account: the balance and the settings (JSON). A player without one has the defaults; the
/// first change writes it.
struct CasinoAccountRecord: Codable, FetchableRecord, PersistableRecord, Sendable {
    static let databaseTableName = "casinoAccount"

    var playerID: Int64
    var balanceCents: Int
    var settings: String
    /// Raised by every write of the player's (see ``CasinoWrite/account(playerID:balanceCents:settings:expectedVersion:)``).
    var version: Int64
}

/// A player's table of one game in progress, as the engine's JSON.
struct GameTableRecord: Codable, FetchableRecord, PersistableRecord, Sendable {
    static let databaseTableName = "gameTable"

    var playerID: Int64
    var game: String
    var state: Data
    var updatedAt: Date
}

/// A settled round, written once: the ledger of the player's money.
struct SettledRoundRecord: Codable, FetchableRecord, MutablePersistableRecord, Sendable {
    static let databaseTableName = "settledRound"

    var id: Int64?
    var playerID: Int64
    var game: String
    var stakeCents: Int
    var netCents: Int
    var balanceAfterCents: Int
    var detail: String
    var settledAt: Date

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// A bankroll refill: `amountCents` (negative when the balance was above the start) put in. Completes the ledger:
/// balance = start + settled nets + refills - stakes in play.
struct BankrollRefillRecord: Codable, FetchableRecord, MutablePersistableRecord, Sendable {
    static let databaseTableName = "bankrollRefill"

    var id: Int64?
    var playerID: Int64
    var amountCents: Int
    var refilledAt: Date

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// A saved Xì Dách match on the leaderboard: one per player and match, rated on its staked rounds.
struct SavedMatchRecord: Codable, FetchableRecord, MutablePersistableRecord, Sendable {
    static let databaseTableName = "savedMatch"

    var id: Int64?
    var playerID: Int64
    var matchID: String
    var name: String
    var userWins: Int
    var computerWins: Int
    var stakedWins: Int
    var stakedDecided: Int
    var rating: Double?
    var savedAt: Date

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
