import AppServer
import Basics
import BowlerTrax
import BowlerTraxVision
import Foundation
import Hummingbird
import OnboardingKit

/// The player's settings, the dashboard's quick stats, and ball profiles (at most ``maximumBalls``).
struct ProfileRoutes {
    /// At most this many ball profiles a player.
    static let maximumBalls = 20

    let store: BowlerTraxStore
    let clock: any AppClock

    func add(to api: RouterGroup<AppRequestContext>) {
        let (store, clock) = (store, clock)
        api.get("settings") { _, context in
            guard let player = context.existingPlayer else { return BowlerSettings() }
            return try await store.settings(of: player)
        }
        api.put("settings") { request, context in
            let changes = try await request.decode(as: BowlerSettings.Changes.self, context: context)
            let player = try await context.player()
            let updated = try await store.settings(of: player).applying(changes)
            try await store.saveSettings(updated, of: player)
            return updated
        }
        api.get("stats") { _, context in
            guard let player = context.existingPlayer else {
                return QuickStats(sessions: 0, shots: 0, averageSpeedMph: nil, strikePercent: nil)
            }
            return try await store.stats(of: player)
        }

        // Ball profiles.
        api.get("balls") { _, context in
            guard let player = context.existingPlayer else { return [BallView]() }
            return try await store.balls(of: player).map(BallView.init)
        }
        api.post("balls") { request, context in
            let requestKey = try idempotencyKey(of: request)
            let (name, color) = try await request.decode(as: BallInput.self, context: context).validated()
            let player = try await context.player()
            guard
                let ball = try await store.addBall(
                    BallRecord(
                        id: nil, playerID: player, name: name, color: color, createdAt: clock.now,
                        requestKey: requestKey),
                    limit: Self.maximumBalls)
            else {
                throw APIError.conflict(
                    "You have \(Self.maximumBalls) balls already; delete one to add another.", code: "too-many-balls")
            }
            return EditedResponse(status: .created, response: try BallView(ball))
        }
        api.put("balls/:id") { request, context in
            let id = try BowlerTraxRoutes.identifier(context)
            let (name, color) = try await request.decode(as: BallInput.self, context: context).validated()
            guard let player = context.existingPlayer,
                let ball = try await store.updateBall(id, name: name, color: color, of: player)
            else { throw BowlerTraxRoutes.missing("ball", id) }
            return try BallView(ball)
        }
        api.delete("balls/:id") { _, context in
            let id = try BowlerTraxRoutes.identifier(context)
            guard let player = context.existingPlayer, try await store.deleteBall(id, of: player) else {
                throw BowlerTraxRoutes.missing("ball", id)
            }
            return Response(status: .noContent)
        }
    }
}
