import Basics
import Foundation

/// What makes a hint eligible.
public enum HintTrigger: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Once `event` happens in the current session ("entered betting phase", "first player turn").
    case event(OnboardingEvent)
    /// Once `event` has happened at least `count` times across sessions ("hands played >= 10").
    case count(OnboardingEvent, atLeast: Int)

    /// The event this trigger listens to.
    public var event: OnboardingEvent {
        switch self {
        case .event(let event), .count(let event, _): event
        }
    }

    public var description: String {
        switch self {
        case .event(let event): "when \(event) happens"
        case .count(let event, let count): "when \(event) has happened \(count) times"
        }
    }
}

/// A contextual hint (tooltip): what it says, where it points, and when it may appear.
///
/// ```swift
/// let dealButton = HintDefinition(
///     key: "dealButton", anchor: "deal-button", messageKey: "blackjack.hint.deal",
///     trigger: .event(.placedBet), prerequisites: ["bettingZone"])
/// ```
public struct HintDefinition: Sendable, Hashable, Codable {
    /// The stable key, as used by ``OnboardingState/shouldShowHint(key:)``.
    public let key: String
    /// The element the tooltip is anchored to, e.g. `betting-zone`.
    public let anchor: String
    /// The tooltip's text.
    public let messageKey: CopyKey
    /// The dismiss button's text ("Got it").
    public let buttonKey: CopyKey
    /// What makes the hint eligible.
    public let trigger: HintTrigger
    /// Hints that must have been shown before this one.
    public let prerequisites: [String]
    /// How many times the hint may be shown outside tutorial mode (default once).
    public let maxDisplayCount: Int
    /// Seconds between the trigger and the moment the hint may appear.
    public let presentationDelay: TimeInterval
    /// Higher shows first when several are eligible at once.
    public let priority: Int
    /// Events after which a triggered hint that has not appeared yet is no longer relevant
    /// (e.g. the player-turn hint once the round is over); it waits for its trigger again.
    public let relevantUntil: [OnboardingEvent]

    public init(
        key: String, anchor: String, messageKey: CopyKey, buttonKey: CopyKey = "onboarding.gotIt",
        trigger: HintTrigger, prerequisites: [String] = [], maxDisplayCount: Int = 1,
        presentationDelay: TimeInterval = 0, priority: Int = 0, relevantUntil: [OnboardingEvent] = []
    ) {
        self.key = key
        self.anchor = anchor
        self.messageKey = messageKey
        self.buttonKey = buttonKey
        self.trigger = trigger
        self.prerequisites = prerequisites
        self.maxDisplayCount = maxDisplayCount
        self.presentationDelay = presentationDelay
        self.priority = priority
        self.relevantUntil = relevantUntil
    }
}

/// Something the coordinator can put in front of the user: a hint or a prompt (welcome sheet,
/// reminder, What's New, welcome back). Only one shows at a time.
public enum PresentationID: Sendable, Hashable, Codable, CustomStringConvertible {
    case hint(String)
    case prompt(String)

    public var description: String {
        switch self {
        case .hint(let key): "hint '\(key)'"
        case .prompt(let id): "prompt '\(id)'"
        }
    }
}

/// Limits on how much attention onboarding may claim, across every surface.
public struct AttentionBudget: Sendable, Hashable, Codable {
    /// Seconds to wait after one presentation is dismissed before the next may appear.
    public var cooldown: TimeInterval
    /// How many presentations a session may show outside tutorial mode; `nil` for no limit.
    public var maxPerSession: Int?

    public init(cooldown: TimeInterval = 1, maxPerSession: Int? = nil) {
        self.cooldown = cooldown
        self.maxPerSession = maxPerSession
    }
}
