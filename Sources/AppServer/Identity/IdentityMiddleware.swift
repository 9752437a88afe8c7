import Foundation
import Hummingbird
import Synchronization

/// Gives every visitor one anonymous identity across the apps: a random token in an HttpOnly, SameSite=Lax cookie.
/// A known token resolves to its player; a visitor without one stays anonymous (reads see the defaults) until the
/// first request that changes something creates the player, and the response to that request sets the cookie.
struct IdentityMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    static let cookieName = "firstrun_player"
    let store: any PlatformStore
    /// Tokens already resolved; players are never deleted, so a known token stays valid.
    let knownPlayers: BoundedCache<String, Int64>
    /// Whether this server itself serves HTTPS (its requests then carry no scheme of their own).
    let servesHTTPS: Bool
    /// New players one client address may make (a minute's worth), or nil for no limit.
    let newPlayers: AttemptLimiter?

    /// The value of the first cookie named `name` in the request's `Cookie` headers, read byte by byte (every API
    /// request asks; parsing every cookie into values costs more than the rest of the lookup).
    static func cookie(named name: String, in request: Request) -> String? {
        let wanted = Array(name.utf8)
        for header in request.headers[values: .cookie] {
            var header = header
            let value: String? = header.withUTF8 { bytes in
                var index = 0
                while index < bytes.count {
                    while index < bytes.count, HeaderBytes.isBlank(bytes[index]) { index += 1 }
                    let nameEnd = index + wanted.count
                    if nameEnd < bytes.count, bytes[nameEnd] == UInt8(ascii: "="),
                        bytes[index..<nameEnd].elementsEqual(wanted)
                    {
                        var end = nameEnd + 1
                        while end < bytes.count, bytes[end] != UInt8(ascii: ";"), !HeaderBytes.isBlank(bytes[end]) {
                            end += 1
                        }
                        return String(
                            decoding: UnsafeBufferPointer(rebasing: bytes[(nameEnd + 1)..<end]), as: UTF8.self)
                    }
                    while index < bytes.count, bytes[index] != UInt8(ascii: ";") { index += 1 }
                    index += 1
                }
                return nil
            }
            if let value { return value }
        }
        return nil
    }

    func handle(
        _ request: Request, context: AppRequestContext,
        next: (Request, AppRequestContext) async throws -> Response
    ) async throws -> Response {
        var context = context
        var existing: Int64?
        if let token = Self.cookie(named: Self.cookieName, in: request), SecureToken.isWellFormed(token) {
            existing = knownPlayers.value(for: token)
            if existing == nil, let found = try await store.player(withToken: token) {
                knownPlayers.insert(found, for: token)
                existing = found
            }
        }
        var admit: (@Sendable () throws(APIError) -> Void)?
        // Counted per client address of a real connection (a test's request without a socket has none).
        if let newPlayers, context.peerAddress != nil {
            let client = context.clientAddress(of: request)
            admit = { () throws(APIError) in
                try newPlayers.requireTurn(for: client, at: Date(), code: "too-many-new-players") { wait in
                    "Too many new visitors from your address; try again in \(wait) seconds."
                }
                newPlayers.record(for: client, at: Date())
            }
        }
        let identity = PlayerIdentity(existing: existing, store: store, admit: admit)
        context.identity = identity
        do {
            var response = try await next(request, context)
            setCookie(of: identity, on: &response, request: request)
            return response
        } catch  where identity.tokenToSet != nil {
            // The player was created (or become) before the request failed (whatever failed): the visitor keeps it.
            let refusal = APIErrorMapping.apiError(for: error, request: request, logger: context.logger)
            var response = try refusal.response(from: request, context: context)
            setCookie(of: identity, on: &response, request: request)
            return response
        }
    }

    private func setCookie(of identity: PlayerIdentity, on response: inout Response, request: Request) {
        guard let token = identity.tokenToSet else { return }
        response.setCookie(
            Cookie(
                name: Self.cookieName, value: token, maxAge: 60 * 60 * 24 * 365 * 2, path: "/",
                secure: servesHTTPS || SecurityHeaders.isHTTPS(request), httpOnly: true, sameSite: .lax))
    }
}

/// The player behind one request: the one the cookie names, or none yet. ``player()`` creates it on first use,
/// so only requests that change something create players.
final class PlayerIdentity: Sendable {
    private let store: any PlatformStore
    private let state: Mutex<(id: Int64?, tokenToSet: String?)>
    /// Asked before a player is created: refuses (429) a client that made too many.
    private let admit: (@Sendable () throws(APIError) -> Void)?

    init(existing: Int64?, store: any PlatformStore, admit: (@Sendable () throws(APIError) -> Void)? = nil) {
        self.store = store
        self.admit = admit
        state = Mutex((existing, nil))
    }

    /// The player, if the visitor has one already.
    var existing: Int64? { state.withLock { $0.id } }

    /// The token of a player this request created or became, for the cookie.
    var tokenToSet: String? { state.withLock { $0.tokenToSet } }

    /// The visitor's player, created now if the visitor has none.
    func player() async throws -> Int64 {
        if let id = existing { return id }
        try admit?()
        let token = SecureToken.make()
        let id = try await store.createPlayer(token: token)
        state.withLock { $0 = (id, token) }
        return id
    }

    /// Makes the visitor `player` from now on: the rest of this request acts as them, and its response sets the
    /// cookie to their token. False (nothing changed) when there is no such player.
    func become(_ player: Int64) async throws -> Bool {
        guard let token = try await store.token(of: player) else { return false }
        state.withLock { $0 = (player, token) }
        return true
    }
}
