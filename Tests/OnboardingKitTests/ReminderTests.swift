import Basics
import Foundation
import OnboardingKit
import Synchronization
import Testing

private let hour: TimeInterval = 60 * 60
private let day: TimeInterval = 24 * hour
private let ballKey = "onboarding.bowlertrax.prompt.ball-profile"

private func ballReminder(_ store: any KeyValueStore, _ clock: ManualClock) -> Reminder {
    Reminder(id: "ball-profile", policy: .ballProfile, app: "bowlertrax", store: store, clock: clock)
}

private func cameraReminder(_ store: any KeyValueStore, _ clock: ManualClock) -> Reminder {
    Reminder(id: "camera-permission", policy: .untilCleared, app: "bowlertrax", store: store, clock: clock)
}

/// A store that counts its batches, to check that each update is written in one `apply`.
private final class CountingStore: KeyValueStore {
    private let inner = InMemoryStore()
    private let batches = Mutex<[[String: StoredValue?]]>([])

    var appliedBatches: [[String: StoredValue?]] { batches.withLock { $0 } }

    func value(forKey key: String) -> StoredValue? { inner.value(forKey: key) }
    func keys(withPrefix prefix: String) -> [String] { inner.keys(withPrefix: prefix) }
    func apply(_ changes: [String: StoredValue?]) {
        batches.withLock { $0.append(changes) }
        inner.apply(changes)
    }
}

@Suite("ReminderPolicy")
struct ReminderPolicyTests {
    @Test("the presets say what the specification says")
    func presets() {
        let ball = ReminderPolicy.ballProfile
        #expect(ball.maxShows == 3)
        #expect(ball.snoozeInterval == 86_400)
        #expect(ball.maxDeclines == 3)
        #expect(ball.endsWhenAccepted)

        let camera = ReminderPolicy.untilCleared
        #expect(camera.maxShows == nil)
        #expect(camera.snoozeInterval == 0)
        #expect(camera.maxDeclines == nil)
        #expect(!camera.endsWhenAccepted)
    }

    @Test("bad policies are refused with a message naming the field")
    func invalidPolicies() {
        let cases: [(field: String, make: () throws -> ReminderPolicy)] = [
            ("maxShows", { try ReminderPolicy(maxShows: 0, maxDeclines: 3) }),
            ("maxDeclines", { try ReminderPolicy(maxShows: 3, maxDeclines: -1) }),
            ("snoozeInterval", { try ReminderPolicy(maxShows: 3, snoozeInterval: -1, maxDeclines: 3) }),
            ("snoozeInterval", { try ReminderPolicy(maxShows: 3, snoozeInterval: .infinity, maxDeclines: 3) }),
            ("snoozeInterval", { try ReminderPolicy(maxShows: 3, snoozeInterval: .nan, maxDeclines: 3) }),
        ]
        for (field, make) in cases {
            let error = #expect(throws: PromptError.self) { try make() }
            guard case .invalidPolicy(let reason)? = error else {
                Issue.record("expected invalidPolicy for \(field), got \(String(describing: error))")
                continue
            }
            #expect(reason.contains(field))
            #expect(error?.description.hasPrefix("Invalid reminder policy: \(field)") == true)
        }
    }

