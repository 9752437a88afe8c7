import Hummingbird
import Logging
import ServiceLifecycle
import UnixSignals

extension AppHost {
    /// The process as a swift-service-lifecycle group: the database, the HTTP server, and the shutdown announcement.
    ///
    /// On SIGTERM or SIGINT (any of `gracefulShutdownSignals`) the group shuts its services down in reverse order:
    /// 1. `/ready` starts answering 503, so a load balancer stops sending new requests;
    /// 2. the server stops accepting connections, closes idle ones and lets the requests in flight finish;
    /// 3. the group committer writes what is still queued and the database is closed.
    ///
    /// A shutdown that lasts longer than the configuration's `shutdownGracePeriod` cancels what is still running
    /// (the requests in flight); the database is flushed and closed all the same.
    ///
    /// ```swift
    /// try await host.serviceGroup(logger: logger).run()
    /// ```
    public func serviceGroup(
        logger: Logger, gracefulShutdownSignals: [UnixSignal] = [.sigterm, .sigint],
        onServerRunning: @escaping @Sendable (_ port: Int) async -> Void = { _ in }
    ) throws -> ServiceGroup {
        let application = try application(logger: logger, onServerRunning: onServerRunning)
        var group = ServiceGroupConfiguration(
            services: [
                DatabaseClosing(committer: committer, database: database, logger: logger),
                application,
                ShutdownAnnouncement(shutdown: shutdown, logger: logger),
            ],
            gracefulShutdownSignals: gracefulShutdownSignals, logger: logger)
        group.maximumGracefulShutdownDuration = configuration.shutdownGracePeriod
        return ServiceGroup(configuration: group)
    }
}

/// Waits for the shutdown, then writes what the group committer still holds and closes the database: the last
/// service to stop.
struct DatabaseClosing: Service {
    let committer: GroupCommitter
    let database: PlatformDatabase
    let logger: Logger

    func run() async throws {
        // Returns at the graceful shutdown, or throws when the group is cancelled: either way, flush and close.
        try? await gracefulShutdown()
        await committer.flush()
        try await database.close()
        logger.info("database flushed and closed")
    }
}

/// Marks the host as shutting down as soon as the shutdown begins: the first service to stop.
struct ShutdownAnnouncement: Service {
    let shutdown: ShutdownState
    let logger: Logger

    func run() async throws {
        try? await gracefulShutdown()
        shutdown.beginShutdown()
        logger.notice("shutting down: finishing the requests in flight")
    }
}
