import Foundation
import GRDB
import OnboardingKit
import OnboardingScenarios

/// The casino's onboarding on the server: OnboardingKit decides what each page shows and when, from the
/// events of the player's tables; the page only presents it and reports the player's answers.
struct OnboardingService: Sendable {
    let database: CasinoDatabase
    let sessions: OnboardingSessions
    let clock: any OnboardingClock

    /// Starts a session (a page load) for the player, over their stored onboarding state.
    func startSession(playerID: Int64) async throws -> OnboardingSession {
        let values = try await database.pool.read { db in
            try Row.fetchAll(db, sql: "SELECT key, value FROM onboardingValue WHERE playerID = ?", arguments: [playerID])
                .reduce(into: [String: StoredValue]()) { values, row in
                    let data: Data = row["value"]
                    values[row["key"]] = try JSONDecoder().decode(StoredValue.self, from: data)
                }
        }
        let session = OnboardingSession(id: IdentityMiddleware.newToken(), playerID: playerID, values: values, clock: clock)
        sessions.insert(session)
        return session
    }

    /// The table of `game` appeared: the welcome sheet is requested (after its delay) if it was never answered,
    /// then the table's events are recorded.
    func tableAppeared(_ game: Game, events: [OnboardingEvent], in session: OnboardingSession) async throws {
        CasinoOnboarding.requestWelcome(on: try session.coordinator(for: game.onboarding))
        try await record(events, game: game, in: session)
    }

    /// Records what an action on the table of `game` did (a bet, a turn, a result).
    func record(_ events: [OnboardingEvent], game: Game, in session: OnboardingSession) async throws {
        guard !events.isEmpty else { return }
        let coordinator = try session.coordinator(for: game.onboarding)
        for event in events {
            try Self.checked { () throws(OnboardingError) in try coordinator.record(event) }
        }
        try await session.flush(to: database)
    }

    /// What the page of `game` shows now: whatever is already showing, or the next ready presentation (which
    /// now counts as shown), and when to ask again if something is waiting.
    func next(_ game: Game, in session: OnboardingSession, language: Language) async throws -> OnboardingDecision {
        let coordinator = try session.coordinator(for: game.onboarding)
        switch coordinator.presentNext() {
        case .prompt(CasinoOnboarding.welcomePrompt): session.track(.welcomeShown, game: game.onboarding)
        case .hint(let key): session.track(.hintShown(hint: key), game: game.onboarding)
        case .prompt, nil: break
        }
        try await session.flush(to: database)
        return try decision(game, coordinator: coordinator, language: language)
    }

    /// The player answered the welcome sheet of `game`; "Show Me How" starts the tutorial for this session.
    func answer(_ choice: WelcomeChoice, game: Game, in session: OnboardingSession, language: Language) async throws
        -> OnboardingDecision
    {
        let coordinator = try session.coordinator(for: game.onboarding)
        try Self.checked { () throws(OnboardingError) in try CasinoOnboarding.answerWelcome(choice, on: coordinator) }
        session.track(.welcomeAnswered(choice: choice), game: game.onboarding)
        return try await next(game, in: session, language: language)
    }

    /// The player dismissed the hint `key` ("Got it"): it is marked shown.
    func dismiss(hint key: String, game: Game, in session: OnboardingSession, language: Language) async throws
        -> OnboardingDecision
    {
        let coordinator = try session.coordinator(for: game.onboarding)
        try Self.checked { () throws(OnboardingError) in try coordinator.dismiss(.hint(key)) }
        return try await next(game, in: session, language: language)
    }

    /// "Show tutorial again": every hint of `game` may show again, in this session only.
    func replay(_ game: Game, in session: OnboardingSession, language: Language) async throws -> OnboardingDecision {
        let coordinator = try session.coordinator(for: game.onboarding)
        coordinator.startTutorial()
        session.track(.tutorialReplayed, game: game.onboarding)
        try await session.flush(to: database)
        return try decision(game, coordinator: coordinator, language: language)
    }

    /// "Reset onboarding": `game`'s onboarding starts over (the welcome returns when its table next appears).
    func reset(_ game: Game, in session: OnboardingSession, language: Language) async throws -> OnboardingDecision {
        try session.reset(game.onboarding)
        session.track(.onboardingReset, game: game.onboarding)
        try await session.flush(to: database)
        return try decision(game, coordinator: try session.coordinator(for: game.onboarding), language: language)
    }

