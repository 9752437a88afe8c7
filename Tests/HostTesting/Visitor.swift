import AppServer
import Basics
import Foundation
import GRDB
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import OnboardingKit
import Testing

/// A fresh database file for one test.
public func temporaryDatabasePath() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("firstrun-\(UUID().uuidString).sqlite").path
}

/// The operator token of the test servers.
public let testOperatorToken = "test-operator-token-0123456789"

/// Runs `body` against the host's router serving `apps` on a fresh (or given) database.
public func withHost<Value>(
    apps: [any ServedApp], databasePath: String = temporaryDatabasePath(), clock: any AppClock = SystemClock(),
    _ body: @Sendable (AppDatabase, any TestClientProtocol) async throws -> Value
) async throws -> Value {
    let host = try AppHost(
        apps: apps, configuration: HostConfiguration(databasePath: databasePath, operatorToken: testOperatorToken),
        clock: clock)
    guard case .sqlite(let database) = host.database else { preconditionFailure("A database path opens SQLite.") }
    let app = Application(router: try host.router())
    return try await app.test(.router) { client in try await body(database, client) }
}

/// Runs `body` against the host's router serving `apps` on a fresh database of the kind `database` (a PostgreSQL
/// database of its own on the test server, opened with ``AppHost/open(apps:configuration:clock:metrics:logger:)`` as
/// `firstrun` does).
public func withHost<Value: Sendable>(
    apps: [any ServedApp], on database: TestDatabase, clock: any AppClock = SystemClock(),
    _ body: @Sendable (any TestClientProtocol) async throws -> Value
) async throws -> Value {
    switch database {
    case .sqlite:
        return try await withHost(apps: apps, clock: clock) { _, client in try await body(client) }
    case .postgres:
        var result: Value?
        try await TestDatabase.withPostgresDatabase { url in
            var logger = Logger(label: "firstrun.test")
            logger.logLevel = .error
            let host = try await AppHost.open(
                apps: apps,
                configuration: HostConfiguration(database: .postgres(url), operatorToken: testOperatorToken),
                clock: clock, logger: logger)
            do {
                result = try await Application(router: try host.router()).test(.router) { client in
                    try await body(client)
                }
            } catch {
                try? await host.database.close()
                throw error
            }
            try await host.database.close()
        }
        return try #require(result)
    }
}

/// A browser: keeps the identity cookie between requests, and sends its headers with each.
public final class Visitor: @unchecked Sendable {
    public let client: any TestClientProtocol
    public private(set) var cookie: String?
    /// Headers sent with every request, e.g. the onboarding session or `Accept-Language`.
    public var headers: [HTTPField.Name: String] = [:]

    public init(_ client: any TestClientProtocol, cookie: String? = nil) {
        self.client = client
        self.cookie = cookie
    }

    /// A response, its body read as JSON where it is JSON.
    public struct Reply {
        public let status: HTTPResponse.Status
        public let headers: HTTPFields
        public let json: [String: Any]
        public let array: [[String: Any]]
        public let text: String
    }

    @discardableResult
    public func request(_ method: HTTPRequest.Method, _ uri: String, body: String? = nil) async throws -> Reply {
        var headers = HTTPFields()
        for (name, value) in self.headers { headers[name] = value }
        if let cookie { headers[.cookie] = "firstrun_player=\(cookie)" }
        if body != nil { headers[.contentType] = "application/json" }
        let response = try await client.execute(
            uri: uri, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) })
        if let setCookie = response.headers[.setCookie],
            let value = setCookie.split(separator: ";").first?
                .split(separator: "=", maxSplits: 1).last
        {
            cookie = String(value)
        }
        let text = response.body.getString(at: 0, length: response.body.readableBytes) ?? ""
        let object = try? JSONSerialization.jsonObject(with: Data(text.utf8))
        return Reply(
            status: response.status, headers: response.headers, json: object as? [String: Any] ?? [:],
            array: object as? [[String: Any]] ?? [], text: text)
    }
}

extension Visitor.Reply {
    /// The `error` code of a refusal.
    public var errorCode: String { json["error"] as? String ?? "" }
}

/// Rows of `sql` in the test database.
public func count(_ database: AppDatabase, _ sql: String) throws -> Int {
    try database.pool.read { db in try Int.fetchOne(db, sql: sql) ?? 0 }
}
