import Basics
import Foundation
import OnboardingKit
import Testing

/// intro -> tour (skip) -> perm --granted--> pick -> form (skip) -> end
///                            \--denied--> retry --granted/denied--> pick
private let sample = FlowDefinition(
    id: "sample",
    startStepID: "intro",
    steps: [
        FlowStep(
            id: "intro", kind: .info(FlowInfo(title: "s.intro", button: "s.go")), transitions: [.next: "tour"]),
        FlowStep(
            id: "tour",
            kind: .carousel(
                FlowCarousel(cards: [FlowCard(title: "s.c1", body: "s.c1b")], nextButton: "s.n", doneButton: "s.d")),
            isRequired: false, transitions: [.next: "perm"], skip: FlowSkip(to: "perm", label: "s.skip"),
            allowsBack: true),
        FlowStep(
            id: "perm",
            kind: .permission(FlowPermission(permission: "camera", title: "s.p", body: "s.pb", button: "s.allow")),
            transitions: [.granted: "pick", .denied: "retry"]),
        FlowStep(
            id: "retry",
            kind: .permission(
                FlowPermission(
                    permission: "camera", action: .openSettings, title: "s.r", body: "s.rb", button: "s.settings",
                    declineButton: "s.without")),
            transitions: [.granted: "pick", .denied: "pick"]),
        FlowStep(
            id: "pick",
            kind: .singleChoice(
                FlowChoice(
                    title: "s.q", options: [FlowOption(id: "a", label: "s.a"), FlowOption(id: "b", label: "s.b")])),
            transitions: [.choice("a"): "form", .choice("b"): "form"]),
        FlowStep(
            id: "form",
            kind: .form(
                FlowForm(
                    title: "s.f",
                    fields: [
                        FlowFormField(id: "name", label: "s.name", isRequired: true, maximumLength: 12),
                        FlowFormField(
                            id: "size", label: "s.size",
                            options: [FlowOption(id: "s", label: "s.s"), FlowOption(id: "l", label: "s.l")]),
                    ],
                    submitButton: "s.save")),
            isRequired: false, transitions: [.next: "end"], skip: FlowSkip(to: "end", label: "s.later"),
            allowsBack: true),
        FlowStep(id: "end", kind: .terminal(FlowTerminal(result: "home"))),
    ])

private struct Harness {
    let clock = ManualClock(now: Date(timeIntervalSince1970: 1_767_225_600))
    let journal = AnalyticsJournal()
    let store = InMemoryStore()
    let key = "onboarding.demo.flow.sample"

    func runner(
        _ flow: FlowDefinition = sample, store: (any KeyValueStore)? = nil, user: String = "u1"
    ) throws -> FlowRunner {
        try FlowRunner(
            flow: flow, store: store ?? self.store,
            tracker: AnalyticsTracker(sink: journal, app: "demo", userID: user, clock: clock))
    }

    var events: [AnalyticsEvent] { journal.records.map(\.event) }

    /// Runs `body`, expecting `error`, and checks that neither the store nor the journal changed.
    func expectUnchanged(
        _ error: FlowError, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
    ) {
        let before = store.snapshot
        let eventCount = journal.records.count
        #expect(throws: error, sourceLocation: sourceLocation) { try body() }
        #expect(store.snapshot == before, sourceLocation: sourceLocation)
        #expect(journal.records.count == eventCount, sourceLocation: sourceLocation)
    }
}

@Suite("FlowRunner")
struct FlowRunnerTests {
    @Test func startTracksOnceAndResumesWithoutTracking() throws {
        let h = Harness()
        let runner = try h.runner()
        #expect(runner.currentStep == nil)
        #expect(try runner.start().id == "intro")
        #expect(try runner.start().id == "intro")
        try runner.advance(.next)
        #expect(
            h.events == [.onboardingStarted(flow: "sample"), .onboardingStepCompleted(flow: "sample", step: "intro")])

