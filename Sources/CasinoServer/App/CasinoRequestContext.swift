import Hummingbird

/// The request context: Hummingbird's core plus the visitor's identity, resolved by ``IdentityMiddleware``.
public struct CasinoRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The visitor's player, set by ``IdentityMiddleware`` on every `/api` route.
    var identity: PlayerIdentity?

    public init(source: Source) {
        coreContext = .init(source: source)
    }

    /// The visitor's player, if they have one; a visitor without one reads the defaults.
    var existingPlayer: Int64? { identity?.existing }

    /// The visitor's player, created now if this is their first change. Call it once the request is known to be
    /// valid, so a refused request creates nothing.
    func player() async throws -> Int64 {
        guard let identity else { throw APIError(.internalServerError, "internal", "This request has no identity.") }
        return try await identity.player()
    }
}
