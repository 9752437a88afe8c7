import AppServer
import Basics
import BowlerTrax
import Foundation
import OnboardingKit
import OnboardingScenarios

/// BowlerTrax's first use on the server, decided with OnboardingKit in the page's onboarding session: the spec's
/// OnboardingState, the one prompt to show now (What's New, Welcome Back, the camera and ball-profile reminders, a new
/// location), the first-shot tutorial's overlays, the permission answers, and the first-launch flow's effects (the
/// hand chosen, the ball saved).
struct FirstUseService: Sendable {
    let onboarding: OnboardingService
    let store: BowlerTraxStore
    let version: SemanticVersion
    let clock: any AppClock

    // MARK: State

    func state(of player: Int64?, session reference: OnboardingSessionReference?) async throws -> FirstUseState {
        guard let player, let reference else { return .fresh(version: version) }
        let stats = try await store.stats(of: player)
        let saved = try await store.calibrations(of: player)
        let calibrated = stats.sessions > 0 || !saved.isEmpty
        let shot = stats.shots > 0
        return try await onboarding.withSession(reference) { onboarding in
            let progress = try onboarding.progress(of: BowlerTraxFirstLaunch.id)
            let store = onboarding.store
            let shotTracked = try shot || store.value(forKey: FirstUseKeys.firstShotRecorded) != nil
            return FirstUseState(
                completed: progress?.isCompleted ?? false, completedAt: progress?.completedAt,
                skippedSteps: progress?.skippedSteps ?? [],
                featureHighlightsSeen: progress?.completedSteps.contains("features") ?? false,
                firstCalibrationDone: try calibrated
                    || store.value(forKey: FirstUseKeys.firstCalibrationRecorded) != nil,
                firstShotTracked: shotTracked,
                tutorialOverlaysDismissed: try BowlerTraxTutorial(store: store, tracker: onboarding.tracker)
                    .dismissed(),
                lastVersionSeen: try BowlerTraxPrompts.whatsNew(store: store).lastVersionSeen()?.displayString,
                appVersion: version.displayString,
                camera: try Self.camera(in: onboarding).rawValue,
                photos: try FirstUseKeys.permission(.photos, in: store).rawValue,
                notifications: try FirstUseKeys.permission(.notifications, in: store).rawValue,
                firstLaunchPending: !(progress?.isCompleted ?? false),
                offerNotifications: try shotTracked && FirstUseKeys.permission(.notifications, in: store) == .unknown)
        }
    }

    /// The camera as last reported: the page's latest answer, else the first launch's.
    static func camera(in onboarding: AppOnboarding) throws -> PermissionAnswer {
        let reported = try FirstUseKeys.permission(.camera, in: onboarding.store)
        if reported != .unknown { return reported }
        switch try onboarding.progress(of: BowlerTraxFirstLaunch.id)?.permissions["camera"] {
        case .granted: return .granted
        case .denied: return .denied
        case nil: return .unknown
        }
    }

    // MARK: Permissions

    /// The page asked for, or got an answer to, a permission: the spec's events, and the answer kept (a camera
    /// granted clears the camera reminder).
    func permission(_ type: PermissionType, result: PermissionResult, in reference: OnboardingSessionReference)
        async throws
    {
        try await onboarding.withSession(reference) { onboarding in
            switch result {
            case .requested:
                onboarding.track(.permissionRequested(type: type.rawValue))
            case .granted, .denied:
                onboarding.track(
                    result == .granted
                        ? .permissionGranted(type: type.rawValue) : .permissionDenied(type: type.rawValue))
                try onboarding.store.setValue(
                    .string(result == .granted ? PermissionAnswer.granted.rawValue : PermissionAnswer.denied.rawValue),
                    forKey: FirstUseKeys.permission(type))
                if type == .camera, result == .granted {
                    try BowlerTraxPrompts.cameraReminder(store: onboarding.store, clock: onboarding.clock).clear()
                }
            }
        }
    }

    // MARK: Prompts

    /// The one prompt to show now where the page is, if any (``BowlerTraxPromptQueue``).
    func prompt(
        _ request: PromptRequest, player: Int64, in reference: OnboardingSessionReference, language: Language
    ) async throws -> PromptView {
        let hasBall = try await !store.balls(of: player).isEmpty
        let savedCenter = try await store.calibrations(of: player).first?.centerName
        let id: BowlerTraxPrompt? = try await onboarding.withSession(reference) { onboarding in
            let launch = try onboarding.progress(of: BowlerTraxFirstLaunch.id)
            let situation = request.situation(
                hasBall: hasBall, skippedBallAtLaunch: launch?.skippedSteps.contains("ball") ?? false,
                firstLaunchCompleted: launch?.isCompleted ?? false, savedCenter: savedCenter)
            return try queue(onboarding).next(situation, visit: onboarding.sessionID)
        }
        return PromptView(prompt: try id.map { try presentation(of: $0, language: language) })
    }

    /// What the visitor answered to the prompt `id`.
    func answer(_ id: BowlerTraxPrompt, _ answer: PromptAnswer, in reference: OnboardingSessionReference)
        async throws
    {
        try await onboarding.withSession(reference) { onboarding in
            try queue(onboarding).answered(id, accepted: answer == .primary)
        }
    }

    private func queue(_ onboarding: AppOnboarding) -> BowlerTraxPromptQueue {
        BowlerTraxPromptQueue(store: onboarding.store, clock: onboarding.clock, version: version)
    }

    /// The latest release's What's New screen, for More > What's New.
    func whatsNew(language: Language) throws -> PromptView.Prompt? {
        try presentation(of: .whatsNew, language: language)
    }

