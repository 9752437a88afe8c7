import Foundation

/// The onboarding analytics events of the BowlerTrax specification (section 8), and those of hint-based
/// onboarding (the casino's welcome sheet and hints), with their properties.
public enum AnalyticsEvent: Sendable, Hashable, Codable {
    case onboardingStarted(flow: String)
    case onboardingStepCompleted(flow: String, step: String)
    case onboardingStepSkipped(flow: String, step: String)
    case onboardingCompleted(flow: String, durationSeconds: Int)
    case onboardingAbandoned(flow: String, lastStep: String)
    case permissionRequested(type: String)
    case permissionGranted(type: String)
    case permissionDenied(type: String)
    case firstCalibrationCompleted
    case firstShotTracked
    case tutorialOverlayDismissed(overlay: String)
    /// The welcome sheet appeared.
    case welcomeShown
    /// The welcome sheet was answered ("Show Me How" or "Start Playing").
    case welcomeAnswered(choice: WelcomeChoice)
    /// A contextual hint appeared.
    case hintShown(hint: String)
    /// The user asked to see the tutorial again.
    case tutorialReplayed
    /// The user reset the onboarding.
    case onboardingReset

    /// The event's name as sent to an analytics backend, e.g. `onboarding_step_completed`.
    public var name: String {
        switch self {
        case .onboardingStarted: "onboarding_started"
        case .onboardingStepCompleted: "onboarding_step_completed"
        case .onboardingStepSkipped: "onboarding_step_skipped"
        case .onboardingCompleted: "onboarding_completed"
        case .onboardingAbandoned: "onboarding_abandoned"
        case .permissionRequested: "permission_requested"
        case .permissionGranted: "permission_granted"
        case .permissionDenied: "permission_denied"
        case .firstCalibrationCompleted: "first_calibration_completed"
        case .firstShotTracked: "first_shot_tracked"
        case .tutorialOverlayDismissed: "tutorial_overlay_dismissed"
        case .welcomeShown: "welcome_shown"
        case .welcomeAnswered: "welcome_answered"
        case .hintShown: "hint_shown"
        case .tutorialReplayed: "tutorial_replayed"
        case .onboardingReset: "onboarding_reset"
        }
    }

    /// The event's properties as flat strings, e.g. `["flow": "bowlertrax-first-launch", "step": "hand"]`.
    public var properties: [String: String] {
        switch self {
        case .onboardingStarted(let flow): ["flow": flow]
        case .onboardingStepCompleted(let flow, let step), .onboardingStepSkipped(let flow, let step):
            ["flow": flow, "step": step]
        case .onboardingCompleted(let flow, let duration): ["flow": flow, "duration_seconds": String(duration)]
        case .onboardingAbandoned(let flow, let lastStep): ["flow": flow, "last_step": lastStep]
        case .permissionRequested(let type), .permissionGranted(let type), .permissionDenied(let type):
            ["type": type]
        case .firstCalibrationCompleted, .firstShotTracked, .welcomeShown, .tutorialReplayed, .onboardingReset: [:]
        case .welcomeAnswered(let choice): ["choice": choice.rawValue]
        case .hintShown(let hint): ["hint": hint]
        case .tutorialOverlayDismissed(let overlay): ["overlay": overlay]
        }
    }
}

/// One tracked event with who, where and when.
public struct AnalyticsRecord: Sendable, Hashable, Codable {
    public let event: AnalyticsEvent
    public let app: AppIdentifier
    /// An opaque, app-chosen identifier of the user or installation.
    public let userID: String
    public let timestamp: Date

    public init(event: AnalyticsEvent, app: AppIdentifier, userID: String, timestamp: Date) {
        self.event = event
        self.app = app
        self.userID = userID
        self.timestamp = timestamp
    }
}
