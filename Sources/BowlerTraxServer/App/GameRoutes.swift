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
            // No body: a new game. A game logged on a phone without backup comes whole, as it was kept there.
            let kept =
                request.headers[.contentType] == nil
                ? NewGameInput() : try await request.decode(as: NewGameInput.self, context: context)
            let (game, startedAt) = try kept.validated(now: clock.now)
            let player = try await context.player()
            let record = try await store.addGame(
                GameRecord(
                    id: nil, playerID: player, startedAt: startedAt, rolls: try BowlerTraxRoutes.json(game.rolls),
                    requestKey: requestKey))
            return EditedResponse(status: .created, response: try Self.gameView(record))
        }
        api.get("games/:id") { _, context in
            try Self.gameView(try await ownedGame(context))
        }
        // A ball and an undo name the rolls the game had when they were asked for: sent twice (a retry, a second
        // tab), either is made once, and one asked of a game that moved on since is a 409.
        api.post("games/:id/rolls") { request, context in
            let input = try await request.decode(as: RollInput.self, context: context)
            let seen = try input.checkedRollCount()
            return try await edit(context, key: try idempotencyKey(of: request)) { game throws(APIError) in
                do throws(BowlingScoreError) {
                    return try game.roll(input.pins, afterBalls: seen)
                } catch {
                    throw APIError.badRequest(error.description, code: "invalid-roll")
                }
            }
        }
        api.post("games/:id/undo") { request, context in
            let seen = try await request.decode(as: UndoInput.self, context: context).checkedRollCount()
            return try await edit(context, key: try idempotencyKey(of: request)) { game throws(APIError) in
                guard seen > 0 || !game.rolls.isEmpty else {
                    throw APIError.conflict("The game has no roll to undo.", code: "nothing-to-undo")
                }
                return game.undo(fromBalls: seen)
            }
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

        /// The game after `change`, saved only over the rolls it was made on: when another request saved first,
        /// the change is asked again of the game as that one left it. An edit whose Idempotency-Key `key` the game
        /// kept (a retry, whatever was made since) is answered with the game as it is, and not made again.
        @Sendable func edit(
            _ context: AppRequestContext, key: String?,
            _ change: (inout BowlingGame) throws(APIError) -> BowlingGameEdit
        ) async throws -> GameView {
            for _ in 0..<3 {
                let record = try await ownedGame(context)
                let id = try record.savedID()
                var game = try BowlingGame(rolls: try Self.rolls(of: record))
                if let key, try await store.editMade(key, ofGame: id) {
                    return GameView(id: id, startedAt: record.startedAt, game: game)
                }
                switch try change(&game) {
                case .alreadyDone:
                    return GameView(id: id, startedAt: record.startedAt, game: game)
                case .gameChanged:
                    throw APIError.conflict(
                        "The game changed meanwhile; reload it and try again.", code: "game-changed")
                case .applied:
                    let saved = try await store.saveRolls(
                        try BowlerTraxRoutes.json(game.rolls), replacing: record.rolls, ofGame: id,
                        of: record.playerID, requestKey: key, at: clock.now)
                    if saved == .saved { return GameView(id: id, startedAt: record.startedAt, game: game) }
                }
            }
            throw APIError.conflict("The game changed meanwhile; reload it and try again.", code: "game-changed")
        }
    }

    /// What POST games takes: nothing for a new game, or a game kept on a phone, its balls and when it was started.
    struct NewGameInput: Decodable, Sendable {
        var rolls: [Int]?
        var startedAt: Date?

        /// The earliest start a game may claim.
        static let earliestStart = Date(timeIntervalSince1970: 946_684_800)  // 2000-01-01
        /// How far ahead of the server's clock a phone's may run.
        static let clockSkew: TimeInterval = 600

        /// The game and its start (now when not given), or a 400: a ball the game cannot take (`invalid-roll`), a
        /// start in the future or before 2000 (`invalid-start`).
        func validated(now: Date) throws(APIError) -> (BowlingGame, Date) {
            let game: BowlingGame
            do {
                game = try BowlingGame(rolls: rolls ?? [])
            } catch {
                throw APIError.badRequest(error.description, code: "invalid-roll")
            }
            let start = startedAt ?? now
            guard start >= Self.earliestStart, start <= now.addingTimeInterval(Self.clockSkew) else {
                throw APIError.badRequest("A game starts between 2000 and now.", code: "invalid-start")
            }
            return (game, start)
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
