import Basics
import Foundation
import OnboardingKit
import Testing

/// Tiny flows for the validator: every step an info screen unless stated otherwise.
private enum Build {
    static func info(
        _ id: String, _ transitions: [FlowOutcome: String] = [:], required: Bool = true, skip: String? = nil,
        back: Bool = false
    ) -> FlowStep {
        FlowStep(
            id: id,
            kind: .info(FlowInfo(title: CopyKey("t.\(id).title"), button: CopyKey("t.\(id).button"))),
            isRequired: required,
            transitions: transitions,
            skip: skip.map { FlowSkip(to: $0, label: CopyKey("t.\(id).skip")) },
            allowsBack: back)
    }

    static func end(_ id: String, result: String = "main") -> FlowStep {
        FlowStep(id: id, kind: .terminal(FlowTerminal(result: result, title: CopyKey("t.\(id).title"))))
    }

    static func flow(start: String = "a", _ steps: FlowStep...) -> FlowDefinition {
        FlowDefinition(id: "tiny", startStepID: start, steps: steps)
    }

    /// A catalog with English and Vietnamese text for every key of `flow`.
    static func copy(for flow: FlowDefinition, except missing: Set<CopyKey> = []) -> CopyCatalog {
        var entries: [CopyKey: [Language: String]] = [:]
        for key in flow.allCopyKeys where !missing.contains(key) {
            entries[key] = [.english: "EN \(key)", .vietnamese: "VI \(key)"]
        }
        return CopyCatalog(entries)
    }
}

/// A flow using every kind of step, outcome and option.
private let everyKind = FlowDefinition(
    id: "every-kind",
    startStepID: "hello",
    steps: [
        FlowStep(
            id: "hello", kind: .info(FlowInfo(title: "k.hello.title", body: "k.hello.body", button: "k.hello.go")),
            transitions: [.next: "cards", .named("sign-in"): "pick"]),
        FlowStep(
            id: "cards",
            kind: .carousel(
                FlowCarousel(
                    cards: [FlowCard(title: "k.card1.title", body: "k.card1.body")], nextButton: "k.cards.next",
                    doneButton: "k.cards.done", backButton: "k.cards.back")),
            isRequired: false, transitions: [.next: "camera"], skip: FlowSkip(to: "camera", label: "k.cards.skip"),
            allowsBack: true),
        FlowStep(
            id: "camera",
            kind: .permission(
                FlowPermission(
                    permission: "camera", title: "k.camera.title", body: "k.camera.body", note: "k.camera.note",
                    button: "k.camera.enable", helpLink: "k.camera.why", helpDetails: ["k.camera.why.1"],
                    systemMessage: "k.camera.system")),
            transitions: [.granted: "pick", .denied: "pick"]),
        FlowStep(
            id: "pick",
            kind: .singleChoice(
                FlowChoice(
                    title: "k.pick.title",
                    options: [
                        FlowOption(id: "left", label: "k.pick.left"),
                        FlowOption(id: "right", label: "k.pick.right", detail: "k.pick.right.detail"),
                    ])),
            transitions: [.choice("left"): "form", .next: "form"]),
        FlowStep(
            id: "form",
            kind: .form(
                FlowForm(
                    title: "k.form.title",
                    fields: [
                        FlowFormField(
                            id: "name", label: "k.form.name", placeholder: "k.form.name.hint", isRequired: true),
                        FlowFormField(
                            id: "color", label: "k.form.color",
                            options: [FlowOption(id: "red", label: "k.form.red")]),
                    ],
                    submitButton: "k.form.save")),
            isRequired: false, transitions: [.next: "done"], skip: FlowSkip(to: "done", label: "k.form.skip")),
        FlowStep(id: "done", kind: .terminal(FlowTerminal(result: "main", title: "k.done.title"))),
    ])

@Suite("FlowValidator")
struct FlowValidatorTests {
    @Test func cleanFlowHasNoIssues() {
        #expect(everyKind.validate(copy: Build.copy(for: everyKind)) == [])
        let linear = Build.flow(Build.info("a", [.next: "b"]), Build.end("b"))
        #expect(linear.validate(copy: Build.copy(for: linear), languages: [.english]) == [])
    }

