import AppServer
import ArgumentParser
import Basics
import BowlerTraxServer
import CasinoServer
import Foundation
import Hummingbird
import Logging
import Metrics
import OnboardingKit

/// `firstrun [--host] [--port] [--database PATH|URL] [--tls-cert FILE --tls-key FILE]`: every app in a browser (the
/// home at `/`, the casino at `/casino/`, BowlerTrax at `/bowlertrax/`), on an embedded SQLite database or on a
/// PostgreSQL server that several `firstrun` processes share, over HTTP or HTTPS; `/health`, `/ready` and `/metrics`
/// for the operator; a graceful shutdown on SIGTERM or SIGINT.
@main
struct FirstRunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "firstrun",
        abstract: "Serve every app to a browser: the home at /, the casino at /casino/, BowlerTrax at /bowlertrax/.")

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on.")
    var port = 8080

    @Option(
        help: ArgumentHelp(
            "The SQLite database file (created when missing), or a PostgreSQL server's URL (postgres://user[:password]@host[:port]/database[?sslmode=disable|prefer|require]) that several firstrun processes may share.",
            valueName: "path-or-url"))
    var database = HostConfiguration.defaultDatabasePath

    @Option(
        help: ArgumentHelp(
            "The bearer token that opens the operator's routes (the onboarding funnels, /metrics). Default: $FIRSTRUN_OPERATOR_TOKEN, else a new one, logged at start.",
            valueName: "token"))
    var operatorToken: String?

    @Option(
        help: ArgumentHelp(
            "A PEM certificate (chain) to serve HTTPS with, with --tls-key. Browsers open the camera only on HTTPS or localhost.",
            valueName: "file"))
    var tlsCert: String?

    @Option(help: ArgumentHelp("The PEM private key of --tls-cert.", valueName: "file"))
    var tlsKey: String?

    @Option(help: "The log level: trace, debug, info, notice, warning, error or critical.")
    var logLevel: Logger.Level = .info

    @Option(
        help: ArgumentHelp(
            "The log's format on standard error: text (one readable line per event) or json (one JSON object per line: timestamp, level, label, message, metadata).",
            valueName: "format"))
    var logFormat: LogFormat = .text

    @Option(
        help: ArgumentHelp(
            "How many database connections may be used at once: SQLite's readers (the writer is one more), or the connections this process opens to PostgreSQL.",
            valueName: "count"))
    var databasePoolSize = 5

    @Option(
        help: ArgumentHelp(
            "On SIGTERM or SIGINT, how long to let the requests in flight finish before cancelling them; the database is flushed and closed either way.",
            valueName: "seconds"))
    var shutdownGracePeriod: Double = 10

    @Option(
        help: ArgumentHelp(
            "How long a connection may send nothing (between requests, or stalled inside one) before it is closed.",
            valueName: "seconds"))
    var idleTimeout: Double = 30

    @Option(
        help: ArgumentHelp(
            "The most connections one client address may hold open; 0 for no limit (behind a proxy, where every connection comes from the proxy: limit there, e.g. nginx's limit_conn).",
            valueName: "count"))
    var connectionsPerAddress = 64

    @Option(
        help: ArgumentHelp(
            "How many new players (a visitor's first change, without a cookie yet) one client address may make a minute; 0 for no limit. Behind a proxy on this machine the address is the one it appends to X-Forwarded-For.",
            valueName: "count"))
    var newPlayersPerMinute = 60

    @Option(
        help: ArgumentHelp(
            "The BowlerTrax version the server presents (What's New shows once per version).", valueName: "version"))
    var bowlertraxVersion = BowlerTraxApp.currentVersion.displayString

    @Flag(
        help: ArgumentHelp(
            "Let the operator move the server's clock forward (POST /api/operator/clock), for tests of what happens days later."
        ))
    var adjustableClock = false

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        do {
            _ = try DatabaseLocation(database)
        } catch {
            throw ValidationError("--database: \(error)")
        }
        guard (1...64).contains(databasePoolSize) else {
            throw ValidationError("--database-pool-size must be between 1 and 64.")
        }
        guard shutdownGracePeriod >= 0, shutdownGracePeriod <= 3600 else {
            throw ValidationError("--shutdown-grace-period must be between 0 and 3600 seconds.")
        }
        guard idleTimeout >= 1, idleTimeout <= 3600 else {
            throw ValidationError("--idle-timeout must be between 1 and 3600 seconds.")
        }
        guard (0...1_000_000).contains(newPlayersPerMinute) else {
            throw ValidationError("--new-players-per-minute must be between 0 (no limit) and 1000000.")
        }
        guard (0...100_000).contains(connectionsPerAddress) else {
            throw ValidationError("--connections-per-address must be between 0 (no limit) and 100000.")
        }
        if let operatorToken, operatorToken.count < 16 {
            throw ValidationError("--operator-token must have at least 16 characters.")
        }
        guard (tlsCert == nil) == (tlsKey == nil) else {
            throw ValidationError("HTTPS needs both --tls-cert and --tls-key.")
        }
        for file in [tlsCert, tlsKey].compactMap({ $0 }) where !FileManager.default.isReadableFile(atPath: file) {
            throw ValidationError("\(file) cannot be read.")
        }
        guard (try? SemanticVersion(bowlertraxVersion)) != nil else {
            throw ValidationError("--bowlertrax-version must be a version like 1.1 or 1.2.0.")
        }
    }

    func run() async throws {
        if logFormat == .json { LoggingSystem.bootstrap { label in JSONLogHandler(label: label) } }
        // One registry for the process: the host's metrics and any library's that use swift-metrics.
        let metrics = HostMetrics()
        MetricsSystem.bootstrap(metrics.metricsFactory)
        var logger = Logger(label: "firstrun")
        logger.logLevel = logLevel
        let givenToken = operatorToken ?? ProcessInfo.processInfo.environment["FIRSTRUN_OPERATOR_TOKEN"]
        let token = givenToken ?? HostConfiguration.newOperatorToken()
        if givenToken == nil { logger.notice("operator token for this run", metadata: ["token": .string(token)]) }
        var tls: TLSFiles?
        if let tlsCert, let tlsKey { tls = TLSFiles(certificateChain: tlsCert, privateKey: tlsKey) }
        let location = try DatabaseLocation(database)
        var configuration = HostConfiguration(
            host: host, port: port, database: location, operatorToken: token, tls: tls,
            databasePoolSize: databasePoolSize, shutdownGracePeriod: .milliseconds(Int64(shutdownGracePeriod * 1000)))
        configuration.idleTimeout = .milliseconds(Int64(idleTimeout * 1000))
        configuration.connectionsPerAddress = connectionsPerAddress
        configuration.newPlayersPerMinute = newPlayersPerMinute
        let bowlerTrax = BowlerTraxApp(version: try SemanticVersion(bowlertraxVersion))
        let clock: any AppClock = adjustableClock ? AdjustableClock() : SystemClock()
        var databaseLogger = logger
        databaseLogger[metadataKey: "database"] = "\(location)"
        let url = "\(tls == nil ? "http" : "https")://\(self.host):\(port)"
        let readyLogger = logger
        try await AppHost.serve(
            apps: [CasinoApp(), bowlerTrax], configuration: configuration, clock: clock, metrics: metrics,
            logger: logger, databaseLogger: databaseLogger
        ) { _ in
            readyLogger.info("database ready", metadata: ["database": "\(location)"])
            readyLogger.info("open in a browser", metadata: ["url": "\(url)"])
        }
    }
}

/// How the log is written.
enum LogFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

extension Logger.Level: @retroactive ExpressibleByArgument {}
