import AppServer
import Basics
import BowlerTrax
import BowlerTraxVision
import Foundation
import Hummingbird
import OnboardingKit

/// BowlerTrax's API under `/bowlertrax/api`: settings and quick stats, ball profiles, calibrations (check, save,
/// rename, delete, the camera position check), sessions and their shots, the progress trends of the latest sessions,
/// the tracker's setup for the page, and manually logged games. Reads never create a player; another player's id
/// answers like a missing one.
enum BowlerTraxRoutes {
    /// At most this many ball profiles a player.
    static let maximumBalls = 20

    static func add(
        to api: RouterGroup<AppRequestContext>, store: BowlerTraxStore, shots: ShotService,
        firstUse: FirstUseService, language: @escaping LanguagePreference
    ) {
        // Settings and the dashboard.
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
            let (name, color) = try await request.decode(as: BallInput.self, context: context).validated()
            let player = try await context.player()
            guard
                let ball = try await store.addBall(
                    BallRecord(id: nil, playerID: player, name: name, color: color, createdAt: shots.clock.now),
                    limit: maximumBalls)
            else {
                throw APIError.conflict(
                    "You have \(maximumBalls) balls already; delete one to add another.", code: "too-many-balls")
            }
            return EditedResponse(status: .created, response: BallView(ball))
        }
        api.put("balls/:id") { request, context in
            let id = try identifier(context)
            let (name, color) = try await request.decode(as: BallInput.self, context: context).validated()
            guard let player = context.existingPlayer,
                let ball = try await store.updateBall(id, name: name, color: color, of: player)
            else { throw missing("ball", id) }
            return BallView(ball)
        }
        api.delete("balls/:id") { _, context in
            let id = try identifier(context)
            guard let player = context.existingPlayer, try await store.deleteBall(id, of: player) else {
                throw missing("ball", id)
            }
            return Response(status: .noContent)
        }

        // Calibrations.
        api.post("calibrations/check") { request, context in
            let input = try await request.decode(as: CalibrationCheckInput.self, context: context)
            let visitorLanguage = try await language(context.existingPlayer, request)
            let calibration = try refusingCalibration(input.calibrationInput, in: visitorLanguage)
            var hand = input.hand
            if let player = context.existingPlayer {
                if hand == nil { hand = try await store.settings(of: player).hand }
                if let reference = await firstUse.onboarding.session(
                    header: request.headers[.onboardingSession], of: player)
                {
                    try await firstUse.calibrationAccepted(in: reference)
                }
            }
            return CalibrationCheckView(calibration, hand: hand ?? .right)
        }
        api.get("calibrations") { _, context in
            guard let player = context.existingPlayer else { return [SavedCalibrationView]() }
            return try await store.calibrations(of: player).map(SavedCalibrationView.init)
        }
        api.post("calibrations") { request, context in
            let input = try await request.decode(as: SaveCalibrationInput.self, context: context)
            let requestKey = try idempotencyKey(of: request)
            let centerName = try Place.centerName(input.centerName)
            let lanes = try Place.lanes(input.lanes)
            let hash = try Place.positionHash(input.positionHash)
            _ = try refusingCalibration(input.calibrationInput, in: try await language(context.existingPlayer, request))
            let player = try await context.player()
            let saved = try await store.addCalibration(
                CalibrationRecord(
                    id: nil, playerID: player, centerName: centerName, lanes: lanes, imageWidth: input.imageWidth,
                    imageHeight: input.imageHeight, taps: try json(input.taps), positionHash: hash?.hexString,
                    savedAt: shots.clock.now, requestKey: requestKey))
            return EditedResponse(status: .created, response: try SavedCalibrationView(saved))
        }
        api.patch("calibrations/:id") { request, context in
            let id = try identifier(context)
            let input = try await request.decode(as: RenameCalibrationInput.self, context: context)
            let centerName = try Place.centerName(input.centerName)
            let lanes = try Place.lanes(input.lanes)
            guard let player = context.existingPlayer, let current = try await store.calibration(id, of: player)
            else { throw missing("calibration", id) }
            guard
                let renamed = try await store.renameCalibration(
                    id, centerName: input.centerName == nil ? current.centerName : centerName,
                    lanes: input.lanes == nil ? current.lanes : lanes, of: player)
            else { throw missing("calibration", id) }
            return try SavedCalibrationView(renamed)
        }
        api.delete("calibrations/:id") { _, context in
            let id = try identifier(context)
            guard let player = context.existingPlayer, try await store.deleteCalibration(id, of: player) else {
                throw missing("calibration", id)
            }
            return Response(status: .noContent)
        }
        api.post("calibrations/:id/position-check") { request, context in
            let id = try identifier(context)
            let input = try await request.decode(as: PositionCheckInput.self, context: context)
            guard let now = try Place.positionHash(input.positionHash) else { throw missing("calibration", id) }
            guard let player = context.existingPlayer, let saved = try await store.calibration(id, of: player) else {
                throw missing("calibration", id)
            }
            guard let then = saved.positionHash.flatMap(CameraPositionHash.init(hexString:)),
                then.columns == now.columns, then.rows == now.rows
            else { return PositionCheckView(cameraMoved: nil) }
            return PositionCheckView(cameraMoved: then.cameraMoved(comparedWith: now))
        }

