import Basics
import Foundation
import OnboardingKit
import OnboardingScenarios
import Testing

/// One bowler's device: its own store and journal, a fixed clock.
private struct Bowler {
    let clock = ManualClock(now: Date(timeIntervalSince1970: 1_767_225_600))
    let journal = AnalyticsJournal()
    let store = InMemoryStore()

    func runner() throws -> FlowRunner {
        try FlowRunner(
            flow: BowlerTraxFirstCalibration.flow, store: store,
            tracker: AnalyticsTracker(sink: journal, app: "bowlertrax", userID: "bowler-1", clock: clock))
    }

    var events: [AnalyticsEvent] { journal.records.map(\.event) }
}

private let flowID = BowlerTraxFirstCalibration.id
private let copy = BowlerTraxFirstCalibration.copy

/// The non-empty lines of a (possibly multi-line) English text.
private func englishLines(_ key: CopyKey) throws -> [String] {
    try copy.text(key, in: .english).split(separator: "\n").map(String.init)
}

/// Starts a run and marks the four points (head pin included); returns at `validate`.
private func markAllPoints(_ runner: FlowRunner) throws {
    try runner.start()
    try runner.advance(.next, at: "positioning")
    try runner.advance(.next, at: "arrows")
    try runner.advance(.next, at: "foul-right")
    try runner.advance(.next, at: "foul-left")
    try runner.advance(.next, at: "head-pin")
}

/// Runs a valid calibration up to the first tutorial overlay, saving the calibration.
private func calibrate(_ runner: FlowRunner) throws {
    try markAllPoints(runner)
    try runner.advance(.named("valid"), at: "validate")
    try runner.advance(.choice("start-recording"), at: "complete")
    try runner.submit([:], at: "save")
}

@Suite("CalibrationFlow")
struct CalibrationFlowTests {
    // MARK: - Definition and copy

    @Test func validatesCleanInBothLanguages() {
        let flow = BowlerTraxFirstCalibration.flow
        #expect(flow.validateStructure() == [])
        #expect(flow.validate(copy: copy, languages: [.english, .vietnamese]) == [])
        #expect(flow.validate(copy: copy, languages: [.vietnamese]) == [])
    }

