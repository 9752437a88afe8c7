import AppServer
import Basics
import BowlerTrax
import Foundation

/// The rules of a session: how one starts (new taps or a saved calibration, which its centre comes with; the
/// player's ball and hand), and what Progress charts. The routes only decode, call and answer.
struct SessionService: Sendable {
    let store: BowlerTraxStore
    let clock: any AppClock

    /// Starts a session as `input` asks, once under `requestKey`: its calibration (new taps, or a saved one the
    /// visitor has) checked by the core, its ball the visitor's, its hand the player's. `existingPlayer` is the
    /// visitor's player if they have one; `player` makes one, once the input is known to be good.
    func start(
        _ input: SessionInput, requestKey: String?, existingPlayer: Int64?, language: Language,
        player makePlayer: () async throws -> Int64
    ) async throws -> SessionSummary {
        let centerName = try Place.centerName(input.centerName)
        let lane = try Place.lanes(input.lane)
        let calibrationInput: CalibrationInput
        var center = centerName
        switch (input.calibration, input.calibrationID) {
        case (let given?, nil):
            calibrationInput = given
        case (nil, let id?):
            guard let player = existingPlayer, let saved = try await store.calibration(id, of: player)
            else { throw BowlerTraxRoutes.missing("calibration", id) }
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
        _ = try BowlerTraxRoutes.refusingCalibration(calibrationInput, in: language)
        var ball: BallRecord?
        if let ballID = input.ballID {
            guard let player = existingPlayer, let found = try await store.ball(ballID, of: player) else {
                throw BowlerTraxRoutes.missing("ball", ballID)
            }
            ball = found
        }
        let player = try await makePlayer()
        let settings = try await store.settings(of: player)
        let session = try await store.addSession(
            SessionRecord(
                id: nil, playerID: player, startedAt: clock.now, centerName: center, lane: lane, ballID: ball?.id,
                ballName: ball?.name, ballColor: ball?.color ?? BallColorPreset.purple.rawValue,
                hand: settings.measuringHand, calibrationID: input.calibrationID,
                imageWidth: calibrationInput.imageWidth, imageHeight: calibrationInput.imageHeight,
                taps: try BowlerTraxRoutes.json(calibrationInput.taps), requestKey: requestKey))
        return try await summary(of: try session.savedID(), player: player)
    }

    /// The session `id` of `player` with its shot count and averages; a 404 when it is not theirs.
    func summary(of id: Int64, player: Int64) async throws -> SessionSummary {
        guard let summary = try await store.sessionSummaries(of: player, .one(id)).first else {
            throw BowlerTraxRoutes.missing("session", id)
        }
        return summary
    }

    /// The trends of the player's latest sessions with shots, as Progress charts them.
    func progress(of player: Int64) async throws -> ProgressTrendsView {
        let summaries = try await store.sessionSummaries(of: player, .latestWithShots(ProgressTrends.sessionLimit))
        let charted = ProgressTrends.chartedSessionIDs(among: summaries.map { ($0.id, $0.startedAt, $0.shotCount) })
        var sessions: [ProgressTrends.Session] = []
        for summary in summaries where charted.contains(summary.id) {
            let shots = try await store.shots(in: summary.id).map { try $0.decodedMetrics() }
            sessions.append(ProgressTrends.Session(id: summary.id, startedAt: summary.startedAt, shots: shots))
        }
        return ProgressTrendsView(ProgressTrends(sessions: sessions), places: summaries)
    }
}