    @Test("Codable round trip, and decoding applies the same rules")
    func codable() throws {
        for policy in [ReminderPolicy.ballProfile, .untilCleared] {
            let data = try JSONEncoder().encode(policy)
            #expect(try JSONDecoder().decode(ReminderPolicy.self, from: data) == policy)
        }
        let json = Data(#"{"maxShows":3,"snoozeInterval":86400,"maxDeclines":3,"endsWhenAccepted":true}"#.utf8)
        #expect(try JSONDecoder().decode(ReminderPolicy.self, from: json) == .ballProfile)
        let bad = Data(#"{"maxShows":0,"snoozeInterval":86400,"maxDeclines":3,"endsWhenAccepted":true}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ReminderPolicy.self, from: bad) }
    }
}

@Suite("Reminder: ball profile")
struct BallProfileReminderTests {
    @Test("shows at most 3 times")
    func maximumShows() throws {
        let clock = ManualClock()
        let reminder = ballReminder(InMemoryStore(), clock)
        var shown = 0
        for _ in 0..<10 {
            if try reminder.showIfDue() { shown += 1 }
            clock.advance(by: 2 * day)
        }
        #expect(shown == 3)
        #expect(try reminder.state().shows == 3)
        #expect(try reminder.explain() == [.shownMaximumTimes(shows: 3)])
        #expect(try !reminder.shouldShow())
    }

    @Test("'Maybe Later' holds it back for exactly 24 hours")
    func snooze() throws {
        let clock = ManualClock()
        let reminder = ballReminder(InMemoryStore(), clock)
        #expect(try reminder.shouldShow())
        try reminder.recordShown()
        let snoozedAt = clock.now
        try reminder.recordSnoozed()
        #expect(try reminder.explain() == [.snoozed(until: snoozedAt.addingTimeInterval(day))])

        clock.advance(by: day - 1)
        #expect(try !reminder.shouldShow())
        #expect(try !reminder.showIfDue())
        #expect(try reminder.state().shows == 1)

        clock.advance(by: 1)
        #expect(try reminder.explain() == [])
        #expect(try reminder.showIfDue())
        #expect(try reminder.state().shows == 2)
        #expect(try reminder.state().declines == 1)
    }

    @Test("dismissed permanently after 3 declines")
    func permanentDecline() throws {
        let clock = ManualClock()
        let policy = try ReminderPolicy(maxShows: 10, maxDeclines: 3)
        let reminder = Reminder(
            id: "ball-profile", policy: policy, app: "bowlertrax", store: InMemoryStore(), clock: clock)
        for _ in 0..<3 {
            #expect(try reminder.showIfDue())
            try reminder.recordSnoozed()
            clock.advance(by: day + 1)
        }
        clock.advance(by: 365 * day)
        #expect(try reminder.explain() == [.declinedPermanently(declines: 3)])
        #expect(try !reminder.showIfDue())
    }

    @Test("under the preset, 3 declines leave both limits reached")
    func presetDeclines() throws {
        let clock = ManualClock()
        let reminder = ballReminder(InMemoryStore(), clock)
        for _ in 0..<3 {
            #expect(try reminder.showIfDue())
            try reminder.recordSnoozed()
            clock.advance(by: day)
        }
        #expect(try reminder.explain() == [.declinedPermanently(declines: 3), .shownMaximumTimes(shows: 3)])
    }

    @Test("'Set Up Now' ends it for good")
    func accepted() throws {
        let clock = ManualClock()
        let reminder = ballReminder(InMemoryStore(), clock)
        #expect(try reminder.showIfDue())
        let acceptedAt = clock.now
        try reminder.recordAccepted()
        clock.advance(by: 400 * day)
        #expect(try reminder.explain() == [.accepted(at: acceptedAt)])
        #expect(try !reminder.showIfDue())
        #expect(try reminder.state().shows == 1)
    }

    @Test("clear ends it and reset starts over")
    func clearAndReset() throws {
        let clock = ManualClock()
        let store = InMemoryStore()
        let reminder = ballReminder(store, clock)
        #expect(try reminder.showIfDue())
        try reminder.clear()
        #expect(try reminder.explain() == [.cleared(at: clock.now)])
        try reminder.reset()
        #expect(store.value(forKey: ballKey) == nil)
        #expect(try reminder.state() == ReminderState())
        #expect(try reminder.shouldShow())
    }

    @Test("a new instance over the same store continues")
    func persistsAcrossInstances() throws {
        let clock = ManualClock()
        let store = InMemoryStore()
        do {
            let first = ballReminder(store, clock)
            #expect(try first.showIfDue())
            try first.recordSnoozed()
        }
        clock.advance(by: 12 * hour)
        let second = ballReminder(store, clock)
        #expect(try second.state().shows == 1)
        #expect(try second.state().declines == 1)
        #expect(try !second.shouldShow())
        clock.advance(by: 12 * hour)
        #expect(try second.showIfDue())
        #expect(store.keys(withPrefix: "onboarding.bowlertrax.") == [ballKey])
    }

    @Test("the state survives a JSON file store being reopened, dates exactly")
    func persistsInFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reminder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("onboarding.json")
        let clock = ManualClock(now: Date(timeIntervalSince1970: 1_767_225_600.123_456))
        let before: ReminderState
        do {
            let reminder = ballReminder(try JSONFileStore(url: url), clock)
            try reminder.recordShown()
            try reminder.recordSnoozed()
            before = try reminder.state()
        }
        let reopened = ballReminder(try JSONFileStore(url: url), clock)
        #expect(try reopened.state() == before)
        #expect(try reopened.state().snoozedUntil == clock.now.addingTimeInterval(day))
        clock.advance(by: day)
        #expect(try reopened.shouldShow())
    }

    @Test("every update is one batch of one key; a reminder that is not due writes nothing")
    func oneBatchPerUpdate() throws {
        let clock = ManualClock()
        let store = CountingStore()
        let reminder = ballReminder(store, clock)
        try reminder.recordShown()
        try reminder.recordSnoozed()
        #expect(try !reminder.showIfDue())
        try reminder.recordAccepted()
        try reminder.clear()
        try reminder.reset()
        #expect(store.appliedBatches.count == 5)
        #expect(store.appliedBatches.allSatisfy { $0.keys.sorted() == [ballKey] })
    }

    @Test(
        "corrupt stored state is reported and left untouched",
        arguments: [
            StoredValue.string("garbage"),
            .object(["shows": .int(-1), "declines": .int(0)]),
            .object(["shows": .int(1)]),
            .object(["shows": .int(1), "declines": .int(0), "snoozedUntil": .string("tomorrow")]),
            .object(["shows": .int(1), "declines": .int(0), "mood": .bool(true)]),
        ])
    func corruptState(value: StoredValue) throws {
        let store = InMemoryStore([ballKey: value])
        let reminder = ballReminder(store, ManualClock())
        let calls: [() throws -> Void] = [
            { _ = try reminder.shouldShow() },
            { _ = try reminder.showIfDue() },
            { try reminder.recordShown() },
            { try reminder.recordSnoozed() },
            { try reminder.recordAccepted() },
            { try reminder.clear() },
        ]
        for call in calls {
            let error = #expect(throws: PromptError.self) { try call() }
            guard case .corruptState(let key, _)? = error else {
                Issue.record("expected corruptState, got \(String(describing: error))")
                continue
            }
            #expect(key == ballKey)
            #expect(error?.description.contains("Reset the prompt") == true)
        }
        #expect(store.snapshot == [ballKey: value])
        try reminder.reset()
        #expect(try reminder.shouldShow())
    }

    @Test(
        "reminder identifiers are validated",
        arguments: ["", "Ball", "ball profile", "ball.profile", String(repeating: "a", count: 65)])
    func invalidIdentifiers(raw: String) {
        #expect(throws: PromptError.invalidReminderID(raw)) { try ReminderID(raw) }
    }

    @Test("valid identifiers are kept as written")
    func validIdentifier() throws {
        let raw = "camera-permission_2"
        #expect(try ReminderID(raw).rawValue == raw)
    }
}

@Suite("Reminder: camera badge")
struct CameraReminderTests {
    @Test("shows on every trigger, whatever the answer, until cleared; never after")
    func untilCleared() throws {
        let clock = ManualClock()
        let store = InMemoryStore()
        let reminder = cameraReminder(store, clock)
        for index in 0..<100 {
            #expect(try reminder.showIfDue())
            if index.isMultiple(of: 2) { try reminder.recordSnoozed() } else { try reminder.recordAccepted() }
            clock.advance(by: 60)
        }
        #expect(try reminder.state().shows == 100)
        #expect(try reminder.state().declines == 50)
        try reminder.clear()
        let clearedAt = clock.now
        for _ in 0..<20 {
            clock.advance(by: 30 * day)
            #expect(try !reminder.showIfDue())
        }
        #expect(try cameraReminder(store, clock).explain() == [.cleared(at: clearedAt)])
        try reminder.reset()  // permission revoked later
        #expect(try reminder.showIfDue())
    }
}

@Suite("Reminder: random event sequences")
struct ReminderPropertyTests {
    enum Event: CaseIterable {
        case trigger, accept, maybeLater, advance, restart, grantCamera
    }

