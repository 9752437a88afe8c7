import Foundation
import GRDB
import Synchronization

/// One change to the database, made by a request that already applied it in memory.
enum PendingWrite: Sendable {
    case table(playerID: Int64, game: Game, state: Data, at: Date)
    case balance(playerID: Int64, cents: Int)
    case settings(playerID: Int64, json: String)
    case settledRound(playerID: Int64, game: Game, round: SettledRound, balanceAfterCents: Int, at: Date)
    case savedMatch(playerID: Int64, match: SavedMatch, at: Date)
    /// A bankroll refill: `amountCents` (negative when the balance was above the start) put in.
    case refill(playerID: Int64, amountCents: Int, at: Date)
}

/// Writes the changes of many requests in one transaction (group commit): while one transaction is being
/// written, the changes submitted meanwhile wait and go together in the next.
///
/// ``submit(_:)`` is synchronous, so a caller holding a lock fixes the order of its changes; each submission
/// lands whole, in submission order, and ``waitUntilCommitted(_:)`` returns once it is durable.
final class GroupCommitter: Sendable {
    /// A submission's place in the order of writes.
    struct Ticket: Sendable {
        fileprivate let number: UInt64
    }

    private let database: CasinoDatabase
    private let state = Mutex(State())

    private struct State {
        var queue: [(number: UInt64, writes: [PendingWrite])] = []
        var nextNumber: UInt64 = 1
        /// Every submission up to this number has been written or has failed.
        var finishedThrough: UInt64 = 0
        var failures: [UInt64: any Error] = [:]
        var waiters: [UInt64: CheckedContinuation<Void, any Error>] = [:]
        var isWriting = false
    }

    init(database: CasinoDatabase) {
        self.database = database
    }

    /// Queues `writes` for the next transaction.
    func submit(_ writes: [PendingWrite]) -> Ticket {
        let (ticket, startsWriter) = state.withLock { state in
            let number = state.nextNumber
            state.nextNumber += 1
            state.queue.append((number, writes))
            defer { state.isWriting = true }
            return (Ticket(number: number), !state.isWriting)
        }
        if startsWriter { Task { await writeUntilEmpty() } }
        return ticket
    }

    /// Returns when the submission is committed; throws if writing it failed.
    func waitUntilCommitted(_ ticket: Ticket) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let finished: Result<Void, any Error>? = state.withLock { state in
                guard ticket.number <= state.finishedThrough else {
                    state.waiters[ticket.number] = continuation
                    return nil
                }
                return state.failures.removeValue(forKey: ticket.number).map { .failure($0) } ?? .success(())
            }
            if let finished { continuation.resume(with: finished) }
        }
    }

    /// Writes batch after batch until nothing waits.
    private func writeUntilEmpty() async {
        while true {
            let batch = state.withLock { state in
                defer { state.queue.removeAll(keepingCapacity: true) }
                if state.queue.isEmpty { state.isWriting = false }
                return state.queue
            }
            guard let last = batch.last else { return }
            var failures: [UInt64: any Error] = [:]
            do {
                try await write(batch.map(\.writes))
            } catch {
                // One submission's failure must not fail the others: write each alone.
                for entry in batch {
                    do {
                        try await write([entry.writes])
                    } catch {
                        failures[entry.number] = error
                    }
                }
            }
            let waiting = state.withLock { state in
                state.finishedThrough = last.number
                return batch.map { entry in
                    let waiter = state.waiters.removeValue(forKey: entry.number)
                    if waiter == nil, let failure = failures[entry.number] { state.failures[entry.number] = failure }
                    return (waiter, failures[entry.number])
                }
            }
            for case (let waiter?, let failure) in waiting {
                if let failure { waiter.resume(throwing: failure) } else { waiter.resume() }
            }
        }
    }

    private func write(_ submissions: [[PendingWrite]]) async throws {
        try await database.pool.write { db in
            for writes in submissions {
                for write in writes { try Self.execute(write, in: db) }
            }
        }
    }

    private static func execute(_ write: PendingWrite, in db: Database) throws {
        switch write {
        case .table(let playerID, let game, let state, let at):
            try db.cachedStatement(
                sql: """
                    INSERT INTO gameTable (playerID, game, state, updatedAt) VALUES (?, ?, ?, ?)
                    ON CONFLICT(playerID, game) DO UPDATE SET state = excluded.state, updatedAt = excluded.updatedAt
                    """
            ).execute(arguments: [playerID, game.rawValue, state, at])
        case .balance(let playerID, let cents):
            try db.cachedStatement(sql: "UPDATE player SET balanceCents = ? WHERE id = ?").execute(arguments: [cents, playerID])
        case .settings(let playerID, let json):
            try db.cachedStatement(sql: "UPDATE player SET settings = ? WHERE id = ?").execute(arguments: [json, playerID])
        case .settledRound(let playerID, let game, let round, let balanceAfterCents, let at):
            try db.cachedStatement(
                sql: """
                    INSERT INTO settledRound (playerID, game, stakeCents, netCents, balanceAfterCents, detail, settledAt)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """
            ).execute(arguments: [playerID, game.rawValue, round.stake.cents, round.net.cents, balanceAfterCents, round.detail, at])
        case .savedMatch(let playerID, let match, let at):
            // One entry per player and match: a later save replaces it only if it rates at least as well.
            try db.cachedStatement(
                sql: """
                    INSERT INTO savedMatch (playerID, matchID, name, userWins, computerWins, stakedWins, stakedDecided,
                                            rating, savedAt)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT(playerID, matchID) DO UPDATE SET
                        name = excluded.name, userWins = excluded.userWins, computerWins = excluded.computerWins,
                        stakedWins = excluded.stakedWins, stakedDecided = excluded.stakedDecided,
                        rating = excluded.rating, savedAt = excluded.savedAt
                    WHERE COALESCE(excluded.rating, -1) >= COALESCE(savedMatch.rating, -1)
                    """
            ).execute(arguments: [
                playerID, match.matchID, match.name, match.score.userWins, match.score.computerWins,
                match.score.stakedWins, match.score.stakedDecided, match.score.rating, at,
            ])
        case .refill(let playerID, let amountCents, let at):
            try db.cachedStatement(sql: "INSERT INTO bankrollRefill (playerID, amountCents, refilledAt) VALUES (?, ?, ?)")
                .execute(arguments: [playerID, amountCents, at])
        }
    }
}
