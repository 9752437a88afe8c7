import AppServer
import Basics
import BowlerTrax
import Foundation
import Hummingbird
import OnboardingKit

/// Taps on a frame of a size: what the page sends to check, save or start a session with a calibration.
struct CalibrationInput: Codable, Sendable {
    /// The largest frame side accepted, pixels (8K).
    static let maximumSide = 8192

    let imageWidth: Int
    let imageHeight: Int
    let taps: CalibrationTaps

    /// The core's calibration of these taps; 400 for an impossible frame size, 422 (`CalibrationRefusal`) when the
    /// core refuses the taps.
    func calibration() throws -> LaneCalibration {
        guard (16...Self.maximumSide).contains(imageWidth), (16...Self.maximumSide).contains(imageHeight) else {
            throw APIError.badRequest(
                "The frame must be 16 to \(Self.maximumSide) pixels on each side; it is \(imageWidth)x\(imageHeight).",
                code: "invalid-image-size")
        }
        do {
            return try LaneCalibration(taps: taps, imageWidth: imageWidth, imageHeight: imageHeight)
        } catch {
            throw CalibrationRefusal(problem: error)
        }
    }
}

/// The core refused a calibration: a 422 with the spec's "Calibration doesn't look right. Let's try again.", the
/// problem's code, the core's sentence and the spec's likely retry reason. The message is put in the visitor's
/// language by the route.
struct CalibrationRefusal: Error {
    let problem: CalibrationProblem

    func apiError(in language: Language) -> APIError {
        var error = APIError(
            .unprocessableContent, "calibration-failed",
            BowlerTraxCopy.text("bowlertrax.calibration.failed", in: language))
        error.details = [
            "problem": problem.code, "detail": problem.description,
            "retryReason": problem.retryReason?.name ?? "",
        ]
        return error
    }
}

/// A calibration the core accepted: the board grid to draw over the frame and what the camera looks like.
struct CalibrationCheckView: ResponseEncodable {
    let grid: [ImageSegment]
    let cameraHeightFeet: Double
    let fieldOfViewDegrees: Double

    init(_ calibration: LaneCalibration, hand: Hand) {
        grid = calibration.gridOverlay(hand: hand)
        cameraHeightFeet = calibration.camera.position.z
        fieldOfViewDegrees = calibration.camera.fieldOfViewDegrees(
            longerSide: max(calibration.imageWidth, calibration.imageHeight))
    }
}

/// What POST calibrations takes: the taps and where they were made. (The camera position's fingerprint, a small
/// picture of the lane, stays on the phone; a `positionHash` an older page still sends is not read.)
struct SaveCalibrationInput: Decodable, Sendable {
    let imageWidth: Int
    let imageHeight: Int
    let taps: CalibrationTaps
    let centerName: String?
    let lanes: String?

    var calibrationInput: CalibrationInput {
        CalibrationInput(imageWidth: imageWidth, imageHeight: imageHeight, taps: taps)
    }
}

/// What PATCH calibrations/:id takes: a new centre name and lanes (absent fields stay).
struct RenameCalibrationInput: Decodable, Sendable {
    let centerName: String?
    let lanes: String?
}

/// Where a calibration was made: the centre's name and the lanes, trimmed; empty is none.
enum Place {
    static let maximumCenterNameLength = 60
    static let maximumLanesLength = 20

    static func centerName(_ text: String?) throws(APIError) -> String? {
        try PlayerName.validatedIfGiven(
            text, for: "centre name", scalars: maximumCenterNameLength, maximumBytes: 4 * maximumCenterNameLength,
            code: "invalid-center-name")
    }

    static func lanes(_ text: String?) throws(APIError) -> String? {
        try PlayerName.validatedIfGiven(
            text, for: "lanes", scalars: maximumLanesLength, maximumBytes: 4 * maximumLanesLength,
            code: "invalid-lanes")
    }
}

/// A saved calibration as the page lists it.
struct SavedCalibrationView: ResponseEncodable {
    let id: Int64
    let centerName: String?
    let lanes: String?
    let imageWidth: Int
    let imageHeight: Int
    let taps: CalibrationTaps
    let savedAt: Date

    init(_ record: CalibrationRecord) throws {
        id = try record.savedID()
        centerName = record.centerName
        lanes = record.lanes
        imageWidth = record.imageWidth
        imageHeight = record.imageHeight
        taps = try JSONDecoder().decode(CalibrationTaps.self, from: Data(record.taps.utf8))
        savedAt = record.savedAt
    }
}
