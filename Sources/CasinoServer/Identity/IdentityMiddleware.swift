import Foundation
import GRDB
import Hummingbird
import Synchronization

/// Gives every visitor an anonymous identity: a random token in an HttpOnly, SameSite=Lax cookie. A known token
/// resolves to its player; a visitor without one stays anonymous (reads see the defaults) until the first request
/// that changes something creates the player, and the response to that request sets the cookie.
struct IdentityMiddleware: RouterMiddleware {
    typealias Context = CasinoRequestContext

    static let cookieName = "casino_player"
    let database: CasinoDatabase
    /// Tokens already resolved; players are never deleted, so a known token stays valid.
    private let knownPlayers = KnownPlayers()

    init(database: CasinoDatabase) {
        self.database = database
    }

    func handle(
        _ request: Request, context: CasinoRequestContext,
        next: (Request, CasinoRequestContext) async throws -> Response
    ) async throws -> Response {
        var context = context
        var existing: Int64?
        if let token = request.cookies[Self.cookieName]?.value, Self.isWellFormed(token) {
            existing = knownPlayers.id(of: token)
            if existing == nil, let found = try await database.pool.read({ db in try PlayerRow.find(db, token: token) }) {
                knownPlayers.remember(token, as: found)
                existing = found
            }
        }
        let identity = PlayerIdentity(existing: existing, database: database)
        context.identity = identity
        do {
            var response = try await next(request, context)
            setCookie(of: identity, on: &response, request: request)
            return response
        } catch let error as any HTTPResponseError where identity.createdToken != nil {
            // The player was created before the request failed: the visitor keeps it.
            var response = try error.response(from: request, context: context)
            setCookie(of: identity, on: &response, request: request)
            return response
        }
    }

    private func setCookie(of identity: PlayerIdentity, on response: inout Response, request: Request) {
        guard let token = identity.createdToken else { return }
        response.setCookie(Cookie(
            name: Self.cookieName, value: token, maxAge: 60 * 60 * 24 * 365 * 2, path: "/",
            secure: SecurityHeadersMiddleware.isHTTPS(request), httpOnly: true, sameSite: .lax))
    }

    /// 128 bits from the system's secure generator, as 32 hex digits.
    static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    static func isWellFormed(_ token: String) -> Bool {
        token.utf8.count == 32 && token.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }
}

/// The player behind one request: the one the cookie names, or none yet. ``player()`` creates it on first use,
/// so only requests that change something create players.
final class PlayerIdentity: Sendable {
    private let database: CasinoDatabase
    private let state: Mutex<(id: Int64?, createdToken: String?)>

    init(existing: Int64?, database: CasinoDatabase) {
        self.database = database
        state = Mutex((existing, nil))
    }

    /// The player, if the visitor has one already.
    var existing: Int64? { state.withLock { $0.id } }

    /// The token of a player this request created, for the cookie.
    var createdToken: String? { state.withLock { $0.createdToken } }

    /// The visitor's player, created now (with the defaults) if the visitor has none.
    func player() async throws -> Int64 {
        if let id = existing { return id }
        let token = IdentityMiddleware.newToken()
        let id = try await database.pool.write { db in try PlayerRow.create(db, token: token) }
        state.withLock { $0 = (id, token) }
        return id
    }
}

/// Player ids by token, for the tokens seen recently (forgotten all at once past `capacity`).
private final class KnownPlayers: Sendable {
    private let capacity = 100_000
    private let ids = Mutex<[String: Int64]>([:])

    func id(of token: String) -> Int64? { ids.withLock { $0[token] } }

    func remember(_ token: String, as id: Int64) {
        ids.withLock { ids in
            if ids.count >= capacity { ids.removeAll(keepingCapacity: true) }
            ids[token] = id
        }
    }
}
