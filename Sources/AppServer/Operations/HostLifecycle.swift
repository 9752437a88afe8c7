import Basics
import Hummingbird
import Logging
import PostgresNIO
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

extension AppHost {
    /// Opens a host of `apps` on the database `configuration` names and serves until SIGTERM or SIGINT: the README's
    /// `firstrun`. On PostgreSQL the connection pool is the first service of the process's group, so it runs before
    /// the host opens (the migrations use it) and stops last: the host serves, shuts down as
    /// ``serviceGroup(logger:gracefulShutdownSignals:onServerRunning:)`` says, flushes and closes, and only then do the
    /// pool's connections close. `onReady` is told the host once its database is migrated.
    public static func serve(
        apps: [any ServedApp], configuration: HostConfiguration, clock: any AppClock = SystemClock(),
        metrics: HostMetrics = HostMetrics(), logger: Logger, databaseLogger: Logger,
        gracefulShutdownSignals: [UnixSignal] = [.sigterm, .sigint],
        onReady: @escaping @Sendable (AppHost) -> Void = { _ in }
    ) async throws {
        guard case .postgres(let url) = configuration.database else {
            let host = try await open(
                apps: apps, configuration: configuration, clock: clock, metrics: metrics, logger: databaseLogger)
            onReady(host)
            try await host.serviceGroup(logger: logger, gracefulShutdownSignals: gracefulShutdownSignals).run()
            return
        }
        let database = PostgresAppDatabase(url: url, poolSize: configuration.databasePoolSize, logger: databaseLogger)
        let serving = HostServing(logger: logger) {
            let host = try await open(
                apps: apps, configuration: configuration, clock: clock, metrics: metrics, postgres: database, at: url)
            onReady(host)
            return host
        }
        let group = ServiceGroupConfiguration(
            services: [database.client, serving], gracefulShutdownSignals: gracefulShutdownSignals, logger: logger)
        try await ServiceGroup(configuration: group).run()
    }
}

/// Opens the host on a running pool, then runs its own group inside this service: the parent group's graceful
/// shutdown (a signal) shuts the host's services down in their order.
struct HostServing: Service {
    let logger: Logger
    let open: @Sendable () async throws -> AppHost

    func run() async throws {
        let host = try await open()
        try await host.serviceGroup(logger: logger, gracefulShutdownSignals: []).run()
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
