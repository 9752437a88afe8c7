import Foundation

/// An analytics event: a name as sent to an analytics backend and flat string properties.
///
/// The engine's own events have factories below; an app declares its own events the same way, in an
/// extension, and they flow through trackers, sinks and journals like the engine's:
/// ```swift
/// extension AnalyticsEvent {
///     static func levelUnlocked(level: Int) -> AnalyticsEvent {
///         AnalyticsEvent(name: "level_unlocked", properties: ["level": String(level)])
///     }
/// }
/// tracker.track(.levelUnlocked(level: 3))
/// ```
///
/// Encoded as `{"name": "hint_shown", "properties": {"hint": "dealButton"}}`.
public struct AnalyticsEvent: Sendable, Hashable, Codable {
    /// The event's name, e.g. `onboarding_step_completed`.
    public let name: String
    /// The event's properties as flat strings, e.g. `["flow": "bowlertrax-first-launch", "step": "hand"]`.
    public let properties: [String: String]

    /// An event named `name` (snake_case by convention) with `properties`.
    public init(name: String, properties: [String: String] = [:]) {
        self.name = name
        self.properties = properties
    }
}

// MARK: - The engine's events

extension AnalyticsEvent {
    /// The names of the events the engine tracks.
    enum Name {
        static let onboardingStarted = "onboarding_started"
        static let onboardingStepCompleted = "onboarding_step_completed"
        static let onboardingStepSkipped = "onboarding_step_skipped"
        static let onboardingCompleted = "onboarding_completed"
        static let onboardingAbandoned = "onboarding_abandoned"
        static let permissionRequested = "permission_requested"
        static let permissionGranted = "permission_granted"
        static let permissionDenied = "permission_denied"
        static let welcomeShown = "welcome_shown"
        static let welcomeAnswered = "welcome_answered"
        static let hintShown = "hint_shown"
        static let tutorialReplayed = "tutorial_replayed"
        static let onboardingReset = "onboarding_reset"
    }

    // Flows, tracked by FlowRunner as the BowlerTrax specification's section 8 names them.

    /// `onboarding_started`: a user began `flow`.
    public static func onboardingStarted(flow: String) -> AnalyticsEvent {
        AnalyticsEvent(name: Name.onboardingStarted, properties: ["flow": flow])
    }

    /// `onboarding_step_completed`: a user completed `step` of `flow`.
    public static func onboardingStepCompleted(flow: String, step: String) -> AnalyticsEvent {
        AnalyticsEvent(name: Name.onboardingStepCompleted, properties: ["flow": flow, "step": step])
    }

    /// `onboarding_step_skipped`: a user skipped `step` of `flow`.
    public static func onboardingStepSkipped(flow: String, step: String) -> AnalyticsEvent {
        AnalyticsEvent(name: Name.onboardingStepSkipped, properties: ["flow": flow, "step": step])
    }

    /// `onboarding_completed`: a user reached a terminal step of `flow`, `durationSeconds` after starting it.
    public static func onboardingCompleted(flow: String, durationSeconds: Int) -> AnalyticsEvent {
        AnalyticsEvent(
            name: Name.onboardingCompleted, properties: ["flow": flow, "duration_seconds": String(durationSeconds)])
    }

    /// `onboarding_abandoned`: a user left `flow` at `lastStep`.
    public static func onboardingAbandoned(flow: String, lastStep: String) -> AnalyticsEvent {
        AnalyticsEvent(name: Name.onboardingAbandoned, properties: ["flow": flow, "last_step": lastStep])
    }

    /// `permission_requested`: the permission `type` (e.g. `camera`) was asked for the first time.
    public static func permissionRequested(type: String) -> AnalyticsEvent {
        AnalyticsEvent(name: Name.permissionRequested, properties: ["type": type])
    }

    /// `permission_granted`: the permission `type` was granted.
    public static func permissionGranted(type: String) -> AnalyticsEvent {
        AnalyticsEvent(name: Name.permissionGranted, properties: ["type": type])
    }

    /// `permission_denied`: the permission `type` was denied.
    public static func permissionDenied(type: String) -> AnalyticsEvent {
        AnalyticsEvent(name: Name.permissionDenied, properties: ["type": type])
    }

    // Hint-based onboarding (the welcome sheet and contextual hints), tracked by the app.

    /// `welcome_shown`: the welcome sheet appeared.
    public static let welcomeShown = AnalyticsEvent(name: Name.welcomeShown)

    /// `welcome_answered`: the welcome sheet was answered ("Show Me How" or "Start Playing").
    public static func welcomeAnswered(choice: WelcomeChoice) -> AnalyticsEvent {
        AnalyticsEvent(name: Name.welcomeAnswered, properties: ["choice": choice.rawValue])
    }

    /// `hint_shown`: the contextual hint `hint` appeared.
    public static func hintShown(hint: String) -> AnalyticsEvent {
        AnalyticsEvent(name: Name.hintShown, properties: ["hint": hint])
    }

    /// `tutorial_replayed`: the user asked to see the tutorial again.
    public static let tutorialReplayed = AnalyticsEvent(name: Name.tutorialReplayed)

    /// `onboarding_reset`: the user reset the onboarding.
    public static let onboardingReset = AnalyticsEvent(name: Name.onboardingReset)

    /// The hint of a `hint_shown` event; `nil` for other events.
    public var hintKey: String? { name == Name.hintShown ? properties["hint"] : nil }

    /// The answer of a `welcome_answered` event; `nil` for other events.
    public var welcomeChoice: WelcomeChoice? {
        name == Name.welcomeAnswered ? properties["choice"].flatMap(WelcomeChoice.init(rawValue:)) : nil
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
