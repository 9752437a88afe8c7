import Basics
import Foundation
import OnboardingKit
import Testing

@testable import OnboardingScenarios

/// The first use's rules without HTTP: the prompt queue's order and bookkeeping (specification sections 2, 6 and 7)
/// and the first-shot tutorial's showings (section 4, the skip table's "Show once per session").
@Suite("BowlerTrax first-use rules")
struct BowlerTraxFirstUseRulesTests {
    let store = InMemoryStore()
    let clock = ManualClock()
    let day: TimeInterval = 24 * 60 * 60

    func queue(_ minor: Int = 1) throws -> BowlerTraxPromptQueue {
        BowlerTraxPromptQueue(store: store, clock: clock, version: try SemanticVersion(major: 1, minor: minor))
    }

    func record(
        camera: BowlerTraxPromptSituation.Camera = .granted, hasBall: Bool = false, skippedBall: Bool = true,
        location: BowlerTraxPromptSituation.Location? = nil, savedCenter: String? = nil
    ) -> BowlerTraxPromptSituation {
        BowlerTraxPromptSituation(
            place: .record, camera: camera, hasBall: hasBall, skippedBallAtLaunch: skippedBall,
            firstLaunchCompleted: true, location: location, savedCenter: savedCenter)
    }

    @Test func aFreshInstallSeesNoWhatsNewAndTheBallReminderThreeTimesADayApart() throws {
        let fresh = BowlerTraxPromptSituation(
            place: .dashboard, camera: .unknown, hasBall: false, skippedBallAtLaunch: false,
            firstLaunchCompleted: false)
        #expect(try queue().next(fresh, visit: "a") == nil)
        // The dashboard never shows Record's prompts.
        var dashboard = record()
        dashboard.place = .dashboard
        #expect(try queue().next(dashboard, visit: "a") == nil)
        for showing in 1...3 {
            #expect(try queue().next(record(), visit: "a") == .ballProfile, "showing \(showing)")
            try queue().answered(.ballProfile, accepted: false)
            // "Maybe Later": not within 24 hours.
            clock.advance(by: day - 60)
            #expect(try queue().next(record(), visit: "a") == nil)
            clock.advance(by: 60)
        }
        // Gone after three declines.
        clock.advance(by: 30 * day - 1)
        #expect(try queue().next(record(), visit: "a") == nil)
    }

    @Test func aBallSkippedOnlyAtLaunchIsRemindedAndABallSavedEndsIt() throws {
        #expect(try queue().next(record(skippedBall: false), visit: "a") == nil)
        #expect(try queue().next(record(hasBall: true), visit: "a") == nil)
        clock.advance(by: 2 * day)
        #expect(try queue().next(record(), visit: "a") == nil)
    }

    @Test func cameraRequiredShowsEveryTimeUntilGrantedAndComesFirst() throws {
        for _ in 0..<4 {
            #expect(try queue().next(record(camera: .denied), visit: "a") == .cameraPermission)
            try queue().answered(.cameraPermission, accepted: false)
        }
        #expect(try queue().next(record(camera: .granted, hasBall: true), visit: "a") == nil)
        // Granted once: cleared, even if a later answer reads denied.
        #expect(try queue().next(record(camera: .denied, hasBall: true), visit: "a") == nil)
    }

    @Test func whatsNewOnceAfterAnUpdateThenWelcomeBackAfterThirtyDaysAway() throws {
        #expect(try queue(0).next(record(hasBall: true), visit: "a") == nil)
        #expect(try queue(1).next(record(hasBall: true), visit: "b") == .whatsNew)
        // Unanswered, it stays; answered, it is done for this version.
        #expect(try queue(1).next(record(hasBall: true), visit: "b") == .whatsNew)
        try queue(1).answered(.whatsNew, accepted: true)
        #expect(try queue(1).next(record(hasBall: true), visit: "b") == nil)

        clock.advance(by: 30 * day)
        #expect(try queue().next(record(hasBall: true), visit: "c") == nil)
        clock.advance(by: 30 * day + 1)
        // The same visit is counted once: asking again in it does not restart the 30 days.
        #expect(try queue().next(record(hasBall: true), visit: "d") == .welcomeBack)
        #expect(try queue().next(record(hasBall: true), visit: "d") == .welcomeBack)
        try queue().answered(.welcomeBack, accepted: false)
        #expect(try queue().next(record(hasBall: true), visit: "d") == nil)
    }

    @Test(arguments: [
        (BowlerTraxPromptSituation.Location.namedCenter(" amf LANES "), false),
        (.namedCenter("Sunset Bowl"), true),
        (.unnamedPlace, true),
    ])
    func aNewLocationIsAnyPlaceThatIsNotTheSavedCentre(location: BowlerTraxPromptSituation.Location, asks: Bool)
        throws
    {
        let situation = record(hasBall: true, location: location, savedCenter: "AMF Lanes")
        #expect(try queue().next(situation, visit: "a") == (asks ? .newLocation : nil))
        // Without a saved centre, or without the location, there is nothing to compare.
        #expect(try queue().next(record(hasBall: true, location: location), visit: "a") == nil)
        #expect(try queue().next(record(hasBall: true, savedCenter: "AMF Lanes"), visit: "a") == nil)
    }

    // MARK: Tutorial

    @Test func theOverlaysShowOncePerSessionUntilEachIsDismissedWithItsButton() throws {
        let journal = AnalyticsJournal()
        let tutorial = BowlerTraxTutorial(
            store: store, tracker: AnalyticsTracker(sink: journal, app: "bowlertrax", userID: "1", clock: clock))
        #expect(BowlerTraxTutorial.overlays == ["tutorial-ball", "tutorial-view", "tutorial-ready"])
        #expect(
            BowlerTraxTutorial.overlays.allSatisfy { BowlerTraxFirstCalibration.flow.step($0) != nil },
            "the overlays are the first calibration's tutorial steps")
        #expect(try tutorial.overlay(forSession: "1") == "tutorial-ball")
        #expect(try tutorial.overlay(forSession: "1") == nil)
        #expect(try tutorial.answered("tutorial-ball", .finished) == "tutorial-view")
        #expect(try tutorial.answered("tutorial-view", .skipped) == nil)
        #expect(try tutorial.overlay(forSession: "1") == nil)
        #expect(try tutorial.overlay(forSession: "2") == "tutorial-view")
        #expect(try tutorial.answered("tutorial-view", .finished) == "tutorial-ready")
        #expect(try tutorial.answered("tutorial-ready", .finished) == nil)
        #expect(try tutorial.overlay(forSession: "3") == nil)
        #expect(try tutorial.dismissed() == BowlerTraxTutorial.overlays)
        // A button answered twice is one dismissal.
        _ = try tutorial.answered("tutorial-ready", .finished)
        #expect(
            journal.records.map(\.event)
                == BowlerTraxTutorial.overlays.map {
                    .tutorialOverlayDismissed(overlay: $0)
                })
        #expect(throws: BowlerTraxTutorialError.unknownOverlay("tutorial-pins")) {
            try tutorial.answered("tutorial-pins", .finished)
        }
    }
}
