/// What the page of one game shows now, and when to ask again.
struct OnboardingDecision: Encodable {
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
        let id = "welcome"
        let emoji: String
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

    let game: String
    let tutorial: Bool
    let presentation: Presentation?
    /// Ask again after this many milliseconds: something is waiting for its delay or the cooldown.
    let retryAfterMs: Int?

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(game, forKey: .game)
        try container.encode(tutorial, forKey: .tutorial)
        try container.encode(presentation, forKey: .presentation)
        try container.encode(retryAfterMs, forKey: .retryAfterMs)
    }

    private enum CodingKeys: String, CodingKey {
        case game, tutorial, presentation, retryAfterMs
    }
}

/// Each game's onboarding progress, for the settings page.
struct OnboardingStatus: Encodable {
    struct Hint: Encodable {
        let key: String
        let message: String
        let seen: Bool
    }

    struct GameStatus: Encodable {
        let game: String
        let welcomeAnswered: Bool
        let choice: String?
        let tutorial: Bool
        let hints: [Hint]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(game, forKey: .game)
            try container.encode(welcomeAnswered, forKey: .welcomeAnswered)
            try container.encode(choice, forKey: .choice)
            try container.encode(tutorial, forKey: .tutorial)
            try container.encode(hints, forKey: .hints)
        }

        private enum CodingKeys: String, CodingKey {
            case game, welcomeAnswered, choice, tutorial, hints
        }
    }

    let games: [GameStatus]
}

/// The onboarding funnel of every player, per game.
struct OnboardingFunnel: Encodable {
    struct Stage: Encodable {
        let stage: String
        let label: String
        let players: Int
    }

    struct Choices: Encodable {
        let showMeHow: Int
        let startPlaying: Int
    }

    struct GameFunnel: Encodable {
        let game: String
        let title: String
        let stages: [Stage]
        let choices: Choices
    }

    let games: [GameFunnel]
}