    @Test func missingStartStep() {
        let flow = Build.flow(start: "nope", Build.info("a", [.next: "b"]), Build.end("b"))
        let issues = flow.validateStructure()
        #expect(issues.contains(.missingStartStep("nope")))
        // Without a start, reachability is not judged step by step.
        #expect(!issues.contains(.unreachableStep("a")))
    }

    @Test func duplicateStepIDs() {
        let flow = Build.flow(Build.info("a", [.next: "b"]), Build.end("b"), Build.end("b"), Build.end("b"))
        #expect(flow.validateStructure() == [.duplicateStepID("b")])
    }

    @Test func unknownTransitionAndSkipTargets() {
        let flow = Build.flow(
            Build.info("a", [.next: "b", .named("x"): "ghost"]),
            Build.info("b", [.next: "end"], required: false, skip: "phantom"),
            Build.end("end"))
        let issues = flow.validateStructure()
        #expect(issues.contains(.unknownTarget(step: "a", outcome: .named("x"), target: "ghost")))
        #expect(issues.contains(.unknownSkipTarget(step: "b", target: "phantom")))
        #expect(issues.count == 2)
    }

    @Test func unreachableStep() {
        let flow = Build.flow(Build.info("a", [.next: "end"]), Build.info("orphan", [.next: "end"]), Build.end("end"))
        #expect(flow.validateStructure() == [.unreachableStep("orphan")])
    }

    @Test func deadEnd() {
        let flow = Build.flow(Build.info("a", [.next: "b", .named("quit"): "end"]), Build.info("b"), Build.end("end"))
        #expect(flow.validateStructure() == [.deadEnd("b")])
    }

    @Test func cycleWithoutExit() {
        let trapped = Build.flow(
            Build.info("a", [.next: "b", .named("quit"): "end"]),
            Build.info("b", [.next: "c"]),
            Build.info("c", [.next: "b"]),
            Build.end("end"))
        #expect(trapped.validateStructure() == [.cycleWithoutExit(["b", "c"])])

        let selfLoop = Build.flow(
            Build.info("a", [.next: "b", .named("quit"): "end"]), Build.info("b", [.next: "b"]), Build.end("end"))
        #expect(selfLoop.validateStructure() == [.cycleWithoutExit(["b"])])

        // A cycle whose only way out is a dead end: the dead end is the root cause, reported alone.
        let leadsToDeadEnd = Build.flow(
            Build.info("a", [.next: "b", .named("quit"): "end"]),
            Build.info("b", [.next: "c"]),
            Build.info("c", [.next: "b", .named("on"): "d"]),
            Build.info("d"),
            Build.end("end"))
        #expect(leadsToDeadEnd.validateStructure() == [.deadEnd("d")])

        // The same cycle with a way out is fine.
        let escapable = Build.flow(
            Build.info("a", [.next: "b"]),
            Build.info("b", [.next: "c"]),
            Build.info("c", [.next: "b", .named("done"): "end"]),
            Build.end("end"))
        #expect(escapable.validateStructure() == [])
    }

    @Test func requiredStepBypassedBySkip() {
        // b's skip jumps over the required step c straight to the end.
        let bypassed = Build.flow(
            Build.info("a", [.next: "b"]),
            Build.info("b", [.next: "c"], required: false, skip: "d"),
            Build.info("c", [.next: "d"]),
            Build.end("d"))
        #expect(bypassed.validateStructure() == [.bypassableRequiredStep(step: "c", terminal: "d")])

        // Skipping onto the required step keeps it on every path.
        let sound = Build.flow(
            Build.info("a", [.next: "b"]),
            Build.info("b", [.next: "c"], required: false, skip: "c"),
            Build.info("c", [.next: "d"]),
            Build.end("d"))
        #expect(sound.validateStructure() == [])

        // A skip to an exit that only skipping reaches is a distinct result, not a bypass.
        let exit = Build.flow(
            Build.info("a", [.next: "b"], required: false, skip: "later"),
            Build.info("b", [.next: "d"]),
            Build.end("d"),
            Build.end("later"))
        #expect(exit.validateStructure() == [])

        // A required step on one branch of a normal choice is not "bypassed".
        let branch = Build.flow(
            Build.info("a", [.next: "c", .named("other"): "d"]),
            Build.info("c", [.next: "d"]),
            Build.end("d"))
        #expect(branch.validateStructure() == [])
    }

