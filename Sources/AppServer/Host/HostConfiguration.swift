import Foundation

/// Where the host listens and keeps its data.
public struct HostConfiguration: Sendable {
    public var host: String
    public var port: Int
    /// The database: a SQLite file (created with its folder when missing) or a PostgreSQL server.
    public var database: DatabaseLocation
    /// The bearer token of the operator's routes (the onboarding funnels).
    public var operatorToken: String
    /// The certificate and key to serve HTTPS with, or `nil` for plain HTTP. Browsers open the camera only in a secure
    /// context: `localhost` is one, a phone on the local network reaching this machine by its address needs HTTPS.
    public var tls: TLSFiles?
    /// How many connections of the database pool may read at once (SQLite: GRDB's `maximumReaderCount`, beside
    /// the one writer) or be open at once (PostgreSQL: the client's `maximumConnections`).
    public var databasePoolSize: Int
    /// How long `/ready` waits for the database's answer before answering 503.
    public var readinessTimeout: Duration
    /// How long a graceful shutdown waits for the requests in flight before it cancels them.
    public var shutdownGracePeriod: Duration
    /// How long the start waits for a PostgreSQL server to take the migrations before giving up.
    public var databaseStartTimeout: Duration = .seconds(30)
    /// How long a connection may send nothing (no request, or a request's head or body stalled) before it is closed.
    public var idleTimeout: Duration = .seconds(30)
    /// The most connections one client address may hold open (``ConnectionsPerAddress``); 0 for no limit, as behind
    /// a proxy whose own address every connection comes from.
    public var connectionsPerAddress = 64
    /// How many onboarding sessions (page loads) the process keeps in memory; past it the least recently used is
    /// forgotten, and made again from the stored values when its page comes back.
    public var onboardingSessionCapacity = 10_000
    /// How many new players (first writes of visitors without a cookie) one client address may make a minute; 0 for
    /// no limit. Past it: 429 with Retry-After.
    public var newPlayersPerMinute = 60

    /// A configuration on the SQLite file at `databasePath`.
    public init(
        host: String = "127.0.0.1", port: Int = 8080, databasePath: String = HostConfiguration.defaultDatabasePath,
        operatorToken: String, tls: TLSFiles? = nil, databasePoolSize: Int = 5,
        readinessTimeout: Duration = .seconds(2), shutdownGracePeriod: Duration = .seconds(10)
    ) {
        self.init(
            host: host, port: port, database: .sqlite(path: databasePath), operatorToken: operatorToken, tls: tls,
            databasePoolSize: databasePoolSize, readinessTimeout: readinessTimeout,
            shutdownGracePeriod: shutdownGracePeriod)
    }

    /// A configuration on `database`.
    public init(
        host: String = "127.0.0.1", port: Int = 8080, database: DatabaseLocation, operatorToken: String,
        tls: TLSFiles? = nil, databasePoolSize: Int = 5, readinessTimeout: Duration = .seconds(2),
        shutdownGracePeriod: Duration = .seconds(10)
    ) {
        self.host = host
        self.port = port
        self.database = database
        self.operatorToken = operatorToken
        self.tls = tls
        self.databasePoolSize = databasePoolSize
        self.readinessTimeout = readinessTimeout
        self.shutdownGracePeriod = shutdownGracePeriod
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

/// A PEM certificate chain and its PEM private key, for HTTPS.
public struct TLSFiles: Sendable, Equatable {
    public var certificateChain: String
    public var privateKey: String

    public init(certificateChain: String, privateKey: String) {
        self.certificateChain = certificateChain
        self.privateKey = privateKey
    }
}
