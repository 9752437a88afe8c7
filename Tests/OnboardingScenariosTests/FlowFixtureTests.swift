import Basics
import Foundation
import OnboardingKit
import OnboardingScenarios
import Testing

/// One device: its own store, a shared clock and journal, and a user id for analytics.
private struct Device {
    let clock: ManualClock
    let journal: AnalyticsJournal
    let store = InMemoryStore()
    let user: String
    let key = "onboarding.bowlertrax.flow.bowlertrax-first-launch"

    init(
        user: String = "bowler-1", clock: ManualClock = ManualClock(now: Date(timeIntervalSince1970: 1_767_225_600)),
        journal: AnalyticsJournal = AnalyticsJournal()
    ) {
        self.user = user
        self.clock = clock
        self.journal = journal
    }

    func runner(_ flow: FlowDefinition = BowlerTraxFirstLaunch.flow, store: (any KeyValueStore)? = nil) throws
        -> FlowRunner
    {
        try FlowRunner(
            flow: flow, store: store ?? self.store,
            tracker: AnalyticsTracker(sink: journal, app: "bowlertrax", userID: user, clock: clock))
    }

    var events: [AnalyticsEvent] { journal.records.filter { $0.userID == user }.map(\.event) }
}

private let flowID = BowlerTraxFirstLaunch.id

/// The event names of the BowlerTrax specification, section 8.
private let specifiedEventNames: Set<String> = [
    "onboarding_started", "onboarding_step_completed", "onboarding_step_skipped", "onboarding_completed",
    "onboarding_abandoned", "permission_requested", "permission_granted", "permission_denied",
    "first_calibration_completed", "first_shot_tracked", "tutorial_overlay_dismissed",
]

@Suite("FlowFixture")
struct FlowFixtureTests {
    // MARK: - Definitions and copy

