import AppServer

/// How much one player may keep, so that no client can grow the database without bound: far above what a bowler
/// makes (three sessions a week for ten years is 1,560 sessions; a long practice is 150 shots).
enum BowlerTraxQuota {
    static let calibrationsPerPlayer = 100
    static let sessionsPerPlayer = 2_000
    static let shotsPerSession = 300
    static let gamesPerPlayer = 5_000
}

/// A write refused because the player already keeps as many of these as ``BowlerTraxQuota`` allows (409
/// `quota-reached`); nothing was written.
struct QuotaReached: Error, APIErrorConvertible, Equatable {
    /// What is full, as the client names it: "calibrations", "sessions", "shots in this session", "games".
    let what: String
    let limit: Int

    var apiError: APIError {
        .conflict("You already keep \(limit) \(what), the most there can be; delete some first.", code: "quota-reached")
    }
}
