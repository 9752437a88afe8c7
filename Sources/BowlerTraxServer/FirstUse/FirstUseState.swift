import AppServer
import Foundation
import Hummingbird
import OnboardingKit
import OnboardingScenarios

/// The spec's OnboardingState (section 7), with what the page needs to run the first use: the camera's
/// availability and whether the first launch is still to run.
struct FirstUseState: ResponseEncodable {
    let completed: Bool
    let completedAt: Date?
    let skippedSteps: [String]
    let featureHighlightsSeen: Bool
    let firstCalibrationDone: Bool
    let firstShotTracked: Bool
    let tutorialOverlaysDismissed: [String]
    let lastVersionSeen: String?
    let appVersion: String
    let camera: String
    let photos: String
    let notifications: String
    /// True until the first-launch flow is completed: the page runs it before the dashboard.
    let firstLaunchPending: Bool
    /// True once a first session has a tracked shot while notifications were never answered: the page offers them
    /// ("After first session complete").
    let offerNotifications: Bool

    /// A visitor BowlerTrax has not seen: nothing done, the first launch to run.
    static func fresh(version: SemanticVersion) -> FirstUseState {
        FirstUseState(
            completed: false, completedAt: nil, skippedSteps: [], featureHighlightsSeen: false,
            firstCalibrationDone: false, firstShotTracked: false, tutorialOverlaysDismissed: [], lastVersionSeen: nil,
            appVersion: version.displayString, camera: PermissionAnswer.unknown.rawValue,
            photos: PermissionAnswer.unknown.rawValue, notifications: PermissionAnswer.unknown.rawValue,
            firstLaunchPending: true, offerNotifications: false)
    }
}

/// What the visitor answered to a permission, as the page reports it.
enum PermissionAnswer: String, Codable, Sendable {
    case granted, denied, unknown
}

/// The permissions the page asks for.
enum PermissionType: String, Codable, Sendable, CaseIterable {
    case camera, photos, notifications, location
}

/// Where BowlerTrax keeps its first-use answers in the player's onboarding store (beside OnboardingKit's own keys).
enum FirstUseKeys {
    static func permission(_ type: PermissionType) -> String { "bowlertrax.firstuse.permission.\(type.rawValue)" }
    static let firstCalibrationRecorded = "bowlertrax.firstuse.first-calibration"
    static let firstShotRecorded = "bowlertrax.firstuse.first-shot"

    static func permission(_ type: PermissionType, in store: any KeyValueStore) throws -> PermissionAnswer {
        guard case .string(let text) = try store.value(forKey: permission(type)) else { return .unknown }
        return try CorruptRow.decode(
            PermissionAnswer.self, text, table: "onboardingValue", column: "value", key: permission(type))
    }
}
