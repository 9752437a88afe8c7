import Basics
import Foundation
import OnboardingKit
import Synchronization
import Testing

/// A sink that is not the journal: keeps only the events' names.
private final class NameSink: AnalyticsSink {
    private let names = Mutex<[String]>([])

    var received: [String] { names.withLock { $0 } }

    func record(_ record: AnalyticsRecord) {
        names.withLock { $0.append(record.event.name) }
    }
}

@Suite("AnalyticsEvent")
struct AnalyticsEventTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    // MARK: - The engine's events

    @Test("flow events carry the names of the BowlerTrax specification, section 8, and their properties")
    func flowEvents() {
        let flow = "bowlertrax-first-launch"
        let cases: [(AnalyticsEvent, String, [String: String])] = [
            (.onboardingStarted(flow: flow), "onboarding_started", ["flow": flow]),
            (
                .onboardingStepCompleted(flow: flow, step: "hand"), "onboarding_step_completed",
                ["flow": flow, "step": "hand"]
            ),
            (
                .onboardingStepSkipped(flow: flow, step: "ball"), "onboarding_step_skipped",
                ["flow": flow, "step": "ball"]
            ),
            (
                .onboardingCompleted(flow: flow, durationSeconds: 95), "onboarding_completed",
                ["flow": flow, "duration_seconds": "95"]
            ),
            (
                .onboardingAbandoned(flow: flow, lastStep: "camera"), "onboarding_abandoned",
                ["flow": flow, "last_step": "camera"]
            ),
            (.permissionRequested(type: "camera"), "permission_requested", ["type": "camera"]),
            (.permissionGranted(type: "camera"), "permission_granted", ["type": "camera"]),
            (.permissionDenied(type: "photos"), "permission_denied", ["type": "photos"]),
        ]
        for (event, name, properties) in cases {
            #expect(event.name == name)
            #expect(event.properties == properties)
            #expect(event == AnalyticsEvent(name: name, properties: properties))
        }
    }

    @Test("hint and welcome events carry their names and properties")
    func hintEvents() {
        #expect(AnalyticsEvent.welcomeShown == AnalyticsEvent(name: "welcome_shown", properties: [:]))
        #expect(AnalyticsEvent.welcomeAnswered(choice: .showMeHow).name == "welcome_answered")
        #expect(AnalyticsEvent.welcomeAnswered(choice: .showMeHow).properties == ["choice": "showMeHow"])
        #expect(AnalyticsEvent.welcomeAnswered(choice: .startPlaying).properties == ["choice": "startPlaying"])
        #expect(
            AnalyticsEvent.hintShown(hint: "dealButton")
                == AnalyticsEvent(name: "hint_shown", properties: ["hint": "dealButton"]))
        #expect(AnalyticsEvent.tutorialReplayed == AnalyticsEvent(name: "tutorial_replayed"))
        #expect(AnalyticsEvent.onboardingReset == AnalyticsEvent(name: "onboarding_reset"))
    }

    @Test("hintKey and welcomeChoice read their own events only")
    func typedAccessors() {
        #expect(AnalyticsEvent.hintShown(hint: "dealButton").hintKey == "dealButton")
        #expect(AnalyticsEvent.welcomeAnswered(choice: .startPlaying).welcomeChoice == .startPlaying)
        #expect(AnalyticsEvent(name: "hint_shown", properties: ["hint": "bettingZone"]).hintKey == "bettingZone")
        #expect(AnalyticsEvent(name: "hint_closed", properties: ["hint": "bettingZone"]).hintKey == nil)
        #expect(AnalyticsEvent(name: "welcome_answered", properties: ["choice": "later"]).welcomeChoice == nil)
        #expect(AnalyticsEvent.welcomeShown.hintKey == nil && AnalyticsEvent.welcomeShown.welcomeChoice == nil)
    }

    // MARK: - Custom events

    @Test("a custom event is stamped by the tracker and reaches every sink like a built-in one")
    func customEventThroughTracker() {
        let clock = ManualClock(now: start)
        let journal = AnalyticsJournal()
        let names = NameSink()
        let levelUp = AnalyticsEvent(name: "level_unlocked", properties: ["level": "3"])
        for sink in [journal, names] as [any AnalyticsSink] {
            let tracker = AnalyticsTracker(sink: sink, app: "arcade", userID: "player-7", clock: clock)
            tracker.track(.welcomeShown)
            tracker.track(levelUp)
        }
        #expect(
            journal.records == [
                AnalyticsRecord(event: .welcomeShown, app: "arcade", userID: "player-7", timestamp: start),
                AnalyticsRecord(event: levelUp, app: "arcade", userID: "player-7", timestamp: start),
            ])
        #expect(journal.records[1].event.properties["level"] == "3")
        #expect(names.received == ["welcome_shown", "level_unlocked"])
    }

    @Test("funnels count events built by name like the factories' and ignore other custom events")
    func customEventsInFunnels() {
        func record(_ event: AnalyticsEvent, _ user: String) -> AnalyticsRecord {
            AnalyticsRecord(event: event, app: "arcade", userID: user, timestamp: start)
        }
        let records = [
            record(.onboardingStarted(flow: "tour"), "a"),
            record(AnalyticsEvent(name: "onboarding_started", properties: ["flow": "tour"]), "b"),
            record(AnalyticsEvent(name: "level_unlocked", properties: ["flow": "tour", "step": "intro"]), "c"),
            record(.onboardingStepCompleted(flow: "tour", step: "intro"), "a"),
            record(
                AnalyticsEvent(name: "onboarding_step_skipped", properties: ["flow": "tour", "step": "intro"]), "b"),
            record(
                AnalyticsEvent(name: "onboarding_step_completed", properties: ["flow": "other", "step": "intro"]), "c"),
            record(
                AnalyticsEvent(name: "onboarding_completed", properties: ["flow": "tour", "duration_seconds": "12"]),
                "a"),
        ]
        let report = Funnel(flow: "tour", steps: ["intro"]).report(from: records)
        #expect(report.started == 2)
        #expect(report.steps.map(\.step) == ["intro"])
        #expect(report.steps.map { [$0.entered, $0.passed, $0.skipped] } == [[2, 2, 1]])
        #expect(report.completed == 1)

        let hints = HintFunnel(app: "arcade", hints: ["jump"]).report(from: [
            record(AnalyticsEvent(name: "welcome_shown"), "a"),
            record(AnalyticsEvent(name: "welcome_answered", properties: ["choice": "showMeHow"]), "a"),
            record(AnalyticsEvent(name: "hint_shown", properties: ["hint": "jump"]), "a"),
            record(.hintShown(hint: "jump"), "b"),
            record(AnalyticsEvent(name: "hint_dismissed", properties: ["hint": "jump"]), "c"),
        ])
        #expect(hints.stages.map(\.users) == [1, 1, 2])
        #expect(hints.choices == [.showMeHow: 1, .startPlaying: 0])
    }

    // MARK: - JSON

    @Test("an event is encoded as its name and properties, and decodes back")
    func jsonRoundTrip() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let event = AnalyticsEvent.onboardingStepCompleted(flow: "bowlertrax-first-launch", step: "hand")
        let json = String(decoding: try encoder.encode(event), as: UTF8.self)
        #expect(
            json
                == #"{"name":"onboarding_step_completed","properties":{"flow":"bowlertrax-first-launch","step":"hand"}}"#
        )
        #expect(try JSONDecoder().decode(AnalyticsEvent.self, from: Data(json.utf8)) == event)

        #expect(
            String(decoding: try encoder.encode(AnalyticsEvent.welcomeShown), as: UTF8.self)
                == #"{"name":"welcome_shown","properties":{}}"#)
        let custom = #"{"name": "level_unlocked", "properties": {"level": "3"}}"#
        #expect(
            try JSONDecoder().decode(AnalyticsEvent.self, from: Data(custom.utf8))
                == AnalyticsEvent(name: "level_unlocked", properties: ["level": "3"]))
    }

    @Test("a record round-trips through JSON with its event in the new form")
    func recordRoundTrip() throws {
        let record = AnalyticsRecord(
            event: .hintShown(hint: "dealButton"), app: "blackjack", userID: "42", timestamp: start)
        let data = try JSONEncoder().encode(record)
        #expect(try JSONDecoder().decode(AnalyticsRecord.self, from: data) == record)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let event = try #require(object["event"] as? [String: Any])
        #expect(event["name"] as? String == "hint_shown")
        #expect(event["properties"] as? [String: String] == ["hint": "dealButton"])
    }
}
