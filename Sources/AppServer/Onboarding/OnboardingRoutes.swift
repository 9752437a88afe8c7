import Basics
import Foundation
import HTTPTypes
import Hummingbird
import OnboardingKit

/// One app's onboarding API under `/<app>/api/onboarding`: sessions (one per page load), the next presentation of a
/// surface, the visitor's answers, replay and reset from settings, progress, the operator's funnel, and flows.
enum OnboardingRoutes {
    static func add(
        to api: RouterGroup<AppRequestContext>, service: OnboardingService, language: @escaping LanguagePreference,
        operatorToken: String
    ) {
        let onboarding = api.group("onboarding")
        onboarding.post("sessions") { _, context in
            let session = try await service.startSession(playerID: try await context.player())
            return EditedResponse(status: .created, response: ["session": session.id])
        }
        onboarding.get { request, context in
            let (session, language) = try await resolve(request, context)
            return try service.status(in: session, language: language)
        }
        // Every player's analytics: for the operator only.
        onboarding.get("funnel") { request, context in
            try requireOperator(request, token: operatorToken, what: "The funnel")
            return try await service.funnel(language: try await language(context.existingPlayer, request))
        }
        onboarding.get("flows/:flow") { request, context in
            let flow = try service.flow(context.parameters.get("flow") ?? "")
            let (session, language) = try await resolve(request, context)
            return try service.flowView(flow, in: session, language: language)
        }
        onboarding.post("flows/:flow") { request, context in
            let flow = try service.flow(context.parameters.get("flow") ?? "")
            let (session, language) = try await resolve(request, context)
            let intent = try await request.decode(as: FlowIntent.self, context: context)
            return try await service.apply(intent, to: flow, in: session, language: language)
        }
        onboarding.post(":surface/next") { request, context in
            let (surface, session, language) = try await resolveSurface(request, context)
            return try await service.next(surface, in: session, language: language)
        }
        onboarding.post(":surface/answer") { request, context in
            let (surface, session, language) = try await resolveSurface(request, context)
            struct Answer: Decodable { var choice: WelcomeChoice }
            let answer = try await request.decode(as: Answer.self, context: context)
            return try await service.answer(answer.choice, surface: surface, in: session, language: language)
        }
        onboarding.post(":surface/dismiss") { request, context in
            let (surface, session, language) = try await resolveSurface(request, context)
            struct Dismissal: Decodable { var hint: String }
            let dismissal = try await request.decode(as: Dismissal.self, context: context)
            return try await service.dismiss(hint: dismissal.hint, surface: surface, in: session, language: language)
        }
        onboarding.post(":surface/replay") { request, context in
            let (surface, session, language) = try await resolveSurface(request, context)
            return try await service.replay(surface, in: session, language: language)
        }
        onboarding.post(":surface/reset") { request, context in
            let (surface, session, language) = try await resolveSurface(request, context)
            return try await service.reset(surface, in: session, language: language)
        }

        /// The request's onboarding session (a 400 without one, a 404 if unknown, another player's or another
        /// app's) and the visitor's language.
        @Sendable func resolve(_ request: Request, _ context: AppRequestContext) async throws -> (
            OnboardingSession, Language
        ) {
            let session = try await service.session(request.headers[.onboardingSession], of: context.existingPlayer)
            return (session, try await language(session.playerID, request))
        }

        @Sendable func resolveSurface(_ request: Request, _ context: AppRequestContext) async throws
            -> (HintSurface, OnboardingSession, Language)
        {
            let (session, language) = try await resolve(request, context)
            return (try service.surface(context.parameters.get("surface") ?? ""), session, language)
        }
    }
}

extension HTTPField.Name {
    /// The header that carries the page's onboarding session on every API request.
    public static let onboardingSession = HTTPField.Name("X-Onboarding-Session")!
    /// A client's name for one write, so that a retry of it is recognised (as payment APIs do): `Idempotency-Key`.
    public static let idempotencyKey = HTTPField.Name("Idempotency-Key")!
}

/// The request's `Idempotency-Key`: nil without one, a 400 when it is not 1 to 64 visible ASCII characters.
public func idempotencyKey(of request: Request) throws(APIError) -> String? {
    guard let key = request.headers[.idempotencyKey] else { return nil }
    guard (1...64).contains(key.utf8.count), key.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
        throw .badRequest(
            "Idempotency-Key has 1 to 64 visible ASCII characters (a UUID will do).", code: "invalid-idempotency-key")
    }
    return key
}