    /// Each game's onboarding progress for the settings page.
    func status(in session: OnboardingSession, language: Language) throws -> OnboardingStatus {
        OnboardingStatus(games: try Game.allCases.map { game in
            let coordinator = try session.coordinator(for: game.onboarding)
            let state = coordinator.state
            return OnboardingStatus.GameStatus(
                game: game.rawValue, welcomeAnswered: !state.shouldShowWelcome, choice: state.welcomeChoice?.rawValue,
                tutorial: state.isTutorialModeActive,
                hints: try CasinoOnboarding.hints(for: game.onboarding).map { hint in
                    OnboardingStatus.Hint(
                        key: hint.key, message: try Self.text(hint.messageKey, language), seen: state.hasShownHint(hint.key))
                })
        })
    }

    /// Every player's onboarding, per game: welcome shown, answered, each hint seen, and the choice split
    /// (counted in SQL, see ``FunnelCounts``).
    func funnel(language: Language) async throws -> OnboardingFunnel {
        let counts = try await database.pool.read { db in try FunnelCounts.fetch(db) }
        return OnboardingFunnel(games: try Game.allCases.map { game in
            let app = game.onboarding.app
            let hints = CasinoOnboarding.hints(for: game.onboarding)
            let welcome: [OnboardingFunnel.Stage] = [
                .init(stage: "welcome-shown", label: try Self.text("ui.stats.welcomeShown", language),
                      players: counts.welcomeShown(app)),
                .init(stage: "welcome-answered", label: try Self.text("ui.stats.welcomeAnswered", language),
                      players: counts.welcomeAnswered(app)),
            ]
            return OnboardingFunnel.GameFunnel(
                game: game.rawValue, title: try Self.text(CopyKey("ui.game.\(game.rawValue)"), language),
                stages: welcome + (try hints.map { hint in
                    .init(stage: "hint:\(hint.key)", label: try Self.text(hint.messageKey, language),
                          players: counts.hintSeen(hint.key, app))
                }),
                choices: .init(showMeHow: counts.choice(.showMeHow, app), startPlaying: counts.choice(.startPlaying, app)))
        })
    }

    // MARK: Presenting

    private func decision(_ game: Game, coordinator: HintCoordinator, language: Language) throws -> OnboardingDecision {
        var retryAfterMs: Int?
        if coordinator.current == nil, case .wait(let until) = coordinator.decide() {
            retryAfterMs = max(1, Int((until.timeIntervalSince(clock.now) * 1000).rounded(.up)))
        }
        return OnboardingDecision(
            game: game.rawValue, tutorial: coordinator.state.isTutorialModeActive,
            presentation: try coordinator.current.map { try presentation($0, game: game, coordinator: coordinator, language: language) },
            retryAfterMs: retryAfterMs)
    }

    private func presentation(
        _ id: PresentationID, game: Game, coordinator: HintCoordinator, language: Language
    ) throws -> OnboardingDecision.Presentation {
        switch id {
        case .prompt:
            let sheet = CasinoOnboarding.welcome(for: game.onboarding)
            return .welcome(.init(
                emoji: sheet.emoji, title: try Self.text(sheet.titleKey, language),
                features: try sheet.features.map { feature in
                    .init(icon: feature.icon, title: try Self.text(feature.titleKey, language),
                          detail: try Self.text(feature.detailKey, language))
                },
                showMeHow: try Self.text(sheet.showMeHowKey, language), startPlaying: try Self.text(sheet.startPlayingKey, language)))
        case .hint(let key):
            let hint = try Self.checked { () throws(OnboardingError) in try coordinator.definition(ofHint: key) }
            return .hint(.init(
                id: key, anchor: hint.anchor, message: try Self.text(hint.messageKey, language),
                button: try Self.text(hint.buttonKey, language), pulse: coordinator.state.isTutorialModeActive))
        }
    }

    /// Casino copy (the onboarding's and the page's) in `language`.
    static func text(_ key: CopyKey, _ language: Language) throws -> String {
        try CasinoCopy.served.text(key, in: language)
    }

    /// Runs an OnboardingKit call: answering what is not showing is a 409; other (unexpected) errors are a 500
    /// whose cause is logged (``JSONErrorMiddleware``).
    private static func checked<Value>(_ body: () throws(OnboardingError) -> Value) throws -> Value {
        do {
            return try body()
        } catch .notShowing(let presentation) {
            let what = switch presentation {
            case .hint(let key): "The hint '\(key)'"
            case .prompt(let id): "The \(id)"
            }
            throw APIError.conflict("\(what) is not showing.", code: "not-showing")
        } catch {
            throw error
        }
    }
}

extension Game {
    /// The game's onboarding scenario (same names).
    var onboarding: CasinoOnboarding.Game {
        switch self {
        case .blackjack: .blackjack
        case .baccarat: .baccarat
        case .xidach: .xidach
        }
    }
}
