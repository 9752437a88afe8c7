import Foundation
import HTTPTypes
import HostTesting
import Hummingbird
import HummingbirdTesting
import Logging
import ServiceLifecycle
import Synchronization
import Testing

@testable import AppServer

/// A host serving the ledger app on a fresh database, with its own metrics registry.
private func ledgerHost(
    readinessCheck: Readiness.Check? = nil, readinessTimeout: Duration = .seconds(2), port: Int = 8080,
    path: String = temporaryDatabasePath(), arrivals: AsyncStream<Void>.Continuation? = nil
) throws -> AppHost {
    try AppHost(
        apps: [LedgerApp(arrivals: arrivals)],
        configuration: HostConfiguration(
            port: port, databasePath: path, operatorToken: testOperatorToken, readinessTimeout: readinessTimeout),
        readinessCheck: readinessCheck)
}

/// Runs `body` against `host`'s router, in process.
private func withRouter(
    _ host: AppHost, _ body: @Sendable (any TestClientProtocol) async throws -> Void
) async throws {
    try await Application(router: try host.router()).test(.router, body)
}

private struct DatabaseDown: Error {}

@Suite("Operations: health, readiness, metrics, structured logs, graceful shutdown")
struct OperationsTests {
    /// A host configured for PostgreSQL on port 1 of the loopback (nothing listens: every connection is refused),
    /// given 1 s to start, and a logger that stays quiet.
    static func unreachable() throws -> (HostConfiguration, Logger) {
        var configuration = HostConfiguration(
            database: .postgres(try PostgresConnectionURL("postgres://nobody@127.0.0.1:1/none?sslmode=disable")),
            operatorToken: testOperatorToken)
        configuration.databaseStartTimeout = .seconds(1)
        var logger = Logger(label: "firstrun.test")
        logger.logLevel = .critical
        return (configuration, logger)
    }

