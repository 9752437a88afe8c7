import Basics
import Foundation
import OnboardingKit

/// One app's onboarding on the server: OnboardingKit decides what each surface shows and when (from the events
/// the app feeds it) and runs the app's flows; the page only presents it and reports the visitor's answers.
/// Nothing in it knows which app it serves: the app gives its surfaces, flows and copy.
public struct OnboardingService: Sendable {
    /// The served app's id.
    public let app: String
    public let surfaces: [HintSurface]
    public let flows: [FlowDefinition]
    /// The funnels over the app's own analytics events, on the operator's statistics.
    public let eventFunnels: [EventFunnel]
    /// The app's copy: every text the onboarding shows.
    public let copy: CopyCatalog
    let store: any PlatformStore
    let sessions: OnboardingSessions
    let clock: any AppClock
    /// Whether other processes share the database, and so serve the same sessions.
    let isSharedByProcesses: Bool
    let stepObservers = FlowStepObservers()

    /// The onboarding of `app`; `isSharedByProcesses` when other processes serve the same players from the same
    /// database (see ``session(_:of:)``).
    public init(
        app: String, surfaces: [HintSurface], flows: [FlowDefinition], eventFunnels: [EventFunnel] = [],
        copy: CopyCatalog, store: any PlatformStore, sessions: OnboardingSessions, clock: any AppClock,
        isSharedByProcesses: Bool = false
    ) {
        self.isSharedByProcesses = isSharedByProcesses
        self.app = app
        self.surfaces = surfaces
        self.flows = flows
        self.eventFunnels = eventFunnels
        self.copy = copy
        self.store = store
        self.sessions = sessions
        self.clock = clock
    }

    /// Starts a session (a page load) for the player, over their stored onboarding state in this app.
    func startSession(playerID: Int64) async throws -> OnboardingSession {
        let values = try await store.onboardingValues(of: playerID, app: app)
        let session = OnboardingSession(
            id: SecureToken.make(), playerID: playerID, app: app, values: values, clock: clock)
        sessions.insert(session)
        return session
    }

    /// The surface `id`, or a 404.
    func surface(_ id: String) throws(APIError) -> HintSurface {
        guard let surface = surfaces.first(where: { $0.id == id }) else {
            let known = surfaces.isEmpty ? "it has none" : "there are \(surfaces.map(\.id).joined(separator: ", "))"
            throw APIError.notFound("There is no onboarding '\(id)' in \(app); \(known).")
        }
        return surface
    }

    /// The flow `id`, or a 404.
    func flow(_ id: String) throws(APIError) -> FlowDefinition {
        guard let flow = flows.first(where: { $0.id == id }) else {
            throw APIError.notFound("There is no onboarding flow '\(id)' in \(app).")
        }
        return flow
    }

    // MARK: Fed by the app

    /// The session `id` of `playerID` in this app: a 400 without an id, a 404 for an unknown one (another player's,
    /// another app's, any of a visitor without a player).
    ///
    /// A well-formed id of the player's that this process does not hold is taken up here over the player's stored
    /// values: a session the cache forgot (other visitors' page loads pushed it out: no one can make another
    /// visitor's session fail), or, on a database shared by several processes, one another process started. There,
    /// a session whose stored values another process changed since is also made again over them. Either way the
    /// welcomes not yet answered are ready at once; what a session keeps only in memory (its tutorial mode, its
    /// attention budget, a hint waiting in its queue) starts over, and what is stored never does. A load balancer
    /// that sends one session's requests to one process (nginx: `hash $http_x_onboarding_session`) keeps that too.
    func session(_ id: String?, of playerID: Int64?) async throws -> OnboardingSession {
        guard let id, let playerID, SecureToken.isWellFormed(id) else {
            return try sessions.session(id, of: playerID, app: app)
        }
        let known = try? sessions.session(id, of: playerID, app: app)
        if known == nil, sessions.contains(id) {
            // Another player's or another app's session: as unknown to this player here as anywhere (a 404).
            return try sessions.session(id, of: playerID, app: app)
        }
        if let known, !isSharedByProcesses { return known }  // alone on the database, memory is the truth
        let values = try await store.onboardingValues(of: playerID, app: app)
        if let known, known.holds(values) { return known }
        let session = OnboardingSession(id: id, playerID: playerID, app: app, values: values, clock: clock)
        // The welcomes the other process was holding for their delay: the page may ask for them here.
        for surface in surfaces {
            guard let welcome = surface.welcome else { continue }
            let coordinator = try session.coordinator(for: surface)
            if coordinator.state.shouldShowWelcome {
                coordinator.request(prompt: welcome.promptID, priority: welcome.priority, delay: 0)
            }
        }
        sessions.insert(session)
        return session
    }

