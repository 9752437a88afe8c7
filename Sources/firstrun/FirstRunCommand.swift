import AppServer
import ArgumentParser
import CasinoServer
import Foundation
import Hummingbird
import Logging

/// `firstrun [--host] [--port] [--database PATH]`: every app in a browser (the home at `/`, the casino at
/// `/casino/`), on an embedded SQLite database.
@main
struct FirstRunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "firstrun", abstract: "Serve every app to a browser: the home at /, the casino at /casino/.")

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on.")
    var port = 8080

    @Option(help: "The SQLite database file (created when missing).")
    var database = HostConfiguration.defaultDatabasePath

    @Option(
        help: ArgumentHelp(
            "The bearer token that opens the operator's routes (the onboarding funnels). Default: $FIRSTRUN_OPERATOR_TOKEN, else a new one, logged at start.",
            valueName: "token"))
    var operatorToken: String?

    @Option(help: "The log level: trace, debug, info, notice, warning, error or critical.")
    var logLevel: Logger.Level = .info

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        if let operatorToken, operatorToken.count < 16 {
            throw ValidationError("--operator-token must have at least 16 characters.")
        }
    }

    func run() async throws {
        var logger = Logger(label: "firstrun")
        logger.logLevel = logLevel
        let givenToken = operatorToken ?? ProcessInfo.processInfo.environment["FIRSTRUN_OPERATOR_TOKEN"]
        let token = givenToken ?? HostConfiguration.newOperatorToken()
        if givenToken == nil { logger.notice("operator token for this run", metadata: ["token": .string(token)]) }
        let configuration = HostConfiguration(host: host, port: port, databasePath: database, operatorToken: token)
        let host = try AppHost(apps: [CasinoApp()], configuration: configuration)
        logger.info("database ready", metadata: ["path": .string(database)])
        let app = try host.application(logger: logger)
        logger.info("open in a browser", metadata: ["url": "http://\(self.host):\(port)"])
        try await app.runService()
    }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}