    /// Weighted pick: trigger 34, accept 8, maybe later 22, advance 25, restart 9, grant camera 2.
    static func event(using generator: inout SeededGenerator) -> Event {
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<34: .trigger
        case 34..<42: .accept
        case 42..<64: .maybeLater
        case 64..<89: .advance
        case 89..<98: .restart
        default: .grantCamera
        }
    }

    struct Coverage {
        var ballShows = 0
        var reachedMaxShows = 0
        var declinedPermanently = 0
        var accepted = 0
        var blockedBySnooze = 0
        var shownRightAtSnoozeEnd = 0
        var cameraShows = 0
        var cameraBlocked = 0

        mutating func add(_ other: Coverage) {
            ballShows += other.ballShows
            reachedMaxShows += other.reachedMaxShows
            declinedPermanently += other.declinedPermanently
            accepted += other.accepted
            blockedBySnooze += other.blockedBySnooze
            shownRightAtSnoozeEnd += other.shownRightAtSnoozeEnd
            cameraShows += other.cameraShows
            cameraBlocked += other.cameraBlocked
        }
    }

    /// 2,000 sequences of 200 steps, in 8 chunks of 250 that may run in parallel.
    @Test("the ball reminder and the camera badge keep their rules", arguments: 0..<8)
    func randomSequences(chunk: Int) throws {
        var coverage = Coverage()
        for sequence in 0..<250 {
            let seed = UInt64(chunk * 250 + sequence)
            coverage.add(try Self.run(seed: seed))
        }
        // The sequences reach every interesting state, so the checks above are not vacuous.
        #expect(coverage.ballShows > 250)
        #expect(coverage.reachedMaxShows > 10)
        #expect(coverage.declinedPermanently > 10)
        #expect(coverage.accepted > 10)
        #expect(coverage.blockedBySnooze > 10)
        #expect(coverage.shownRightAtSnoozeEnd > 0)
        #expect(coverage.cameraShows > 1_000)
        #expect(coverage.cameraBlocked > 10)
    }