    /// The session of the request, if it carries one of `playerID` in this app.
    public func session(header: String?, of playerID: Int64) async -> OnboardingSessionReference? {
        guard header != nil else { return nil }
        return (try? await session(header, of: playerID)).map(OnboardingSessionReference.init)
    }

    /// `surface` appeared: its welcome sheet is requested (after its delay) if it was never answered, then the
    /// app's events are recorded.
    public func surfaceAppeared(
        _ surfaceID: String, events: [OnboardingEvent], in reference: OnboardingSessionReference
    )
        async throws
    {
        let surface = try surface(surfaceID)
        let coordinator = try reference.session.coordinator(for: surface)
        if let welcome = surface.welcome, coordinator.state.shouldShowWelcome {
            coordinator.request(prompt: welcome.promptID, priority: welcome.priority, delay: welcome.delay)
        }
        try await record(events, surface: surfaceID, in: reference)
    }

    /// Records what the visitor did on `surface` (a bet, a turn, a result).
    public func record(_ events: [OnboardingEvent], surface surfaceID: String, in reference: OnboardingSessionReference)
        async throws
    {
        guard !events.isEmpty else { return }
        let coordinator = try reference.session.coordinator(for: try surface(surfaceID))
        for event in events { try coordinator.record(event) }
        try await reference.session.flush(to: store)
    }

    // MARK: Asked by the page

    /// What `surface` shows now: whatever is already showing, or the next ready presentation (which now counts
    /// as shown), and when to ask again if something is waiting.
    func next(_ surface: HintSurface, in session: OnboardingSession, language: Language) async throws
        -> OnboardingDecision
    {
        let coordinator = try session.coordinator(for: surface)
        switch coordinator.presentNext() {
        case .prompt(let id) where id == surface.welcome?.promptID: session.track(.welcomeShown, surface: surface.app)
        case .hint(let key): session.track(.hintShown(hint: key), surface: surface.app)
        case .prompt, nil: break
        }
        try await session.flush(to: store)
        return try decision(surface, coordinator: coordinator, language: language)
    }

    /// The visitor answered the welcome sheet of `surface`; "Show Me How" starts the tutorial for this session.
    func answer(_ choice: WelcomeChoice, surface: HintSurface, in session: OnboardingSession, language: Language)
        async throws -> OnboardingDecision
    {
        let coordinator = try session.coordinator(for: surface)
        guard let welcome = surface.welcome else {
            throw APIError.conflict("\(surface.id) has no welcome sheet.", code: "not-showing")
        }
        try coordinator.answerWelcome(choice, prompt: welcome.promptID)
        session.track(.welcomeAnswered(choice: choice), surface: surface.app)
        return try await next(surface, in: session, language: language)
    }

    /// The visitor dismissed the hint `key` ("Got it"): it is marked shown.
    func dismiss(hint key: String, surface: HintSurface, in session: OnboardingSession, language: Language) async throws
        -> OnboardingDecision
    {
        try session.coordinator(for: surface).dismiss(.hint(key))
        return try await next(surface, in: session, language: language)
    }

    /// "Show tutorial again": every hint of `surface` may show again, in this session only.
    func replay(_ surface: HintSurface, in session: OnboardingSession, language: Language) async throws
        -> OnboardingDecision
    {
        let coordinator = try session.coordinator(for: surface)
        coordinator.startTutorial()
        session.track(.tutorialReplayed, surface: surface.app)
        try await session.flush(to: store)
        return try decision(surface, coordinator: coordinator, language: language)
    }

