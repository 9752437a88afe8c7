import Basics
import Foundation
import OnboardingKit
import Testing

private let hour: TimeInterval = 60 * 60
private let day: TimeInterval = 24 * hour
private let sessionKey = "onboarding.bowlertrax.session.last"

@Suite("WelcomeBack")
struct WelcomeBackTests {
    @Test("the first session ever never welcomes back")
    func firstSession() throws {
        let store = InMemoryStore()
        let clock = ManualClock()
        let welcome = WelcomeBack(app: "bowlertrax", store: store, clock: clock)
        #expect(try welcome.lastSession() == nil)
        #expect(try !welcome.shouldWelcomeBack())
        #expect(try !welcome.startSession())
        #expect(try welcome.lastSession() == clock.now)
        #expect(store.keys(withPrefix: "onboarding.bowlertrax.") == [sessionKey])
    }

    @Test("29 days 23 hours: no; exactly 30 days: no; 30 days and 1 second: yes")
    func threshold() throws {
        let clock = ManualClock()
        let welcome = WelcomeBack(app: "bowlertrax", store: InMemoryStore(), clock: clock)
        try welcome.recordSession()
        clock.advance(by: 29 * day + 23 * hour)
        #expect(try !welcome.shouldWelcomeBack())
        clock.advance(by: hour)
        #expect(try !welcome.shouldWelcomeBack())
        clock.advance(by: 1)
        #expect(try welcome.shouldWelcomeBack())
        #expect(welcome.threshold == 30 * day)
    }

    @Test("starting a session answers for the gap before it, then resets the gap")
    func startSession() throws {
        let clock = ManualClock()
        let welcome = WelcomeBack(app: "bowlertrax", store: InMemoryStore(), clock: clock)
        #expect(try !welcome.startSession())
        clock.advance(by: 45 * day)
        #expect(try welcome.startSession())
        #expect(try !welcome.shouldWelcomeBack())
        clock.advance(by: 10 * day)
        #expect(try !welcome.startSession())
    }

    @Test("persists across instances and a reopened file store")
    func persists() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("welcome-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("onboarding.json")
        let clock = ManualClock(now: Date(timeIntervalSince1970: 1_767_225_600.75))
        try WelcomeBack(app: "bowlertrax", store: try JSONFileStore(url: url), clock: clock).recordSession()
        let recorded = clock.now
        clock.advance(by: 30 * day)
        let reopened = WelcomeBack(app: "bowlertrax", store: try JSONFileStore(url: url), clock: clock)
        #expect(try reopened.lastSession() == recorded)
        #expect(try !reopened.shouldWelcomeBack())
        clock.advance(by: 1)
        #expect(try reopened.shouldWelcomeBack())
    }

    @Test("invalid thresholds are refused", arguments: [0, -1, TimeInterval.infinity, .nan])
    func invalidThreshold(seconds: TimeInterval) throws {
        let error = #expect(throws: PromptError.self) {
            try WelcomeBack(app: "bowlertrax", store: InMemoryStore(), clock: ManualClock(), threshold: seconds)
        }
        guard case .invalidThreshold? = error else {
            Issue.record("expected invalidThreshold, got \(String(describing: error))")
            return
        }
        #expect(error?.description.contains("positive, finite") == true)
    }

    @Test("a custom threshold is honoured")
    func customThreshold() throws {
        let clock = ManualClock()
        let welcome = try WelcomeBack(app: "bowlertrax", store: InMemoryStore(), clock: clock, threshold: 7 * day)
        try welcome.recordSession()
        clock.advance(by: 7 * day)
        #expect(try !welcome.shouldWelcomeBack())
        clock.advance(by: 1)
        #expect(try welcome.shouldWelcomeBack())
    }

    @Test("a clock that went backwards does not welcome back")
    func clockBackwards() throws {
        let clock = ManualClock()
        let welcome = WelcomeBack(app: "bowlertrax", store: InMemoryStore(), clock: clock)
        try welcome.recordSession()
        clock.set(clock.now.addingTimeInterval(-60 * day))
        #expect(try !welcome.shouldWelcomeBack())
    }

    @Test(
        "a corrupt last session is reported and left untouched",
        arguments: [StoredValue.string("yesterday"), .double(.infinity)])
    func corrupt(value: StoredValue) throws {
        let store = InMemoryStore([sessionKey: value])
        let welcome = WelcomeBack(app: "bowlertrax", store: store, clock: ManualClock())
        #expect(throws: PromptError.self) { try welcome.shouldWelcomeBack() }
        #expect(throws: PromptError.self) { try welcome.recordSession() }
        let error = #expect(throws: PromptError.self) { try welcome.startSession() }
        guard case .corruptState(let key, _)? = error else {
            Issue.record("expected corruptState, got \(String(describing: error))")
            return
        }
        #expect(key == sessionKey)
        #expect(store.snapshot == [sessionKey: value])
        try welcome.reset()
        #expect(try !welcome.startSession())
    }
}
