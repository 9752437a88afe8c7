import AppServer
import CasinoKit
import Foundation
import GRDB
import XiDach

/// What the casino keeps in the database, by named operation. ``SQLiteCasinoStore`` is the real one; tests may
/// use a double (a store that fails its writes, say).
protocol CasinoStore: Sendable {
    /// The player's balance, settings and tables; the defaults for a player the casino has not seen.
    func state(of player: Int64) async throws -> PlayerState
    /// The player's balance and settings, without the tables; the defaults for a player the casino has not seen.
    func account(of player: Int64) async throws -> CasinoAccount
    /// Writes `writes` in one transaction (group commit with other players' writes) and returns once durable.
    func write(_ writes: [CasinoWrite]) async throws
    /// The leaderboard as `viewer` sees it.
    func leaderboard(viewer: Int64?) async throws -> [LeaderboardEntry]
    /// Deletes the viewer's saved match `id`; false if they have none with that id.
    func deleteSavedMatch(_ id: Int64, of viewer: Int64?) async throws -> Bool
}

/// A player's balance and settings.
struct CasinoAccount: Sendable {
    var balance: Money
    var settings: PlayerSettings

    /// What a player the casino has not seen has: $1,000 (the documents' beginner-friendly start) and the defaults.
    static let new = CasinoAccount(balance: Bankroll.defaultStartingBalance, settings: PlayerSettings())
}

/// One change to the casino's tables, made by a request that already applied it in memory.
enum CasinoWrite: PendingWrite {
    case table(playerID: Int64, game: Game, state: Data, at: Date)
    case account(playerID: Int64, balanceCents: Int, settings: PlayerSettings)
    case settledRound(playerID: Int64, game: Game, round: SettledRound, balanceAfterCents: Int, at: Date)
    case savedMatch(playerID: Int64, match: XiDachSavedMatch, at: Date)
    case refill(playerID: Int64, amountCents: Int, at: Date)

    func write(_ db: Database) throws {
        switch self {
        case .table(let playerID, let game, let state, let at):
            try GameTableRecord(playerID: playerID, game: game.rawValue, state: state, updatedAt: at).upsert(db)
        case .account(let playerID, let balanceCents, let settings):
            try CasinoAccountRecord(playerID: playerID, balanceCents: balanceCents, settings: try settings.json())
                .upsert(db)
        case .settledRound(let playerID, let game, let round, let balanceAfterCents, let at):
            var record = SettledRoundRecord(
                id: nil, playerID: playerID, game: game.rawValue, stakeCents: round.stake.cents,
                netCents: round.net.cents,
                balanceAfterCents: balanceAfterCents, detail: round.detail, settledAt: at)
            try record.insert(db)
        case .savedMatch(let playerID, let match, let at):
            try SavedMatchRecord.keepBest(
                SavedMatchRecord(
                    id: nil, playerID: playerID, matchID: match.matchID, name: match.name,
                    userWins: match.score.userWins,
                    computerWins: match.score.computerWins, stakedWins: match.score.stakedWins,
                    stakedDecided: match.score.stakedDecided, rating: match.score.rating, savedAt: at),
                in: db)
        case .refill(let playerID, let amountCents, let at):
            var record = BankrollRefillRecord(id: nil, playerID: playerID, amountCents: amountCents, refilledAt: at)
            try record.insert(db)
        }
    }
}

/// The casino's store on the shared SQLite database, writing through the host's group commit.
struct SQLiteCasinoStore: CasinoStore {
    let database: AppDatabase
    let committer: GroupCommitter

    func state(of player: Int64) async throws -> PlayerState {
        try await database.pool.read { db in
            let account = try Self.account(of: player, in: db)
            var tables: [Game: any GameTable] = [:]
            for record in try GameTableRecord.filter(Column("playerID") == player).fetchAll(db) {
                // A table stored by an older, incompatible version is replaced by a new one.
                if let game = Game(rawValue: record.game),
                    let table = try? JSONDecoder().decode(game.tableType, from: record.state)
                {
                    tables[game] = table
                }
            }
            return PlayerState(balance: account.balance, settings: account.settings, tables: tables)
        }
    }

    func account(of player: Int64) async throws -> CasinoAccount {
        try await database.pool.read { db in try Self.account(of: player, in: db) }
    }

    private static func account(of player: Int64, in db: Database) throws -> CasinoAccount {
        guard let record = try CasinoAccountRecord.fetchOne(db, key: player) else { return .new }
        let settings =
            (try? JSONDecoder().decode(PlayerSettings.self, from: Data(record.settings.utf8))) ?? PlayerSettings()
        return CasinoAccount(balance: Money(cents: record.balanceCents), settings: settings)
    }

    func write(_ writes: [CasinoWrite]) async throws {
        try await committer.waitUntilCommitted(committer.submit(writes))
    }

    func leaderboard(viewer: Int64?) async throws -> [LeaderboardEntry] {
        try await database.pool.read { db in try SavedMatchRecord.leaderboard(db, viewer: viewer) }
    }

    func deleteSavedMatch(_ id: Int64, of viewer: Int64?) async throws -> Bool {
        guard let viewer else { return false }
        return try await database.pool.write { db in
            try SavedMatchRecord.filter(key: id).filter(Column("playerID") == viewer).deleteAll(db) == 1
        }
    }
}

extension PlayerSettings {
    /// The settings as stored.
    func json() throws -> String {
        String(decoding: try JSONEncoder().encode(self), as: UTF8.self)
    }
}
