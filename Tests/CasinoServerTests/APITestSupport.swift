import Foundation
import GRDB
import Hummingbird
import HTTPTypes
import HummingbirdTesting
import OnboardingKit
import Testing

@testable import AppServer
@testable import CasinoServer

/// A fresh database file for one test.
func temporaryDatabasePath() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("casino-\(UUID().uuidString).sqlite").path
}

/// The operator token of the test servers.
let testOperatorToken = "test-operator-token-0123456789"

/// Runs `body` against the casino's router on a fresh (or given) database.
func withCasino<Value>(
    databasePath: String = temporaryDatabasePath(), clock: any OnboardingClock = SystemClock(),
    _ body: @Sendable (AppDatabase, any TestClientProtocol) async throws -> Value
) async throws -> Value {
    let host = try AppHost(apps: [CasinoApp()], databasePath: databasePath, clock: clock, operatorToken: testOperatorToken)
    let app = Application(router: try host.router())
    return try await app.test(.router) { client in try await body(host.database, client) }
}

/// A browser: keeps the identity cookie between requests.
final class Visitor: @unchecked Sendable {
    let client: any TestClientProtocol
    private(set) var cookie: String?
    /// Headers sent with every request, e.g. the onboarding session or `Accept-Language`.
    var headers: [HTTPField.Name: String] = [:]

    init(_ client: any TestClientProtocol, cookie: String? = nil) {
        self.client = client
        self.cookie = cookie
    }

    struct Reply {
        let status: HTTPResponse.Status
        let headers: HTTPFields
        let json: [String: Any]
        let array: [[String: Any]]
        let text: String
    }

    @discardableResult
    func request(_ method: HTTPRequest.Method, _ uri: String, body: String? = nil) async throws -> Reply {
        var headers = HTTPFields()
        for (name, value) in self.headers { headers[name] = value }
        if let cookie { headers[.cookie] = "firstrun_player=\(cookie)" }
        if body != nil { headers[.contentType] = "application/json" }
        let response = try await client.execute(
            uri: uri, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) })
        if let setCookie = response.headers[.setCookie], let value = setCookie.split(separator: ";").first?
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

    @discardableResult
    func act(_ game: String, _ intent: String) async throws -> Reply {
        try await request(.post, "/casino/api/games/\(game)/actions", body: intent)
    }

    /// The table of `game`.
    @discardableResult
    func table(_ game: String) async throws -> Reply {
        try await request(.get, "/casino/api/games/\(game)")
    }
}

extension Visitor.Reply {
    var legalActions: [String] { json["legalActions"] as? [String] ?? [] }
    var phase: String { json["phase"] as? String ?? "" }
    var balance: Int { json["balanceCents"] as? Int ?? -1 }
    var errorCode: String { json["error"] as? String ?? "" }
}

/// Rows of `sql` in the test database.
func count(_ database: AppDatabase, _ sql: String) throws -> Int {
    try database.pool.read { db in try Int.fetchOne(db, sql: sql) ?? 0 }
}