    private func presentation(of id: BowlerTraxPrompt, language: Language) throws -> PromptView.Prompt {
        let text = { (key: CopyKey, arguments: [String: String]) in
            try onboarding.copy.text(key, in: language, arguments: arguments)
        }
        switch id {
        case .whatsNew:
            let notes = BowlerTraxPrompts.whatsNew(store: InMemoryStore())
            let shown =
                notes.presentation(for: version)
                ?? notes.allReleases.first.map { WhatsNewPresentation(version: $0.version, releases: [$0]) }
            guard let shown else { throw APIError.notFound("BowlerTrax has no release notes.") }
            return PromptView.Prompt(
                id: id, title: try text(BowlerTraxPrompts.whatsNewTitle, shown.copyArguments),
                primary: try text(BowlerTraxPrompts.whatsNewGotIt, [:]),
                close: try text(BowlerTraxPrompts.whatsNewClose, [:]),
                features: try shown.features.map {
                    .init(icon: $0.icon, title: try text($0.title, [:]), body: try text($0.body, [:]))
                })
        case .welcomeBack: return try Self.prompt(id, BowlerTraxPrompts.welcomeBackCopy, text)
        case .cameraPermission: return try Self.prompt(id, BowlerTraxPrompts.cameraReminderCopy, text)
        case .ballProfile: return try Self.prompt(id, BowlerTraxPrompts.ballProfileReminderCopy, text)
        case .newLocation:
            return PromptView.Prompt(
                id: id, title: try text("ui.prompt.newLocation.title", [:]),
                message: try text("ui.prompt.newLocation.message", [:]),
                primary: try text("ui.prompt.newLocation.new", [:]),
                secondary: try text("ui.prompt.newLocation.load", [:]),
                tertiary: try text("ui.prompt.newLocation.current", [:]))
        }
    }

    private static func prompt(
        _ id: BowlerTraxPrompt, _ copy: PromptCopy, _ text: (CopyKey, [String: String]) throws -> String
    ) throws -> PromptView.Prompt {
        PromptView.Prompt(
            id: id, title: try text(copy.title, [:]), message: try text(copy.message, [:]),
            items: copy.items.isEmpty ? nil : try copy.items.map { try text($0, [:]) },
            primary: try text(copy.primaryButton, [:]),
            secondary: try copy.secondaryButton.map { try text($0, [:]) })
    }

    // MARK: Tutorial

    /// The first overlay to show in bowling session `session` (``BowlerTraxTutorial``).
    func tutorial(forSession session: String, in reference: OnboardingSessionReference) async throws -> String? {
        try await onboarding.withSession(reference) { onboarding in
            try BowlerTraxTutorial(store: onboarding.store, tracker: onboarding.tracker).overlay(forSession: session)
        }
    }

    /// The visitor left `overlay` with `answer`; answers the next overlay to show now, if any. The first calibration's
    /// flow, when it waits on this overlay, moves on with it (its button) or skips it (its X).
    func tutorialAnswered(
        _ overlay: String, _ answer: BowlerTraxTutorial.Answer, in reference: OnboardingSessionReference
    ) async throws -> String? {
        try await onboarding.withSession(reference) { onboarding in
            let next = try BowlerTraxTutorial(store: onboarding.store, tracker: onboarding.tracker)
                .answered(overlay, answer)
            if let flow = try onboarding.runner(of: BowlerTraxFirstCalibration.id), flow.currentStep?.id == overlay {
                if answer == .finished { try flow.advance(.next, at: overlay) } else { try flow.skip(at: overlay) }
            }
            return next
        }
    }

    // MARK: Firsts

    /// The first calibration the core accepted: `first_calibration_completed`, once.
    func calibrationAccepted(in reference: OnboardingSessionReference) async throws {
        try await once(FirstUseKeys.firstCalibrationRecorded, .firstCalibrationCompleted, in: reference)
    }

    /// A shot was tracked: `first_shot_tracked` the first time; true then (the page celebrates it). Kept in the
    /// player's onboarding, so deleting every session does not make a later shot the first again.
    func shotTracked(in reference: OnboardingSessionReference) async throws -> Bool {
        try await once(FirstUseKeys.firstShotRecorded, .firstShotTracked, in: reference)
    }

    @discardableResult
    private func once(_ key: String, _ event: AnalyticsEvent, in reference: OnboardingSessionReference) async throws
        -> Bool
    {
        try await onboarding.withSession(reference) { onboarding in
            guard try onboarding.store.value(forKey: key) == nil else { return false }
            try onboarding.store.setValue(.bool(true), forKey: key)
            onboarding.track(event)
            return true
        }
    }

    // MARK: The first launch's effects

    /// A step of the first launch was answered: the hand is the player's setting, the ball a profile.
    func firstLaunchStepAnswered(_ answered: FlowStepAnswered) async throws {
        guard answered.flow == BowlerTraxFirstLaunch.id else { return }
        switch (answered.step, answered.progress.answers[answered.step]) {
        case ("hand", .choice(let choice)?):
            guard let hand = Hand(rawValue: choice) else { return }
            var settings = try await store.settings(of: answered.playerID)
            settings.hand = hand
            try await store.saveSettings(settings, of: answered.playerID)
        case ("ball", .form(let values)?):
            // "Custom" is tapped on the ball in the first calibration; until then the spec's default colour.
            let color = values["color"].flatMap(BallColorPreset.init(rawValue:)) ?? .purple
            guard let input = try? BallInput(name: values["name"] ?? "", color: color.rawValue).validated() else {
                return
            }
            _ = try await store.addBall(
                BallRecord(
                    id: nil, playerID: answered.playerID, name: input.name, color: input.color,
                    createdAt: clock.now),
                limit: ProfileRoutes.maximumBalls)
        default:
            break
        }
    }
}
