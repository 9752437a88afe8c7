import Foundation
import NIOSSL
import PostgresNIO

/// A PostgreSQL connection URL read into postgres-nio's client configuration, in libpq's form:
/// `postgres://user:password@host:port/database?sslmode=disable`.
///
/// ```swift
/// let url = try PostgresConnectionURL("postgres://firstrun@127.0.0.1:5433/firstrun?sslmode=disable")
/// let client = PostgresClient(configuration: url.configuration(poolSize: 8))
/// ```
///
/// The port (in the address or as a `port` query item) defaults to 5432, the database to the user's name and `sslmode` to `prefer` (TLS when the server
/// offers it); `require` refuses a server without TLS. A `host` query item naming a folder connects through the
/// unix socket `<folder>/.s.PGSQL.<port>` instead of TCP, as libpq does.
public struct PostgresConnectionURL: Sendable, CustomStringConvertible {
    public let user: String
    public let password: String?
    public let host: String
    public let port: Int
    public let database: String
    public let sslMode: SSLMode
    /// The folder of the server's unix socket, when the URL connects through one.
    public let socketFolder: String?

    /// How the connection uses TLS (libpq's `sslmode`).
    public enum SSLMode: String, Sendable {
        case disable, prefer, require
    }

    /// Reads `url`; throws ``PostgresConnectionURLError`` with what is wrong.
    public init(_ url: String) throws(PostgresConnectionURLError) {
        guard let components = URLComponents(string: url), ["postgres", "postgresql"].contains(components.scheme)
        else { throw .notAPostgresURL(url) }
        guard let user = components.user, !user.isEmpty else { throw .missingUser(url) }
        let items = Dictionary(
            (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
        let socketFolder = items["host"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        let host = components.host ?? ""
        guard !host.isEmpty || socketFolder != nil else { throw .missingHost(url) }
        let sslMode = items["sslmode"] ?? SSLMode.prefer.rawValue
        guard let mode = SSLMode(rawValue: sslMode) else { throw .unsupportedSSLMode(sslMode) }
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        self.user = user
        self.password = components.password
        self.host = host
        self.port = components.port ?? items["port"].flatMap(Int.init) ?? 5432
        self.database = path.isEmpty ? user : path
        self.sslMode = mode
        self.socketFolder = socketFolder
    }

    /// The client's configuration with at most `poolSize` connections open at once.
    public func configuration(poolSize: Int) -> PostgresClient.Configuration {
        var configuration: PostgresClient.Configuration
        if let socketFolder {
            configuration = .init(
                unixSocketPath: "\(socketFolder)/.s.PGSQL.\(port)", username: user, password: password,
                database: database)
        } else {
            let tls: PostgresClient.Configuration.TLS =
                switch sslMode {
                case .disable: .disable
                case .prefer: .prefer(.makeClientConfiguration())
                case .require: .require(.makeClientConfiguration())
                }
            configuration = .init(
                host: host, port: port, username: user, password: password, database: database, tls: tls)
        }
        configuration.options.maximumConnections = max(1, poolSize)
        return configuration
    }

    /// The URL without its password, for logs.
    public var description: String {
        if let socketFolder {
            return "postgres://\(user)@/\(database)?host=\(socketFolder)&port=\(port)"
        }
        return "postgres://\(user)@\(host):\(port)/\(database)?sslmode=\(sslMode.rawValue)"
    }
}

/// A connection URL that ``PostgresConnectionURL`` cannot read.
public enum PostgresConnectionURLError: Error, CustomStringConvertible {
    case notAPostgresURL(String)
    case missingUser(String)
    case missingHost(String)
    case unsupportedSSLMode(String)

    public var description: String {
        switch self {
        case .notAPostgresURL(let url):
            "\(Self.redacted(url)) is not a PostgreSQL URL; write postgres://user:password@host:port/database."
        case .missingUser(let url):
            "\(Self.redacted(url)) names no user; write postgres://user@host/database."
        case .missingHost(let url):
            "\(Self.redacted(url)) names no host; write postgres://user@host/database or add ?host=/socket/folder."
        case .unsupportedSSLMode(let mode):
            "sslmode=\(mode) is not supported; use disable, prefer or require."
        }
    }

    /// The URL with its password replaced, so an error message never shows it.
    private static func redacted(_ url: String) -> String {
        guard var components = URLComponents(string: url), components.password != nil else { return url }
        components.password = "***"
        return components.string ?? url
    }
}
