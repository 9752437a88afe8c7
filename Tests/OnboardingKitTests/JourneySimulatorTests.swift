import Basics
import Foundation
import Testing

@testable import OnboardingKit

@Suite("Journey simulation")
struct JourneySimulatorTests {
    /// intro (info) -> tips (skippable info) -> consent (permission) -> done
    static let flow = FlowDefinition(
        id: "sample", startStepID: "intro",
        steps: [
            FlowStep(
                id: "intro", kind: .info(FlowInfo(title: "t.intro", body: "t.body", button: "t.go")),
                transitions: [.next: "tips"]),
            FlowStep(
                id: "tips", kind: .info(FlowInfo(title: "t.tips", button: "t.go")), isRequired: false,
                transitions: [.next: "consent"], skip: FlowSkip(to: "consent", label: "t.skip"), allowsBack: true),
            FlowStep(
                id: "consent",
                kind: .permission(FlowPermission(permission: "camera", title: "t.cam", body: "t.body", button: "t.go")),
                transitions: [.granted: "done", .denied: "done"]),
            FlowStep(id: "done", kind: .terminal(FlowTerminal(result: "home"))),
        ])

    static let copy = CopyCatalog([
        "t.intro": [.english: "Hello world", .vietnamese: "Xin chào"],
        "t.body": [.english: "one two three four", .vietnamese: "một hai ba bốn"],
        "t.go": [.english: "Go", .vietnamese: "Đi"],
        "t.tips": [.english: "Five words of tips here", .vietnamese: "Mẹo"],
        "t.skip": [.english: "Skip", .vietnamese: "Bỏ qua"],
        "t.cam": [.english: "Camera", .vietnamese: "Máy ảnh"],
    ])

    /// 60 words a minute: one second a word, so times are easy to check by hand.
    static let assumptions = JourneyAssumptions(
        readingWordsPerMinute: 60, secondsPerTap: 1, systemDialogSeconds: 3, extraSeconds: ["tips": 10])

    let simulator = JourneySimulator(flows: [flow], copy: copy, assumptions: assumptions)

    @Test("a scripted journey takes reading + taps + dialogs + extra time, step by step")
    func scriptedTimes() throws {
        let full = try simulator.run(script: [.advance(.next), .advance(.next), .advance(.granted)])
        // intro: 7 words + tap = 8; tips: 10 extra + 6 words + tap = 17; consent: 6 words + tap + dialog 3 = 10
        #expect(full.steps.map(\.seconds) == [8, 17, 10])
        #expect(full.seconds == 35)
        #expect(full.outcome == .completed)
        #expect(full.results == ["home"])

        let skipping = try simulator.run(script: [.advance(.next), .skip, .advance(.denied)])
        // tips skipped: first copy key (5 words) + "Skip" (1 word) + tap = 7; skipping needs no extra time
        #expect(skipping.steps.map(\.seconds) == [8, 7, 10])
        #expect(skipping.skippedAnything)
    }

    @Test("a script the flow refuses, or one that runs out, is a typed error")
    func scriptErrors() {
        #expect(throws: JourneyError.scriptEnded(atStep: "tips")) { try simulator.run(script: [.advance(.next)]) }
        #expect {
            try simulator.run(script: [.skip])
        } throws: { error in
            if case JourneyError.flowRefused(.stepNotSkippable) = error { true } else { false }
        }
    }

    @Test("randomized journeys are reproducible by seed")
    func reproducible() throws {
        let behaviour = JourneyBehaviour(abandonProbability: 0.1)
        let first = try simulator.simulate(users: 500, behaviour: behaviour, seed: 7)
        let second = try simulator.simulate(users: 500, behaviour: behaviour, seed: 7)
        #expect(first.runs == second.runs)
        #expect(try simulator.simulate(users: 500, behaviour: behaviour, seed: 8).runs != first.runs)
    }

    @Test("completion rate follows the abandonment odds: (1 - p) per decision over three decisions")
    func completionRate() throws {
        let report = try simulator.simulate(
            users: 5_000, behaviour: JourneyBehaviour(abandonProbability: 0.2, backProbability: 0), seed: 1)
        #expect(abs(report.completionRate - 0.512) < 0.03)  // 0.8^3, within 4 standard errors
        let funnel = Funnel(flow: "sample", steps: ["intro", "tips", "consent"]).report(from: report.records)
        #expect(funnel.started == 5_000)
        #expect(funnel.completed == report.completed.count)
        #expect(abs(funnel.steps[0].dropOffRate - 0.2) < 0.03)
        #expect(abs(funnel.steps[1].skipRate - 0.3) < 0.03)
    }

    @Test("variation keeps times within the stated share of the scripted time")
    func variation() throws {
        let report = try simulator.simulate(
            users: 1_000, behaviour: JourneyBehaviour(skipProbability: 0, abandonProbability: 0, backProbability: 0),
            seed: 3)
        let times = report.completed.map(\.seconds)
        #expect(times.count == 1_000)
        #expect(times.allSatisfy { $0 >= 35 * 0.7 - 1e-9 && $0 <= 35 * 1.3 + 1e-9 })
        #expect(abs((report.medianSeconds ?? 0) - 35) < 1.5)
    }

    @Test("a user who keeps going back gives up after the step limit")
    func givesUp() throws {
        let looping = JourneySimulator(
            flows: [Self.flow], copy: Self.copy, assumptions: Self.assumptions, maximumSteps: 20)
        let report = try looping.simulate(
            users: 1, behaviour: JourneyBehaviour(skipProbability: 0, abandonProbability: 0, backProbability: 1),
            seed: 1)
        #expect(report.runs.first?.outcome == .gaveUp(atStep: "intro"), "intro, tips, back to intro, ... 20 times")
        #expect(report.runs.first?.steps.count == 20)
    }
}
