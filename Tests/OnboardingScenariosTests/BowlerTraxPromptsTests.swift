import Basics
import Foundation
import OnboardingKit
import OnboardingScenarios
import Testing

@Suite("BowlerTraxPrompts")
struct BowlerTraxPromptsTests {
    private let copy = BowlerTraxPrompts.copy

    @Test("every key the prompts show has English and Vietnamese text, and no text is unused")
    func copyComplete() {
        let keys = BowlerTraxPrompts.copyKeys
        #expect(keys.count == 34)
        #expect(Set(keys).count == keys.count)
        #expect(copy.missing(keys).isEmpty)
        #expect(Set(copy.keys) == Set(keys))
        #expect(keys.allSatisfy { $0.rawValue.hasPrefix("bowlertrax.") })
    }

    @Test(
        "English is verbatim from the specification",
        arguments: [
            ("bowlertrax.reminder.ball-profile.title", "Set Up Your Ball?"),
            ("bowlertrax.reminder.ball-profile.message", "Setting your ball color helps tracking accuracy."),
            ("bowlertrax.reminder.ball-profile.set-up-now", "Set Up Now"),
            ("bowlertrax.reminder.ball-profile.maybe-later", "Maybe Later"),
            ("bowlertrax.reminder.camera.title", "Camera Required"),
            ("bowlertrax.reminder.camera.message", "To track shots, enable camera access in Settings."),
            ("bowlertrax.reminder.camera.open-settings", "Open Settings"),
            ("bowlertrax.reminder.camera.not-now", "Not Now"),
            ("bowlertrax.whatsnew.got-it", "Got It"),
            ("bowlertrax.whatsnew.v1-1.session-comparison.title", "Session Comparison"),
            (
                "bowlertrax.whatsnew.v1-1.session-comparison.body",
                "Compare two sessions side-by-side to see your improvement."
            ),
            ("bowlertrax.whatsnew.v1-1.export-csv.title", "Export to CSV"),
            ("bowlertrax.whatsnew.v1-1.export-csv.body", "Export your shot data for analysis in spreadsheets."),
            ("bowlertrax.whatsnew.v1-1.bug-fixes.title", "Bug Fixes"),
            ("bowlertrax.whatsnew.v1-1.bug-fixes.body", "Improved tracking accuracy and fixed battery drain issue."),
            ("bowlertrax.welcomeback.title", "Welcome Back!"),
            ("bowlertrax.welcomeback.message", "It's been a while. Before you start, you may want to:"),
            ("bowlertrax.welcomeback.item.check-calibration", "Check your calibration"),
            ("bowlertrax.welcomeback.item.update-ball-profiles", "Update your ball profiles"),
            ("bowlertrax.welcomeback.item.review-tracking-tips", "Review the tracking tips"),
            ("bowlertrax.welcomeback.quick-setup", "Quick Setup"),
            ("bowlertrax.welcomeback.start-now", "Start Now"),
            ("bowlertrax.encouragement.shot.nice-shot", "Nice shot!"),
            ("bowlertrax.encouragement.shot.looking-good", "Looking good!"),
            ("bowlertrax.encouragement.shot.solid-roll", "Solid roll!"),
            ("bowlertrax.encouragement.shot.great-form", "Great form!"),
            ("bowlertrax.encouragement.shot.on-target", "On target!"),
            ("bowlertrax.encouragement.strike.strike", "Strike!"),
            ("bowlertrax.encouragement.strike.x-marks-the-spot", "X marks the spot!"),
            ("bowlertrax.encouragement.strike.crushed-it", "Crushed it!"),
            ("bowlertrax.encouragement.strike.perfect-entry", "Perfect entry!"),
        ])
    func verbatimEnglish(key: String, english: String) throws {
        #expect(try copy.text(CopyKey(key), in: .english) == english)
    }

