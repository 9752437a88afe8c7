import Foundation
import GRDB
import Hummingbird
import Synchronization

/// Gives every visitor an anonymous identity: a random token in an HttpOnly, SameSite=Lax cookie, created on the
/// first request without a known one, and resolves it to the player for the rest of the request.
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
        if let token = request.cookies[Self.cookieName]?.value, Self.isWellFormed(token) {
            var playerID = knownPlayers.id(of: token)
            if playerID == nil, let found = try await database.pool.read({ db in try PlayerRow.find(db, token: token) }) {
                knownPlayers.remember(token, as: found)
                playerID = found
            }
            if let playerID {
                context.playerID = playerID
                return try await next(request, context)
            }
        }
        let token = Self.newToken()
        context.playerID = try await database.pool.write { db in try PlayerRow.create(db, token: token) }
        var response = try await next(request, context)
        response.setCookie(Cookie(
            name: Self.cookieName, value: token, maxAge: 60 * 60 * 24 * 365 * 2, path: "/", httpOnly: true, sameSite: .lax))
        return response
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
        token.count == 32 && token.allSatisfy(\.isHexDigit)
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