        // Sessions and shots.
        api.post("sessions") { request, context in
            let input = try await request.decode(as: SessionInput.self, context: context)
            let requestKey = try idempotencyKey(of: request)
            let centerName = try Place.centerName(input.centerName)
            let lane = try Place.lanes(input.lane)
            let visitorLanguage = try await language(context.existingPlayer, request)
            let calibrationInput: CalibrationInput
            var center = centerName
            switch (input.calibration, input.calibrationID) {
            case (let given?, nil):
                calibrationInput = given
            case (nil, let id?):
                guard let player = context.existingPlayer, let saved = try await store.calibration(id, of: player)
                else { throw missing("calibration", id) }
                // A session on a saved calibration is at its centre unless the bowler says otherwise.
                center = center ?? saved.centerName
                calibrationInput = CalibrationInput(
                    imageWidth: saved.imageWidth, imageHeight: saved.imageHeight,
                    taps: try JSONDecoder().decode(CalibrationTaps.self, from: Data(saved.taps.utf8)))
            default:
                throw APIError.badRequest(
                    "Start a session with either new taps ('calibration') or a saved calibration ('calibrationID').",
                    code: "invalid-calibration")
            }
            _ = try refusingCalibration(calibrationInput, in: visitorLanguage)
            var ball: BallRecord?
            if let ballID = input.ballID {
                guard let player = context.existingPlayer, let found = try await store.ball(ballID, of: player) else {
                    throw missing("ball", ballID)
                }
                ball = found
            }
            let player = try await context.player()
            let settings = try await store.settings(of: player)
            let session = try await store.addSession(
                SessionRecord(
                    id: nil, playerID: player, startedAt: shots.clock.now,
                    centerName: center,
                    lane: lane, ballID: ball?.id, ballName: ball?.name,
                    ballColor: ball?.color ?? BallColorPreset.purple.rawValue,
                    hand: settings.measuringHand, calibrationID: input.calibrationID,
                    imageWidth: calibrationInput.imageWidth, imageHeight: calibrationInput.imageHeight,
                    taps: try json(calibrationInput.taps), requestKey: requestKey))
            return EditedResponse(status: .created, response: try await summary(of: session.id ?? 0, player: player))
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
            let summaries = try await store.sessionSummaries(of: player, .latestWithShots(ProgressTrends.sessionLimit))
            let charted = ProgressTrends.chartedSessionIDs(
                among: summaries.map { ($0.id, $0.startedAt, $0.shotCount) })
            var sessions: [ProgressTrends.Session] = []
            for summary in summaries where charted.contains(summary.id) {
                let shots = try await store.shots(in: summary.id).map { try $0.decodedMetrics() }
                sessions.append(ProgressTrends.Session(id: summary.id, startedAt: summary.startedAt, shots: shots))
            }
            return ProgressTrendsView(ProgressTrends(sessions: sessions), places: summaries)
        }
        api.get("sessions/:id") { request, context in
            let (session, player) = try await ownedSession(context)
            let visitorLanguage = try await language(player, request)
            let hand = session.hand
            return SessionDetail(
                session: try await summary(of: session.id ?? 0, player: player),
                shots: try await store.shots(in: session.id ?? 0).map {
                    try ShotService.view(of: $0, hand: hand, language: visitorLanguage, withPath: false)
                })
        }
        api.delete("sessions/:id") { _, context in
            let id = try identifier(context)
            guard let player = context.existingPlayer, try await store.deleteSession(id, of: player) else {
                throw missing("session", id)
            }
            return Response(status: .noContent)
        }
        api.get("sessions/:id/tracker") { request, context in
            let (session, _) = try await ownedSession(context)
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
                calibration: try ShotService.calibration(of: session), framesPerSecond: fps, color: color)
        }
        api.post("sessions/:id/shots") { request, context in
            let (session, player) = try await ownedSession(context)
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
            let (session, player) = try await ownedSession(context)
            guard let shotID = context.parameters.get("shot", as: Int64.self) else {
                throw APIError.badRequest("The shot id must be a number.", code: "invalid-id")
            }
            guard let shot = try await store.shot(shotID, in: session.id ?? 0) else { throw missing("shot", shotID) }
            return try ShotService.view(
                of: shot, hand: session.hand,
                language: try await language(player, request), withPath: true)
        }

        // Manually logged games.
        api.get("games") { _, context in
            guard let player = context.existingPlayer else { return [GameView]() }
            return try await store.games(of: player).map(gameView)
        }
        api.post("games") { request, context in
            let requestKey = try idempotencyKey(of: request)
            let player = try await context.player()
            let game = try await store.addGame(
                GameRecord(id: nil, playerID: player, startedAt: shots.clock.now, rolls: "[]", requestKey: requestKey))
            return EditedResponse(status: .created, response: try gameView(game))
        }
        api.get("games/:id") { _, context in
            try gameView(try await ownedGame(context))
        }
        api.post("games/:id/rolls") { request, context in
            let record = try await ownedGame(context)
            let input = try await request.decode(as: RollInput.self, context: context)
            var game = try BowlingGame(rolls: try rolls(of: record))
            do {
                try game.roll(input.pins)
            } catch let error as BowlingScoreError {
                throw APIError.badRequest(error.description, code: "invalid-roll")
            }
            return try await save(game, over: record)
        }
        api.post("games/:id/undo") { _, context in
            let record = try await ownedGame(context)
            var game = try BowlingGame(rolls: try rolls(of: record))
            guard !game.rolls.isEmpty else {
                throw APIError.conflict("The game has no roll to undo.", code: "nothing-to-undo")
            }
            game.undo()
            return try await save(game, over: record)
        }
        api.delete("games/:id") { _, context in
            let id = try identifier(context)
            guard let player = context.existingPlayer, try await store.deleteGame(id, of: player) else {
                throw missing("game", id)
            }
            return Response(status: .noContent)
        }

        // MARK: Helpers

        @Sendable func summary(of id: Int64, player: Int64) async throws -> SessionSummary {
            guard let summary = try await store.sessionSummaries(of: player, .one(id)).first else {
                throw missing("session", id)
            }
            return summary
        }

        @Sendable func ownedSession(_ context: AppRequestContext) async throws -> (SessionRecord, Int64) {
            let id = try identifier(context)
            guard let player = context.existingPlayer, let session = try await store.session(id, of: player) else {
                throw missing("session", id)
            }
            return (session, player)
        }

        @Sendable func ownedGame(_ context: AppRequestContext) async throws -> GameRecord {
            let id = try identifier(context)
            guard let player = context.existingPlayer, let game = try await store.game(id, of: player) else {
                throw missing("game", id)
            }
            return game
        }

        @Sendable func save(_ game: BowlingGame, over record: GameRecord) async throws -> GameView {
            let saved = try await store.saveRolls(
                try json(game.rolls), replacing: record.rolls, ofGame: record.id ?? 0, of: record.playerID)
            guard saved else {
                throw APIError.conflict("The game changed meanwhile; reload it and roll again.", code: "game-changed")
            }
            return GameView(id: record.id ?? 0, startedAt: record.startedAt, game: game)
        }
    }

    /// The core's calibration of `input`, or the spec's 422 in the visitor's language.
    static func refusingCalibration(_ input: CalibrationInput, in language: Language) throws -> LaneCalibration {
        do {
            return try input.calibration()
        } catch let refusal as CalibrationRefusal {
            throw refusal.apiError(in: language)
        }
    }

    static func identifier(_ context: AppRequestContext) throws(APIError) -> Int64 {
        guard let id = context.parameters.get("id", as: Int64.self) else {
            throw APIError.badRequest("The id must be a number.", code: "invalid-id")
        }
        return id
    }

    /// What a missing row, or another player's, answers.
    static func missing(_ kind: String, _ id: Int64) -> APIError {
        .notFound("You have no \(kind) \(id).")
    }

    static func json(_ value: some Encodable) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }

    static func rolls(of record: GameRecord) throws -> [Int] {
        try JSONDecoder().decode([Int].self, from: Data(record.rolls.utf8))
    }

    static func gameView(_ record: GameRecord) throws -> GameView {
        GameView(id: record.id ?? 0, startedAt: record.startedAt, game: try BowlingGame(rolls: try rolls(of: record)))
    }
}

/// What POST calibrations/check takes: the taps and, optionally, the hand for the grid's board numbers (else the
/// player's).
struct CalibrationCheckInput: Decodable, Sendable {
    let imageWidth: Int
    let imageHeight: Int
    let taps: CalibrationTaps
    let hand: Hand?

    var calibrationInput: CalibrationInput {
        CalibrationInput(imageWidth: imageWidth, imageHeight: imageHeight, taps: taps)
    }
}