    /// How soon it ends depends on the machine's load (the pool's shutdown, the tests running beside it), so the
    /// test asks only that it ends, with the timeout's error: the time limit catches a start that waits forever.
    @Test(
        "a PostgreSQL server that does not answer stops the start with a sentence, not a wait without end",
        .timeLimit(.minutes(3)))
    func unreachablePostgres() async throws {
        let (configuration, logger) = try Self.unreachable()
        let error = await #expect(throws: PlatformDatabaseError.self) {
            _ = try await AppHost.open(apps: [LedgerApp()], configuration: configuration, logger: logger)
        }
        #expect(
            error?.description
                == "PostgreSQL at postgres://nobody@127.0.0.1:1/none?sslmode=disable did not answer within 1 s: is it "
                + "running, and does it accept this user and database? (The log above has the connection errors.)")
    }

    /// The same through `serve`, where the pool is a service of the process's group: the migration's wait is
    /// cancelled rather than its pool closed, and the group ends with the sentence.
    @Test(
        "serving on a PostgreSQL server that does not answer ends with the same sentence, the pool's service stopped",
        .timeLimit(.minutes(3)))
    func unreachablePostgresWhenServing() async throws {
        let (configuration, logger) = try Self.unreachable()
        let error = await #expect(throws: PlatformDatabaseError.self) {
            try await AppHost.serve(
                apps: [LedgerApp()], configuration: configuration, logger: logger, databaseLogger: logger,
                gracefulShutdownSignals: []
            ) { _ in Issue.record("the host opened without a database") }
        }
        #expect(error?.description.hasPrefix("PostgreSQL at postgres://nobody@127.0.0.1:1/none") == true)
    }

    @Test("/health is 200 while the process is up, even with the database closed")
    func healthIsTheProcess() async throws {
        let host = try ledgerHost()
        try await withRouter(host) { client in
            try await host.database.close()
            let reply = try await Visitor(client).request(.get, "/health")
            #expect(reply.status == .ok)
            #expect(reply.text == #"{"status":"ok"}"#)
            #expect(reply.headers[.contentType] == "application/json; charset=utf-8")
            #expect(reply.headers[.cacheControl] == "no-store")
        }
    }

    @Test("/ready is 200 when the database answers")
    func readyWithADatabase() async throws {
        // The whole suite in parallel on two cores may leave the probe unscheduled for more than the usual 2 s: this
        // test is about the answer, so it waits as long as the slowest run needs.
        try await withRouter(try ledgerHost(readinessTimeout: .seconds(120))) { client in
            let reply = try await Visitor(client).request(.get, "/ready")
            #expect(reply.status == .ok)
            #expect(reply.json["status"] as? String == "ready")
        }
    }

    @Test("/ready is 503 database-unreachable once the database is closed")
    func notReadyWithTheDatabaseClosed() async throws {
        let host = try ledgerHost()
        try await withRouter(host) { client in
            try await host.database.close()
            let reply = try await Visitor(client).request(.get, "/ready")
            #expect(reply.status == .serviceUnavailable)
            #expect(reply.errorCode == "database-unreachable")
            #expect(reply.json["message"] is String)
        }
    }

    @Test("/ready is 503 when the check fails, and when it does not answer in time")
    func notReadyWhenTheCheckFailsOrHangs() async throws {
        try await withRouter(try ledgerHost(readinessCheck: { throw DatabaseDown() })) { client in
            let reply = try await Visitor(client).request(.get, "/ready")
            #expect(reply.status == .serviceUnavailable)
            #expect(reply.errorCode == "database-unreachable")
        }
        let hanging = try ledgerHost(
            readinessCheck: { try await Task.sleep(for: .seconds(30)) }, readinessTimeout: .milliseconds(50))
        try await withRouter(hanging) { client in
            let start = ContinuousClock.now
            let reply = try await Visitor(client).request(.get, "/ready")
            #expect(reply.status == .serviceUnavailable)
            #expect(reply.errorCode == "database-timeout")
            // Far sooner than the 30 s check (15 s: the whole suite on two cores once took 5.3 s to answer it).
            #expect(ContinuousClock.now - start < .seconds(15))
        }
    }

    @Test("/ready is 503 shutting-down once the shutdown has begun")
    func notReadyWhileShuttingDown() async throws {
        let host = try ledgerHost()
        try await withRouter(host) { client in
            host.shutdown.beginShutdown()
            let reply = try await Visitor(client).request(.get, "/ready")
            #expect(reply.status == .serviceUnavailable)
            #expect(reply.errorCode == "shutting-down")
        }
    }

    @Test("/metrics is the operator's: 401 without the token or with another")
    func metricsNeedTheOperatorToken() async throws {
        try await withRouter(try ledgerHost()) { client in
            let visitor = Visitor(client)
            let anonymous = try await visitor.request(.get, "/metrics")
            #expect(anonymous.status == .unauthorized)
            #expect(anonymous.errorCode == "operator-only")
            visitor.headers[.authorization] = "Bearer not-the-operator-token"
            #expect(try await visitor.request(.get, "/metrics").status == .unauthorized)
        }
    }

    @Test("/metrics counts and times the request just made, by route pattern, method and status")
    func metricsCountRequests() async throws {
        try await withRouter(try ledgerHost()) { client in
            let visitor = Visitor(client)
            #expect(try await visitor.request(.get, "/health").status == .ok)
            #expect(try await visitor.request(.get, "/no/such/page").status == .notFound)
            #expect(try await visitor.request(.get, "/shell/shell.css").status == .ok)
            visitor.headers[.authorization] = "Bearer \(testOperatorToken)"
            let metrics = try await visitor.request(.get, "/metrics")
            #expect(metrics.status == .ok)
            #expect(metrics.headers[.contentType]?.hasPrefix("text/plain; version=0.0.4") == true)
            #expect(metrics.text.contains(#"http_server_requests_total{route="/health",method="GET",status="200"} 1"#))
            #expect(
                metrics.text.contains(#"http_server_requests_total{route="(unmatched)",method="GET",status="404"} 1"#))
            #expect(metrics.text.contains(#"http_server_requests_total{route="(static)",method="GET",status="200"} 1"#))
            #expect(
                metrics.text.contains(
                    #"http_server_request_duration_seconds_count{route="/health",method="GET",status="200"} 1"#))
        }
    }

    @Test("/metrics shows the group-commit batch sizes and durations after a write")
    func metricsShowCommitBatches() async throws {
        try await withRouter(try ledgerHost()) { client in
            let visitor = Visitor(client)
            #expect(try await visitor.request(.post, "/ledger/api/entries").status == .ok)
            visitor.headers[.authorization] = "Bearer \(testOperatorToken)"
            let text = try await visitor.request(.get, "/metrics").text
            #expect(text.contains("# TYPE firstrun_group_commit_batch_size histogram"))
            #expect(text.contains(#"firstrun_group_commit_batch_size_bucket{le="1.0"} 1"#))
            #expect(text.contains("firstrun_group_commit_batch_size_count 1"))
            #expect(text.contains("firstrun_group_commit_duration_seconds_count 1"))
        }
    }

    @Test("/metrics counts conflicts (409s) by their code")
    func metricsCountConflicts() async throws {
        try await withRouter(try ledgerHost()) { client in
            let visitor = Visitor(client)
            #expect(try await visitor.request(.post, "/ledger/api/stale").status == .conflict)
            #expect(try await visitor.request(.post, "/ledger/api/stale").status == .conflict)
            visitor.headers[.authorization] = "Bearer \(testOperatorToken)"
            let text = try await visitor.request(.get, "/metrics").text
            #expect(text.contains(#"firstrun_conflicts_total{code="entry-changed"} 2"#))
        }
    }

    @Test("The JSON log handler writes one valid JSON object per line, with the merged metadata")
    func jsonLogLines() throws {
        let lines = Mutex<[String]>([])
        let output = JSONLogHandler.Output { line in lines.withLock { $0.append(line) } }
        var logger = Logger(label: "firstrun.test") { label in JSONLogHandler(label: label, output: output) }
        logger[metadataKey: "process"] = "p1"
        logger.info(
            "said \"hello\"\non two lines",
            metadata: [
                "path": "/a/b", "count": .stringConvertible(3), "tags": ["x", "y"], "nested": ["player": "7"],
            ])
        logger.debug("below the level")
        logger.error("failed", metadata: ["process": "p2"])

        let written = lines.withLock { $0 }
        #expect(written.count == 2)
        #expect(written.allSatisfy { $0.hasSuffix("\n") && $0.dropLast().contains("\n") == false })
        let objects = try written.map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let first = objects[0]
        #expect(first["level"] as? String == "info")
        #expect(first["label"] as? String == "firstrun.test")
        #expect(first["message"] as? String == "said \"hello\"\non two lines")
        let timestamp = try #require(first["timestamp"] as? String)
        #expect((try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(timestamp)) != nil)
        let metadata = try #require(first["metadata"] as? [String: Any])
        #expect(metadata["process"] as? String == "p1")
        #expect(metadata["path"] as? String == "/a/b")
        #expect(metadata["count"] as? String == "3")
        #expect(metadata["tags"] as? [String] == ["x", "y"])
        #expect((metadata["nested"] as? [String: String]) == ["player": "7"])
        #expect(objects[1]["level"] as? String == "error")
        #expect((objects[1]["metadata"] as? [String: String])?["process"] == "p2")
    }

    @Test("A graceful shutdown lets the request in flight finish, then flushes and closes the database")
    func gracefulShutdownFinishesTheRequestInFlight() async throws {
        let path = temporaryDatabasePath()
        let (arrivals, arrived) = AsyncStream.makeStream(of: Void.self)
        let (ports, portFound) = AsyncStream.makeStream(of: Int.self)
        let host = try ledgerHost(port: 0, path: path, arrivals: arrived)
        var logger = Logger(label: "firstrun.test")
        logger.logLevel = .warning
        let services = try host.serviceGroup(
            logger: logger, gracefulShutdownSignals: [], onServerRunning: { port in portFound.yield(port) })

        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await services.run() }
            let port = try #require(await ports.first { _ in true })
            let client = TestClient(host: "127.0.0.1", port: port)
            client.connect()
            async let reply = client.post("/ledger/api/entries?delay=500", body: ByteBuffer())
            _ = await arrivals.first { _ in true }
            await services.triggerGracefulShutdown()

            let response = try await reply
            #expect(response.status == .ok)
            #expect(host.shutdown.isShuttingDown)
            try await client.shutdown()
            try await tasks.next()
        }
        await #expect(throws: (any Error).self) { try await host.database.ping() }
        let reopened = try AppDatabase(path: path, migrations: [LedgerApp().migrations])
        #expect(try count(reopened, "SELECT COUNT(*) FROM ledger_entry") == 1)
    }
}