    /// "Reset onboarding": `surface`'s onboarding starts over (the welcome returns when it next appears).
    func reset(_ surface: HintSurface, in session: OnboardingSession, language: Language) async throws
        -> OnboardingDecision
    {
        try session.reset(surface)
        session.track(.onboardingReset, surface: surface.app)
        try await session.flush(to: store)
        return try decision(surface, coordinator: try session.coordinator(for: surface), language: language)
    }

    /// Each surface's onboarding progress, for the settings page.
    func status(in session: OnboardingSession, language: Language) throws -> OnboardingStatus {
        OnboardingStatus(
            surfaces: try surfaces.map { surface in
                let state = try session.coordinator(for: surface).state
                return OnboardingStatus.Surface(
                    surface: surface.id, welcomeAnswered: !state.shouldShowWelcome,
                    choice: state.welcomeChoice?.rawValue,
                    tutorial: state.isTutorialModeActive,
                    hints: try surface.hints.map { hint in
                        OnboardingStatus.Hint(
                            key: hint.key, message: try text(hint.messageKey, language),
                            seen: state.hasShownHint(hint.key))
                    })
            })
    }

    /// Every player's onboarding in this app, per surface: welcome shown, answered, each hint seen, and the
    /// choice split; per flow its steps; per ``EventFunnel`` its stages (counted in SQL, see ``FunnelCounts``).
    func funnel(language: Language) async throws -> OnboardingFunnel {
        let counts = try await store.funnelCounts(app: app)
        return OnboardingFunnel(
            surfaces: try surfaces.map { surface in
                let welcome: [OnboardingFunnel.Stage] =
                    surface.welcome == nil
                    ? []
                    : [
                        .init(
                            stage: "welcome-shown", label: try text("ui.stats.welcomeShown", language),
                            players: counts.welcomeShown(surface.app)),
                        .init(
                            stage: "welcome-answered", label: try text("ui.stats.welcomeAnswered", language),
                            players: counts.welcomeAnswered(surface.app)),
                    ]
                return OnboardingFunnel.SurfaceFunnel(
                    surface: surface.id, title: try text(surface.title, language),
                    stages: welcome
                        + (try surface.hints.map { hint in
                            .init(
                                stage: "hint:\(hint.key)", label: try text(hint.messageKey, language),
                                players: counts.hintSeen(hint.key, surface.app))
                        }),
                    choices: .init(
                        showMeHow: counts.choice(.showMeHow, surface.app),
                        startPlaying: counts.choice(.startPlaying, surface.app)))
            },
            flows: flows.map { flow in
                let started = counts.flowPlayers(flow.id, .started)
                let completed = counts.flowPlayers(flow.id, .completed)
                return OnboardingFunnel.FlowFunnel(
                    flow: flow.id, started: started,
                    steps: flow.steps.filter { !$0.kind.isTerminal }.map { step in
                        let passed = counts.flowPlayers(flow.id, .stepCompleted, step: step.id)
                        let skipped = counts.flowPlayers(flow.id, .stepSkipped, step: step.id)
                        return .init(
                            step: step.id, completed: passed, skipped: skipped,
                            skipRate: passed + skipped == 0 ? nil : Double(skipped) / Double(passed + skipped))
                    },
                    completed: completed, abandoned: counts.flowPlayers(flow.id, .abandoned),
                    dropOff: started == 0 ? nil : Double(started - min(started, completed)) / Double(started))
            },
            events: try eventFunnels.map { funnel in
                let stage = { (stage: EventFunnel.Stage) throws -> OnboardingFunnel.EventStages.Stage in
                    .init(
                        stage: stage.id, event: stage.event, label: try text(stage.label, language),
                        players: counts.players(recording: stage.event))
                }
                let stages = try funnel.stages.map(stage)
                let first = stages.first?.players ?? 0
                return OnboardingFunnel.EventStages(
                    funnel: funnel.id, title: try text(funnel.title, language), stages: stages,
                    outcomes: try funnel.outcomes.map(stage),
                    conversion: first == 0 ? nil : Double(stages.last?.players ?? 0) / Double(first))
            })
    }

    // MARK: Flows