    @Test("Vietnamese is translated, with diacritics, for every key")
    func vietnamese() throws {
        for key in BowlerTraxPrompts.copyKeys where key != BowlerTraxPrompts.whatsNewTitle {
            let english = try copy.text(key, in: .english)
            let vietnamese = try copy.text(key, in: .vietnamese)
            #expect(vietnamese != english, "\(key)")
            #expect(vietnamese.unicodeScalars.contains { !$0.isASCII }, "\(key): \(vietnamese)")
        }
        #expect(
            try copy.text(BowlerTraxPrompts.ballProfileReminderCopy.title, in: .vietnamese) == "Thiết lập bóng của bạn?"
        )
        #expect(try copy.text(BowlerTraxPrompts.welcomeBackCopy.primaryButton, in: .vietnamese) == "Thiết lập nhanh")
    }

    @Test("the What's New title fills in the version: 'What's New in v1.1'")
    func whatsNewTitle() throws {
        let store = InMemoryStore()
        let whatsNew = BowlerTraxPrompts.whatsNew(store: store)
        _ = try whatsNew.appLaunched(version: SemanticVersion("1.0"), onboardingCompleted: true)
        let screen = try #require(
            try whatsNew.appLaunched(version: SemanticVersion("1.1.0"), onboardingCompleted: true))
        #expect(
            try copy.text(BowlerTraxPrompts.whatsNewTitle, in: .english, arguments: screen.copyArguments)
                == "What's New in v1.1")
        #expect(
            try copy.text(BowlerTraxPrompts.whatsNewTitle, in: .vietnamese, arguments: screen.copyArguments)
                == "Có gì mới trong v1.1")
        #expect(throws: CopyError.missingArgument(key: BowlerTraxPrompts.whatsNewTitle, argument: "version")) {
            try copy.text(BowlerTraxPrompts.whatsNewTitle, in: .english)
        }
        let titles = try screen.features.map { try copy.text($0.title, in: .english) }
        #expect(titles == ["Session Comparison", "Export to CSV", "Bug Fixes"])
        #expect(screen.features.map(\.icon) == ["session-comparison", "export-csv", "bug-fixes"])
        try whatsNew.dismiss(screen)
        #expect(store.snapshot == ["onboarding.bowlertrax.whatsNew.lastVersionSeen": .string("1.1.0")])
    }

    @Test("the reminders use the specification's policies and keys")
    func reminders() throws {
        let store = InMemoryStore()
        let clock = ManualClock()
        let ball = BowlerTraxPrompts.ballProfileReminder(store: store, clock: clock)
        let camera = BowlerTraxPrompts.cameraReminder(store: store, clock: clock)
        #expect(ball.policy == .ballProfile)
        #expect(camera.policy == .untilCleared)
        #expect(ball.key.rawValue == "onboarding.bowlertrax.prompt.ball-profile")
        #expect(camera.key.rawValue == "onboarding.bowlertrax.prompt.camera-permission")

        // Record tab: both show; "Maybe Later" and "Not Now".
        #expect(try ball.showIfDue())
        #expect(try camera.showIfDue())
        try ball.recordSnoozed()
        try camera.recordSnoozed()
        clock.advance(by: 60)
        #expect(try !ball.showIfDue())
        #expect(try camera.showIfDue())
        // Camera granted: the badge clears.
        try camera.clear()
        clock.advance(by: 24 * 60 * 60)
        #expect(try ball.showIfDue())
        #expect(try !camera.showIfDue())
    }

    @Test("welcome back after more than 30 days")
    func welcomeBack() throws {
        let clock = ManualClock()
        let welcome = BowlerTraxPrompts.welcomeBack(store: InMemoryStore(), clock: clock)
        #expect(welcome.threshold == 30 * 24 * 60 * 60)
        #expect(try !welcome.startSession())
        clock.advance(by: 31 * 24 * 60 * 60)
        #expect(try welcome.startSession())
        let buttons = try [
            BowlerTraxPrompts.welcomeBackCopy.primaryButton, BowlerTraxPrompts.welcomeBackCopy.secondaryButton,
        ]
        .compactMap { $0 }.map { try copy.text($0, in: .english) }
        #expect(buttons == ["Quick Setup", "Start Now"])
    }

    @Test(
        "encouragement never repeats a line immediately and uses every line",
        arguments: BowlerTraxPrompts.ShotOutcome.allCases)
    func encouragementRotation(outcome: BowlerTraxPrompts.ShotOutcome) throws {
        var messages = BowlerTraxPrompts.encouragement(after: outcome)
        let expected = outcome == .strike ? BowlerTraxPrompts.strikeEncouragement : BowlerTraxPrompts.shotEncouragement
        #expect(messages.keys == expected)
        #expect(expected.count == (outcome == .strike ? 4 : 5))
        var generator = SeededGenerator(seed: outcome == .strike ? 9 : 3)
        var counts: [CopyKey: Int] = [:]
        var previous: CopyKey?
        for _ in 0..<10_000 {
            let key = messages.next(using: &generator)
            #expect(key != previous)
            if key == previous { break }
            counts[key, default: 0] += 1
            previous = key
        }
        #expect(Set(counts.keys) == Set(expected))
        // Roughly even: each line gets at least half its fair share.
        #expect(counts.values.allSatisfy { $0 > 10_000 / expected.count / 2 })
        let strikeLines = try BowlerTraxPrompts.strikeEncouragement.map { try copy.text($0, in: .english) }
        #expect(strikeLines == ["Strike!", "X marks the spot!", "Crushed it!", "Perfect entry!"])
    }
}
