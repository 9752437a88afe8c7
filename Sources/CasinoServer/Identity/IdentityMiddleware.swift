import Foundation
import GRDB
import Hummingbird

/// Gives every visitor an anonymous identity: a random token in an HttpOnly, SameSite=Lax cookie, created on the
/// first request without a known one, and resolves it to the player for the rest of the request.
struct IdentityMiddleware: RouterMiddleware {
    typealias Context = CasinoRequestContext

    static let cookieName = "casino_player"
    let database: CasinoDatabase

    func handle(
        _ request: Request, context: CasinoRequestContext,
        next: (Request, CasinoRequestContext) async throws -> Response
    ) async throws -> Response {
        var context = context
        if let token = request.cookies[Self.cookieName]?.value, Self.isWellFormed(token),
            let playerID = try await database.pool.read({ db in try PlayerRow.find(db, token: token) })
        {
            context.playerID = playerID
            return try await next(request, context)
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