    @Test func skipRulesForRequiredAndOptionalSteps() {
        let flow = Build.flow(
            Build.info("a", [.next: "b"], required: true, skip: "b"),
            Build.info("b", [.next: "end"], required: false),
            Build.end("end"))
        let issues = flow.validateStructure()
        #expect(issues.contains(.requiredStepHasSkip("a")))
        #expect(issues.contains(.optionalStepWithoutSkip("b")))
        #expect(issues.count == 2)
    }

    @Test func outcomesMustFitTheStepKind() {
        let permissionWithoutDenied = FlowStep(
            id: "perm",
            kind: .permission(FlowPermission(permission: "camera", title: "p.t", body: "p.b", button: "p.go")),
            transitions: [.granted: "pick"])
        let choice = FlowStep(
            id: "pick",
            kind: .singleChoice(
                FlowChoice(
                    title: "c.t",
                    options: [FlowOption(id: "x", label: "c.x"), FlowOption(id: "y", label: "c.y")])),
            transitions: [.choice("x"): "end", .choice("z"): "end"])
        let flow = Build.flow(
            Build.info("a", [.next: "perm", .granted: "end"]), permissionWithoutDenied, choice, Build.end("end"))
        let issues = flow.validateStructure()
        #expect(issues.contains(.outcomeNotValid(step: "a", outcome: .granted)))
        #expect(issues.contains(.missingRoute(step: "perm", outcome: .denied)))
        #expect(issues.contains(.outcomeNotValid(step: "pick", outcome: .choice("z"))))
        #expect(issues.contains(.missingRoute(step: "pick", outcome: .choice("y"))))
        #expect(issues.count == 4)
    }

    @Test func terminalStepsHaveNoExits() {
        var end = Build.end("end")
        end.transitions = [.next: "a"]
        let flow = Build.flow(Build.info("a", [.next: "end"]), end)
        #expect(flow.validateStructure() == [.terminalHasExits("end")])
    }

