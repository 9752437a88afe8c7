import AppServer
import Foundation
import Hummingbird
import OnboardingKit
import OnboardingScenarios

/// `/bowlertrax/api/first-use`: the spec's OnboardingState, permission answers, the prompt to show, its answer, What's
/// New and the first-shot tutorial. Changes need the page's onboarding session (`X-Onboarding-Session`).
enum FirstUseRoutes {
    static func add(
        to api: RouterGroup<AppRequestContext>, firstUse: FirstUseService, language: @escaping LanguagePreference
    ) {
        let routes = api.group("first-use")
        // A visitor without a player has done nothing yet; a player's state is read in their page's session.
        routes.get { request, context in
            guard context.existingPlayer != nil else { return try await firstUse.state(of: nil, session: nil) }
            return try await firstUse.state(of: context.existingPlayer, session: try await session(request, context))
        }
        routes.post("permission") { request, context in
            let report = try await request.decode(as: PermissionReport.self, context: context)
            try await firstUse.permission(report.type, result: report.result, in: try await session(request, context))
            return Response(status: .noContent)
        }
        // The phone's Calibration Check accepted taps (which stay on the phone): the first calibration's event.
        routes.post("calibration-accepted") { request, context in
            try await firstUse.calibrationAccepted(in: try await session(request, context))
            return Response(status: .noContent)
        }
        routes.post("shot-tracked") { request, context in
            ShotTrackedView(firstShot: try await firstUse.shotTracked(in: try await session(request, context)))
        }
        routes.post("prompt") { request, context in
            let prompt = try await request.decode(as: PromptRequest.self, context: context)
            let reference = try await session(request, context)
            let player = try await context.player()
            return try await firstUse.prompt(
                prompt, player: player, in: reference, language: try await language(player, request))
        }
        routes.post("prompts/:id") { request, context in
            let name = context.parameters.get("id") ?? ""
            guard let id = BowlerTraxPrompt(rawValue: name) else {
                throw APIError.notFound("There is no prompt '\(name)'.")
            }
            let input = try await request.decode(as: PromptAnswerInput.self, context: context)
            try await firstUse.answer(id, input.answer, in: try await session(request, context))
            return Response(status: .noContent)
        }
        routes.get("whats-new") { request, context in
            PromptView(prompt: try firstUse.whatsNew(language: try await language(context.existingPlayer, request)))
        }
        routes.get("tutorial") { request, context in
            // One of the player's sessions on the server, or one kept on their phone ("phone-" and its 32 hex digits),
            // which the server never sees and has nothing to check of.
            let text = request.uri.queryParameters.get("session").map { String($0) } ?? ""
            let onPhone = text.utf8.count == 38 && text.hasPrefix("phone-") && text.utf8.dropFirst(6).allSatisfy {
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
            }
            guard onPhone || Int64(text) != nil else {
                throw APIError.badRequest(
                    "Name the bowling session the tutorial is for: ?session=<id>, or ?session=phone-<32 hex digits> "
                        + "for one kept on the phone.", code: "invalid-session")
            }
            let reference = try await session(request, context)
            if let bowlingSession = Int64(text) {
                guard let player = context.existingPlayer,
                    try await firstUse.store.session(bowlingSession, of: player) != nil
                else { throw APIError.notFound("You have no session \(bowlingSession).") }
            }
            return TutorialView(overlay: try await firstUse.tutorial(forSession: text, in: reference))
        }
        routes.post("tutorial/:overlay") { request, context in
            let overlay = context.parameters.get("overlay") ?? ""
            guard BowlerTraxTutorial.overlays.contains(overlay) else {
                throw APIError.notFound(
                    "There is no tutorial overlay '\(overlay)'; there are "
                        + "\(BowlerTraxTutorial.overlays.joined(separator: ", ")).")
            }
            let input = try await request.decode(as: TutorialAnswerInput.self, context: context)
            return TutorialView(
                overlay: try await firstUse.tutorialAnswered(
                    overlay, input.answer, in: try await session(request, context)))
        }

        /// The request's onboarding session; a 409 without one.
        @Sendable func session(_ request: Request, _ context: AppRequestContext) async throws
            -> OnboardingSessionReference
        {
            guard let player = context.existingPlayer,
                let reference = await firstUse.onboarding.session(
                    header: request.headers[.onboardingSession], of: player)
            else {
                throw APIError.conflict(
                    "Start an onboarding session first (POST /bowlertrax/api/onboarding/sessions) and send it in "
                        + "X-Onboarding-Session.", code: "no-session")
            }
            return reference
        }
    }
}
