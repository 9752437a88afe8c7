import Foundation
import OnboardingKit
import Synchronization

/// The onboarding sessions in memory, by id. Past `capacity`, the least recently used is forgotten (its
/// player simply starts a new session on the next page load; nothing stored is lost).
final class OnboardingSessions: Sendable {
    let capacity: Int
    private let sessions = Mutex<[String: OnboardingSession]>([:])

    init(capacity: Int = 10_000) {
        self.capacity = capacity
    }

    /// Keeps `session`, forgetting the least recently used one if there are too many.
    func insert(_ session: OnboardingSession) {
        sessions.withLock { sessions in
            sessions[session.id] = session
            if sessions.count > capacity, let oldest = sessions.values.min(by: { $0.lastUsedAt < $1.lastUsedAt }) {
                sessions[oldest.id] = nil
            }
        }
    }

    /// The session `id` of `playerID`. Another player's session is reported exactly like a missing one.
    func session(_ id: String?, of playerID: Int64) throws(APIError) -> OnboardingSession {
        guard let id, let session = sessions.withLock({ $0[id] }), session.playerID == playerID else {
            throw APIError(
                .notFound, "unknown-session",
                "There is no onboarding session \(id.map { "'\($0)'" } ?? "in this request"); start one with POST /api/onboarding/sessions.")
        }
        return session
    }

    /// The session `id` of `playerID`, or `nil` when the request has none (play goes on without onboarding).
    func optionalSession(_ id: String?, of playerID: Int64) -> OnboardingSession? {
        try? session(id, of: playerID)
    }
}
