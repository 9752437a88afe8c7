import Hummingbird

/// The request context of every app: Hummingbird's core, the JSON decoder and encoder of the API, and the
/// visitor's identity, resolved by ``IdentityMiddleware``.
public struct AppRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The visitor's player, set by ``IdentityMiddleware`` on every API route.
    var identity: PlayerIdentity?

    public init(source: Source) {
        coreContext = .init(source: source)
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
}
