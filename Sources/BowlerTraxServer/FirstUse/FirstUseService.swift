import AppServer
import BowlerTrax
import Foundation
import OnboardingKit
import OnboardingScenarios

/// BowlerTrax's first use on the server, decided with OnboardingKit in the page's onboarding session: the spec's
/// OnboardingState, the one prompt to show now (What's New, Welcome Back, the camera and ball-profile reminders, a new
/// location), the first-shot tutorial's overlays, the permission answers, and the first-launch flow's effects (the
/// hand chosen, the ball saved).
struct FirstUseService: Sendable {
    /// The first-shot tutorial's overlays, in order (section 4).
    static let tutorialOverlays = ["tap-your-ball", "check-your-view", "ready-to-bowl"]

    let onboarding: OnboardingService
    let store: any BowlerTraxStore
    let version: SemanticVersion
    let clock: any OnboardingClock

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
                tutorialOverlaysDismissed: try FirstUseKeys.strings(store, FirstUseKeys.tutorialDismissed),
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

    /// The one prompt to show now in `context`, if any, in the spec's order of importance.
    func prompt(
        _ request: PromptRequest, player: Int64, in reference: OnboardingSessionReference, language: Language
    ) async throws -> PromptView {
        let hasBall = try await !store.balls(of: player).isEmpty
        let savedCenter = try await store.calibrations(of: player).first?.centerName
        let id: PromptID? = try await onboarding.withSession(reference) { onboarding in
            let store = onboarding.store
            // Once per page load: the visit counts for Welcome Back, which is due after 30 days without one.
            if try store.value(forKey: FirstUseKeys.pageSession) != .string(onboarding.sessionID) {
                try store.setValue(.string(onboarding.sessionID), forKey: FirstUseKeys.pageSession)
                if try BowlerTraxPrompts.welcomeBack(store: store, clock: onboarding.clock).startSession() {
                    try store.setValue(.bool(true), forKey: FirstUseKeys.welcomeBackDue)
                }
            }
            let completed = try onboarding.progress(of: BowlerTraxFirstLaunch.id)?.isCompleted ?? false
            if try BowlerTraxPrompts.whatsNew(store: store).appLaunched(
                version: version, onboardingCompleted: completed)
                != nil
            {
                return .whatsNew
            }
            if try store.value(forKey: FirstUseKeys.welcomeBackDue) == .bool(true) { return .welcomeBack }
            guard request.context == .record else { return nil }
            let camera = BowlerTraxPrompts.cameraReminder(store: store, clock: onboarding.clock)
            if request.camera == .granted {
                try camera.clear()
            } else if request.camera == .denied, try camera.showIfDue() {
                return .cameraPermission
            }
            let ball = BowlerTraxPrompts.ballProfileReminder(store: store, clock: onboarding.clock)
            let skippedBall =
                try onboarding.progress(of: BowlerTraxFirstLaunch.id)?.skippedSteps.contains("ball") ?? false
            if hasBall {
                try ball.clear()
            } else if skippedBall, try ball.showIfDue() {
                return .ballProfile
            }
            if let here = request.centerName?.trimmingCharacters(in: .whitespacesAndNewlines), !here.isEmpty,
                let savedCenter, here.caseInsensitiveCompare(savedCenter) != .orderedSame
            {
                return .newLocation
            }
            return nil
        }
        return PromptView(prompt: try id.map { try presentation(of: $0, language: language) })
    }

    /// What the visitor answered to the prompt `id`.
    func answer(_ id: PromptID, _ answer: PromptAnswer, in reference: OnboardingSessionReference) async throws {
        try await onboarding.withSession(reference) { onboarding in
            let store = onboarding.store
            switch id {
            case .whatsNew:
                let whatsNew = BowlerTraxPrompts.whatsNew(store: store)
                if let shown = whatsNew.presentation(for: version) { try whatsNew.dismiss(shown) }
            case .welcomeBack:
                try store.setValue(nil, forKey: FirstUseKeys.welcomeBackDue)
            case .ballProfile:
                let reminder = BowlerTraxPrompts.ballProfileReminder(store: store, clock: onboarding.clock)
                if answer == .primary { try reminder.recordAccepted() } else { try reminder.recordSnoozed() }
            case .cameraPermission, .newLocation:
                break
            }
        }
    }

    /// The latest release's What's New screen, for More > What's New.
    func whatsNew(language: Language) throws -> PromptView.Prompt? {
        try presentation(of: .whatsNew, language: language)
    }

    private func presentation(of id: PromptID, language: Language) throws -> PromptView.Prompt {
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
        _ id: PromptID, _ copy: PromptCopy, _ text: (CopyKey, [String: String]) throws -> String
    ) throws -> PromptView.Prompt {
        PromptView.Prompt(
            id: id, title: try text(copy.title, [:]), message: try text(copy.message, [:]),
            items: copy.items.isEmpty ? nil : try copy.items.map { try text($0, [:]) },
            primary: try text(copy.primaryButton, [:]),
            secondary: try copy.secondaryButton.map { try text($0, [:]) })
    }

    // MARK: Tutorial

    /// The first overlay to show in bowling session `session`: the overlays not yet dismissed, once per session.
    func tutorial(forSession session: Int64, in reference: OnboardingSessionReference) async throws -> String? {
        try await onboarding.withSession(reference) { onboarding in
            let store = onboarding.store
            let dismissed = try FirstUseKeys.strings(store, FirstUseKeys.tutorialDismissed)
            guard let first = Self.tutorialOverlays.first(where: { !dismissed.contains($0) }),
                try store.value(forKey: FirstUseKeys.tutorialShownInSession) != .int(Int(session))
            else { return nil }
            try store.setValue(.int(Int(session)), forKey: FirstUseKeys.tutorialShownInSession)
            return first
        }
    }

    /// The visitor finished (`done`) or closed with X (`dismissed`) an overlay: it is dismissed, and X dismisses
    /// the rest too. Answers the next overlay to show, if any.
    func tutorialAnswered(_ overlay: String, _ answer: TutorialAnswer, in reference: OnboardingSessionReference)
        async throws -> String?
    {
        try await onboarding.withSession(reference) { onboarding in
            let store = onboarding.store
            var dismissed = try FirstUseKeys.strings(store, FirstUseKeys.tutorialDismissed)
            guard let index = Self.tutorialOverlays.firstIndex(of: overlay) else { return nil }
            let closing = answer == .dismissed ? Array(Self.tutorialOverlays[index...]) : [overlay]
            for name in closing where !dismissed.contains(name) {
                dismissed.append(name)
                onboarding.track(.tutorialOverlayDismissed(overlay: name))
            }
            try store.setValue(.array(dismissed.map { .string($0) }), forKey: FirstUseKeys.tutorialDismissed)
            return Self.tutorialOverlays.first { !dismissed.contains($0) }
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
                limit: BowlerTraxRoutes.maximumBalls)
        default:
            break
        }
    }
}