    /// Where the visitor is in `flow`.
    func flowView(_ flow: FlowDefinition, in session: OnboardingSession, language: Language) throws -> FlowView {
        try FlowView(runner: session.runner(for: flow), copy: copy, language: language)
    }

    /// Applies the page's `intent` to `flow` and answers where the visitor is now.
    func apply(_ intent: FlowIntent, to flow: FlowDefinition, in session: OnboardingSession, language: Language)
        async throws -> FlowView
    {
        let runner = try session.runner(for: flow)
        // The step answered (advanced, submitted or skipped): the one the page names, else the one showing.
        let showing = runner.currentStep?.id
        var answered: String?
        switch intent {
        case .start: try runner.start()
        case .restart:
            // A finished flow stays finished: restarting it is refused like any move after its end.
            if runner.isCompleted { throw FlowError.flowAlreadyCompleted(result: runner.progress?.result ?? "") }
            if runner.currentStep?.id != flow.startStepID { try runner.reset() }
            try runner.start()
        case .advance(let outcome, let step):
            try runner.advance(outcome, at: step)
            answered = step ?? showing
        case .submit(let values, let step):
            try runner.submit(values, at: step)
            answered = step ?? showing
        case .skip(let step):
            try runner.skip(at: step)
            answered = step ?? showing
        case .back(let step): try runner.back(at: step)
        }
        try await session.flush(to: store)
        if let answered, let progress = runner.progress {
            try await stepObservers.notify(
                FlowStepAnswered(playerID: session.playerID, flow: flow.id, step: answered, progress: progress))
        }
        return try FlowView(runner: runner, copy: copy, language: language)
    }

    // MARK: Presenting

    private func decision(_ surface: HintSurface, coordinator: HintCoordinator, language: Language) throws
        -> OnboardingDecision
    {
        var retryAfterMs: Int?
        if coordinator.current == nil, case .wait(let until) = coordinator.decide() {
            retryAfterMs = max(1, Int((until.timeIntervalSince(clock.now) * 1000).rounded(.up)))
        }
        return OnboardingDecision(
            surface: surface.id, tutorial: coordinator.state.isTutorialModeActive,
            presentation: try coordinator.current.map {
                try presentation($0, surface: surface, coordinator: coordinator, language: language)
            },
            retryAfterMs: retryAfterMs)
    }

    private func presentation(
        _ id: PresentationID, surface: HintSurface, coordinator: HintCoordinator, language: Language
    ) throws -> OnboardingDecision.Presentation {
        switch id {
        case .prompt(let prompt):
            guard let sheet = surface.welcome, sheet.promptID == prompt else { throw APIError.internalError }
            return .welcome(
                .init(
                    id: sheet.promptID, icon: sheet.icon, title: try text(sheet.title, language),
                    features: try sheet.features.map { feature in
                        .init(
                            icon: feature.icon, title: try text(feature.title, language),
                            detail: try text(feature.detail, language))
                    },
                    showMeHow: try text(sheet.showMeHow, language), startPlaying: try text(sheet.startPlaying, language)
                ))
        case .hint(let key):
            let hint = try coordinator.definition(ofHint: key)
            return .hint(
                .init(
                    id: key, anchor: hint.anchor, message: try text(hint.messageKey, language),
                    button: try text(hint.buttonKey, language), pulse: coordinator.state.isTutorialModeActive))
        }
    }

    /// The app's text for `key` in `language`.
    func text(_ key: CopyKey, _ language: Language) throws -> String {
        try copy.text(key, in: language)
    }
}

/// A page's onboarding session, as an app holds it to feed its events (see ``OnboardingService/record(_:surface:in:)``).
public struct OnboardingSessionReference: Sendable {
    let session: OnboardingSession
}

extension OnboardingError: APIErrorConvertible {
    /// Answering what is not showing is a 409; other onboarding errors are the server's own (a 500, logged).
    public var apiError: APIError {
        switch self {
        case .notShowing(let presentation):
            let what =
                switch presentation {
                case .hint(let key): "The hint '\(key)'"
                case .prompt(let id): "The \(id)"
                }
            return .conflict("\(what) is not showing.", code: "not-showing")
        default:
            return .internalError
        }
    }
}