    @Test func malformedStepContent() {
        let cards = FlowStep(
            id: "cards",
            kind: .carousel(FlowCarousel(cards: [], nextButton: "n", doneButton: "d")),
            transitions: [.next: "pick"])
        let pick = FlowStep(
            id: "pick",
            kind: .singleChoice(
                FlowChoice(title: "t", options: [FlowOption(id: "x", label: "x"), FlowOption(id: "x", label: "x2")])),
            transitions: [.next: "form"])
        let form = FlowStep(
            id: "form",
            kind: .form(
                FlowForm(
                    title: "f",
                    fields: [
                        FlowFormField(id: "name", label: "n"), FlowFormField(id: "name", label: "n2"),
                        FlowFormField(id: "color", label: "c", options: []),
                    ],
                    submitButton: "s")),
            transitions: [.next: "end"])
        let flow = Build.flow(start: "cards", cards, pick, form, Build.end("end"))
        #expect(
            flow.validateStructure() == [
                .emptyStep("cards"),
                .duplicateOptionID(step: "pick", option: "x"),
                .duplicateFieldID(step: "form", field: "name"),
                .fieldWithoutOptions(step: "form", field: "color"),
            ])
    }

    @Test func missingCopyInEitherLanguage() {
        var entries: [CopyKey: [Language: String]] = [:]
        for key in everyKind.allCopyKeys { entries[key] = [.english: "en", .vietnamese: "vi"] }
        entries["k.camera.note"] = [.english: "Your video stays on your device."]
        entries["k.form.skip"] = nil
        let issues = everyKind.validate(copy: CopyCatalog(entries))
        #expect(
            issues == [
                .missingCopy(step: "camera", key: "k.camera.note", language: .vietnamese),
                .missingCopy(step: "form", key: "k.form.skip", language: .english),
                .missingCopy(step: "form", key: "k.form.skip", language: .vietnamese),
            ])
        // Checking English only reports only the English gap.
        #expect(
            everyKind.validate(copy: CopyCatalog(entries), languages: [.english]) == [
                .missingCopy(step: "form", key: "k.form.skip", language: .english)
            ])
    }

    @Test func copyKeysPerStepAndFlow() throws {
        let camera = try #require(everyKind.step("camera"))
        #expect(
            camera.allCopyKeys == [
                "k.camera.title", "k.camera.body", "k.camera.note", "k.camera.enable", "k.camera.why",
                "k.camera.why.1", "k.camera.system",
            ])
        let cards = try #require(everyKind.step("cards"))
        #expect(cards.allCopyKeys.last == "k.cards.skip")
        #expect(everyKind.allCopyKeys.count == 28)
        #expect(everyKind.allCopyKeys == everyKind.allCopyKeys.sorted())
    }

    @Test func codableRoundTrip() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(everyKind)
        let decoded = try JSONDecoder().decode(FlowDefinition.self, from: data)
        #expect(decoded == everyKind)
        let json = try #require(String(data: data, encoding: .utf8))
        #expect(json.contains(#""type":"single-choice""#))
        #expect(json.contains(#""choice:left":"form""#))
        #expect(json.contains(#""named:sign-in":"pick""#))
    }

    @Test func decodesHandWrittenJSONWithDefaults() throws {
        let json = """
            {"id": "hand", "startStepID": "a", "steps": [
              {"id": "a", "kind": {"type": "info", "content": {"title": "x.t", "button": "x.b"}},
               "transitions": {"next": "b"}},
              {"id": "b", "kind": {"type": "terminal", "content": {"result": "main"}}}
            ]}
            """
        let flow = try JSONDecoder().decode(FlowDefinition.self, from: Data(json.utf8))
        let first = try #require(flow.step("a"))
        #expect(first.isRequired)
        #expect(!first.allowsBack)
        #expect(first.transitions == [.next: "b"])
        #expect(flow.validateStructure() == [])

        let badOutcome = json.replacingOccurrences(of: #""next": "b""#, with: #""onward": "b""#)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(FlowDefinition.self, from: Data(badOutcome.utf8))
        }
    }

    @Test func outcomeRawValues() {
        let outcomes: [FlowOutcome] = [.next, .granted, .denied, .choice("left"), .named("sign-in")]
        #expect(outcomes.map(\.rawValue) == ["next", "granted", "denied", "choice:left", "named:sign-in"])
        #expect(outcomes.map { FlowOutcome(rawValue: $0.rawValue) } == outcomes)
        #expect(FlowOutcome(rawValue: "choice:") == nil)
        #expect(FlowOutcome(rawValue: "skip") == nil)
        #expect(FlowOutcome(rawValue: "choice:a:b") == .choice("a:b"))
    }

    @Test func acceptedOutcomesAndTargets() throws {
        let pick = try #require(everyKind.step("pick"))
        // "right" has no route of its own and follows `.next`; a bare `.next` is not an answer.
        #expect(pick.acceptedOutcomes == [.choice("left"), .choice("right")])
        #expect(pick.target(for: .choice("right")) == "form")
        #expect(pick.target(for: .next) == nil)
        #expect(pick.target(for: .choice("up")) == nil)
        let hello = try #require(everyKind.step("hello"))
        #expect(hello.acceptedOutcomes == [.named("sign-in"), .next])
    }

    @Test func issueMessagesNameTheProblem() {
        let issues: [FlowIssue] = [
            .missingStartStep("s"), .duplicateStepID("d"), .unknownTarget(step: "a", outcome: .next, target: "ghost"),
            .unknownSkipTarget(step: "a", target: "ghost"), .unreachableStep("o"), .deadEnd("b"),
            .cycleWithoutExit(["b", "c"]), .bypassableRequiredStep(step: "c", terminal: "d"),
            .requiredStepHasSkip("r"), .optionalStepWithoutSkip("o"), .outcomeNotValid(step: "a", outcome: .granted),
            .missingRoute(step: "p", outcome: .denied), .terminalHasExits("e"),
            .duplicateOptionID(step: "p", option: "x"), .duplicateFieldID(step: "f", field: "n"), .emptyStep("c"),
            .fieldWithoutOptions(step: "f", field: "color"),
            .missingCopy(step: "a", key: "k.a", language: .vietnamese),
        ]
        #expect(Set(issues.map(\.description)).count == issues.count)
        #expect(FlowIssue.unknownTarget(step: "a", outcome: .next, target: "ghost").description.contains("'ghost'"))
        #expect(FlowIssue.cycleWithoutExit(["b", "c"]).description.contains("'b', 'c'"))
        #expect(FlowIssue.missingCopy(step: "a", key: "k.a", language: .vietnamese).description.contains("vi text"))
    }
}
