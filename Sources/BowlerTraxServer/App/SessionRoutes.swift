import AppServer
import Basics
import BowlerTrax
import BowlerTraxVision
import Foundation
import Hummingbird
import OnboardingKit

/// Sessions and their shots: starting one (``SessionService``), History's pages, Progress, a session's detail, the
/// tracker's setup for the page, a shot sent as its image-space track and measured by the core, and one shot's detail.
struct SessionRoutes {
    let store: BowlerTraxStore
    let sessions: SessionService
    let shots: ShotService
    let firstUse: FirstUseService
    let language: LanguagePreference

    func add(to api: RouterGroup<AppRequestContext>) {
        let (store, sessions, shots, firstUse, language) = (store, sessions, shots, firstUse, language)
        api.post("sessions") { request, context in
            let input = try await request.decode(as: SessionInput.self, context: context)
            let session = try await sessions.start(
                input, requestKey: try idempotencyKey(of: request), existingPlayer: context.existingPlayer,
                language: try await language(context.existingPlayer, request), player: { try await context.player() })
            return EditedResponse(status: .created, response: session)
        }
        api.get("sessions") { request, context in
            let query = request.uri.queryParameters
            let page = try SessionPage.selection(limit: query.get("limit"), before: query.get("before"))
            guard let player = context.existingPlayer else { return [SessionSummary]() }
            return try await store.sessionSummaries(of: player, page)
        }
        api.get("progress") { _, context in
            guard let player = context.existingPlayer else {
                return ProgressTrendsView(ProgressTrends(sessions: []), places: [])
            }
            return try await sessions.progress(of: player)
        }
        api.get("sessions/:id") { request, context in
            let (session, player) = try await Self.ownedSession(context, store)
            let visitorLanguage = try await language(player, request)
            let hand = session.hand
            return SessionDetail(
                session: try await sessions.summary(of: try session.savedID(), player: player),
                shots: try await store.shots(in: try session.savedID()).map {
                    try ShotService.view(of: $0, hand: hand, language: visitorLanguage, withPath: false)
                })
        }
        api.delete("sessions/:id") { _, context in
            let id = try BowlerTraxRoutes.identifier(context)
            guard let player = context.existingPlayer, try await store.deleteSession(id, of: player) else {
                throw BowlerTraxRoutes.missing("session", id)
            }
            return Response(status: .noContent)
        }
        api.get("sessions/:id/tracker") { request, context in
            let (session, _) = try await Self.ownedSession(context, store)
            guard let text = request.uri.queryParameters.get("fps"),
                text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
                let fps = Double(text),
                ShotInput.framesPerSecondRange.contains(fps)
            else {
                throw APIError.badRequest(
                    "Give the camera's frame rate as ?fps=, between 1 and 1000.", code: "invalid-frame-rate")
            }
            let color = (try? BallColorChoice.parse(session.ballColor)) ?? .preset(.purple)
            return PageTrackerSetup(
                calibration: try ShotService.calibration(of: session), framesPerSecond: fps, color: color,
                measuringFor: session.hand)
        }
        api.post("sessions/:id/shots") { request, context in
            let (session, player) = try await Self.ownedSession(context, store)
            let input = try await JSONRequestDecoder(bodyLimit: ShotInput.bodyLimit)
                .decode(ShotInput.self, from: request, context: context)
            let observations = try input.validatedObservations()
            let requestKey = try idempotencyKey(of: request)
            let visitorLanguage = try await language(player, request)
            var shot: ShotView
            do {
                shot = try await shots.record(
                    input, observations: observations, in: session, language: visitorLanguage, requestKey: requestKey)
            } catch let refusal as ShotRefusal {
                throw refusal.apiError(in: visitorLanguage)
            }
            // The shot is stored: from here nothing may turn the answer into a failure (the client would be told
            // nothing was changed, and a retry without a key would store the shot twice). The first shot: once in
            // the player's onboarding (with the page's session), else the only one kept.
            do {
                if let reference = await firstUse.onboarding.session(
                    header: request.headers[.onboardingSession], of: player)
                {
                    if try await firstUse.shotTracked(in: reference) { shot.firstShot = true }
                } else if try await store.stats(of: player).shots == 1 {
                    shot.firstShot = true
                }
            } catch {
                context.logger.error(
                    "the first-shot onboarding step was not recorded", metadata: ["error": "\(error)"])
            }
            return EditedResponse(status: .created, response: shot)
        }
        api.get("sessions/:id/shots/:shot") { request, context in
            let (session, player) = try await Self.ownedSession(context, store)
            guard let shotID = context.parameters.get("shot", as: Int64.self) else {
                throw APIError.badRequest("The shot id must be a number.", code: "invalid-id")
            }
            guard let shot = try await store.shot(shotID, in: try session.savedID()) else {
                throw BowlerTraxRoutes.missing("shot", shotID)
            }
            return try ShotService.view(
                of: shot, hand: session.hand,
                language: try await language(player, request), withPath: true)
        }
    }

    /// The session of the route's `:id` and its player; a 404 when it is not the visitor's.
    static func ownedSession(_ context: AppRequestContext, _ store: BowlerTraxStore) async throws
        -> (SessionRecord, Int64)
    {
        let id = try BowlerTraxRoutes.identifier(context)
        guard let player = context.existingPlayer, let session = try await store.session(id, of: player) else {
            throw BowlerTraxRoutes.missing("session", id)
        }
        return (session, player)
    }
}