    static func run(seed: UInt64) throws -> Coverage {
        var generator = SeededGenerator(seed: seed)
        let store = InMemoryStore()
        let clock = ManualClock()
        var ball = ballReminder(store, clock)
        var camera = cameraReminder(store, clock)
        var coverage = Coverage()

        // The model: what the specification says should have happened.
        var shows = 0
        var declines = 0
        var lastSnooze: Date?
        var accepted = false
        var granted = false
        var ballPresented = false
        var cameraPresented = false

        for step in 0..<200 {
            let context: Comment = "seed \(seed), step \(step)"
            // A prompt on screen is usually answered next; otherwise any event may happen.
            let answering = (ballPresented || cameraPresented) && Int.random(in: 0..<4, using: &generator) > 0
            let next: Event =
                answering
                ? (Int.random(in: 0..<6, using: &generator) == 0 ? .accept : .maybeLater) : event(using: &generator)
            switch next {
            case .trigger:
                let now = clock.now
                let snoozed = lastSnooze.map { now < $0.addingTimeInterval(day) } ?? false
                let expected = !accepted && shows < 3 && declines < 3 && !snoozed
                let reasons = try ball.explain()
                try #require(reasons.isEmpty == expected, context)
                try #require(try ball.shouldShow() == expected, context)
                if snoozed && !accepted && shows < 3 && declines < 3 { coverage.blockedBySnooze += 1 }
                // Present either in one step or by asking and then recording.
                let shown: Bool
                if Bool.random(using: &generator) {
                    shown = try ball.showIfDue()
                } else {
                    shown = try ball.shouldShow()
                    if shown { try ball.recordShown() }
                }
                try #require(shown == expected, context)
                if shown {
                    shows += 1
                    coverage.ballShows += 1
                    if shows == 3 { coverage.reachedMaxShows += 1 }
                    if let lastSnooze, now == lastSnooze.addingTimeInterval(day) { coverage.shownRightAtSnoozeEnd += 1 }
                    // The specification's promises, checked on what the reminder stored.
                    let stored = try ball.state()
                    try #require(stored.shows == shows && stored.shows <= 3, context)
                    try #require(stored.declines < 3 && stored.acceptedAt == nil, context)
                    try #require(stored.lastShownAt == now, context)
                    try #require(stored.snoozedUntil.map { now >= $0 } ?? true, context)
                }
                ballPresented = shown

                let cameraShown = try camera.showIfDue()
                try #require(cameraShown == !granted, context)
                if cameraShown { coverage.cameraShows += 1 } else { coverage.cameraBlocked += 1 }
                cameraPresented = cameraShown

            case .accept:
                if ballPresented {
                    try ball.recordAccepted()
                    accepted = true
                    coverage.accepted += 1
                    ballPresented = false
                }
                if cameraPresented {
                    try camera.recordAccepted()  // "Open Settings" does not grant the permission
                    cameraPresented = false
                }

            case .maybeLater:
                if ballPresented {
                    try ball.recordSnoozed()
                    declines += 1
                    lastSnooze = clock.now
                    if declines == 3 { coverage.declinedPermanently += 1 }
                    ballPresented = false
                }
                if cameraPresented {
                    try camera.recordSnoozed()  // "Not Now"
                    cameraPresented = false
                }

            case .advance:
                if let lastSnooze, Int.random(in: 0..<10, using: &generator) == 0 {
                    // Probe the end of the snooze: one second before, or exactly at it.
                    let end = lastSnooze.addingTimeInterval(day - Double(Int.random(in: 0...1, using: &generator)))
                    if end > clock.now { clock.set(end) }
                } else {
                    // From a minute to three days, spread evenly on a log scale.
                    let exponent = Double.random(in: log(60.0)...log(3 * day), using: &generator)
                    clock.advance(by: exp(exponent))
                }

            case .restart:
                ball = ballReminder(store, clock)
                camera = cameraReminder(store, clock)
                ballPresented = false
                cameraPresented = false

            case .grantCamera:
                try camera.clear()
                granted = true
                cameraPresented = false
            }
        }
        let state = try ball.state()
        try #require(state.shows == shows && state.declines == declines, "seed \(seed): stored state matches the model")
        return coverage
    }
}
