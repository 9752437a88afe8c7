import ArgumentParser
import Foundation
import CasinoServer
import Hummingbird
import Logging

/// `casino serve [--host] [--port] [--database PATH]`: the casino in a browser, on an embedded SQLite database.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: "Serve the casino to a browser (the default command).")

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on.")
    var port = 8080

    @Option(help: "The SQLite database file (created when missing).")
    var database = ServerConfiguration.defaultDatabasePath

    @Option(help: ArgumentHelp(
        "The bearer token that opens the operator's routes (the onboarding funnel). Default: $CASINO_OPERATOR_TOKEN, else a new one, logged at start.",
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
        var logger = Logger(label: "casino")
        logger.logLevel = logLevel
        let givenToken = operatorToken ?? ProcessInfo.processInfo.environment["CASINO_OPERATOR_TOKEN"]
        let token = givenToken ?? ServerConfiguration.newOperatorToken()
        if givenToken == nil { logger.notice("operator token for this run", metadata: ["token": .string(token)]) }
        let app = try buildApplication(
            configuration: ServerConfiguration(host: host, port: port, databasePath: database, operatorToken: token),
            logger: logger)
        logger.info("the casino is open", metadata: ["url": "http://\(host):\(port)"])
        try await app.runService()
    }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}
