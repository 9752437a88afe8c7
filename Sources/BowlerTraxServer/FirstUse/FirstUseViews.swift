import Foundation
import Hummingbird
import OnboardingScenarios

/// A prompt's button the visitor chose.
enum PromptAnswer: String, Codable, Sendable {
    case primary, secondary, tertiary, close
}

/// What POST first-use/prompt takes: where the page is, what it knows of the camera, and (when the visitor lets it
/// use the location) where the device is: `{"place": {"centerName": "AMF Lanes"}}` at a centre named there before,
/// `{"place": {}}` at a place where no centre was ever named.
struct PromptRequest: Decodable, Sendable {
    enum Context: String, Codable, Sendable { case dashboard, record }
    enum Camera: String, Codable, Sendable { case granted, denied, prompt, unknown }
    struct Place: Decodable, Sendable { let centerName: String? }

    let context: Context
    let camera: Camera
    let place: Place?

    /// The situation the prompt queue decides on, with what the server knows of the player.
    func situation(hasBall: Bool, skippedBallAtLaunch: Bool, firstLaunchCompleted: Bool, savedCenter: String?)
        -> BowlerTraxPromptSituation
    {
        let location = place.map { place -> BowlerTraxPromptSituation.Location in
            let name = place.centerName?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            return name.isEmpty ? .unnamedPlace : .namedCenter(name)
        }
        return BowlerTraxPromptSituation(
            place: context == .record ? .record : .dashboard,
            camera: camera == .granted ? .granted : camera == .denied ? .denied : .unknown,
            hasBall: hasBall, skippedBallAtLaunch: skippedBallAtLaunch, firstLaunchCompleted: firstLaunchCompleted,
            location: location, savedCenter: savedCenter)
    }
}

/// The one prompt to show now, if any; its texts in the visitor's language.
struct PromptView: ResponseEncodable {
    struct Prompt: Encodable {
        struct Feature: Encodable {
            let icon: String
            let title: String
            let body: String
        }

        let id: BowlerTraxPrompt
        let title: String
        var message: String?
        var items: [String]?
        let primary: String
        var secondary: String?
        var tertiary: String?
        var close: String?
        var features: [Feature]?
    }

    let prompt: Prompt?
}

/// What POST first-use/permission takes.
struct PermissionReport: Decodable, Sendable {
    let type: PermissionType
    let result: PermissionResult
}

/// A permission asked for, or its answer.
enum PermissionResult: String, Codable, Sendable {
    case requested, granted, denied
}

/// What POST first-use/tutorial/:overlay takes: `finished` (its button) or `skipped` (its X).
struct TutorialAnswerInput: Decodable, Sendable {
    let answer: BowlerTraxTutorial.Answer
}

/// The overlay to show next, if any.
struct TutorialView: ResponseEncodable {
    let overlay: String?
}

/// POST first-use/shot-tracked's answer: whether the shot the phone measured was the player's first.
struct ShotTrackedView: ResponseEncodable {
    let firstShot: Bool
}

/// What POST first-use/prompts/:id takes.
struct PromptAnswerInput: Decodable, Sendable {
    let answer: PromptAnswer
}
