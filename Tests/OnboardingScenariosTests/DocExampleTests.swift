import Basics
import Foundation
import OnboardingKit
import OnboardingScenarios
import Testing

/// The ```swift examples of OnboardingKit's and OnboardingScenarios' doc comments, as test code so they keep
/// compiling. Each test sets up what its example takes for granted (a store, a tracker, a catalog), then runs
/// the example as written; a result the comment names is checked with `#expect`.
@Suite("Doc examples")
struct DocExampleTests {
    let store = InMemoryStore()
    let clock = ManualClock(now: Date(timeIntervalSince1970: 1_767_225_600))
    let journal = AnalyticsJournal()
    var tracker: AnalyticsTracker {
        AnalyticsTracker(sink: journal, app: "bowlertrax", userID: "bowler-1", clock: clock)
    }

    // MARK: - Storage

    @Test func jsonFileStore() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("firstrun-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try JSONFileStore(url: directory.appendingPathComponent("onboarding.json"))
        let state = try OnboardingState(app: "blackjack", hintKeys: ["bettingZone", "dealButton"], store: store)
        #expect(state.shouldShowWelcome)
    }

    @Test func storageKey() {
        #expect(StorageKey(app: "blackjack", property: "hasLaunched").rawValue == "onboarding.blackjack.hasLaunched")
    }

    @Test func storedValue() throws {
        let value = try StoredValue(encoding: ["betting-zone": 1])
        let counts = try value.decode([String: Int].self)
        #expect(counts == ["betting-zone": 1])
    }

    // MARK: - Flows

    @Test func journeySimulator() throws {
        let firstLaunch = BowlerTraxFirstLaunch.flow
        let copy = BowlerTraxFirstLaunch.copy
        let simulator = JourneySimulator(flows: [firstLaunch], copy: copy, language: .english)
        let scripted = try simulator.run(script: [
            .advance(.next), .skip, .advance(.granted), .advance(.choice("right")), .skip,
        ])
        let report = try simulator.simulate(users: 100, behaviour: JourneyBehaviour(), seed: 42)
        #expect(scripted.outcome == .completed)
        #expect(report.medianSeconds != nil)
    }

    @Test func flowDefinition() {
        let catalog = CopyCatalog([
            "tour.hello": [.english: "Hello", .vietnamese: "Xin chào"], "tour.go": [.english: "Go", .vietnamese: "Đi"],
        ])
        let flow = FlowDefinition(
            id: "tour", startStepID: "hello",
            steps: [
                FlowStep(
                    id: "hello", kind: .info(FlowInfo(title: "tour.hello", button: "tour.go")),
                    transitions: [.next: "done"]),
                FlowStep(id: "done", kind: .terminal(FlowTerminal(result: "main"))),
            ])
        let issues = flow.validate(copy: catalog)  // [] when the flow is sound
        #expect(issues == [])
    }

    @Test func flowIssue() {
        let flow = FlowDefinition(
            id: "setup", startStepID: "ball",
            steps: [
                FlowStep(
                    id: "ball", kind: .info(FlowInfo(title: "s.ball", button: "s.go")), transitions: [.next: "dashbord"]
                ),
                FlowStep(id: "dashboard", kind: .terminal(FlowTerminal(result: "main"))),
            ])
        let messages = flow.validateStructure().map(\.description)
        #expect(messages.contains("Step 'ball' sends 'next' to 'dashbord', which is not a step of the flow."))
    }

    @Test func flowOutcome() {
        let transitions: [FlowOutcome: String] = [.granted: "hand", .denied: "camera-denied"]
        #expect(transitions.count == 2)
        #expect(FlowOutcome(rawValue: "choice:left") == .choice("left"))
    }

