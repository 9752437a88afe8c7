import Hummingbird

/// The request context: Hummingbird's core plus the player the identity middleware resolved.
public struct CasinoRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The player making the request; set by ``IdentityMiddleware`` on every `/api` route.
    var playerID: Int64?

    public init(source: Source) {
        coreContext = .init(source: source)
    }

    /// The player, or a 401 if the identity middleware did not run (a programming error).
    func requirePlayer() throws -> Int64 {
        guard let playerID else { throw APIError(.unauthorized, "no-player", "This request has no player.") }
        return playerID
    }
}
