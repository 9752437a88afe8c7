import Foundation
import Hummingbird

/// The prompts BowlerTrax shows, by id.
enum PromptID: String, Codable, Sendable {
    case whatsNew = "whats-new"
    case welcomeBack = "welcome-back"
    case cameraPermission = "camera-permission"
    case ballProfile = "ball-profile"
    case newLocation = "new-location"
}

/// A prompt's button the visitor chose.
enum PromptAnswer: String, Codable, Sendable {
    case primary, secondary, tertiary, close
}

/// What POST first-use/prompt takes: where the page is, what it knows of the camera, and (when the visitor allowed
/// location) the bowling centre it found.
struct PromptRequest: Decodable, Sendable {
    enum Context: String, Codable, Sendable { case dashboard, record }
    enum Camera: String, Codable, Sendable { case granted, denied, prompt, unknown }

    let context: Context
    let camera: Camera
    let centerName: String?
}

/// The one prompt to show now, if any; its texts in the visitor's language.
struct PromptView: ResponseEncodable {
    struct Prompt: Encodable {
        struct Feature: Encodable {
            let icon: String
            let title: String
            let body: String
        }

        let id: PromptID
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

/// An overlay of the first-shot tutorial finished with its button, or closed with X.
enum TutorialAnswer: String, Codable, Sendable {
    case done, dismissed
}

/// What POST first-use/tutorial/:overlay takes.
struct TutorialAnswerInput: Decodable, Sendable {
    let answer: TutorialAnswer
}

/// The overlay to show next, if any.
struct TutorialView: ResponseEncodable {
    let overlay: String?
}

/// What POST first-use/prompts/:id takes.
struct PromptAnswerInput: Decodable, Sendable {
    let answer: PromptAnswer
}
