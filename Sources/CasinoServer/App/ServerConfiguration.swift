import Foundation

/// Where the casino server listens and keeps its data.
public struct ServerConfiguration: Sendable {
    public var host: String
    public var port: Int
    /// The SQLite database file; created with its folder when missing.
    public var databasePath: String
    /// The bearer token of the operator's routes (the onboarding funnel).
    public var operatorToken: String

    public init(
        host: String = "127.0.0.1", port: Int = 8080, databasePath: String = ServerConfiguration.defaultDatabasePath,
        operatorToken: String
    ) {
        self.host = host
        self.port = port
        self.databasePath = databasePath
        self.operatorToken = operatorToken
    }

    /// `$XDG_DATA_HOME/firstrun-casino/casino.sqlite`, or `~/.local/share/firstrun-casino/casino.sqlite`.
    public static var defaultDatabasePath: String {
        let environment = ProcessInfo.processInfo.environment
        let dataHome = environment["XDG_DATA_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        return dataHome.appendingPathComponent("firstrun-casino/casino.sqlite").path
    }

    /// A new operator token: 128 bits from the system's secure generator, as 32 hex digits.
    public static func newOperatorToken() -> String { IdentityMiddleware.newToken() }
}
