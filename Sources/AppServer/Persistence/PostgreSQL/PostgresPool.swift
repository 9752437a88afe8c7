import Logging
import PostgresNIO
import Synchronization

/// The PostgreSQL connection pool as the SQL layer leases it (``PlatformDatabase/read(_:)``, ``write(_:)``): every
/// lease waits at most ``leaseTimeout`` for a connection, then fails with ``DatabaseUnavailable`` having done nothing,
/// so a request made while the server is down or every connection is taken answers a 503 at once instead of waiting
/// a minute for postgres-nio's circuit breaker and then a 500. Once a connection is leased the work runs to its end, however long it takes.
///
/// ```swift
/// let rows = try await pool.query("SELECT name FROM player WHERE id = \(id)", logger: logger)
/// for try await name in rows.decode(String.self) { print(name) }
/// ```
public struct PostgresPool: Sendable {
    /// The postgres-nio client whose connections are leased; it runs as long as the database (``PostgresAppDatabase``).
    let client: PostgresClient
    /// The longest wait for a connection.
    public let leaseTimeout: Duration

    /// Runs `body` on a leased connection, or throws ``DatabaseUnavailable`` when none is leased within the timeout
    /// (the body has then not run, and never will).
    public func withConnection<Result: Sendable>(
        _ body: @escaping @Sendable (PostgresConnection) async throws -> Result
    ) async throws -> Result {
        let attempt = LeaseAttempt<Result>()
        let (client, timeout) = (client, leaseTimeout)
        // The lease and its timer are tasks of their own, so a timeout answers at once: a wait for a connection may
        // not end on cancellation while the pool is starting, and the caller must not wait for it to end.
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                attempt.begin(answering: continuation)
                attempt.attach(
                    work: Task {
                        do {
                            attempt.answer(
                                .success(
                                    try await client.withConnection { connection in
                                        guard attempt.settle(.leased) else {
                                            throw DatabaseUnavailable(waited: timeout)
                                        }
                                        return try await body(connection)
                                    }))
                        } catch {
                            attempt.answer(.failure(error))
                        }
                    },
                    timer: Task {
                        try await Task.sleep(for: timeout)
                        if attempt.settle(.timedOut) { attempt.answer(.failure(DatabaseUnavailable(waited: timeout))) }
                    })
            }
        } onCancel: {
            attempt.cancel()
        }
    }

    /// The rows of `query`, read whole on a leased connection.
    @discardableResult
    public func query(_ query: PostgresQuery, logger: Logger) async throws -> PostgresRows {
        try await withConnection { connection in
            PostgresRows(rows: try await connection.query(query, logger: logger).collect())
        }
    }
}

/// One wait for a connection: whether the lease or its timeout came first (settled once, by whichever does), and
/// the caller's continuation, answered once by the first of the two.
private final class LeaseAttempt<Value: Sendable>: Sendable {
    enum Outcome: Int { case waiting, leased, timedOut }

    private struct Tasks {
        var continuation: CheckedContinuation<Value, any Error>?
        var work: Task<Void, Never>?
        var timer: Task<Void, any Error>?
    }

    private let outcome = Atomic<Int>(Outcome.waiting.rawValue)
    private let tasks = Mutex(Tasks())

    /// Keeps the caller's continuation; done before the tasks that answer it start.
    func begin(answering continuation: CheckedContinuation<Value, any Error>) {
        tasks.withLock { $0.continuation = continuation }
    }

    /// Keeps the lease's and the timer's tasks, to stop one when the other answers (or the caller is cancelled).
    func attach(work: Task<Void, Never>, timer: Task<Void, any Error>) {
        let answered = tasks.withLock { tasks in
            (tasks.work, tasks.timer) = (work, timer)
            return tasks.continuation == nil
        }
        if answered { timer.cancel() }
    }

    /// Settles the wait as `outcome` if it is still waiting; false when the other came first.
    func settle(_ outcome: Outcome) -> Bool {
        self.outcome.compareExchange(
            expected: Outcome.waiting.rawValue, desired: outcome.rawValue, ordering: .acquiringAndReleasing
        ).exchanged
    }

    /// Answers the caller (the first answer only) and stops the timer, or the wait for a connection on a timeout.
    func answer(_ result: Result<Value, any Error>) {
        let (continuation, work, timer) = tasks.withLock { tasks in
            defer { tasks.continuation = nil }
            return (tasks.continuation, tasks.work, tasks.timer)
        }
        timer?.cancel()
        if case .failure(let error) = result, error is DatabaseUnavailable { work?.cancel() }
        continuation?.resume(with: result)
    }

    /// The caller was cancelled: so is the work.
    func cancel() {
        tasks.withLock { $0.work }?.cancel()
    }
}

/// The rows a ``PostgresPool`` query read, as an asynchronous sequence like postgres-nio's row sequence.
public struct PostgresRows: AsyncSequence, Sendable {
    public typealias Element = PostgresRow

    public let rows: [PostgresRow]

    public struct AsyncIterator: AsyncIteratorProtocol {
        var base: IndexingIterator<[PostgresRow]>

        public mutating func next() async throws -> PostgresRow? { base.next() }
    }

    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(base: rows.makeIterator()) }

    /// Every row.
    public func collect() -> [PostgresRow] { rows }

    /// Each row decoded as `columns`.
    public func decode<each Column: PostgresDecodable>(
        _ columns: (repeat each Column).Type
    ) -> AsyncThrowingMapSequence<Self, (repeat each Column)> {
        map { row in try row.decode(columns) }
    }
}

/// The database did not lend a connection in time (it is down, unreachable, or every connection is busy): nothing was
/// done, and the request may be sent again.
public struct DatabaseUnavailable: Error, APIErrorConvertible {
    /// How long the request waited for a connection.
    public let waited: Duration

    public var apiError: APIError {
        var refusal = APIError(
            .serviceUnavailable, "database-unavailable", "The database is not answering; try again in a moment.")
        refusal.headers[.retryAfter] = "1"
        return refusal
    }
}
