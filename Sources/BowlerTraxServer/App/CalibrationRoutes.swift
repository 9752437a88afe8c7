import AppServer
import Basics
import BowlerTrax
import BowlerTraxVision
import Foundation
import Hummingbird
import OnboardingKit

/// Calibrations: the check of new taps (the spec's retry reasons), saving one under an `Idempotency-Key`, renaming,
/// deleting, and the camera position check against a saved one.
struct CalibrationRoutes {
    let store: BowlerTraxStore
    let firstUse: FirstUseService
    let clock: any AppClock
    let language: LanguagePreference

    func add(to api: RouterGroup<AppRequestContext>) {
        let (store, firstUse, clock, language) = (store, firstUse, clock, language)
        api.post("calibrations/check") { request, context in
            let input = try await request.decode(as: CalibrationCheckInput.self, context: context)
            let visitorLanguage = try await language(context.existingPlayer, request)
            let calibration = try BowlerTraxRoutes.refusingCalibration(input.calibrationInput, in: visitorLanguage)
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
            _ = try BowlerTraxRoutes.refusingCalibration(
                input.calibrationInput, in: try await language(context.existingPlayer, request))
            let player = try await context.player()
            let saved = try await store.addCalibration(
                CalibrationRecord(
                    id: nil, playerID: player, centerName: centerName, lanes: lanes, imageWidth: input.imageWidth,
                    imageHeight: input.imageHeight, taps: try BowlerTraxRoutes.json(input.taps),
                    savedAt: clock.now, requestKey: requestKey))
            return EditedResponse(status: .created, response: try SavedCalibrationView(saved))
        }
        api.patch("calibrations/:id") { request, context in
            let id = try BowlerTraxRoutes.identifier(context)
            let input = try await request.decode(as: RenameCalibrationInput.self, context: context)
            let centerName = try Place.centerName(input.centerName)
            let lanes = try Place.lanes(input.lanes)
            guard let player = context.existingPlayer, let current = try await store.calibration(id, of: player)
            else { throw BowlerTraxRoutes.missing("calibration", id) }
            guard
                let renamed = try await store.renameCalibration(
                    id, centerName: input.centerName == nil ? current.centerName : centerName,
                    lanes: input.lanes == nil ? current.lanes : lanes, of: player)
            else { throw BowlerTraxRoutes.missing("calibration", id) }
            return try SavedCalibrationView(renamed)
        }
        api.delete("calibrations/:id") { _, context in
            let id = try BowlerTraxRoutes.identifier(context)
            guard let player = context.existingPlayer, try await store.deleteCalibration(id, of: player) else {
                throw BowlerTraxRoutes.missing("calibration", id)
            }
            return Response(status: .noContent)
        }
    }
}
