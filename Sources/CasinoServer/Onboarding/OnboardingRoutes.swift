import Foundation
import HTTPTypes
import Hummingbird
import OnboardingKit

/// The onboarding API: sessions (one per page load), the next presentation of a game, the player's answers,
/// replay and reset from settings, progress, and the funnel.
enum OnboardingRoutes {
    /// The header that carries the page's onboarding session on every API request.
    static let sessionHeader = HTTPField.Name("X-Onboarding-Session")!

    static func add(to api: RouterGroup<CasinoRequestContext>, service: OnboardingService, operatorToken: String) {
        api.post("onboarding/sessions") { _, context in
            let session = try await service.startSession(playerID: try await context.player())
            return json(try JSONEncoder().encode(["session": session.id]), status: .created)
        }
        api.get("onboarding") { request, context in
            let (session, language) = try await resolve(request, context, service)
            return try encode(try service.status(in: session, language: language))
        }
        // Every player's analytics: for the operator only.
        api.get("onboarding/funnel") { request, context in
            guard request.headers[.authorization] == "Bearer \(operatorToken)" else {
                var error = APIError(
                    .unauthorized, "operator-only",
                    "The funnel is for the casino's operator: send Authorization: Bearer <the operator token given at start>.")
                error.headers[.wwwAuthenticate] = "Bearer"
                throw error
            }
            let language = try await service.database.language(of: context.existingPlayer, request: request)
            return try encode(try await service.funnel(language: language))
        }
        api.post("onboarding/:game/next") { request, context in
            let (session, language) = try await resolve(request, context, service)
            return try encode(try await service.next(try Routes.gameParameter(context), in: session, language: language))
        }
        api.post("onboarding/:game/answer") { request, context in
            let (session, language) = try await resolve(request, context, service)
            struct Answer: Decodable { var choice: WelcomeChoice }
            let answer = try await decode(Answer.self, from: request)
            return try encode(try await service.answer(answer.choice, game: try Routes.gameParameter(context), in: session, language: language))
        }
        api.post("onboarding/:game/dismiss") { request, context in
            let (session, language) = try await resolve(request, context, service)
            struct Dismissal: Decodable { var hint: String }
            let dismissal = try await decode(Dismissal.self, from: request)
            return try encode(try await service.dismiss(
                hint: dismissal.hint, game: try Routes.gameParameter(context), in: session, language: language))
        }
        api.post("onboarding/:game/replay") { request, context in
            let (session, language) = try await resolve(request, context, service)
            return try encode(try await service.replay(try Routes.gameParameter(context), in: session, language: language))
        }
        api.post("onboarding/:game/reset") { request, context in
            let (session, language) = try await resolve(request, context, service)
            return try encode(try await service.reset(try Routes.gameParameter(context), in: session, language: language))
        }
    }

    /// The request's onboarding session (a 400 without one, a 404 if unknown or another player's) and the
    /// player's language.
    private static func resolve(
        _ request: Request, _ context: CasinoRequestContext, _ service: OnboardingService
    ) async throws -> (OnboardingSession, Language) {
        let session = try service.sessions.session(request.headers[sessionHeader], of: context.existingPlayer)
        return (session, try await service.database.language(of: session.playerID, request: request))
    }
}

extension CasinoDatabase {
    /// The language the player reads: their setting, else the request's `Accept-Language`, else English. A visitor
    /// without a player has the default settings.
    func language(of playerID: Int64?, request: Request) async throws -> Language {
        var settings = PlayerSettings()
        if let playerID { settings = try await pool.read { db in try PlayerRow.fetch(db, id: playerID).settings } }
        return settings.language(acceptLanguage: request.headers[.acceptLanguage])
    }
}
