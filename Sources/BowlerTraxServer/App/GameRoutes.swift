import AppServer
import Basics
import BowlerTrax
import BowlerTraxVision
import Foundation
import Hummingbird
import OnboardingKit

/// Manually logged games: each roll checked by the core's scoring (`BowlingGame`), saved only over the rolls it was
/// made on, so two requests never lose one another's roll.
struct GameRoutes {
    let store: BowlerTraxStore
    let clock: any AppClock

    func add(to api: RouterGroup<AppRequestContext>) {
        let (store, clock) = (store, clock)
        api.get("games") { _, context in
            guard let player = context.existingPlayer else { return [GameView]() }
            return try await store.games(of: player).map(Self.gameView)
        }
        api.post("games") { request, context in
            let requestKey = try idempotencyKey(of: request)
            let player = try await context.player()
            let game = try await store.addGame(
                GameRecord(id: nil, playerID: player, startedAt: clock.now, rolls: "[]", requestKey: requestKey))
            return EditedResponse(status: .created, response: try Self.gameView(game))
        }
        api.get("games/:id") { _, context in
            try Self.gameView(try await ownedGame(context))
        }
        api.post("games/:id/rolls") { request, context in
            let record = try await ownedGame(context)
            let input = try await request.decode(as: RollInput.self, context: context)
            var game = try BowlingGame(rolls: try Self.rolls(of: record))
            do {
                try game.roll(input.pins)
            } catch let error as BowlingScoreError {
                throw APIError.badRequest(error.description, code: "invalid-roll")
            }
            return try await save(game, over: record)
        }
        api.post("games/:id/undo") { _, context in
            let record = try await ownedGame(context)
            var game = try BowlingGame(rolls: try Self.rolls(of: record))
            guard !game.rolls.isEmpty else {
                throw APIError.conflict("The game has no roll to undo.", code: "nothing-to-undo")
            }
            game.undo()
            return try await save(game, over: record)
        }
        api.delete("games/:id") { _, context in
            let id = try BowlerTraxRoutes.identifier(context)
            guard let player = context.existingPlayer, try await store.deleteGame(id, of: player) else {
                throw BowlerTraxRoutes.missing("game", id)
            }
            return Response(status: .noContent)
        }

        @Sendable func ownedGame(_ context: AppRequestContext) async throws -> GameRecord {
            let id = try BowlerTraxRoutes.identifier(context)
            guard let player = context.existingPlayer, let game = try await store.game(id, of: player) else {
                throw BowlerTraxRoutes.missing("game", id)
            }
            return game
        }

        @Sendable func save(_ game: BowlingGame, over record: GameRecord) async throws -> GameView {
            let saved = try await store.saveRolls(
                try BowlerTraxRoutes.json(game.rolls), replacing: record.rolls, ofGame: try record.savedID(),
                of: record.playerID)
            guard saved else {
                throw APIError.conflict("The game changed meanwhile; reload it and roll again.", code: "game-changed")
            }
            return GameView(id: try record.savedID(), startedAt: record.startedAt, game: game)
        }
    }

    static func rolls(of record: GameRecord) throws -> [Int] {
        try JSONDecoder().decode([Int].self, from: Data(record.rolls.utf8))
    }

    static func gameView(_ record: GameRecord) throws -> GameView {
        GameView(
            id: try record.savedID(), startedAt: record.startedAt, game: try BowlingGame(rolls: try rolls(of: record)))
    }
}
