import Foundation
import OnboardingKit

/// The onboarding sessions in memory, by id (one ``BoundedCache``, shared by every app). A player keeps at most
/// `perPlayer` sessions (a new page load forgets their least recently used one), so one player cannot push out the
/// others'; past the cache's capacity, the least recently used session of anyone is forgotten. A forgotten session
/// is made again from the stored values when its page comes back (``OnboardingService/session(_:of:)``); nothing
/// stored is lost.
public final class OnboardingSessions: Sendable {
    let perPlayer: Int
    private let sessions: BoundedCache<String, OnboardingSession>

    public init(capacity: Int = 10_000, perPlayer: Int = 8) {
        self.perPlayer = perPlayer
        sessions = BoundedCache(capacity: capacity)
    }

    /// Keeps `session`, forgetting the least recently used one of its player if they have too many.
    func insert(_ session: OnboardingSession) {
        sessions.insert(session, for: session.id)
        let players = sessions.values { $0.playerID == session.playerID }
        if players.count > perPlayer, let oldest = players.min(by: { $0.lastUsedAt < $1.lastUsedAt }) {
            sessions.removeValue(for: oldest.id)
        }
    }

    /// The session `id` of `playerID` in `app`: a 400 without an id, a 404 for an unknown one. Another player's
    /// or another app's session, and any session of a visitor without a player, is reported exactly like an
    /// unknown one.
    func session(_ id: String?, of playerID: Int64?, app: String) throws(APIError) -> OnboardingSession {
        guard let id else {
            throw APIError.badRequest(
                "This request needs the X-Onboarding-Session header; start a session with POST /\(app)/api/onboarding/sessions.",
                code: "missing-session")
        }
        guard let session = sessions.value(for: id), session.playerID == playerID, session.app == app else {
            throw APIError(
                .notFound, "unknown-session",
                "There is no onboarding session '\(id)'; start one with POST /\(app)/api/onboarding/sessions.")
        }
        return session
    }

    /// Whether a session `id` is kept, whoever's it is.
    func contains(_ id: String) -> Bool {
        sessions.value(for: id) != nil
    }
}