    @Test func catalogHoldsExactlyTheFlowsKeys() {
        #expect(copy.keys == BowlerTraxFirstCalibration.flow.allCopyKeys)
        #expect(copy.keys.count == 40)
        #expect(
            copy.keys.allSatisfy {
                $0.rawValue.hasPrefix("bowlertrax.calibration.") || $0.rawValue.hasPrefix("bowlertrax.tutorial.")
            })
        #expect(copy.missing(copy.keys).isEmpty)
    }

    @Test func shapeOfTheFlow() throws {
        let flow = BowlerTraxFirstCalibration.flow
        #expect(flow.id == "bowlertrax-first-calibration")
        #expect(flow.startStepID == "positioning")
        #expect(
            flow.steps.map(\.id) == [
                "positioning", "arrows", "arrows-help", "foul-right", "foul-left", "head-pin", "validate", "retry",
                "complete", "save", "tutorial-ball", "tutorial-view", "tutorial-ready", "recording", "dashboard",
            ])
        #expect(
            flow.steps.filter { !$0.isRequired }.map(\.id) == [
                "positioning", "head-pin", "save", "tutorial-ball", "tutorial-view", "tutorial-ready",
            ])
        #expect(flow.steps.filter(\.allowsBack).map(\.id) == ["arrows-help", "foul-right", "foul-left", "head-pin"])
        #expect(flow.step("positioning")?.skipTarget == "dashboard")
        #expect(flow.step("head-pin")?.skipTarget == "validate")
        #expect(flow.step("save")?.skipTarget == "tutorial-ball")
        for overlay in ["tutorial-ball", "tutorial-view", "tutorial-ready"] {
            #expect(flow.step(overlay)?.skipTarget == "recording")
            #expect(flow.step(overlay)?.skip?.label == "bowlertrax.tutorial.skip")
        }
        let validate = try #require(flow.step("validate"))
        #expect(validate.acceptedOutcomes == [.named("invalid"), .named("valid")])
        #expect(validate.target(for: .named("valid")) == "complete")
        #expect(validate.target(for: .named("invalid")) == "retry")
        #expect(flow.step("retry")?.target(for: .next) == "positioning")
        let complete = try #require(flow.step("complete"))
        #expect(complete.acceptedOutcomes == [.choice("start-recording"), .choice("redo")])
        #expect(complete.target(for: .choice("redo")) == "positioning")
        guard case .form(let form) = try #require(flow.step("save")).kind else {
            Issue.record("save is not a form")
            return
        }
        #expect(form.fields.map(\.id) == ["center", "lanes"])
        #expect(form.fields.map(\.isRequired) == [false, true])
        var results: [String: String] = [:]
        for step in flow.steps {
            if case .terminal(let terminal) = step.kind { results[step.id] = terminal.result }
        }
        #expect(results == ["recording": "recording", "dashboard": "dashboard"])
    }

    @Test func englishCopyIsVerbatimFromTheSpecification() throws {
        let expected: [CopyKey: String] = [
            "bowlertrax.calibration.positioning.title": "Camera Positioning",
            "bowlertrax.calibration.positioning.button": "Position is Good",
            "bowlertrax.calibration.arrows.title": "Identify the Arrows",
            "bowlertrax.calibration.arrows.instruction": "Tap the CENTER arrow on the lane (arrow on board 20).",
            "bowlertrax.calibration.arrows.help": "Can't see arrows?",
            "bowlertrax.calibration.foul-line.title": "Mark the Foul Line",
            "bowlertrax.calibration.foul-right.instruction": "Tap where the foul line meets the right gutter.",
            "bowlertrax.calibration.foul-left.instruction": "Tap where the foul line meets the left gutter.",
            "bowlertrax.calibration.head-pin.instruction": "Tap the head pin position (optional).",
            "bowlertrax.calibration.complete.title": "Calibration Complete",
            "bowlertrax.calibration.complete.message": "Lane grid looks accurate!",
            "bowlertrax.calibration.complete.start": "Start Recording",
            "bowlertrax.calibration.complete.redo": "Redo Calibration",
            "bowlertrax.calibration.retry.title": "Let's Try Again",
            "bowlertrax.calibration.retry.button": "Try Again",
            "bowlertrax.calibration.save.title": "Save This Calibration?",
            "bowlertrax.calibration.save.center.label": "Bowling Center Name (optional)",
            "bowlertrax.calibration.save.lanes.label": "Lane Number(s)",
            "bowlertrax.calibration.save.button": "Save Calibration",
            "bowlertrax.calibration.save.skip": "Use Without Saving",
            "bowlertrax.tutorial.ball.title": "Tap Your Ball",
            "bowlertrax.tutorial.ball.button": "Got it",
            "bowlertrax.tutorial.view.title": "Check Your View",
            "bowlertrax.tutorial.view.button": "Looks Good",
            "bowlertrax.tutorial.ready.title": "Ready to Bowl",
            "bowlertrax.tutorial.ready.button": "Start Tracking",
        ]
        for (key, text) in expected {
            #expect(try copy.text(key, in: .english) == text, "\(key)")
        }
        // Multi-line bodies: one line of the specification per line.
        #expect(
            try englishLines("bowlertrax.calibration.positioning.checklist") == [
                "Position your camera:", "Behind the approach", "Elevated (shoulder height)",
                "Centered on your lane", "Stable (use tripod/stand)",
            ])
        #expect(
            try englishLines("bowlertrax.calibration.arrows.help.details") == [
                "Arrows are located 15 feet down the lane. They're typically darker marks in the shape of "
                    + "triangles or chevrons.",
                "If you can't see them:", "Move camera higher", "Adjust camera angle downward",
                "Ensure lane is well-lit",
            ])
        #expect(
            try englishLines("bowlertrax.calibration.retry.body") == [
                "The calibration doesn't look quite right. This can happen if:", "Camera moved between taps",
                "Tap was off-target", "Glare is affecting visibility",
            ])
        #expect(
            try englishLines("bowlertrax.tutorial.ball.body") == [
                "Tap on your bowling ball to set the tracking color.",
                "Tip: Tap the brightest, most unique color on your ball.",
            ])
        #expect(
            try englishLines("bowlertrax.tutorial.view.body") == [
                "Make sure you can see:", "Foul line area", "Lane arrows", "Pins (at least partially)",
            ])
        #expect(
            try englishLines("bowlertrax.tutorial.ready.body") == [
                "Recording starts automatically when your ball is detected.",
                "Recording stops when the ball reaches the pins.", "Just bowl normally!",
            ])
    }

    @Test func vietnameseIsATranslationWithDiacritics() throws {
        #expect(try copy.text("bowlertrax.calibration.positioning.title", in: .vietnamese) == "Đặt vị trí camera")
        #expect(try copy.text("bowlertrax.calibration.complete.redo", in: .vietnamese) == "Hiệu chỉnh lại")
        #expect(try copy.text("bowlertrax.calibration.save.skip", in: .vietnamese) == "Dùng mà không lưu")
        #expect(try copy.text("bowlertrax.tutorial.ready.button", in: .vietnamese) == "Bắt đầu theo dõi")
        #expect(
            try copy.text("bowlertrax.calibration.arrows.instruction", in: .vietnamese)
                == "Chạm vào mũi tên Ở GIỮA trên làn (mũi tên ở ván số 20).")
        let same = try copy.keys.filter { try copy.text($0, in: .english) == copy.text($0, in: .vietnamese) }
        #expect(same == [])
        // Multi-line texts keep their shape in translation.
        for key in copy.keys {
            let english = try copy.text(key, in: .english).components(separatedBy: "\n").count
            let vietnamese = try copy.text(key, in: .vietnamese).components(separatedBy: "\n").count
            #expect(english == vietnamese, "\(key)")
        }
    }

    // MARK: - Running the flow

    @Test func completeRunEndsAtRecording() throws {
        let bowler = Bowler()
        let runner = try bowler.runner()
        #expect(try runner.start().id == "positioning")
        #expect(try runner.advance(.next, at: "positioning").id == "arrows")
        #expect(try runner.advance(.next, at: "arrows").id == "foul-right")
        #expect(try runner.advance(.next, at: "foul-right").id == "foul-left")
        #expect(try runner.advance(.next, at: "foul-left").id == "head-pin")
        #expect(try runner.advance(.next, at: "head-pin").id == "validate")
        #expect(try runner.advance(.named("valid"), at: "validate").id == "complete")
        #expect(try runner.advance(.choice("start-recording"), at: "complete").id == "save")
        bowler.clock.advance(by: 95)
        #expect(
            try runner.submit([:], at: "save").id == "tutorial-ball")
        #expect(try runner.advance(.next, at: "tutorial-ball").id == "tutorial-view")
        #expect(try runner.advance(.next, at: "tutorial-view").id == "tutorial-ready")
        #expect(try runner.advance(.next, at: "tutorial-ready").id == "recording")

        let progress = try #require(runner.progress)
        #expect(runner.isCompleted)
        #expect(progress.result == "recording")
        #expect(progress.durationSeconds == 95)
        #expect(
            progress.completedSteps == [
                "positioning", "arrows", "foul-right", "foul-left", "head-pin", "validate", "complete", "save",
                "tutorial-ball", "tutorial-view", "tutorial-ready",
            ])
        #expect(progress.skippedSteps == [])
        #expect(
            progress.answers == [
                "complete": .choice("start-recording"),
                // Submitted, its values kept on the phone.
                "save": .form([:]),
            ])
        #expect(bowler.events.first == .onboardingStarted(flow: flowID))
        #expect(bowler.events.filter { $0.name == "onboarding_step_completed" }.count == 11)
        #expect(bowler.events.last == .onboardingCompleted(flow: flowID, durationSeconds: 95))
        #expect(throws: FlowError.flowAlreadyCompleted(result: "recording")) { try runner.advance(.next) }
    }

    @Test func invalidCalibrationRetriesFromThePositioning() throws {
        let bowler = Bowler()
        let runner = try bowler.runner()
        try markAllPoints(runner)
        let retry = try runner.advance(.named("invalid"), at: "validate")
        #expect(retry.id == "retry")
        guard case .info(let screen) = retry.kind else {
            Issue.record("retry is not an info screen")
            return
        }
        #expect(try copy.text(screen.title, in: .english) == "Let's Try Again")
        #expect(try copy.text(screen.button, in: .english) == "Try Again")
        #expect(retry.acceptedOutcomes == [.next])
        // The camera may have moved: the phone is checked again before a new frame is frozen.
        #expect(try runner.advance(.next, at: "retry").id == "positioning")
        // The points are marked again; this time the head pin is left out.
        try runner.advance(.next, at: "positioning")
        try runner.advance(.next, at: "arrows")
        try runner.advance(.next, at: "foul-right")
        try runner.advance(.next, at: "foul-left")
        try runner.skip(at: "head-pin")
        #expect(try runner.advance(.named("valid"), at: "validate").id == "complete")
        let progress = try #require(runner.progress)
        #expect(
            progress.history == [
                "positioning", "arrows", "foul-right", "foul-left", "head-pin", "validate", "retry", "positioning",
                "arrows", "foul-right", "foul-left", "head-pin", "validate",
            ])
        #expect(progress.skippedSteps == ["head-pin"])
        #expect(!progress.completedSteps.contains("head-pin"))
    }

    @Test func redoCalibrationReturnsToPositioning() throws {
        let bowler = Bowler()
        let runner = try bowler.runner()
        try markAllPoints(runner)
        try runner.advance(.named("valid"))
        #expect(try runner.advance(.choice("redo"), at: "complete").id == "positioning")
        #expect(runner.progress?.answers["complete"] == .choice("redo"))
        #expect(!runner.isCompleted)
        // A second calibration then goes on to recording.
        try runner.advance(.next, at: "positioning")
        try runner.advance(.next)
        try runner.advance(.next)
        try runner.advance(.next)
        try runner.advance(.next)
        try runner.advance(.named("valid"))
        #expect(try runner.advance(.choice("start-recording")).id == "save")
        #expect(runner.progress?.answers["complete"] == .choice("start-recording"))
    }

    @Test func headPinAndSaveCanBeSkippedAndSkipsAreRecorded() throws {
        let bowler = Bowler()
        let runner = try bowler.runner()
        try runner.start()
        try runner.advance(.next)
        try runner.advance(.next)
        try runner.advance(.next)
        try runner.advance(.next)
        #expect(try runner.skip(at: "head-pin").id == "validate")
        try runner.advance(.named("valid"))
        try runner.advance(.choice("start-recording"))
        #expect(try runner.skip(at: "save").id == "tutorial-ball")
        try runner.advance(.next)
        try runner.advance(.next)
        #expect(try runner.advance(.next).id == "recording")

        let progress = try #require(runner.progress)
        #expect(progress.skippedSteps == ["head-pin", "save"])
        #expect(progress.answers["save"] == nil)
        #expect(progress.result == "recording")
        #expect(
            bowler.events.filter { $0.name == "onboarding_step_skipped" } == [
                .onboardingStepSkipped(flow: flowID, step: "head-pin"),
                .onboardingStepSkipped(flow: flowID, step: "save"),
            ])
        let flow = BowlerTraxFirstCalibration.flow
        let headPinSkip = try #require(flow.step("head-pin")?.skip)
        #expect(try copy.text(headPinSkip.label, in: .english) == "Skip")
        let saveSkip = try #require(flow.step("save")?.skip)
        #expect(try copy.text(saveSkip.label, in: .english) == "Use Without Saving")
    }

    @Test func calibrationCanBeSkippedToTheDashboard() throws {
        let bowler = Bowler()
        let runner = try bowler.runner()
        try runner.start()
        let dashboard = try runner.skip(at: "positioning")
        #expect(dashboard.id == "dashboard")
        let progress = try #require(runner.progress)
        #expect(progress.result == "dashboard")
        #expect(progress.skippedSteps == ["positioning"])
        #expect(progress.completedSteps == [])
        #expect(
            bowler.events == [
                .onboardingStarted(flow: flowID), .onboardingStepSkipped(flow: flowID, step: "positioning"),
                .onboardingCompleted(flow: flowID, durationSeconds: 0),
            ])
        let skip = try #require(BowlerTraxFirstCalibration.flow.step("positioning")?.skip)
        #expect(try copy.text(skip.label, in: .english) == "Skip for now")
    }

    @Test(arguments: ["tutorial-ball", "tutorial-view", "tutorial-ready"])
    func eachTutorialOverlaySkipsStraightToRecording(overlay: String) throws {
        let bowler = Bowler()
        let runner = try bowler.runner()
        try calibrate(runner)
        while runner.currentStep?.id != overlay {
            try runner.advance(.next)
        }
        #expect(try runner.skip(at: overlay).id == "recording")
        let progress = try #require(runner.progress)
        #expect(progress.result == "recording")
        #expect(progress.skippedSteps == [overlay])
        let overlays = ["tutorial-ball", "tutorial-view", "tutorial-ready"]
        let shown = try #require(overlays.firstIndex(of: overlay))
        #expect(progress.completedSteps.filter { $0.hasPrefix("tutorial-") } == Array(overlays[..<shown]))
        #expect(
            Array(bowler.events.suffix(2)) == [
                .onboardingStepSkipped(flow: flowID, step: overlay),
                .onboardingCompleted(flow: flowID, durationSeconds: 0),
            ])
        let skip = try #require(runner.flow.step(overlay)?.skip)
        #expect(try copy.text(skip.label, in: .english) == "Skip tutorial")
    }

    @Test func requiredStepsCannotBeSkipped() throws {
        let bowler = Bowler()
        let runner = try bowler.runner()
        try runner.start()
        try runner.advance(.next)
        var refused: [String] = []
        func expectRequired(_ step: String) {
            let before = bowler.store.snapshot
            let eventCount = bowler.events.count
            #expect(throws: FlowError.stepNotSkippable(step)) { try runner.skip() }
            #expect(throws: FlowError.stepNotSkippable(step)) { try runner.skip(at: step) }
            #expect(bowler.store.snapshot == before)
            #expect(bowler.events.count == eventCount)
            #expect(runner.currentStep?.id == step)
            refused.append(step)
        }
        expectRequired("arrows")
        try runner.advance(.named("help"))
        expectRequired("arrows-help")
        try runner.advance(.next)
        expectRequired("foul-right")
        try runner.advance(.next)
        expectRequired("foul-left")
        try runner.advance(.next)
        try runner.advance(.next)
        expectRequired("validate")
        try runner.advance(.named("invalid"))
        expectRequired("retry")
        try runner.advance(.next)  // Try Again: positioning
        try runner.advance(.next)  // arrows
        try runner.advance(.next)  // foul-right
        try runner.advance(.next)  // foul-left
        try runner.advance(.next)  // head-pin
        try runner.advance(.next)  // validate
        try runner.advance(.named("valid"))
        expectRequired("complete")
        // Every step the flow defines without a skip (its terminal steps aside) was reached and refused a skip.
        let required = runner.flow.steps.filter { step in
            if case .terminal = step.kind { return false }
            return step.skip == nil
        }
        #expect(refused.sorted() == required.map(\.id).sorted())
        #expect(runner.progress?.skippedSteps == [])
    }

    @Test func badAnswersThrowTypedErrors() throws {
        let bowler = Bowler()
        let runner = try bowler.runner()
        try markAllPoints(runner)
        // Validation reports only its result.
        #expect(
            throws: FlowError.outcomeNotAccepted(
                step: "validate", outcome: .next, accepted: [.named("invalid"), .named("valid")])
        ) { try runner.advance(.next) }
        #expect(throws: FlowError.notCurrentStep(requested: "complete", current: "validate")) {
            try runner.advance(.choice("start-recording"), at: "complete")
        }
        try runner.advance(.named("valid"))
        #expect(
            throws: FlowError.outcomeNotAccepted(
                step: "complete", outcome: .next, accepted: [.choice("start-recording"), .choice("redo")])
        ) { try runner.advance(.next) }
        try runner.advance(.choice("start-recording"))
        // The save form's values stay on the phone (the centre's name may come from its location): the page checks
        // them (the lane numbers required, the centre's name not), and the flow refuses any value sent to it.
        let save = try #require(BowlerTraxFirstCalibration.flow.step("save"))
        guard case .form(let form) = save.kind else { Issue.record("save is not a form"); return }
        #expect(form.valuesStayOnDevice)
        #expect(form.fields.map { "\($0.id) \($0.isRequired)" } == ["center false", "lanes true"])
        #expect(throws: FlowError.invalidFormAnswer(step: "save", field: "center", problem: .staysOnDevice)) {
            try runner.submit(["center": "AMF Bowling Center", "lanes": "15"])
        }
        #expect(throws: FlowError.invalidFormAnswer(step: "save", field: "lanes", problem: .staysOnDevice)) {
            try runner.submit(["lanes": "15"])
        }
        #expect(runner.currentStep?.id == "save")
        #expect(runner.progress?.answers["save"] == nil)
        #expect(try runner.submit([:]).id == "tutorial-ball")
        #expect(runner.progress?.answers["save"] == .form([:]))
    }

    @Test func arrowHelpAndBackNavigation() throws {
        let bowler = Bowler()
        let runner = try bowler.runner()
        try runner.start()
        #expect(throws: FlowError.backNotAllowed("positioning")) { try runner.back() }
        try runner.advance(.next)
        #expect(throws: FlowError.backNotAllowed("arrows")) { try runner.back() }
        // "Can't see arrows?" opens the help; back closes it.
        let help = try runner.advance(.named("help"), at: "arrows")
        #expect(help.id == "arrows-help")
        guard case .info(let screen) = help.kind else {
            Issue.record("arrows-help is not an info screen")
            return
        }
        #expect(try copy.text(screen.title, in: .english) == "Can't see arrows?")
        #expect(try copy.text(screen.button, in: .english) == "Tap the CENTER arrow on the lane (arrow on board 20).")
        #expect(try runner.back(at: "arrows-help").id == "arrows")
        #expect(runner.progress?.completedSteps == ["positioning"])
        // The center arrow can be tapped with the help open.
        try runner.advance(.named("help"))
        #expect(try runner.advance(.next, at: "arrows-help").id == "foul-right")
        try runner.advance(.next)
        // A misplaced point is marked again by going back.
        #expect(try runner.back(at: "foul-left").id == "foul-right")
        #expect(try runner.advance(.next).id == "foul-left")
        try runner.advance(.next)
        #expect(try runner.back(at: "head-pin").id == "foul-left")
        try runner.advance(.next)
        try runner.advance(.next)
        #expect(throws: FlowError.backNotAllowed("validate")) { try runner.back() }
        #expect(
            runner.progress?.completedSteps == [
                "positioning", "arrows", "arrows-help", "foul-right", "foul-left", "head-pin",
            ])
    }

    @Test func resumesAfterRestart() throws {
        let bowler = Bowler()
        do {
            let runner = try bowler.runner()
            try markAllPoints(runner)
            try runner.advance(.named("valid"))
        }
        let restarted = try bowler.runner()
        #expect(restarted.currentStep?.id == "complete")
        #expect(try restarted.start().id == "complete")
        #expect(bowler.events.filter { $0.name == "onboarding_started" }.count == 1)
        #expect(try restarted.advance(.choice("start-recording")).id == "save")
    }
}
