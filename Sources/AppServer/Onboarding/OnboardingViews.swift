import Foundation
import Hummingbird
import OnboardingKit

/// What one surface shows now, and when to ask again.
struct OnboardingDecision: ResponseEncodable {
    /// The welcome sheet or a hint, with its copy in the player's language.
    enum Presentation: Encodable {
        case welcome(Welcome)
        case hint(Hint)

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .welcome(let welcome): try welcome.encode(to: encoder)
            case .hint(let hint): try hint.encode(to: encoder)
            }
        }
    }

    struct Welcome: Encodable {
        struct Feature: Encodable {
            let icon: String
            let title: String
            let detail: String
        }

        let kind = "welcome"
        /// The prompt the sheet is requested under (``WelcomeSheet/promptID``).
        let id: String
        /// The name of the icon the page draws.
        let icon: String
        let title: String
        let features: [Feature]
        let showMeHow: String
        let startPlaying: String
    }

    struct Hint: Encodable {
        let kind = "hint"
        let id: String
        let anchor: String
        let message: String
        let button: String
        /// Whether the anchor pulses (during the tutorial).
        let pulse: Bool
    }

    let surface: String
    let tutorial: Bool
    /// What shows now; absent when nothing does.
    let presentation: Presentation?
    /// Ask again after this many milliseconds: something is waiting for its delay or the cooldown. Absent when
    /// nothing waits.
    let retryAfterMs: Int?
}

/// Each surface's onboarding progress, for the settings page.
struct OnboardingStatus: ResponseEncodable {
    struct Hint: Encodable {
        let key: String
        let message: String
        let seen: Bool
    }

    struct Surface: Encodable {
        let surface: String
        let welcomeAnswered: Bool
        let choice: String?
        let tutorial: Bool
        let hints: [Hint]
    }

    let surfaces: [Surface]
}

/// The onboarding funnel of every player, per surface.
struct OnboardingFunnel: ResponseEncodable {
    struct Stage: Encodable {
        let stage: String
        let label: String
        let players: Int
    }

    struct Choices: Encodable {
        let showMeHow: Int
        let startPlaying: Int
    }

    struct SurfaceFunnel: Encodable {
        let surface: String
        let title: String
        let stages: [Stage]
        let choices: Choices
    }

    /// A flow's funnel: the players who started it, passed or skipped each step (in the flow's order), finished it;
    /// `dropOff` is the share of those who started and did not finish, a step's `skipRate` the share of the players
    /// who left it by skipping.
    struct FlowFunnel: Encodable {
        struct Step: Encodable {
            let step: String
            let completed: Int
            let skipped: Int
            let skipRate: Double?
        }

        let flow: String
        let started: Int
        let steps: [Step]
        let completed: Int
        let abandoned: Int
        let dropOff: Double?
    }

    /// An app's ``EventFunnel``: each stage's and outcome's players, and the conversion (the last stage's players over
    /// the first's; nil before anyone reached the first).
    struct EventStages: Encodable {
        struct Stage: Encodable {
            let stage: String
            let event: String
            let label: String
            let players: Int
        }

        let funnel: String
        let title: String
        let stages: [Stage]
        let outcomes: [Stage]
        let conversion: Double?
    }

    let surfaces: [SurfaceFunnel]
    let flows: [FlowFunnel]
    /// The app's event funnels, each encoded under its own id (e.g. `paywall`), their ids in order under
    /// `eventFunnels`.
    let events: [EventStages]

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(surfaces, forKey: Key("surfaces"))
        try container.encode(flows, forKey: Key("flows"))
        try container.encode(events.map(\.funnel), forKey: Key("eventFunnels"))
        for funnel in events {
            try container.encode(funnel, forKey: Key(funnel.funnel))
        }
    }
}
