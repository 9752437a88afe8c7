import Basics
import Foundation
import OnboardingKit

/// A place of an app with its own hint onboarding (each casino game's table): its hints, its welcome sheet, and the
/// OnboardingKit app identifier its state is stored under (`onboarding.{id}.…`).
public struct HintSurface: Sendable {
    /// The surface's id, in URLs (`/casino/api/onboarding/blackjack/next`) and stored state.
    public let id: String
    /// The surface's name, e.g. the game's.
    public let title: CopyKey
    public let hints: [HintDefinition]
    public let welcome: WelcomeSheet?

    public init(id: String, title: CopyKey, hints: [HintDefinition], welcome: WelcomeSheet?) {
        self.id = id
        self.title = title
        self.hints = hints
        self.welcome = welcome
    }

    /// The OnboardingKit app identifier of the surface's state and events.
    public var app: AppIdentifier { AppIdentifier(stringLiteral: id) }
}

/// What a welcome sheet shows (an icon, a title, features, two answers) and when: requested as a prompt of
/// `priority` `delay` seconds after its surface appears, until it is answered.
public struct WelcomeSheet: Sendable {
    public struct Feature: Sendable {
        /// The name of the icon the page draws (`/shell/icons.js`).
        public let icon: String
        public let title: CopyKey
        public let detail: CopyKey

        public init(icon: String, title: CopyKey, detail: CopyKey) {
            self.icon = icon
            self.title = title
            self.detail = detail
        }
    }

    /// The name of the sheet's icon the page draws (`/shell/icons.js`).
    public let icon: String
    public let title: CopyKey
    public let features: [Feature]
    public let showMeHow: CopyKey
    public let startPlaying: CopyKey
    /// The prompt id the sheet is requested under.
    public let promptID: String
    public let priority: Int
    public let delay: TimeInterval

    public init(
        icon: String, title: CopyKey, features: [Feature], showMeHow: CopyKey, startPlaying: CopyKey,
        promptID: String = "welcome", priority: Int = 100, delay: TimeInterval = 0.5
    ) {
        self.icon = icon
        self.title = title
        self.features = features
        self.showMeHow = showMeHow
        self.startPlaying = startPlaying
        self.promptID = promptID
        self.priority = priority
        self.delay = delay
    }
}
