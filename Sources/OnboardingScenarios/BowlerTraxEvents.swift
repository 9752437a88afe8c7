import OnboardingKit

/// BowlerTrax's own analytics events (specification section 8), which the app tracks beside the flow events
/// ``FlowRunner`` tracks.
///
/// ```swift
/// tracker.track(.firstCalibrationCompleted)
/// tracker.track(.tutorialOverlayDismissed(overlay: "tutorial-ball"))
/// ```
extension AnalyticsEvent {
    /// `first_calibration_completed`: the user saved (or used) their first lane calibration.
    public static let firstCalibrationCompleted = AnalyticsEvent(name: "first_calibration_completed")

    /// `first_shot_tracked`: the first shot was tracked from release to pins.
    public static let firstShotTracked = AnalyticsEvent(name: "first_shot_tracked")

    /// `tutorial_overlay_dismissed`: the user closed the first-shot tutorial overlay `overlay`.
    public static func tutorialOverlayDismissed(overlay: String) -> AnalyticsEvent {
        AnalyticsEvent(name: "tutorial_overlay_dismissed", properties: ["overlay": overlay])
    }
}
