import Foundation
import Hummingbird
import Synchronization

/// Whether the host can serve requests that need the database: what `GET /ready` asks. A load balancer sends
/// traffic only to a process that is ready, and stops as soon as the process begins shutting down.
public struct Readiness: Sendable {
    /// A probe that returns when the database answers and throws when it cannot.
    public typealias Check = @Sendable () async throws -> Void

    let check: Check
    /// How long the probe may take before the host counts the database as unreachable.
    let timeout: Duration
    let shutdown: ShutdownState

    /// The answer to one probe.
    enum Answer: Equatable {
        case ready
        case shuttingDown
        case databaseFailed(String)
        case databaseTimedOut(Duration)
    }

    /// Runs the check unless the host is shutting down; a check still running after ``timeout`` is left to finish
    /// on its own (a database stuck in a lock cannot be interrupted) and the answer is that it timed out.
    func probe() async -> Answer {
        if shutdown.isShuttingDown { return .shuttingDown }
        let race = OneAnswer()
        return await withCheckedContinuation { continuation in
            race.set(continuation)
            let timeout = self.timeout
            let timer = Task {
                try? await Task.sleep(for: timeout)
                race.resume(.databaseTimedOut(timeout))
            }
            Task {
                let answer: Answer
                do {
                    try await check()
                    answer = .ready
                } catch {
                    answer = .databaseFailed("\(error)")
                }
                if race.resume(answer) { timer.cancel() }
            }
        }
    }

    /// The first of two racing answers; the later one is dropped.
    private final class OneAnswer: Sendable {
        private let continuation = Mutex<CheckedContinuation<Answer, Never>?>(nil)

        func set(_ continuation: CheckedContinuation<Answer, Never>) {
            self.continuation.withLock { $0 = continuation }
        }

        /// Resumes with `answer` if nothing did yet; returns whether it did.
        @discardableResult
        func resume(_ answer: Answer) -> Bool {
            guard let waiting = continuation.withLock({ $0.take() }) else { return false }
            waiting.resume(returning: answer)
            return true
        }
    }
}

/// Whether the process has begun its graceful shutdown (SIGTERM or SIGINT): `/ready` answers 503 from then on.
public final class ShutdownState: Sendable {
    private let flag = Atomic<Bool>(false)

    public init() {}

    public var isShuttingDown: Bool { flag.load(ordering: .acquiring) }

    func beginShutdown() { flag.store(true, ordering: .releasing) }
}
