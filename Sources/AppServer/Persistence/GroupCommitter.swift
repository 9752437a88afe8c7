import Foundation
import Synchronization

/// One change to the database, made by a request that already applied it in memory. Each app's store defines its
/// own (a row to upsert, a row to insert), written once for both databases. A write that finds the database changed
/// under it (a stale version) throws, and its submission fails alone.
public protocol PendingWrite: Sendable {
    /// Writes the change inside the group's transaction.
    func write(_ db: any SQLConnection) throws
}

/// Writes the changes of many requests in one transaction (group commit): while one transaction is being
/// written, the changes submitted meanwhile wait and go together in the next.
///
/// ``submit(_:lane:)`` is synchronous, so a caller holding a lock fixes the order of its changes; each submission
/// lands whole, in submission order within its lane, and ``waitUntilCommitted(_:)`` returns once it is durable. A
/// committer has one lane on SQLite (one writer) and may have several on PostgreSQL, whose transactions run side by
/// side: submissions with the same lane key (a player's id) always share a lane and so keep their order. Each
/// transaction's size (in submissions) and duration go to ``HostMetrics``; ``flush()`` waits for everything
/// submitted so far, before the database is closed.
public final class GroupCommitter: Sendable {
    /// A submission's place in the order of writes.
    public struct Ticket: Sendable {
        fileprivate let lane: Int
        fileprivate let ticket: CommitLane.Ticket
    }

    private let lanes: [CommitLane]

    /// A committer over `database` with `lanes` writers (one on SQLite, whatever is asked).
    public init(database: PlatformDatabase, metrics: HostMetrics, lanes: Int = 1) {
        let count = database.isSharedByProcesses ? max(1, lanes) : 1
        self.lanes = (0..<count).map { _ in CommitLane(database: database, metrics: metrics) }
    }

    /// Queues `writes` for the next transaction of the lane of `key`.
    public func submit(_ writes: [any PendingWrite], lane key: Int64 = 0) -> Ticket {
        let lane = Int(key.magnitude % UInt64(lanes.count))
        return Ticket(lane: lane, ticket: lanes[lane].submit(writes))
    }

    /// Returns when the submission is committed; throws if writing it failed.
    public func waitUntilCommitted(_ ticket: Ticket) async throws {
        try await lanes[ticket.lane].waitUntilCommitted(ticket.ticket)
    }

    /// Returns when every submission made before the call has been written or has failed.
    public func flush() async {
        for lane in lanes { await lane.flush() }
    }
}

/// One writer of a ``GroupCommitter``: its transactions one after another, each with every submission that
/// waited for the one before.
private final class CommitLane: Sendable {
    /// A submission's place in the lane's order of writes.
    struct Ticket: Sendable {
        let number: UInt64
    }

    private let database: PlatformDatabase
    private let metrics: HostMetrics
    private let state = Mutex(State())

    private struct State {
        var queue: [(number: UInt64, writes: [any PendingWrite])] = []
        var nextNumber: UInt64 = 1
        /// Every submission up to this number has been written or has failed.
        var finishedThrough: UInt64 = 0
        var failures: [UInt64: any Error] = [:]
        var waiters: [UInt64: CheckedContinuation<Void, any Error>] = [:]
        /// ``flush()`` calls, each waiting until every submission up to its number is finished.
        var flushes: [(through: UInt64, continuation: CheckedContinuation<Void, Never>)] = []
        var isWriting = false
    }

    init(database: PlatformDatabase, metrics: HostMetrics) {
        self.database = database
        self.metrics = metrics
    }

    /// Queues `writes` for the next transaction.
    func submit(_ writes: [any PendingWrite]) -> Ticket {
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

    /// Returns when every submission made before the call has been written or has failed.
    func flush() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let finished = state.withLock { state in
                let through = state.nextNumber - 1
                guard through > state.finishedThrough else { return true }
                state.flushes.append((through, continuation))
                return false
            }
            if finished { continuation.resume() }
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
            let (waiting, flushed) = state.withLock { state in
                state.finishedThrough = last.number
                let waiting = batch.map { entry in
                    let waiter = state.waiters.removeValue(forKey: entry.number)
                    if waiter == nil, let failure = failures[entry.number] { state.failures[entry.number] = failure }
                    return (waiter, failures[entry.number])
                }
                let flushed = state.flushes.filter { $0.through <= last.number }.map(\.continuation)
                state.flushes.removeAll { $0.through <= last.number }
                return (waiting, flushed)
            }
            for case (let waiter?, let failure) in waiting {
                if let failure { waiter.resume(throwing: failure) } else { waiter.resume() }
            }
            for flush in flushed { flush.resume() }
        }
    }

    private func write(_ submissions: [[any PendingWrite]]) async throws {
        let start = ContinuousClock.now
        // What a write threw (a stale version, say) is the submission's failure, not the transaction's.
        try await database.write { db in
            for writes in submissions {
                for write in writes { try write.write(db) }
            }
        }
        metrics.recordCommit(size: submissions.count, duration: ContinuousClock.now - start)
    }
}