        let resumed = try h.runner()
        #expect(resumed.currentStep?.id == "tour")
        #expect(try resumed.start().id == "tour")
        #expect(h.events.count == 2)
        #expect(h.store.keys(withPrefix: "onboarding.demo.") == [h.key])
        #expect(resumed.storageKey.rawValue == h.key)
    }

    @Test func fullRunRecordsProgressAndEvents() throws {
        let h = Harness()
        let runner = try h.runner()
        try runner.start()
        h.clock.advance(by: 10)
        try runner.advance(.next, at: "intro")
        try runner.advance(.next, at: "tour")
        h.clock.advance(by: 20)
        try runner.advance(.granted, at: "perm")
        try runner.advance(.choice("b"), at: "pick")
        h.clock.advance(by: 65.7)
        let end = try runner.submit(["name": "  Storm  ", "size": "l"], at: "form")

        #expect(end.id == "end")
        let progress = try #require(runner.progress)
        #expect(progress.currentStep == "end")
        #expect(progress.completedSteps == ["intro", "tour", "perm", "pick", "form"])
        #expect(progress.skippedSteps == [])
        #expect(progress.history == ["intro", "tour", "perm", "pick", "form"])
        #expect(progress.answers == ["pick": .choice("b"), "form": .form(["name": "Storm", "size": "l"])])
        #expect(progress.permissions == ["camera": .granted])
        #expect(progress.startedAt == Date(timeIntervalSince1970: 1_767_225_600))
        #expect(progress.completedAt == Date(timeIntervalSince1970: 1_767_225_695))
        #expect(progress.result == "home")
        #expect(progress.durationSeconds == 95)
        #expect(runner.isCompleted)
        #expect(
            h.events == [
                .onboardingStarted(flow: "sample"),
                .onboardingStepCompleted(flow: "sample", step: "intro"),
                .onboardingStepCompleted(flow: "sample", step: "tour"),
                .permissionRequested(type: "camera"),
                .permissionGranted(type: "camera"),
                .onboardingStepCompleted(flow: "sample", step: "perm"),
                .onboardingStepCompleted(flow: "sample", step: "pick"),
                .onboardingStepCompleted(flow: "sample", step: "form"),
                .onboardingCompleted(flow: "sample", durationSeconds: 95),
            ])
        // A completed flow refuses every move and resumes completed.
        h.expectUnchanged(.flowAlreadyCompleted(result: "home")) { try runner.advance(.next) }
        h.expectUnchanged(.flowAlreadyCompleted(result: "home")) { try runner.skip() }
        h.expectUnchanged(.flowAlreadyCompleted(result: "home")) { try runner.back() }
        h.expectUnchanged(.flowAlreadyCompleted(result: "home")) { try runner.abandon() }
        let resumed = try h.runner()
        #expect(resumed.isCompleted)
        #expect(resumed.progress == progress)
    }

    @Test func permissionEventsTrackRequestsAndChanges() throws {
        let h = Harness()
        let runner = try h.runner()
        try runner.start()
        try runner.advance(.next)
        try runner.skip()
        #expect(try runner.advance(.denied).id == "retry")
        #expect(runner.progress?.permissions == ["camera": .denied])
        #expect(try runner.advance(.granted).id == "pick")
        #expect(runner.progress?.permissions == ["camera": .granted])
        #expect(
            Array(h.events.dropFirst(3)) == [
                .permissionRequested(type: "camera"),
                .permissionDenied(type: "camera"),
                .onboardingStepCompleted(flow: "sample", step: "perm"),
                .permissionGranted(type: "camera"),
                .onboardingStepCompleted(flow: "sample", step: "retry"),
            ])
    }

    @Test func continuingWithoutPermissionTracksNoSecondDenial() throws {
        let h = Harness()
        let runner = try h.runner()
        try runner.start()
        try runner.advance(.next)
        try runner.advance(.next)
        try runner.advance(.denied)
        try runner.advance(.denied)
        #expect(h.events.filter { $0.name == "permission_denied" }.count == 1)
        #expect(h.events.filter { $0.name == "permission_requested" }.count == 1)
        #expect(runner.progress?.permissions == ["camera": .denied])
    }

    @Test func skipRecordsOptionalStepsAndRefusesRequiredOnes() throws {
        let h = Harness()
        let runner = try h.runner()
        try runner.start()
        h.expectUnchanged(.stepNotSkippable("intro")) { try runner.skip() }
        try runner.advance(.next)
        #expect(try runner.skip(at: "tour").id == "perm")
        h.expectUnchanged(.stepNotSkippable("perm")) { try runner.skip() }
        try runner.advance(.granted)
        h.expectUnchanged(.stepNotSkippable("pick")) { try runner.skip() }
        try runner.advance(.choice("a"))
        #expect(try runner.skip().id == "end")
        let progress = try #require(runner.progress)
        #expect(progress.skippedSteps == ["tour", "form"])
        #expect(progress.completedSteps == ["intro", "perm", "pick"])
        #expect(progress.answers["form"] == nil)
        #expect(
            h.events.filter { $0.name == "onboarding_step_skipped" } == [
                .onboardingStepSkipped(flow: "sample", step: "tour"),
                .onboardingStepSkipped(flow: "sample", step: "form"),
            ])
        #expect(h.events.last == .onboardingCompleted(flow: "sample", durationSeconds: 0))
    }

    @Test func backReturnsToThePreviousStepWhereAllowed() throws {
        let h = Harness()
        let runner = try h.runner()
        try runner.start()
        h.expectUnchanged(.backNotAllowed("intro")) { try runner.back() }
        try runner.advance(.next)
        #expect(try runner.back(at: "tour").id == "intro")
        #expect(runner.progress?.completedSteps == [])
        #expect(runner.progress?.history == [])
        try runner.advance(.next)
        try runner.skip()
        h.expectUnchanged(.backNotAllowed("perm")) { try runner.back() }
        try runner.advance(.granted)
        try runner.advance(.choice("a"))
        #expect(try runner.back().id == "pick")
        // The answer stays for the revisited screen; the step is no longer completed.
        let progress = try #require(runner.progress)
        #expect(progress.answers["pick"] == .choice("a"))
        #expect(progress.completedSteps == ["intro", "perm"])
        #expect(progress.skippedSteps == ["tour"])
        #expect(progress.history == ["intro", "tour", "perm"])
        try runner.advance(.choice("b"))
        #expect(runner.progress?.answers["pick"] == .choice("b"))
        #expect(h.events.filter { $0 == .onboardingStepCompleted(flow: "sample", step: "pick") }.count == 2)
    }

    @Test func backWithoutHistoryIsRefused() throws {
        let flow = FlowDefinition(
            id: "sample", startStepID: "a",
            steps: [
                FlowStep(
                    id: "a", kind: .info(FlowInfo(title: "t", button: "b")), transitions: [.next: "z"],
                    allowsBack: true),
                FlowStep(id: "z", kind: .terminal(FlowTerminal(result: "home"))),
            ])
        let h = Harness()
        let runner = try h.runner(flow)
        try runner.start()
        h.expectUnchanged(.nothingToGoBackTo("a")) { try runner.back() }
    }

    @Test func refusedInputChangesNothing() throws {
        let h = Harness()
        let runner = try h.runner()
        h.expectUnchanged(.notStarted) { try runner.advance(.next) }
        h.expectUnchanged(.notStarted) { try runner.abandon() }
        try runner.start()
        h.expectUnchanged(.outcomeNotAccepted(step: "intro", outcome: .granted, accepted: [.next])) {
            try runner.advance(.granted)
        }
        h.expectUnchanged(.unknownStep("ghost")) { try runner.advance(.next, at: "ghost") }
        h.expectUnchanged(.notCurrentStep(requested: "tour", current: "intro")) {
            try runner.advance(.next, at: "tour")
        }
        h.expectUnchanged(.notAFormStep("intro")) { try runner.submit(["name": "x"]) }
        try runner.advance(.next)
        try runner.advance(.next)
        h.expectUnchanged(.outcomeNotAccepted(step: "perm", outcome: .next, accepted: [.denied, .granted])) {
            try runner.advance(.next)
        }
        try runner.advance(.granted)
        h.expectUnchanged(
            .outcomeNotAccepted(step: "pick", outcome: .choice("c"), accepted: [.choice("a"), .choice("b")])
        ) { try runner.advance(.choice("c")) }
        h.expectUnchanged(.outcomeNotAccepted(step: "pick", outcome: .next, accepted: [.choice("a"), .choice("b")])) {
            try runner.advance(.next)
        }
        #expect(runner.currentStep?.id == "pick")
    }

    @Test func aFormWhoseValuesStayOnTheDeviceIsRecordedSubmittedWithoutThem() throws {
        let privateForm = FlowDefinition(
            id: "sample",
            startStepID: "place",
            steps: [
                FlowStep(
                    id: "place",
                    kind: .form(
                        FlowForm(
                            title: "s.f", fields: [FlowFormField(id: "place", label: "s.place", isRequired: true)],
                            submitButton: "s.save", valuesStayOnDevice: true)),
                    transitions: [.next: "end"]),
                FlowStep(id: "end", kind: .terminal(FlowTerminal(result: "home"))),
            ])
        let h = Harness()
        let runner = try h.runner(privateForm)
        try runner.start()
        // A value sent is refused, the required one too: none reaches the store.
        h.expectUnchanged(.invalidFormAnswer(step: "place", field: "place", problem: .staysOnDevice)) {
            try runner.submit(["place": "AMF Bowling Center"])
        }
        #expect(try runner.submit([:]).id == "end")
        #expect(runner.progress?.answers["place"] == .form([:]))
        #expect(!h.store.snapshot.values.contains { "\($0)".contains("AMF") })
        #expect(h.events.contains(.onboardingStepCompleted(flow: "sample", step: "place")))
        // Encoded with the flow; a hand-written definition without it records its values.
        let form = FlowForm(title: "s.f", fields: [], submitButton: "s.save", valuesStayOnDevice: true)
        #expect(try JSONDecoder().decode(FlowForm.self, from: JSONEncoder().encode(form)) == form)
        let older = Data(#"{"title":"s.f","fields":[],"submitButton":"s.save"}"#.utf8)
        #expect(try JSONDecoder().decode(FlowForm.self, from: older).valuesStayOnDevice == false)
    }

    @Test func formAnswersAreValidated() throws {
        let h = Harness()
        let runner = try h.runner()
        try runner.start()
        try runner.advance(.next)
        try runner.advance(.next)
        try runner.advance(.granted)
        try runner.advance(.choice("a"))
        h.expectUnchanged(.invalidFormAnswer(step: "form", field: "name", problem: .missing)) {
            try runner.advance(.next)
        }
        h.expectUnchanged(.invalidFormAnswer(step: "form", field: "name", problem: .missing)) {
            try runner.submit(["name": "   ", "size": "s"])
        }
        h.expectUnchanged(
            .invalidFormAnswer(step: "form", field: "size", problem: .notAllowed(value: "xl", allowed: ["s", "l"]))
        ) { try runner.submit(["name": "Ball", "size": "xl"]) }
        // 13 characters (the café's é one character, as typed) where 12 fit; 12 with surrounding blanks are kept.
        h.expectUnchanged(.invalidFormAnswer(step: "form", field: "name", problem: .tooLong(count: 13, limit: 12))) {
            try runner.submit(["name": "Café Ball 123"])
        }
        h.expectUnchanged(.invalidFormAnswer(step: "form", field: "weight", problem: .unknownField)) {
            try runner.submit(["name": "Ball", "weight": "15"])
        }
        h.expectUnchanged(.outcomeNotAccepted(step: "form", outcome: .granted, accepted: [.next])) {
            try runner.submit(["name": "Ball"], outcome: .granted)
        }
        // The optional field may be left out.
        try runner.submit(["name": "Ball", "size": ""])
        #expect(runner.progress?.answers["form"] == .form(["name": "Ball"]))
    }

    @Test func abandonTracksTheLastStepOnce() throws {
        let h = Harness()
        let runner = try h.runner()
        try runner.start()
        try runner.advance(.next)
        h.clock.advance(by: 30)
        try runner.abandon()
        try runner.abandon()
        #expect(h.events.last == .onboardingAbandoned(flow: "sample", lastStep: "tour"))
        #expect(h.events.filter { $0.name == "onboarding_abandoned" }.count == 1)
        #expect(runner.progress?.abandonedAt == Date(timeIntervalSince1970: 1_767_225_630))
        // The user comes back later and goes on.
        let resumed = try h.runner()
        try resumed.skip()
        #expect(resumed.progress?.abandonedAt == nil)
        try resumed.abandon()
        #expect(h.events.last == .onboardingAbandoned(flow: "sample", lastStep: "perm"))
    }

    @Test func corruptStoredProgressIsRefusedAndLeftAlone() throws {
        let h = Harness()
        let valid = try StoredValue(encoding: FlowProgress(flowID: "sample", currentStep: "pick", startedAt: Date()))
        guard case .object(let fields) = valid else {
            Issue.record("progress is not stored as an object")
            return
        }
        let corruptValues: [(StoredValue, String)] = [
            (.string("garbage"), "not the progress of a flow"),
            (.object(fields.merging(["currentStep": .string("gone")]) { $1 }), "step 'gone' is not in flow 'sample'"),
            (
                .object(fields.merging(["history": .array([.string("nope")])]) { $1 }),
                "step 'nope' is not in flow 'sample'"
            ),
            (.object(fields.merging(["flowID": .string("other")]) { $1 }), "it belongs to flow 'other'"),
            (.object(fields.merging(["schema": .int(99)]) { $1 }), "stored format 99 is not supported"),
            (
                .object(fields.merging(["currentStep": .string("end")]) { $1 }),
                "it is at a terminal step but not completed"
            ),
        ]
        for (value, reason) in corruptValues {
            h.store.apply([h.key: value])
            h.expectUnchanged(.corruptProgress(key: h.key, reason: reason)) { _ = try h.runner() }
            #expect(h.store.value(forKey: h.key) == value)
        }
        h.store.apply([h.key: valid])
        #expect(try h.runner().currentStep?.id == "pick")
        #expect(FlowError.corruptProgress(key: h.key, reason: "x").description.contains(h.key))
    }

    @Test func invalidFlowsAreRefused() {
        let broken = FlowDefinition(
            id: "broken", startStepID: "a",
            steps: [FlowStep(id: "a", kind: .info(FlowInfo(title: "t", button: "b")), transitions: [.next: "ghost"])])
        let h = Harness()
        #expect(throws: FlowError.invalidFlow([.unknownTarget(step: "a", outcome: .next, target: "ghost")])) {
            _ = try h.runner(broken)
        }
    }

    @Test func failedWritesChangeNothing() throws {
        let h = Harness()
        try h.runner().start()
        let failing = try h.runner(store: FailingStore(base: h.store))
        let before = failing.progress
        h.expectUnchanged(.storage(.writeFailed(path: "test", reason: "disk full"))) { try failing.advance(.next) }
        #expect(failing.progress == before)
        #expect(failing.currentStep?.id == "intro")
    }

    @Test func resetForgetsProgress() throws {
        let h = Harness()
        let runner = try h.runner()
        try runner.start()
        try runner.advance(.next)
        try runner.reset()
        #expect(runner.progress == nil)
        #expect(h.store.snapshot.isEmpty)
        #expect(try runner.start().id == "intro")
        #expect(h.events.filter { $0.name == "onboarding_started" }.count == 2)
    }

    @Test func resumesFromAFileStoreAfterRestart() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("flow-runner-\(UUID().uuidString)").appendingPathComponent("store.json")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let h = Harness()
        let first = try h.runner(store: try JSONFileStore(url: url))
        try first.start()
        try first.advance(.next)
        try first.skip()
        try first.advance(.denied)

        let second = try h.runner(store: try JSONFileStore(url: url))
        #expect(second.currentStep?.id == "retry")
        #expect(second.progress == first.progress)
        try second.start()
        #expect(h.events.filter { $0.name == "onboarding_started" }.count == 1)
        try second.advance(.granted)
        #expect(second.progress?.permissions == ["camera": .granted])
    }

    @Test func errorMessagesAreSpecific() {
        #expect(FlowError.stepNotSkippable("hand").description == "Step 'hand' is required and cannot be skipped.")
        #expect(
            FlowError.outcomeNotAccepted(step: "pick", outcome: .next, accepted: [.choice("a")]).description
                == "Step 'pick' does not accept 'next'; it accepts: choice:a.")
        #expect(
            FlowError.invalidFormAnswer(
                step: "ball", field: "color", problem: .notAllowed(value: "pink", allowed: ["red"])
            )
            .description == "Field 'color' of step 'ball' does not accept 'pink' (choose one of: red).")
    }
}
