import Basics
import Foundation
import OnboardingKit
import OnboardingScenarios
import Testing

@Suite("BowlerTrax events")
struct BowlerTraxEventsTests {
    @Test("BowlerTrax's own events carry the names of its specification, section 8, and their properties")
    func namesAndProperties() {
        #expect(AnalyticsEvent.firstCalibrationCompleted == AnalyticsEvent(name: "first_calibration_completed"))
        #expect(AnalyticsEvent.firstShotTracked == AnalyticsEvent(name: "first_shot_tracked"))
        let dismissed = AnalyticsEvent.tutorialOverlayDismissed(overlay: "tutorial-ball")
        #expect(dismissed.name == "tutorial_overlay_dismissed")
        #expect(dismissed.properties == ["overlay": "tutorial-ball"])
    }

    @Test("they are tracked and encoded like the engine's events")
    func trackedAndEncoded() throws {
        let journal = AnalyticsJournal()
        let tracker = AnalyticsTracker(sink: journal, app: "bowlertrax", userID: "bowler-1", clock: ManualClock())
        tracker.track(.tutorialOverlayDismissed(overlay: "tutorial-view"))
        tracker.track(.firstShotTracked)
        #expect(journal.records.map(\.event.name) == ["tutorial_overlay_dismissed", "first_shot_tracked"])

        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(journal.records[0].event), as: UTF8.self)
        #expect(json == #"{"name":"tutorial_overlay_dismissed","properties":{"overlay":"tutorial-view"}}"#)
    }
}