    @Test func bothFlowsValidateCleanInBothLanguages() {
        #expect(
            BowlerTraxFirstLaunch.flow.validate(copy: BowlerTraxFirstLaunch.copy, languages: [.english, .vietnamese])
                == [])
        #expect(PaywallShell.flow.validate(copy: PaywallShell.copy, languages: [.english, .vietnamese]) == [])
    }

    @Test func catalogsHoldExactlyTheFlowsCopyNamespaced() {
        #expect(BowlerTraxFirstLaunch.copy.keys == BowlerTraxFirstLaunch.flow.allCopyKeys)
        #expect(PaywallShell.copy.keys == PaywallShell.flow.allCopyKeys)
        #expect(BowlerTraxFirstLaunch.copy.keys.allSatisfy { $0.rawValue.hasPrefix("bowlertrax.") })
        #expect(PaywallShell.copy.keys.allSatisfy { $0.rawValue.hasPrefix("paywall.") })
    }

    @Test func sectionOneShape() throws {
        let flow = BowlerTraxFirstLaunch.flow
        #expect(flow.id == "bowlertrax-first-launch")
        #expect(flow.startStepID == "welcome")
        #expect(
            flow.steps.map(\.id) == ["welcome", "features", "camera", "camera-denied", "hand", "ball", "dashboard"])
        #expect(flow.steps.filter { !$0.isRequired }.map(\.id) == ["features", "ball"])
        let features = try #require(flow.step("features"))
        guard case .carousel(let carousel) = features.kind else {
            Issue.record("features is not a carousel")
            return
        }
        #expect(carousel.cards.count == 3)
        #expect(features.skipTarget == "camera")
        let camera = try #require(flow.step("camera"))
        #expect(camera.target(for: .granted) == "hand")
        #expect(camera.target(for: .denied) == "camera-denied")
        let denied = try #require(flow.step("camera-denied"))
        #expect(denied.target(for: .denied) == "hand")
        #expect(denied.target(for: .granted) == "hand")
        let hand = try #require(flow.step("hand"))
        #expect(hand.acceptedOutcomes == [.choice("left"), .choice("right")])
        let ball = try #require(flow.step("ball"))
        #expect(ball.skipTarget == "dashboard")
        guard case .form(let form) = ball.kind else {
            Issue.record("ball is not a form")
            return
        }
        #expect(form.fields.map(\.id) == ["name", "color"])
        #expect(
            form.fields.last?.options?.map(\.id) == ["purple", "blue", "red", "orange", "green", "black", "custom"])
        guard case .terminal(let dashboard) = try #require(flow.step("dashboard")).kind else {
            Issue.record("dashboard is not terminal")
            return
        }
        #expect(dashboard.result == "dashboard")
    }

    @Test func englishCopyIsVerbatimFromTheSpecification() throws {
        let copy = BowlerTraxFirstLaunch.copy
        let expected: [CopyKey: String] = [
            "bowlertrax.welcome.headline": "BowlerTrax",
            "bowlertrax.welcome.tagline": "Track Every Shot. Improve Every Game.",
            "bowlertrax.welcome.button": "Get Started",
            "bowlertrax.features.tracking.body":
                "Your phone's camera tracks your ball from release to pins using color detection. No sensors or special equipment needed.",
            "bowlertrax.features.metrics.body":
                "See ball speed, entry angle, rev rate, and strike probability instantly after every shot.",
            "bowlertrax.features.progress.title": "Track Your Progress",
            "bowlertrax.features.skip": "Skip intro",
            "bowlertrax.camera.title": "Camera Access Required",
            "bowlertrax.camera.body":
                "BowlerTrax needs camera access to track your bowling ball down the lane and calculate your shot metrics in real-time.",
            "bowlertrax.camera.privacy": "Your video stays on your device and is never uploaded.",
            "bowlertrax.camera.button": "Enable Camera",
            "bowlertrax.camera.why": "Why is this needed?",
            "bowlertrax.camera-denied.title": "Camera Access Denied",
            "bowlertrax.camera-denied.body":
                "Without camera access, BowlerTrax cannot track your shots. You can still manually log your games.",
            "bowlertrax.camera-denied.settings": "Open Settings to Enable Camera",
            "bowlertrax.camera-denied.continue": "Continue Without Camera",
            "bowlertrax.hand.question": "Which hand do you bowl with?",
            "bowlertrax.hand.explanation": "This helps us show you the correct lane perspective and pocket position.",
            "bowlertrax.ball.title": "Set Up Your First Ball",
            "bowlertrax.ball.name.placeholder": "e.g., Storm Hyroad Pearl",
            "bowlertrax.ball.color.label": "Ball Color (for tracking)",
            "bowlertrax.ball.save": "Save Ball",
            "bowlertrax.ball.skip": "Skip for now",
            "bowlertrax.dashboard.welcome": "Welcome! You're ready to bowl.",
            "bowlertrax.dashboard.cta": "Start New Session",
        ]
        for (key, text) in expected {
            #expect(try copy.text(key, in: .english) == text)
        }
        #expect(try copy.text("bowlertrax.hand.question", in: .vietnamese) == "Bạn ném bóng bằng tay nào?")
        #expect(try copy.text("bowlertrax.camera-denied.title", in: .vietnamese) == "Quyền truy cập camera bị từ chối")
        // Vietnamese is a translation, not a copy of the English (brand names and the example ball aside).
        let same = try copy.keys.filter { try copy.text($0, in: .english) == copy.text($0, in: .vietnamese) }
        #expect(same == ["bowlertrax.welcome.headline"])
        let paywallSame = try PaywallShell.copy.keys.filter {
            try PaywallShell.copy.text($0, in: .english) == PaywallShell.copy.text($0, in: .vietnamese)
        }
        #expect(paywallSame == [])
    }

    // MARK: - Running the BowlerTrax flow

    @Test func grantedCameraGoesToHandSelection() throws {
        let device = Device()
        let runner = try device.runner()
        try runner.start()
        try runner.advance(.next, at: "welcome")
        try runner.advance(.next, at: "features")
        #expect(try runner.advance(.granted, at: "camera").id == "hand")
        #expect(runner.progress?.permissions == ["camera": .granted])
        #expect(
            Array(device.events.suffix(3)) == [
                .permissionRequested(type: "camera"), .permissionGranted(type: "camera"),
                .onboardingStepCompleted(flow: flowID, step: "camera"),
            ])
    }

    @Test func deniedCameraShowsLimitedModeThenHandSelection() throws {
        let device = Device()
        let runner = try device.runner()
        try runner.start()
        try runner.advance(.next)
        try runner.advance(.next)
        let limited = try runner.advance(.denied)
        #expect(limited.id == "camera-denied")
        guard case .permission(let screen) = limited.kind else {
            Issue.record("camera-denied is not a permission screen")
            return
        }
        #expect(screen.action == .openSettings)
        #expect(try BowlerTraxFirstLaunch.copy.text(screen.title, in: .english) == "Camera Access Denied")
        // "Continue Without Camera"
        #expect(try runner.advance(.denied, at: "camera-denied").id == "hand")
        #expect(runner.progress?.permissions == ["camera": .denied])
        #expect(runner.progress?.completedSteps == ["welcome", "features", "camera", "camera-denied"])
        #expect(device.events.filter { $0 == .permissionDenied(type: "camera") }.count == 1)
    }

    @Test func openingSettingsCanComeBackGranted() throws {
        let device = Device()
        let runner = try device.runner()
        try runner.start()
        try runner.advance(.next)
        try runner.skip()
        try runner.advance(.denied)
        #expect(try runner.advance(.granted, at: "camera-denied").id == "hand")
        #expect(runner.progress?.permissions == ["camera": .granted])
        #expect(
            device.events.filter { $0.name.hasPrefix("permission_") } == [
                .permissionRequested(type: "camera"), .permissionDenied(type: "camera"),
                .permissionGranted(type: "camera"),
            ])
    }

    @Test func featuresAndBallCanBeSkippedAndSkipsAreRecorded() throws {
        let device = Device()
        let runner = try device.runner()
        try runner.start()
        try runner.advance(.next)
        #expect(try runner.skip(at: "features").id == "camera")
        try runner.advance(.granted)
        try runner.advance(.choice("left"))
        #expect(try runner.skip(at: "ball").id == "dashboard")
        let progress = try #require(runner.progress)
        #expect(progress.skippedSteps == ["features", "ball"])
        #expect(progress.completedSteps == ["welcome", "camera", "hand"])
        #expect(progress.answers == ["hand": .choice("left")])
        #expect(progress.result == "dashboard")
        #expect(
            device.events.filter { $0.name == "onboarding_step_skipped" } == [
                .onboardingStepSkipped(flow: flowID, step: "features"),
                .onboardingStepSkipped(flow: flowID, step: "ball"),
            ])
    }

    @Test func requiredStepsCannotBeSkipped() throws {
        let device = Device()
        let runner = try device.runner()
        try runner.start()
        try runner.advance(.next)
        try runner.skip()
        #expect(throws: FlowError.stepNotSkippable("camera")) { try runner.skip() }
        try runner.advance(.granted)
        let before = device.store.snapshot
        let eventCount = device.events.count
        #expect(throws: FlowError.stepNotSkippable("hand")) { try runner.skip(at: "hand") }
        #expect(device.store.snapshot == before)
        #expect(device.events.count == eventCount)
        #expect(runner.currentStep?.id == "hand")
    }

    @Test func ballFormValidatesColour() throws {
        let device = Device()
        let runner = try device.runner()
        try runner.start()
        try runner.advance(.next)
        try runner.skip()
        try runner.advance(.granted)
        try runner.advance(.choice("right"))
        let allowed = ["purple", "blue", "red", "orange", "green", "black", "custom"]
        #expect(
            throws: FlowError.invalidFormAnswer(
                step: "ball", field: "color", problem: .notAllowed(value: "pink", allowed: allowed))
        ) { try runner.submit(["name": "Storm Hyroad Pearl", "color": "pink"]) }
        #expect(throws: FlowError.invalidFormAnswer(step: "ball", field: "name", problem: .missing)) {
            try runner.submit(["color": "purple"])
        }
        try runner.submit(["name": "Storm Hyroad Pearl", "color": "purple"], at: "ball")
        #expect(runner.progress?.answers["ball"] == .form(["name": "Storm Hyroad Pearl", "color": "purple"]))
    }

    @Test func resumesAtTheRightStepAfterRestart() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("bowlertrax-\(UUID().uuidString)").appendingPathComponent("onboarding.json")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let device = Device()
        do {
            let runner = try device.runner(store: try JSONFileStore(url: url))
            try runner.start()
            try runner.advance(.next)
            try runner.skip()
            try runner.advance(.denied)
        }
        // The app is killed and launched again: a new store and runner over the same file.
        let restarted = try device.runner(store: try JSONFileStore(url: url))
        #expect(restarted.currentStep?.id == "camera-denied")
        #expect(try restarted.start().id == "camera-denied")
        #expect(device.events.filter { $0.name == "onboarding_started" }.count == 1)
        #expect(restarted.progress?.skippedSteps == ["features"])
        #expect(restarted.progress?.permissions == ["camera": .denied])
        try restarted.advance(.denied)
        try restarted.advance(.choice("right"))

        let again = try device.runner(store: try JSONFileStore(url: url))
        #expect(again.currentStep?.id == "ball")
        #expect(again.progress?.answers["hand"] == .choice("right"))
    }

    @Test func backNavigation() throws {
        let device = Device()
        let runner = try device.runner()
        try runner.start()
        #expect(throws: FlowError.backNotAllowed("welcome")) { try runner.back() }
        try runner.advance(.next)
        #expect(try runner.back(at: "features").id == "welcome")
        try runner.advance(.next)
        try runner.advance(.next)
        #expect(throws: FlowError.backNotAllowed("camera")) { try runner.back() }
        try runner.advance(.granted)
        #expect(throws: FlowError.backNotAllowed("hand")) { try runner.back() }
        try runner.advance(.choice("left"))
        #expect(try runner.back(at: "ball").id == "hand")
        #expect(runner.progress?.answers["hand"] == .choice("left"))
        try runner.advance(.choice("right"))
        #expect(runner.progress?.answers["hand"] == .choice("right"))
        #expect(runner.currentStep?.id == "ball")
    }

    @Test func completionTimeIsRecorded() throws {
        let device = Device()
        let start = device.clock.now
        let runner = try device.runner()
        try runner.start()
        device.clock.advance(by: 12)
        try runner.advance(.next)
        device.clock.advance(by: 40)
        try runner.advance(.next)
        device.clock.advance(by: 8)
        try runner.advance(.granted)
        device.clock.advance(by: 5)
        try runner.advance(.choice("right"))
        device.clock.advance(by: 85)
        try runner.submit(["name": "Storm Hyroad Pearl", "color": "purple"])
        let progress = try #require(runner.progress)
        #expect(progress.startedAt == start)
        #expect(progress.completedAt == start.addingTimeInterval(150))
        #expect(progress.durationSeconds == 150)
        #expect(device.events.last == .onboardingCompleted(flow: flowID, durationSeconds: 150))
        #expect(throws: FlowError.flowAlreadyCompleted(result: "dashboard")) { try runner.advance(.next) }
    }

    @Test func wholeRunEmitsTheSpecifiedEvents() throws {
        let device = Device()
        let runner = try device.runner()
        try runner.start()
        try runner.advance(.next)
        try runner.advance(.next)
        try runner.advance(.denied)
        try runner.advance(.denied)
        try runner.advance(.choice("left"))
        try runner.submit(["name": "Storm Hyroad Pearl", "color": "custom"])
        let records = device.journal.records
        #expect(
            records.map(\.event.name) == [
                "onboarding_started",
                "onboarding_step_completed",
                "onboarding_step_completed",
                "permission_requested",
                "permission_denied",
                "onboarding_step_completed",
                "onboarding_step_completed",
                "onboarding_step_completed",
                "onboarding_step_completed",
                "onboarding_completed",
            ])
        #expect(Set(records.map(\.event.name)).isSubset(of: specifiedEventNames))
        #expect(
            records.map(\.event.properties) == [
                ["flow": flowID],
                ["flow": flowID, "step": "welcome"],
                ["flow": flowID, "step": "features"],
                ["type": "camera"],
                ["type": "camera"],
                ["flow": flowID, "step": "camera"],
                ["flow": flowID, "step": "camera-denied"],
                ["flow": flowID, "step": "hand"],
                ["flow": flowID, "step": "ball"],
                ["flow": flowID, "duration_seconds": "0"],
            ])
        #expect(records.allSatisfy { $0.app == "bowlertrax" && $0.userID == "bowler-1" })

        let quitter = Device(user: "bowler-2", journal: device.journal)
        let other = try quitter.runner()
        try other.start()
        try other.advance(.next)
        try other.abandon()
        #expect(quitter.events.last == .onboardingAbandoned(flow: flowID, lastStep: "features"))
        #expect(quitter.events.last?.properties == ["flow": flowID, "last_step": "features"])
    }

    @Test func funnelOverSeveralRuns() throws {
        let clock = ManualClock()
        let journal = AnalyticsJournal()
        func device(_ user: String) throws -> FlowRunner {
            try Device(user: user, clock: clock, journal: journal).runner()
        }
        // Completes every step.
        let full = try device("full")
        try full.start()
        try full.advance(.next)
        try full.advance(.next)
        try full.advance(.granted)
        try full.advance(.choice("right"))
        try full.submit(["name": "Storm Hyroad Pearl", "color": "purple"])
        // Skips both optional steps and denies the camera.
        let skipper = try device("skipper")
        try skipper.start()
        try skipper.advance(.next)
        try skipper.skip()
        try skipper.advance(.denied)
        try skipper.advance(.denied)
        try skipper.advance(.choice("left"))
        try skipper.skip()
        // Stops at the hand selection.
        let quitter = try device("quitter")
        try quitter.start()
        try quitter.advance(.next)
        try quitter.advance(.next)
        try quitter.advance(.granted)
        try quitter.abandon()
        // Never gets past the welcome screen.
        let bouncer = try device("bouncer")
        try bouncer.start()
        try bouncer.abandon()

        let report = Funnel(flow: flowID, steps: ["welcome", "features", "camera", "hand", "ball"])
            .report(from: journal.records)
        #expect(report.started == 4)
        #expect(report.completed == 2)
        #expect(report.completionRate == 0.5)
        #expect(report.steps.map(\.entered) == [4, 3, 3, 3, 2])
        #expect(report.steps.map(\.passed) == [3, 3, 3, 2, 2])
        #expect(report.steps.map(\.skipped) == [0, 1, 0, 0, 1])
        #expect(report.steps[1].skipRate == 1.0 / 3.0)
        #expect(report.steps[0].dropOffRate == 0.25)
        #expect(journal.records.filter { $0.event.name == "onboarding_abandoned" }.count == 2)
    }

    @Test func badInputThrowsTypedErrorsAndChangesNothing() throws {
        let device = Device()
        let runner = try device.runner()
        try runner.start()
        try runner.advance(.next)
        try runner.advance(.next)
        let before = device.store.snapshot
        let eventCount = device.journal.records.count
        #expect(throws: FlowError.unknownStep("permissions")) { try runner.advance(.granted, at: "permissions") }
        #expect(throws: FlowError.notCurrentStep(requested: "hand", current: "camera")) {
            try runner.advance(.choice("left"), at: "hand")
        }
        #expect(throws: FlowError.outcomeNotAccepted(step: "camera", outcome: .next, accepted: [.denied, .granted])) {
            try runner.advance(.next)
        }
        #expect(throws: FlowError.notAFormStep("camera")) { try runner.submit(["name": "x"]) }
        #expect(device.store.snapshot == before)
        #expect(device.journal.records.count == eventCount)
        #expect(runner.currentStep?.id == "camera")

        // Corrupt stored progress: a new runner refuses it and leaves it as it is.
        let corrupt: StoredValue = .object(["currentStep": .int(3)])
        device.store.apply([device.key: corrupt])
        #expect(throws: FlowError.corruptProgress(key: device.key, reason: "not the progress of a flow")) {
            _ = try device.runner()
        }
        #expect(device.store.snapshot == [device.key: corrupt])
        #expect(device.journal.records.count == eventCount)
    }

    // MARK: - Paywall shell

    @Test func paywallShellPurchaseAndSkip() throws {
        let buyer = Device(user: "buyer")
        let runner = try buyer.runner(PaywallShell.flow)
        #expect(try runner.start().id == "step1")
        try runner.advance(.next)
        try runner.advance(.next)
        #expect(try runner.advance(.next).id == "paywall")
        #expect(throws: FlowError.backNotAllowed("paywall")) { try runner.back() }
        #expect(try runner.advance(.choice("purchase")).id == "main")
        #expect(runner.progress?.answers["paywall"] == .choice("purchase"))
        #expect(runner.progress?.result == "main")

        let browser = Device(user: "browser", journal: buyer.journal)
        let skipping = try browser.runner(PaywallShell.flow)
        try skipping.start()
        try skipping.advance(.next)
        try skipping.advance(.next)
        #expect(throws: FlowError.stepNotSkippable("step3")) { try skipping.skip() }
        try skipping.advance(.next)
        #expect(try skipping.skip(at: "paywall").id == "main")
        #expect(skipping.progress?.skippedSteps == ["paywall"])
        #expect(browser.events.contains(.onboardingStepSkipped(flow: "paywall-shell", step: "paywall")))
        #expect(browser.events.last == .onboardingCompleted(flow: "paywall-shell", durationSeconds: 0))
        #expect(
            try PaywallShell.copy.text("paywall.offer.restore", in: .vietnamese) == "Khôi phục giao dịch")
    }
}
