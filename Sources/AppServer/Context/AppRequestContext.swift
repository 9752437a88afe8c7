import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// The request context of every app: Hummingbird's core, the JSON decoder and encoder of the API, and the
/// visitor's identity, resolved by ``IdentityMiddleware``.
public struct AppRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The visitor's player, set by ``IdentityMiddleware`` on every API route.
    var identity: PlayerIdentity?

    /// The connection's peer (nil in tests without a socket), written as text only when asked for.
    private let peer: SocketAddress?

    /// The address of the connection's peer (nil in tests without a socket).
    var peerAddress: String? { peer?.ipAddress }

    public init(source: Source) {
        coreContext = .init(source: source)
        peer = source.channel.remoteAddress
    }

    /// The client's address, to count its attempts by: the connection's peer, or behind a proxy on this machine
    /// (a loopback peer) the address the proxy appended to `X-Forwarded-For` (nginx: `proxy_set_header
    /// X-Forwarded-For $proxy_add_x_forwarded_for`). A client cannot choose it: a header sent from elsewhere is not
    /// read.
    public func clientAddress(of request: Request) -> String {
        let peer = peerAddress ?? "unknown"
        guard peer == "127.0.0.1" || peer == "::1",
            let forwarded = request.headers[.xForwardedFor]?.split(separator: ",").last?
                .trimmingCharacters(in: .whitespaces), !forwarded.isEmpty
        else { return peer }
        return forwarded
    }

    public var requestDecoder: JSONRequestDecoder { JSONRequestDecoder() }
    public var responseEncoder: JSONResponseEncoder { JSONResponseEncoder() }
    public var maxUploadSize: Int { JSONRequestDecoder.maximumBodyBytes }

    /// The visitor's player, if they have one; a visitor without one reads the defaults.
    public var existingPlayer: Int64? { identity?.existing }

    /// The visitor's player, created now if this is their first change. Call it once the request is known to be
    /// valid, so a refused request creates nothing.
    public func player() async throws -> Int64 {
        guard let identity else { throw APIError(.internalServerError, "internal", "This request has no identity.") }
        return try await identity.player()
    }

    /// Makes the visitor `player` (whom an app's own secret, like a backup code, named): the rest of the request acts
    /// as them and the response gives this browser their identity cookie. False when there is no such player.
    public func become(_ player: Int64) async throws -> Bool {
        guard let identity else { throw APIError(.internalServerError, "internal", "This request has no identity.") }
        return try await identity.become(player)
    }
}

extension HTTPField.Name {
    static let xForwardedFor = HTTPField.Name("X-Forwarded-For")!
}
