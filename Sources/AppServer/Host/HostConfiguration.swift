import Foundation

/// Where the host listens and keeps its data.
public struct HostConfiguration: Sendable {
    public var host: String
    public var port: Int
    /// The SQLite database file; created with its folder when missing.
    public var databasePath: String
    /// The bearer token of the operator's routes (the onboarding funnels).
    public var operatorToken: String

    public init(
        host: String = "127.0.0.1", port: Int = 8080, databasePath: String = HostConfiguration.defaultDatabasePath,
        operatorToken: String
    ) {
        self.host = host
        self.port = port
        self.databasePath = databasePath
        self.operatorToken = operatorToken
    }

    /// `$XDG_DATA_HOME/firstrun/firstrun.sqlite`, or `~/.local/share/firstrun/firstrun.sqlite`.
    public static var defaultDatabasePath: String {
        let environment = ProcessInfo.processInfo.environment
        let dataHome =
            environment["XDG_DATA_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        return dataHome.appendingPathComponent("firstrun/firstrun.sqlite").path
    }

    /// A new operator token: 128 bits from the system's secure generator, as 32 hex digits.
    public static func newOperatorToken() -> String { SecureToken.make() }
}
