import AppServer
import CasinoKit
import Foundation
import Hummingbird
import OnboardingKit

/// The casino's API under `/casino/api`: the player's balance, settings and bankroll, the games and their tables,
/// and the leaderboard. What the tables do feeds the page's onboarding session, if the request carries one.
enum CasinoRoutes {
    static func add(
        to api: RouterGroup<AppRequestContext>, store: any CasinoStore, tables: TableService, platform: Platform,
        language: @escaping LanguagePreference
    ) {
        // Reads never create a player: a visitor without one sees the defaults.
        api.get("player") { _, context in
            try await accountView(of: context.existingPlayer)
        }
        api.get("settings") { _, context in
            guard let id = context.existingPlayer else { return PlayerSettings() }
            return try await store.account(of: id).settings
        }
        api.put("settings") { request, context in
            let changes = try await request.decode(as: PlayerSettings.Changes.self, context: context)
            _ = try PlayerSettings().applying(changes)
            return try await tables.updateSettings(of: try await context.player(), with: changes)
        }
        api.get("options") { request, context in
            SettingsOptions(language: try await language(context.existingPlayer, request))
        }
        api.post("bankroll/reset") { _, context in
            let id = try await context.player()
            try await tables.resetBankroll(of: id)
            return try await accountView(of: id)
        }
        api.get("games") { request, context in
            Game.listing(in: try await language(context.existingPlayer, request))
        }
        api.get("games/:game") { request, context in
            let game = try gameParameter(context)
            guard let id = context.existingPlayer else { return try tables.preview(game) }
            let reply = try await tables.table(of: id, game: game)
            await feedOnboarding(request, context, playerID: id) { session in
                try await platform.onboarding.surfaceAppeared(game.rawValue, events: reply.events, in: session)
            }
            return reply.view
        }
        api.post("games/:game/actions") { request, context in
            let game = try gameParameter(context)
            let intent = try await GameIntent.decode(for: game, from: request, context: context)
            if context.existingPlayer == nil { try tables.tryOnNewTable(intent, game: game) }
            let id = try await context.player()
            let reply = try await tables.apply(intent, by: id, game: game)
            await feedOnboarding(request, context, playerID: id) { session in
                try await platform.onboarding.record(reply.events, surface: game.rawValue, in: session)
            }
            return reply.view
        }
        api.get("leaderboard") { _, context in
            try await store.leaderboard(viewer: context.existingPlayer)
        }
        api.delete("leaderboard/:id") { _, context in
            guard let entryID = context.parameters.get("id", as: Int64.self) else {
                throw APIError.badRequest("The entry id must be a number.", code: "invalid-id")
            }
            // Another player's entry is reported exactly like a missing one.
            guard try await store.deleteSavedMatch(entryID, of: context.existingPlayer) else {
                throw APIError.notFound("You have no saved match \(entryID).")
            }
            return Response(status: .noContent)
        }

        /// The player's name (the host's) and balance (the casino's).
        @Sendable func accountView(of player: Int64?) async throws -> AccountView {
            guard let player else {
                return AccountView(displayName: PlayerView.newPlayerName, balanceCents: CasinoAccount.new.balance.cents)
            }
            async let name = platform.store.displayName(of: player)
            async let account = store.account(of: player)
            return AccountView(displayName: try await name, balanceCents: try await account.balance.cents)
        }

        /// Feeds what the table did to the request's onboarding session, if it has one. The move is saved by
        /// then, so an onboarding failure is logged rather than reported as a failed move.
        @Sendable func feedOnboarding(
            _ request: Request, _ context: AppRequestContext, playerID: Int64,
            _ body: (OnboardingSessionReference) async throws -> Void
        ) async {
            guard
                let session = await platform.onboarding.session(
                    header: request.headers[.onboardingSession], of: playerID)
            else { return }
            do {
                try await body(session)
            } catch {
                context.logger.warning("onboarding not updated", metadata: ["error": "\(error)"])
            }
        }
    }

    static func gameParameter(_ context: AppRequestContext) throws(APIError) -> Game {
        let name = context.parameters.get("game") ?? ""
        guard let game = Game(rawValue: name) else {
            throw APIError.notFound("There is no game '\(name)'; the casino has blackjack, baccarat and xidach.")
        }
        return game
    }
}

/// The player as the casino shows them: the name every app shares and the casino balance.
struct AccountView: ResponseEncodable {
    let displayName: String
    let balanceCents: Int
}