    @Test func flowRunner() throws {
        let runner = try FlowRunner(flow: BowlerTraxFirstLaunch.flow, store: store, tracker: tracker)
        try runner.start()  // welcome; tracks onboarding_started
        try runner.advance(.next)  // features
        try runner.skip()  // camera; tracks onboarding_step_skipped
        try runner.advance(.granted)  // hand; tracks permission_requested, permission_granted
        try runner.advance(.choice("right"))  // ball
        try runner.submit(["name": "Storm Hyroad Pearl", "color": "purple"])  // dashboard; onboarding_completed
        #expect(runner.isCompleted)
        #expect(journal.records.map(\.event.name).contains("onboarding_step_skipped"))
        #expect(journal.records.last?.event.name == "onboarding_completed")
    }

    @Test func flowRunnerSubmitAt() throws {
        let runner = try FlowRunner(flow: BowlerTraxFirstLaunch.flow, store: store, tracker: tracker)
        try runner.start()
        try runner.advance(.next)
        try runner.advance(.next)
        try runner.advance(.granted)
        try runner.advance(.choice("right"))
        try runner.submit(["name": "Storm Hyroad Pearl", "color": "purple"], at: "ball")
        #expect(runner.currentStep?.id == "dashboard")
    }

    @Test func flowStepContent() {
        let ballForm = FlowForm(
            title: "app.ball.title", fields: [FlowFormField(id: "name", label: "app.ball.name")],
            submitButton: "app.ball.save")
        let step = FlowStep(
            id: "ball",
            kind: .form(ballForm),
            isRequired: false,
            transitions: [.next: "dashboard"],
            skip: FlowSkip(to: "dashboard", label: "app.ball.skip"),
            allowsBack: true)
        let info = FlowInfo(title: "app.welcome.title", body: "app.welcome.tagline", button: "app.welcome.start")
        let permission = FlowPermission(
            permission: "camera", title: "app.camera.title", body: "app.camera.body",
            button: "app.camera.enable")
        #expect(
            step.skip?.target == "dashboard" && info.button == "app.welcome.start" && permission.permission == "camera")
    }

    // MARK: - Hints and state

    @Test func onboardingState() throws {
        let state = try OnboardingState(app: "blackjack", hintKeys: ["bettingZone", "dealButton"], store: store)
        if state.shouldShowWelcome { /* present the welcome sheet */  }
        try state.completeWelcome(.startPlaying)
        if try state.shouldShowHint(key: "bettingZone") { /* show the tooltip */  }
        try state.markHintShown(key: "bettingZone")
        #expect(try state.displayCount(ofHint: "bettingZone") == 1)
    }

    @Test func hintCoordinator() throws {
        let hints = CasinoOnboarding.hints(for: .blackjack)
        try OnboardingState(app: "blackjack", hintKeys: hints.map(\.key), store: store).completeWelcome(.startPlaying)
        let coordinator = try HintCoordinator(app: "blackjack", hints: hints, store: store, clock: SystemClock())
        try coordinator.record(.enteredBettingPhase)
        if let shown = coordinator.presentNext() {  // .hint("bettingZone")
            // ... the user taps "Got it"
            try coordinator.dismiss(shown)  // marks the hint shown, starts the cooldown
            #expect(shown == .hint("bettingZone"))
        }
        #expect(coordinator.state.hasShownHint("bettingZone"))
    }

    @Test func hintDefinition() {
        let dealButton = HintDefinition(
            key: "dealButton", anchor: "deal-button", messageKey: "blackjack.hint.deal",
            trigger: .event(.placedBet), prerequisites: ["bettingZone"])
        #expect(dealButton.trigger.event == .placedBet)
    }

    @Test func manualClock() {
        let clock = ManualClock(now: Date(timeIntervalSince1970: 0))
        clock.advance(by: 24 * 3600)
        #expect(clock.now == Date(timeIntervalSince1970: 86_400))
    }

    // MARK: - Analytics

    @Test func customAnalyticsEvent() {
        tracker.track(.levelUnlocked(level: 3))
        #expect(journal.records.map(\.event) == [AnalyticsEvent(name: "level_unlocked", properties: ["level": "3"])])
    }

    @Test func funnel() throws {
        let runner = try FlowRunner(flow: BowlerTraxFirstLaunch.flow, store: store, tracker: tracker)
        try runner.start()
        try runner.advance(.next)
        try runner.skip()
        let report = Funnel(flow: "bowlertrax-first-launch", steps: ["welcome", "features", "camera"])
            .report(from: journal.records)
        #expect(report.steps[1].skipRate == 1)
    }

    @Test func hintFunnel() {
        let records = [AnalyticsRecord(event: .welcomeShown, app: "blackjack", userID: "a", timestamp: clock.now)]
        let report = HintFunnel(app: "blackjack", hints: ["bettingZone", "dealButton", "playerActions"])
            .report(from: records)
        #expect(report.stages.map(\.users) == [1, 0, 0, 0, 0])
        #expect(report.choices[.showMeHow] == 0)
    }

    @Test func bowlerTraxEvents() {
        tracker.track(.firstCalibrationCompleted)
        tracker.track(.tutorialOverlayDismissed(overlay: "tutorial-ball"))
        #expect(journal.records.map(\.event.name) == ["first_calibration_completed", "tutorial_overlay_dismissed"])
    }

    // MARK: - Copy

    @Test func copyCatalog() throws {
        let catalog = CopyCatalog([
            "whatsnew.title": [.english: "What's New in v{version}", .vietnamese: "Có gì mới trong v{version}"]
        ])
        #expect(
            try catalog.text("whatsnew.title", in: .vietnamese, arguments: ["version": "1.1"]) == "Có gì mới trong v1.1"
        )
        #expect(catalog.texts(in: .vietnamese) == ["whatsnew.title": "Có gì mới trong v{version}"])
    }

    @Test func rotatingMessages() {
        var lines = RotatingMessages(["encourage.nice", "encourage.looking-good", "encourage.solid"])
        var generator = SeededGenerator(seed: 7)
        let key = lines.next(using: &generator)
        #expect(["encourage.nice", "encourage.looking-good", "encourage.solid"].contains(key))
    }

    // MARK: - Prompts

    @Test func promptCopy() throws {
        let catalog = CopyCatalog(["app.reminder.ball.title": [.english: "Set Up Your Ball?"]])
        let copy = PromptCopy(
            title: "app.reminder.ball.title", message: "app.reminder.ball.message",
            primaryButton: "app.reminder.ball.accept", secondaryButton: "app.reminder.ball.later")
        #expect(try catalog.text(copy.title, in: .english) == "Set Up Your Ball?")
    }

    @Test func releaseNotes() throws {
        let feature = ReleaseFeature(
            icon: "square.split.2x1", title: "app.whatsnew.comparison.title", body: "app.whatsnew.comparison.body")
        let catalog = try ReleaseNotesCatalog([
            ReleaseNotes(version: try SemanticVersion("1.1"), features: [feature]),
            ReleaseNotes(version: try SemanticVersion("1.2"), features: [feature]),
        ])
        let notes = catalog.notes(after: try SemanticVersion("1.0"), through: try SemanticVersion("1.2"))  // 1.2's and 1.1's notes
        #expect(notes.map(\.version.displayString) == ["1.2", "1.1"])
    }

    @Test func reminder() throws {
        let reminder = Reminder(id: "ball-profile", policy: .ballProfile, app: "bowlertrax", store: store, clock: clock)
        if try reminder.showIfDue() {  // the Record tab was entered
            try reminder.recordSnoozed()  // "Maybe Later"
        }
        #expect(try reminder.explain() == [.snoozed(until: clock.now + 24 * 3600)])
    }

    @Test func reminderID() throws {
        let id: ReminderID = "ball-profile"  // a literal: a malformed one traps
        let someString = "ball-profile"
        let parsed = try ReminderID(someString)  // a runtime value: throws PromptError.invalidReminderID
        #expect(id == parsed)
    }

    @Test func reminderPolicy() throws {
        let policy = try ReminderPolicy(maxShows: 5, snoozeInterval: 3 * 24 * 3600, maxDeclines: 2)
        #expect(policy.maxShows == 5)
    }

    @Test func reminderState() {
        let now = clock.now
        var state = ReminderState()
        state.recordSnoozed(at: now, policy: .ballProfile)
        #expect(state.reasons(policy: .ballProfile, now: now) == [.snoozed(until: now + 24 * 3600)])
    }

    @Test func semanticVersion() throws {
        let beta = try SemanticVersion("2.0.0-beta.1")
        #expect(beta < (try SemanticVersion("2.0")))
        #expect(throws: VersionError.self) { try SemanticVersion("1.x") }
        #expect(try SemanticVersion(major: 2, preRelease: ["beta", "1"]) == beta)
    }

    @Test func welcomeBack() throws {
        let welcome = WelcomeBack(app: "bowlertrax", store: store, clock: clock)
        #expect(try welcome.startSession() == false)  // a first session is no return
    }

    @Test func whatsNew() throws {
        let notes = BowlerTraxPrompts.releaseNotes
        let whatsNew = WhatsNew(app: "bowlertrax", catalog: notes, store: store)
        _ = try whatsNew.appLaunched(version: SemanticVersion("1.0"), onboardingCompleted: true)
        let bundleVersion = "1.1"
        if let screen = try whatsNew.appLaunched(version: SemanticVersion(bundleVersion), onboardingCompleted: true) {
            try whatsNew.dismiss(screen)
        }
        #expect(try whatsNew.lastVersionSeen() == SemanticVersion("1.1"))
    }

    // MARK: - Scenarios

    @Test func bowlerTraxFirstCalibration() throws {
        let runner = try FlowRunner(flow: BowlerTraxFirstCalibration.flow, store: store, tracker: tracker)
        try runner.start()  // positioning
        try runner.advance(.next)  // "Position is Good": arrows
        try runner.advance(.next)  // tap on the center arrow: foul-right
        let title = try BowlerTraxFirstCalibration.copy.text("bowlertrax.calibration.arrows.title", in: .vietnamese)
        #expect(runner.currentStep?.id == "foul-right" && !title.isEmpty)
    }

    @Test func bowlerTraxFirstLaunch() throws {
        let runner = try FlowRunner(flow: BowlerTraxFirstLaunch.flow, store: store, tracker: tracker)
        let step = try runner.start()
        let title = try BowlerTraxFirstLaunch.copy.text("bowlertrax.welcome.headline", in: .vietnamese)
        #expect(step.id == "welcome" && !title.isEmpty)
    }

    @Test func bowlerTraxPrompts() throws {
        let ball = BowlerTraxPrompts.ballProfileReminder(store: store, clock: clock)
        if try ball.showIfDue() {
            let title = try BowlerTraxPrompts.copy.text(BowlerTraxPrompts.ballProfileReminderCopy.title, in: .english)
            #expect(title == "Set Up Your Ball?")
        }
        var lines = BowlerTraxPrompts.encouragement(after: .strike)
        var generator = SeededGenerator(seed: 7)
        let key = lines.next(using: &generator)  // e.g. bowlertrax.encouragement.strike.crushed-it
        #expect(key.rawValue.hasPrefix("bowlertrax.encouragement.strike."))
    }

    @Test func paywallShell() throws {
        let runner = try FlowRunner(flow: PaywallShell.flow, store: store, tracker: tracker)
        try runner.start()
        #expect(runner.currentStep != nil)
    }
}

extension AnalyticsEvent {
    static func levelUnlocked(level: Int) -> AnalyticsEvent {
        AnalyticsEvent(name: "level_unlocked", properties: ["level": String(level)])
    }
}
