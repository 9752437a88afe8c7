import Foundation
import OnboardingKit
import Synchronization

/// The onboarding sessions in memory, by id. A player keeps at most `perPlayer` sessions (a new page load forgets
/// their least recently used one), so one player cannot push out the others'; past `capacity`, the least recently
/// used session of anyone is forgotten. A forgotten session's player simply starts a new one on the next page
/// load; nothing stored is lost.
final class OnboardingSessions: Sendable {
    let capacity: Int
    let perPlayer: Int
    private let sessions = Mutex<[String: OnboardingSession]>([:])

    init(capacity: Int = 10_000, perPlayer: Int = 8) {
        self.capacity = capacity
        self.perPlayer = perPlayer
    }

    /// Keeps `session`, forgetting the least recently used one of its player, or of anyone, if there are too many.
    func insert(_ session: OnboardingSession) {
        sessions.withLock { sessions in
            sessions[session.id] = session
            let players = sessions.values.filter { $0.playerID == session.playerID }
            if players.count > perPlayer, let oldest = players.min(by: { $0.lastUsedAt < $1.lastUsedAt }) {
                sessions[oldest.id] = nil
            }
            if sessions.count > capacity, let oldest = sessions.values.min(by: { $0.lastUsedAt < $1.lastUsedAt }) {
                sessions[oldest.id] = nil
            }
        }
    }

    /// The session `id` of `playerID`: a 400 without an id, a 404 for an unknown one. Another player's session,
    /// and any session of a visitor without a player, is reported exactly like an unknown one.
    func session(_ id: String?, of playerID: Int64?) throws(APIError) -> OnboardingSession {
        guard let id else {
            throw APIError.badRequest(
                "This request needs the X-Onboarding-Session header; start a session with POST /api/onboarding/sessions.",
                code: "missing-session")
        }
        guard let session = sessions.withLock({ $0[id] }), session.playerID == playerID else {
            throw APIError(
                .notFound, "unknown-session",
                "There is no onboarding session '\(id)'; start one with POST /api/onboarding/sessions.")
        }
        return session
    }

    /// The session `id` of `playerID`, or `nil` when the request has none (play goes on without onboarding).
    func optionalSession(_ id: String?, of playerID: Int64) -> OnboardingSession? {
        try? session(id, of: playerID)
    }
}
