import AppServer
import Basics
import BowlerTrax
import BowlerTraxVision
import Foundation
import Hummingbird
import OnboardingKit

/// BowlerTrax's API under `/bowlertrax/api`, one collection of routes per concept: the profile (settings, quick
/// stats, ball profiles), calibrations, sessions and their shots, manually logged games, and the backup code that
/// brings them to a new browser. Reads never create a player; another player's id answers like a missing one.
enum BowlerTraxRoutes {
    static func add(
        to api: RouterGroup<AppRequestContext>, store: BowlerTraxStore, shots: ShotService,
        firstUse: FirstUseService, language: @escaping LanguagePreference
    ) {
        ProfileRoutes(store: store, clock: shots.clock).add(to: api)
        CalibrationRoutes(store: store, firstUse: firstUse, clock: shots.clock, language: language).add(to: api)
        SessionRoutes(
            store: store, sessions: SessionService(store: store, clock: shots.clock), shots: shots, firstUse: firstUse,
            language: language
        ).add(to: api)
        GameRoutes(store: store, clock: shots.clock).add(to: api)
        BackupRoutes(store: store, clock: shots.clock).add(to: api)
    }

    /// The route's `:id`, or a 400.
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

    /// The core's calibration of `input`, or the spec's 422 in the visitor's language.
    static func refusingCalibration(_ input: CalibrationInput, in language: Language) throws -> LaneCalibration {
        do {
            return try input.calibration()
        } catch let refusal as CalibrationRefusal {
            throw refusal.apiError(in: language)
        }
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
